import type { RoadmapSection } from '@acp/shared';
import type { Occupation } from '../occupations/occupations.js';
import { familyName } from '../match/families.js';
import { educationRouteFor } from '../resources/education-paths.js';
import { careerTitle, careerTitleWithArticle } from '../text/career-title.js';
import { joinList } from '../text/format.js';

/** How long the preparation takes, by O*NET Job Zone, for "Becoming … usually takes …". */
const PREPARATION: Readonly<Record<number, string>> = {
  1: 'little preparation: you can start after school and learn on the job within weeks.',
  2: 'some preparation: Class 10 or 12, then a short course, an ITI trade or training on the job.',
  3: 'medium preparation: a diploma, an ITI course with an apprenticeship, or a vocational course of one to three years.',
  4: 'considerable preparation: a bachelor’s degree (three to four years) plus internships.',
  5: 'extensive preparation: a bachelor’s and then a master’s, a professional degree or a PhD.',
};

/** "Your education path": how long it takes, plus the Indian route for the SOC group. */
export function educationSection(occupation: Occupation): RoadmapSection {
  const route = educationRouteFor(occupation.code);
  const title = careerTitle(occupation);
  const one = careerTitleWithArticle(title.singular);
  const preparation = occupation.jobZone ? PREPARATION[occupation.jobZone] : undefined;
  const content = [
    `${title.plural} belong to the ${familyName(occupation.family)} family of careers.`,
    preparation
      ? `Becoming ${one} usually takes ${preparation}`
      : `How long it takes to become ${one} varies; the routes below are the usual ones.`,
    '',
    `Stream after Class 10: ${route.stream}.`,
    route.exams.length
      ? `Entrance exams to know: ${joinList([...route.exams])}.`
      : 'Entrance exams to know: none for most courses; you apply to them directly.',
    `Degrees and courses: ${route.degrees.join('; ')}.`,
  ];
  return { heading: 'Your education path', content };
}
