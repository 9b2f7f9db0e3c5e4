import type { CatalogueFamilyKey } from '../catalogue/catalogue-schema.js';

/**
 * The curated catalogue of real learning providers: site home pages of well-known providers,
 * never invented deep links. The route data (`data/india-routes/`) adds the official sites of
 * exam and admission bodies; every link of both is on the allow-list (`route/routes.ts`).
 */
export interface CatalogueResource {
  name: string;
  description: string;
  link: string;
}

const r = (name: string, link: string, description: string): CatalogueResource => ({
  name,
  description,
  link,
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
  ),
  r(
    'Khan Academy',
    'https://www.khanacademy.org',
    'Free lessons and practice in maths, science, economics and more, at your own pace.',
  ),
  r(
    'MIT OpenCourseWare',
    'https://ocw.mit.edu',
    'Free lecture notes, videos and assignments from real MIT courses.',
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
  ),
  r(
    'MDN Web Docs',
    'https://developer.mozilla.org',
    'The reference for HTML, CSS and JavaScript, with beginner guides.',
  ),
  r(
    'Kaggle',
    'https://www.kaggle.com',
    'Free data sets, short courses and competitions for data science.',
  ),
  r(
    'GitHub',
    'https://github.com',
    'Host your code and projects publicly so employers can see your work.',
  ),
  r(
    'Behance',
    'https://www.behance.net',
    'Publish a design or art portfolio and study the work of professionals.',
  ),
  r(
    'Canva',
    'https://www.canva.com',
    'Simple design tools, templates and tutorials for posters, social media and presentations.',
  ),
  r(
    'Institute of Chartered Accountants of India (ICAI)',
    'https://www.icai.org',
    'The official body for the CA course: registration, syllabus and study material.',
  ),
  r(
    'National Testing Agency (NTA)',
    'https://nta.ac.in',
    'Official information on JEE Main, NEET-UG, CUET-UG and other national entrance exams.',
  ),
  r(
    'National Institute of Design (NID)',
    'https://www.nid.edu',
    'Design programmes and the NID DAT admission test.',
  ),
  r(
    'NIFT',
    'https://www.nift.ac.in',
    'National Institute of Fashion Technology: fashion and design programmes and admissions.',
  ),
  r(
    'Apprenticeship India',
    'https://www.apprenticeshipindia.gov.in',
    'Paid apprenticeships with employers across India, for ITI, diploma and degree holders.',
  ),
  r(
    'TED-Ed',
    'https://ed.ted.com',
    'Short animated lessons on science, psychology, history and more.',
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
  ),
  r(
    'Python.org',
    'https://www.python.org',
    'The official home of Python, with the beginner tutorial and documentation.',
  ),
  r(
    'Sports Authority of India (SAI)',
    'https://sportsauthorityofindia.nic.in',
    'Training centres, talent schemes and the NIS Patiala coaching courses for sport in India.',
  ),
  r(
    'Sangeet Natak Akademi',
    'https://www.sangeetnatak.gov.in',
    'India’s national academy of music, dance and drama: festivals, archives and awards.',
  ),
  r(
    'Film and Television Institute of India (FTII)',
    'https://www.ftii.ac.in',
    'Film and television courses in direction, cinematography, editing, sound and acting.',
  ),
  r(
    'Indian Institute of Mass Communication (IIMC)',
    'https://iimc.gov.in',
    'Postgraduate diplomas in journalism, advertising and public relations.',
  ),
  r(
    'National Digital Library of India',
    'https://ndl.iitkgp.ac.in',
    'A free national library of books, papers and archives, run by IIT Kharagpur.',
  ),
  r(
    'NIOS',
    'https://nios.ac.in',
    'National Institute of Open Schooling: finish Class 10 or 12 at your own pace, with vocational courses too.',
  ),
  r(
    'IGNOU',
    'https://www.ignou.ac.in',
    'Indira Gandhi National Open University: degrees, diplomas and certificates by distance learning.',
  ),
  r(
    'Internshala',
    'https://internshala.com',
    'Internships and short trainings for Indian students across fields.',
  ),
];

/**
 * The catalogue families each resource suits, by name: a resource not listed suits every family;
 * an empty list means it is never offered as a learning resource (O*NET is linked once, as
 * "more details (US data)"; exam bodies come with the route).
 */
const FOR_FAMILIES: Readonly<Record<string, readonly CatalogueFamilyKey[]>> = {
  'O*NET OnLine': [],
  'National Testing Agency (NTA)': [],
  NIOS: [],
  IGNOU: [],
  NPTEL: [
    'engineering',
    'computing',
    'science-research',
    'commerce-accounting',
    'business-management',
    'agriculture-environment',
  ],
  'Khan Academy': [
    'engineering',
    'computing',
    'science-research',
    'commerce-accounting',
    'banking-finance',
    'medicine-health',
    'education',
  ],
  'MIT OpenCourseWare': ['engineering', 'computing', 'science-research'],
  freeCodeCamp: ['computing'],
  'MDN Web Docs': ['computing'],
  Kaggle: ['computing', 'science-research'],
  GitHub: ['computing'],
  Behance: ['design', 'media-communication', 'performing-arts'],
  Canva: ['design', 'media-communication', 'business-management'],
  'Institute of Chartered Accountants of India (ICAI)': ['commerce-accounting', 'banking-finance'],
  'National Institute of Design (NID)': ['design'],
  NIFT: ['design'],
  'Apprenticeship India': [
    'skilled-trades',
    'engineering',
    'hospitality-food',
    'aviation-transport',
    'beauty-wellness',
    'agriculture-environment',
  ],
  'TED-Ed': ['education', 'psychology-social', 'science-research', 'humanities'],
  Scratch: ['computing'],
  'Python.org': ['computing', 'science-research'],
  'Sports Authority of India (SAI)': ['sports-fitness'],
  'Sangeet Natak Akademi': ['performing-arts'],
  'Film and Television Institute of India (FTII)': ['media-communication', 'performing-arts'],
  'Indian Institute of Mass Communication (IIMC)': ['media-communication'],
  'National Digital Library of India': ['humanities', 'education', 'science-research'],
};

/** Whether a resource suits careers of this catalogue family. */
export function resourceFits(resource: CatalogueResource, family: CatalogueFamilyKey): boolean {
  const families = FOR_FAMILIES[resource.name];
  return !families || families.includes(family);
}

/** The resources made for this family (not the general ones), in catalogue order. */
export function familyResources(family: CatalogueFamilyKey): CatalogueResource[] {
  return RESOURCE_CATALOGUE.filter(
    (resource) => FOR_FAMILIES[resource.name]?.includes(family) === true,
  );
}

/** The resource with this exact name (a programming error when it is missing). */
export function resourceNamed(name: string): CatalogueResource {
  const found = RESOURCE_CATALOGUE.find((resource) => resource.name === name);
  if (!found) throw new Error(`No resource named ${name}`);
  return found;
}
