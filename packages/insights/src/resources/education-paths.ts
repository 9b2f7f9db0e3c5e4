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
  '27': route(
    'Any stream; Arts/Humanities or Science',
    ['NID DAT', 'NIFT entrance', 'UCEED (IIT design programmes)', 'CUET-UG'],
    [
      'B.Des, BFA or B.A. in Journalism and Mass Communication',
      'Short courses and a strong portfolio matter as much as the degree',
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
};

/** What each O*NET Job Zone means for a student in India. */
export const JOB_ZONE_PATHS: Readonly<Record<number, string>> = {
  1: 'Little preparation needed: you can start after school and learn on the job within weeks.',
  2: 'Some preparation: finish Class 10 or 12, then a short course, ITI trade or on-the-job training.',
  3: 'Medium preparation: a diploma, ITI plus apprenticeship, or a vocational course, usually one to three years.',
  4: 'Considerable preparation: a bachelor’s degree (three to four years) plus internships.',
  5: 'Extensive preparation: a bachelor’s and then a master’s, a professional degree or a PhD.',
};

export function educationRouteFor(family: string): EducationRoute {
  return (
    EDUCATION_ROUTES[family] ??
    route(
      'Any stream',
      ['CUET-UG'],
      ['A bachelor’s degree or skill certificate in your area of interest'],
    )
  );
}
