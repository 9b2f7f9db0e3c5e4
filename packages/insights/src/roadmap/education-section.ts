import type { RoadmapSection } from '@acp/shared';
import { JOB_ZONES } from '../occupations/occupations.js';
import type { Occupation } from '../occupations/occupations.js';
import { familyName } from '../match/families.js';
import { educationRouteFor, JOB_ZONE_PATHS } from '../resources/education-paths.js';
import { joinList } from '../text/format.js';

/** "Your education path": Job Zone plus the Indian route for the occupation's SOC group. */
export function educationSection(occupation: Occupation): RoadmapSection {
  const route = educationRouteFor(occupation.code);
  const zone = JOB_ZONES.find((item) => item.jobZone === occupation.jobZone);
  const content = [
    `${occupation.title} belongs to the ${familyName(occupation.family)} family of careers.`,
    occupation.jobZone
      ? `Preparation level (O*NET Job Zone ${occupation.jobZone}): ${JOB_ZONE_PATHS[occupation.jobZone] ?? ''}`
      : 'O*NET does not rate the preparation level of this occupation.',
    '',
    `Stream after Class 10: ${route.stream}.`,
    route.exams.length
      ? `Entrance exams to know: ${joinList([...route.exams])}.`
      : 'Entrance exams to know: none for most courses; you apply to them directly.',
    `Degrees and courses: ${route.degrees.join('; ')}.`,
  ];
  if (zone) content.push('', `What O*NET says about this level: ${zone.education}`);
  return { heading: 'Your education path', content };
}
