import { lookupBySoc } from './soc-lookup.js';

/**
 * Real, well-known certifications and qualifications by SOC major group ("25"), or by a finer
 * SOC key ("25-4") where the major group's list would be wrong (names only, no links).
 */
export const CERTIFICATIONS: Readonly<Record<string, readonly string[]>> = {
  '11': [
    'PMI Certified Associate in Project Management (CAPM)',
    'Google Project Management Professional Certificate',
    'Lean Six Sigma Green Belt',
  ],
  '13': [
    'Chartered Accountant (CA) through ICAI: Foundation, Intermediate and Final with articleship',
    'NISM certifications (recognised by SEBI)',
    'Tally certification from Tally Education',
    'CFA Program — CFA Institute',
  ],
  '15': [
    'AWS Certified Cloud Practitioner',
    'Microsoft Certified: Azure Fundamentals (AZ-900)',
    'Google Data Analytics Professional Certificate',
    'Cisco CCNA',
  ],
  '15-2': [
    'Actuarial Common Entrance Test (ACET) and the exams of the Institute of Actuaries of India, for actuaries',
    'Google Data Analytics Professional Certificate',
    'NPTEL proctored course certificates in statistics or machine learning',
    'IIT JAM (for M.Sc admissions)',
  ],
  '17': [
    'NPTEL proctored course certificates',
    'Autodesk Certified User (AutoCAD)',
    'Certified SOLIDWORKS Associate (CSWA)',
    'GATE score (for M.Tech and PSU jobs)',
  ],
  '19': [
    'NPTEL proctored course certificates',
    'IIT JAM (for M.Sc admissions)',
    'CSIR-UGC NET (for research fellowships)',
  ],
  '21': [
    'Bachelor of Social Work (BSW) or Master of Social Work (MSW)',
    'Rehabilitation Council of India (RCI) registration, for rehabilitation roles',
  ],
  '23': [
    'Enrolment as an advocate with your State Bar Council after an LLB',
    'All India Bar Examination (AIBE) of the Bar Council of India, for the certificate of practice',
  ],
  '25': [
    'CTET or your State TET (teacher eligibility tests)',
    'Bachelor of Education (B.Ed)',
    'UGC NET (for college teaching)',
  ],
  '25-1': [
    'UGC NET (eligibility for Assistant Professor; with JRF, a funded PhD)',
    'CSIR-UGC NET, for science subjects',
    'State Eligibility Test (SET/SLET), for colleges in your state',
    'A PhD in your subject',
  ],
  '25-4': [
    'UGC NET in Library and Information Science, Museology and Conservation, or Archaeology',
    'Bachelor’s and Master’s in Library and Information Science (B.Lib.I.Sc, M.Lib.I.Sc)',
    'Short courses in digitisation, archiving or conservation from a university or museum',
  ],
  '27': [
    'Adobe Certified Professional',
    'Google UX Design Professional Certificate',
    'Autodesk Certified User (Maya)',
  ],
  '27-2': [
    'Certificate or diploma course in sports coaching — NIS Patiala (Sports Authority of India)',
    'Coaching or officiating courses from your sport’s national federation',
    'Graded music exams: Trinity College London or ABRSM for Western music, Akhil Bharatiya Gandharva Mahavidyalaya Mandal for Hindustani music and classical dance',
    'First aid certification — Indian Red Cross Society',
  ],
  '27-3': [
    'A postgraduate diploma in journalism or mass communication',
    'Language certificates such as DELF/DALF (French), Goethe-Zertifikat (German) or JLPT (Japanese), for translators and interpreters',
    'HubSpot Content Marketing certification, for PR and content roles',
  ],
  '27-4': [
    'Adobe Certified Professional in Premiere Pro or Photoshop',
    'Avid Certified User: Media Composer or Pro Tools',
    'Apple Certified Pro — Final Cut Pro',
  ],
  '29': [
    'Basic Life Support (BLS) — American Heart Association',
    'Registration with your State Nursing Council after a B.Sc Nursing or GNM, for nurses',
    'Registration with your State Medical Council after your MBBS and internship, for doctors',
  ],
  '29-2': [
    'Basic Life Support (BLS) — American Heart Association',
    'Registration with the State Pharmacy Council after your D.Pharm, for pharmacy roles',
    'Registration with your state’s paramedical council, where your state has one',
    'Healthcare Sector Skill Council certificates (via Skill India), such as Emergency Medical Technician or Phlebotomy Technician',
  ],
  '31': [
    'Basic Life Support (BLS) — American Heart Association',
    'Healthcare Sector Skill Council certificates (via Skill India)',
  ],
  '33': [
    'NCC “C” certificate (valued for defence and police entry)',
    'First aid certification — Indian Red Cross Society',
  ],
  '35': ['FSSAI FoSTaC food safety training', 'NCHM JEE (entry to hotel management institutes)'],
  '39': ['A Skill India certificate in your trade (through Skill India Digital)'],
  '39-5': ['Beauty & Wellness Sector Skill Council certificates (through Skill India)'],
  '39-9011': [
    'First aid certification — Indian Red Cross Society',
    'A diploma in Early Childhood Care and Education (ECCE)',
  ],
  '39-9031': [
    'ACE or ACSM personal trainer certification',
    'Sports, Physical Education, Fitness and Leisure Sector Skill Council certificates',
    'First aid certification — Indian Red Cross Society',
  ],
  '41': [
    'Google Ads certification',
    'HubSpot Inbound Marketing certification',
    'NISM Series V-A: Mutual Fund Distributors',
  ],
  '43': [
    'Tally certification from Tally Education',
    'Microsoft Office Specialist (MOS)',
    'NIELIT CCC (Course on Computer Concepts)',
  ],
  '45': ['Agriculture Skill Council of India certificates (via Skill India)'],
  '47': ['ITI National Trade Certificate (NCVT)', 'National Apprenticeship Certificate'],
  '49': [
    'ITI National Trade Certificate (NCVT)',
    'National Apprenticeship Certificate',
    'Electrical wireman or supervisor licence from your state',
  ],
  '51': [
    'ITI National Trade Certificate (NCVT)',
    'National Apprenticeship Certificate',
    'Lean Six Sigma Yellow Belt',
  ],
  '53': [
    'Transport vehicle driving licence',
    'DGCA Commercial Pilot Licence (CPL), for flying roles',
  ],
  '53-4': ['ITI National Trade Certificate (NCVT)', 'National Apprenticeship Certificate'],
  '53-5': [
    'STCW basic safety training approved by DG Shipping',
    'Continuous Discharge Certificate (CDC) from DG Shipping',
    'Certificate of Competency (CoC) exams from DG Shipping, for officers',
  ],
};

/** Certifications for an O*NET-SOC code ("25-4013.00"), most specific key first. */
export function certificationsFor(code: string): readonly string[] {
  return (
    lookupBySoc(CERTIFICATIONS, code) ?? [
      'A short course certificate from Skill India Digital or SWAYAM in your chosen area',
    ]
  );
}
