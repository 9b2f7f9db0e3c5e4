import { BUSINESS_STUDENTS } from './students-business.js';
import { DESIGN_STUDENTS } from './students-design.js';
import { HEALTH_STUDENTS } from './students-health.js';
import { LOW_SIGNAL_STUDENTS } from './students-low-signal.js';
import { MEDIA_STUDENTS } from './students-media.js';
import { MORE_STUDENTS_A } from './students-more-a.js';
import { MORE_STUDENTS_B } from './students-more-b.js';
import { MORE_STUDENTS_C } from './students-more-c.js';
import { MORE_STUDENTS_D } from './students-more-d.js';
import { PEOPLE_STUDENTS } from './students-people.js';
import { PUBLIC_SERVICE_STUDENTS } from './students-public-service.js';
import { SCIENCE_TECH_STUDENTS } from './students-science-tech.js';
import { STRUGGLING_STUDENTS } from './students-struggling.js';
import { TRADES_STUDENTS } from './students-trades.js';
import type { StudentPersona } from './student-persona.js';

export type { PersonaLanguage, StudentPersona } from './student-persona.js';

/** Every student persona, written as real Indian students answer the three steps. */
export const STUDENT_PERSONAS: readonly StudentPersona[] = [
  ...HEALTH_STUDENTS,
  ...SCIENCE_TECH_STUDENTS,
  ...TRADES_STUDENTS,
  ...PUBLIC_SERVICE_STUDENTS,
  ...PEOPLE_STUDENTS,
  ...DESIGN_STUDENTS,
  ...MEDIA_STUDENTS,
  ...BUSINESS_STUDENTS,
  ...LOW_SIGNAL_STUDENTS,
  ...STRUGGLING_STUDENTS,
  ...MORE_STUDENTS_A,
  ...MORE_STUDENTS_B,
  ...MORE_STUDENTS_C,
  ...MORE_STUDENTS_D,
];
