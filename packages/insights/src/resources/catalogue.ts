import { socKeys } from './soc-lookup.js';

/**
 * The curated catalogue of real learning providers. Every link the engine ever emits comes
 * from this list: site home pages of well-known providers, never invented deep links.
 */
export interface CatalogueResource {
  name: string;
  description: string;
  link: string;
  /**
   * The SOC groups it suits: major groups ("27") or finer keys ("27-1", "25-4"; see socKeys);
   * empty = useful for every occupation.
   */
  families: readonly string[];
}

const r = (
  name: string,
  link: string,
  description: string,
  families: readonly string[] = [],
): CatalogueResource => ({
  name,
  description,
  link,
  families,
});

export const RESOURCE_CATALOGUE: readonly CatalogueResource[] = [
  r(
    'O*NET OnLine',
    'https://www.onetonline.org',
    'Official details of every occupation: tasks, skills, tools and related jobs.',
  ),
  r(
    'National Career Service (NCS)',
    'https://www.ncs.gov.in',
    'Government of India portal for career counselling, job listings and job fairs.',
  ),
  r(
    'Skill India Digital',
    'https://www.skillindiadigital.gov.in',
    'Free and low-cost skilling courses and certificates from the Government of India.',
  ),
  r(
    'SWAYAM',
    'https://swayam.gov.in',
    'Free online courses from Indian universities, many with credit transfer.',
  ),
  r(
    'NPTEL',
    'https://nptel.ac.in',
    'Free courses by IIT and IISc professors, with optional proctored certification exams.',
    ['15', '17', '19', '29', '49', '51', '47', '13'],
  ),
  r(
    'Khan Academy',
    'https://www.khanacademy.org',
    'Free lessons and practice in maths, science, economics and more, at your own pace.',
    ['15', '17', '19', '13', '29', '25', '11'],
  ),
  r(
    'MIT OpenCourseWare',
    'https://ocw.mit.edu',
    'Free lecture notes, videos and assignments from real MIT courses.',
    ['15', '17', '19', '11', '13'],
  ),
  r(
    'Coursera',
    'https://www.coursera.org',
    'Courses and professional certificates from universities and companies; many can be audited free.',
  ),
  r(
    'edX',
    'https://www.edx.org',
    'University courses online, free to audit, with paid verified certificates.',
  ),
  r(
    'freeCodeCamp',
    'https://www.freecodecamp.org',
    'Free, project-based curriculum for web development, Python and data analysis.',
    ['15', '27-1', '17'],
  ),
  r(
    'MDN Web Docs',
    'https://developer.mozilla.org',
    'The reference for HTML, CSS and JavaScript, with beginner guides.',
    ['15', '27-1'],
  ),
  r(
    'Kaggle',
    'https://www.kaggle.com',
    'Free data sets, short courses and competitions for data science.',
    ['15', '19', '13'],
  ),
  r(
    'GitHub',
    'https://github.com',
    'Host your code and projects publicly so employers can see your work.',
    ['15', '17', '27-1'],
  ),
  r(
    'Behance',
    'https://www.behance.net',
    'Publish a design or art portfolio and study the work of professionals.',
    ['27-1', '27-4'],
  ),
  r(
    'Canva',
    'https://www.canva.com',
    'Simple design tools, templates and tutorials for posters, social media and presentations.',
    ['27-1', '27-3', '41', '11'],
  ),
  r(
    'Institute of Chartered Accountants of India (ICAI)',
    'https://www.icai.org',
    'The official body for the CA course: registration, syllabus and study material.',
    ['13', '43', '11'],
  ),
  r(
    'National Testing Agency (NTA)',
    'https://nta.ac.in',
    'Official information on JEE Main, NEET-UG, CUET-UG and other national entrance exams.',
    ['15', '17', '19', '29', '31', '25', '21', '27', '13', '23'],
  ),
  r(
    'National Institute of Design (NID)',
    'https://www.nid.edu',
    'Design programmes and the NID DAT admission test.',
    ['27-1'],
  ),
  r(
    'NIFT',
    'https://www.nift.ac.in',
    'National Institute of Fashion Technology: fashion and design programmes and admissions.',
    ['27-1', '51'],
  ),
  r(
    'Apprenticeship India',
    'https://www.apprenticeshipindia.gov.in',
    'Paid apprenticeships with employers across India, for ITI, diploma and degree holders.',
    ['47', '49', '51', '53', '35', '37', '45', '43', '33', '31', '39'],
  ),
  r(
    'TED-Ed',
    'https://ed.ted.com',
    'Short animated lessons on science, psychology, history and more.',
    ['25', '21', '19', '27'],
  ),
  r(
    'OpenLearn',
    'https://www.open.edu/openlearn',
    'Free short courses from The Open University across many subjects.',
  ),
  r(
    'Scratch',
    'https://scratch.mit.edu',
    'Make games and animations with blocks — a friendly first step into programming.',
    ['15', '25'],
  ),
  r(
    'Python.org',
    'https://www.python.org',
    'The official home of Python, with the beginner tutorial and documentation.',
    ['15', '19', '13'],
  ),
  r(
    'Sports Authority of India (SAI)',
    'https://sportsauthorityofindia.nic.in',
    'Training centres, talent schemes and the NIS Patiala coaching courses for sport in India.',
    ['27-2'],
  ),
  r(
    'Sangeet Natak Akademi',
    'https://www.sangeetnatak.gov.in',
    'India’s national academy of music, dance and drama: festivals, archives and awards.',
    ['27-2'],
  ),
  r(
    'Film and Television Institute of India (FTII)',
    'https://www.ftii.ac.in',
    'Film and television courses in direction, cinematography, editing, sound and acting.',
    ['27-2', '27-4'],
  ),
  r(
    'Indian Institute of Mass Communication (IIMC)',
    'https://iimc.gov.in',
    'Postgraduate diplomas in journalism, advertising and public relations.',
    ['27-3'],
  ),
  r(
    'National Digital Library of India',
    'https://ndl.iitkgp.ac.in',
    'A free national library of books, papers and archives, run by IIT Kharagpur.',
    ['25-4'],
  ),
  r(
    'Internshala',
    'https://internshala.com',
    'Internships and short trainings for Indian students across fields.',
  ),
];

/** Every link the engine may emit (tests assert nothing else appears). */
export const CATALOGUE_LINKS: ReadonlySet<string> = new Set(
  RESOURCE_CATALOGUE.map((resource) => resource.link),
);

/**
 * The resources tagged for an occupation's SOC code (see socKeys), those tagged for its finer
 * group first, then those for its major group, each in catalogue order.
 */
export function resourcesFor(code: string): CatalogueResource[] {
  const keys = socKeys(code);
  const specificity = (resource: CatalogueResource) =>
    Math.max(0, ...resource.families.filter((key) => keys.includes(key)).map((key) => key.length));
  return RESOURCE_CATALOGUE.map((resource) => ({ resource, rank: specificity(resource) }))
    .filter(({ rank }) => rank > 0)
    .sort((a, b) => b.rank - a.rank)
    .map(({ resource }) => resource);
}

export function generalResources(): CatalogueResource[] {
  return RESOURCE_CATALOGUE.filter((resource) => resource.families.length === 0);
}
