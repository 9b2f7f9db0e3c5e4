import { lookupBySoc } from './soc-lookup.js';

/** Indian routes into each occupation family: stream after Class 10, entrance exams, degrees. */
export interface EducationRoute {
  stream: string;
  exams: readonly string[];
  degrees: readonly string[];
}

const route = (stream: string, exams: string[], degrees: string[]): EducationRoute => ({
  stream,
  exams,
  degrees,
});

/**
 * Routes keyed by SOC major group ("25") or a finer SOC key ("25-4", "29-1051") where the
 * major group's route would be wrong; `educationRouteFor` uses the most specific key.
 */
export const EDUCATION_ROUTES: Readonly<Record<string, EducationRoute>> = {
  '11': route(
    'Any stream; Commerce or Science with Maths helps',
    ['IPMAT (integrated management programmes at IIMs)', 'CUET-UG'],
    ['BBA, B.Com or B.Tech, then an MBA later (via CAT)'],
  ),
  '13': route(
    'Commerce with Maths (Science with Maths also works)',
    ['CA Foundation', 'CUET-UG', 'IPMAT'],
    ['B.Com, BBA or B.A. Economics; CA, CMA or CS alongside'],
  ),
  '15': route(
    'Science (PCM), or Commerce with Maths for BCA',
    ['JEE Main', 'JEE Advanced (for the IITs)', 'CUET-UG', 'State engineering entrance tests'],
    [
      'B.Tech/B.E. in Computer Science or IT',
      'BCA or B.Sc Computer Science',
      'B.Sc Mathematics or Statistics for data roles',
    ],
  ),
  // Mathematicians, statisticians, actuaries, operations research and data scientists.
  '15-2': route(
    'Science with Maths (PCM); Commerce with Maths also works for statistics and actuarial science',
    [
      'CUET-UG',
      'ISI Admission Test (B.Stat, B.Math)',
      'Chennai Mathematical Institute (CMI) entrance',
      'IIT JAM (for an M.Sc)',
      'ACET (Institute of Actuaries of India) for actuaries',
    ],
    [
      'B.Sc in Mathematics or Statistics (or B.Stat/B.Math at ISI), then an M.Sc or M.Stat',
      'B.Tech/B.E. or B.Sc Computer Science for data science roles',
      'The exams of the Institute of Actuaries of India, for actuaries',
    ],
  ),
  '17': route(
    'Science (PCM)',
    ['JEE Main', 'JEE Advanced', 'NATA or JEE Main Paper 2 (for architecture)'],
    [
      'B.Tech/B.E. in your branch of engineering',
      'B.Arch for architecture',
      'Polytechnic diploma for technician roles',
    ],
  ),
  '19': route(
    'Science (PCM or PCB); Arts/Humanities for social sciences',
    ['CUET-UG', 'IISER Aptitude Test', 'JEE Advanced (for some science programmes)'],
    [
      'B.Sc in your science, then M.Sc and possibly a PhD',
      'B.A./M.A. for economics, psychology or sociology',
    ],
  ),
  '21': route(
    'Arts/Humanities (any stream is accepted)',
    ['CUET-UG'],
    ['B.A. Psychology or Sociology, then BSW/MSW or M.A. Psychology'],
  ),
  '23': route(
    'Any stream; Arts/Humanities is common',
    ['CLAT', 'AILET', 'CUET-UG'],
    ['Five-year integrated LLB (B.A. LLB, BBA LLB) or a three-year LLB after graduation'],
  ),
  '25': route(
    'The stream of the subject you want to teach',
    ['CUET-UG', 'CTET or State TET after your B.Ed'],
    ['A bachelor’s in your subject, then a B.Ed (or an integrated B.A./B.Sc B.Ed)'],
  ),
  // Postsecondary teachers: lecturers and professors in colleges and universities.
  '25-1': route(
    'The stream of the subject you want to teach',
    [
      'CUET-UG',
      'CUET-PG (for a master’s)',
      'UGC NET or CSIR-UGC NET (eligibility for Assistant Professor)',
      'State Eligibility Test (SET/SLET) for colleges in your state',
    ],
    [
      'A bachelor’s and a master’s in the subject you want to teach (for professional subjects, the matching master’s: M.Tech, M.Sc Nursing, MD/MS or LLM)',
      'A PhD, which most permanent college and university posts expect',
    ],
  ),
  // Librarians, archivists, curators, museum technicians and conservators.
  '25-4': route(
    'Any stream; Arts/Humanities suits history and archives, and Science (Chemistry) helps in conservation',
    [
      'CUET-UG',
      'CUET-PG (for a master’s)',
      'UGC NET (in Library and Information Science, Museology and Conservation, or Archaeology)',
    ],
    [
      'B.Lib.I.Sc and M.Lib.I.Sc for libraries (a certificate or diploma in library science for library assistant roles)',
      'B.A. in History or Archaeology, then an M.A. in History, Archaeology or Museology, for museums and archives',
      'A diploma or master’s in art conservation, for conservators',
    ],
  ),
  '27': route(
    'Any stream; Arts/Humanities or Science',
    ['NID DAT', 'NIFT entrance', 'UCEED (IIT design programmes)', 'CUET-UG'],
    [
      'B.Des, BFA or B.A. in Journalism and Mass Communication',
      'Short courses and a strong portfolio matter as much as the degree',
    ],
  ),
  // Athletes, coaches, umpires, dancers, musicians, actors, producers and directors.
  '27-2': route(
    'Any stream; years of regular training or practice matter most',
    [
      'Selection trials run by your sport’s state and national federations',
      'CUET-UG or a university’s own test with an audition (for performing-arts degrees)',
      'National School of Drama (NSD) admission after graduation (for acting and theatre)',
      'FTII/SRFTI Joint Entrance Test (JET) for film direction',
    ],
    [
      'B.A. or BPA in Music, Dance or Theatre, or training under a guru or at a recognised academy',
      'B.P.Ed or B.Sc Sports Science, and the NIS Patiala coaching courses of the Sports Authority of India, for coaches',
      'Regular training, competitions and performances, with a showreel or a record of your results',
    ],
  ),
  // Reporters, writers, editors, PR specialists, interpreters and translators.
  '27-3': route(
    'Any stream; Arts/Humanities with English or another language helps',
    ['CUET-UG', 'CUET-PG (for a master’s)'],
    [
      'B.A. in Journalism and Mass Communication, English or another language',
      'An M.A. or a postgraduate diploma in journalism, public relations or translation (for example at the Indian Institute of Mass Communication, IIMC)',
      'A portfolio of published work: articles, scripts, translations or broadcasts',
    ],
  ),
  // Photographers, camera operators, film and video editors, sound and broadcast technicians.
  '27-4': route(
    'Any stream; Science (PCM) helps for sound and broadcast engineering',
    ['FTII/SRFTI Joint Entrance Test (JET) for film and television courses', 'CUET-UG'],
    [
      'A diploma or degree in cinematography, film editing, photography or sound recording (for example at FTII Pune or SRFTI Kolkata)',
      'B.Sc or B.A. in Visual Communication, Film Making or Mass Communication',
      'A showreel or portfolio of your best photographs, footage or sound work',
    ],
  ),
  '29': route(
    'Science (PCB); PCM for some technical roles',
    ['NEET-UG', 'State paramedical entrance tests'],
    [
      'MBBS, BDS, BAMS or B.Sc Nursing',
      'B.Sc in allied health (lab technology, radiology, physiotherapy)',
    ],
  ),
  // Practitioners: doctors, dentists, vets, pharmacists, nurses, therapists, dietitians.
  '29-1': route(
    'Science (PCB); pharmacy also accepts PCM',
    [
      'NEET-UG (for MBBS, BDS, AYUSH degrees such as BAMS and BHMS, and B.V.Sc & A.H.)',
      'State or university entrance tests for B.Pharm, BPT, B.Sc Nursing and B.Sc Nutrition (some use NEET-UG or CUET-UG scores)',
    ],
    [
      'MBBS, BDS, BAMS/BHMS or B.V.Sc & A.H., then an MD/MS or MDS to specialise',
      'B.Pharm for pharmacists, BPT for physiotherapists, B.Sc Nursing for nurses, B.Sc Nutrition and Dietetics for dietitians',
      'B.Optom for optometrists, BASLP for audiologists and speech therapists',
    ],
  ),
  // Health technologists and technicians: lab, imaging, pharmacy, emergency, practical nursing.
  '29-2': route(
    'Science (PCB)',
    [
      'State paramedical entrance tests',
      'CUET-UG or a university’s own test for B.Sc allied health courses',
    ],
    [
      'B.Sc or diploma in Medical Laboratory Technology (BMLT, DMLT), Radiology and Imaging Technology, Optometry or Operation Theatre Technology',
      'D.Pharm for pharmacy technicians',
      'GNM or ANM nursing diploma for practical nursing roles',
      'An Emergency Medical Technician (EMT) course for ambulance and emergency work',
    ],
  ),
  '31': route(
    'Science (PCB) preferred; any stream for some roles',
    ['State nursing and paramedical entrance tests'],
    ['ANM or GNM nursing diploma', 'Certificate courses in patient care (via Skill India)'],
  ),
  '33': route(
    'Any stream',
    ['NDA (after Class 12, for the armed forces)', 'State police recruitment exams'],
    ['Any degree; NCC experience helps'],
  ),
  '35': route(
    'Any stream',
    ['NCHM JEE (hotel management)'],
    ['B.Sc Hospitality and Hotel Administration', 'Diploma in culinary arts or food production'],
  ),
  '41': route(
    'Commerce or any stream',
    ['CUET-UG', 'IPMAT'],
    ['BBA, B.Com or a B.A. with a marketing focus'],
  ),
  '43': route(
    'Commerce or any stream',
    ['CUET-UG', 'SSC and bank clerical exams for government jobs'],
    ['B.Com or BBA; computer and accounting certificates help'],
  ),
  '47': route(
    'After Class 10: ITI trade, or Science for a polytechnic diploma',
    ['State polytechnic entrance tests'],
    ['ITI trade certificate (electrician, plumber, fitter)', 'Diploma in Civil Engineering'],
  ),
  '49': route(
    'After Class 10: ITI trade, or Science for a polytechnic diploma',
    ['State polytechnic entrance tests'],
    [
      'ITI trade certificate (mechanic motor vehicle, electrician, fitter)',
      'Diploma in Mechanical or Electrical Engineering',
    ],
  ),
  '51': route(
    'After Class 10: ITI trade, or Science for a polytechnic diploma',
    ['State polytechnic entrance tests'],
    ['ITI trade certificate', 'Diploma in Mechanical or Production Engineering'],
  ),
  '53': route(
    'Any stream; Science (PCM) for pilots',
    ['DGCA exams for a Commercial Pilot Licence'],
    ['Driving or logistics certificates', 'B.Sc Aviation or flying school for pilots'],
  ),
  // Rail: locomotive engineers, conductors, yard and signal workers, metro train operators.
  '53-4': route(
    'After Class 10: ITI trade, or Science for a polytechnic diploma',
    [
      'RRB ALP (Railway Recruitment Board, Assistant Loco Pilot) exam',
      'RRB NTPC exams for station and train staff',
    ],
    [
      'ITI trade certificate (electrician, fitter, mechanic diesel) or a diploma in Mechanical or Electrical Engineering, for assistant loco pilots',
      'Any degree, for RRB NTPC posts',
    ],
  ),
  // Water transport: sailors, deck officers, marine engineers.
  '53-5': route(
    'Science (PCM) for deck and engine officers; Class 10 or 12 for ratings',
    ['IMU CET (Indian Maritime University Common Entrance Test)'],
    [
      'B.Sc Nautical Science (deck officers) or B.Tech Marine Engineering (engineers)',
      'A pre-sea course approved by the Directorate General of Shipping (DG Shipping), such as GP Rating, for sailors',
    ],
  ),
  // Building cleaning, grounds and pest control: learned on the job.
  '37': route(
    'Any stream; no particular subjects are needed',
    [],
    [
      'On-the-job training, with short Skill India courses in housekeeping, gardening or pest control',
      'A diploma or certificate in horticulture for landscaping and tree care',
    ],
  ),
  // Personal care and service: beauty, fitness, childcare, tourism, animal care and more.
  '39': route(
    'Any stream',
    [],
    [
      'A short skill course in your trade through Skill India',
      'On-the-job training with an experienced practitioner',
    ],
  ),
  // Animal trainers and caretakers.
  '39-2': route(
    'Any stream; Science (PCB) if you may become a vet',
    ['NEET-UG (for a B.V.Sc & A.H., to become a veterinarian)'],
    [
      'A certificate or diploma in animal husbandry or veterinary assistance',
      'Regular volunteering at an animal shelter, farm or zoo',
    ],
  ),
  // Barbers, hairdressers, makeup artists, skincare specialists, manicurists.
  '39-5': route(
    'Any stream',
    [],
    [
      'Beauty & Wellness Sector Skill Council courses through Skill India (hair, skin or makeup)',
      'A diploma in cosmetology or makeup artistry from a recognised academy',
      'A portfolio of photographs of your work',
    ],
  ),
  // Tour and travel guides.
  '39-7': route(
    'Any stream; Arts/Humanities (history, geography, languages) helps',
    ['CUET-UG (for a bachelor’s in tourism)'],
    [
      'BTTM (Bachelor of Tourism and Travel Management) or a diploma in travel and tourism',
      'Guide training and a licence from the Ministry of Tourism or your state’s tourism department',
      'A second or third language',
    ],
  ),
  // Childcare workers and nannies.
  '39-9011': route(
    'Any stream',
    [],
    [
      'A diploma in Early Childhood Care and Education (ECCE) or Nursery Teacher Training (NTT)',
      'First aid training',
    ],
  ),
  // Exercise trainers and group fitness instructors.
  '39-9031': route(
    'Any stream; Science (PCB) helps',
    ['CUET-UG or a university’s own test (for a degree in physical education or sports science)'],
    [
      'A certified fitness trainer course (Sports sector skill council through Skill India, ACE or ACSM)',
      'BPES or B.Sc in Physical Education or Sports Science',
    ],
  ),
  // Farming, fishing and forestry.
  '45': route(
    'Science (PCB or PCM) for agriculture degrees; any stream for farm work',
    [
      'CUET-UG (ICAR seats in agricultural universities)',
      'State agricultural university entrance tests',
    ],
    [
      'B.Sc Agriculture, Horticulture, Forestry or Fisheries Science',
      'A diploma in agriculture, or Agriculture Skill Council courses through Skill India for farm work',
    ],
  ),
};

/** What each O*NET Job Zone means for a student in India. */
export const JOB_ZONE_PATHS: Readonly<Record<number, string>> = {
  1: 'Little preparation needed: you can start after school and learn on the job within weeks.',
  2: 'Some preparation: finish Class 10 or 12, then a short course, ITI trade or on-the-job training.',
  3: 'Medium preparation: a diploma, ITI plus apprenticeship, or a vocational course, usually one to three years.',
  4: 'Considerable preparation: a bachelor’s degree (three to four years) plus internships.',
  5: 'Extensive preparation: a bachelor’s and then a master’s, a professional degree or a PhD.',
};

/** The route for an O*NET-SOC code ("25-4013.00"), most specific key first. */
export function educationRouteFor(code: string): EducationRoute {
  return (
    lookupBySoc(EDUCATION_ROUTES, code) ??
    route(
      'Any stream',
      ['CUET-UG'],
      ['A bachelor’s degree or skill certificate in your area of interest'],
    )
  );
}
