/** Real, well-known certifications and qualifications by SOC major group (names only, no links). */
export const CERTIFICATIONS: Readonly<Record<string, readonly string[]>> = {
  '11': [
    'PMI Certified Associate in Project Management (CAPM)',
    'Google Project Management Professional Certificate',
    'Lean Six Sigma Green Belt',
  ],
  '13': [
    'Chartered Accountant (CA) — ICAI',
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
  '23': ['All India Bar Examination (AIBE), after an LLB'],
  '25': [
    'CTET or your State TET (teacher eligibility tests)',
    'Bachelor of Education (B.Ed)',
    'UGC NET (for college teaching)',
  ],
  '27': [
    'Adobe Certified Professional',
    'Google UX Design Professional Certificate',
    'Autodesk Certified User (Maya)',
  ],
  '29': [
    'Basic Life Support (BLS) — American Heart Association',
    'Registration with the State Nursing or Medical Council after your degree',
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
  '39': [
    'Beauty & Wellness Sector Skill Council certificates',
    'ACE or ACSM personal trainer certification',
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
};

export function certificationsFor(family: string): readonly string[] {
  return (
    CERTIFICATIONS[family] ?? [
      'A short course certificate from Skill India Digital or SWAYAM in your chosen area',
    ]
  );
}
