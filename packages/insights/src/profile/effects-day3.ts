import { choice, text } from './effects-types.js';
import type { QuestionEffects } from './effects-types.js';

/** Weights of Step 3, the career-facing step, so its RIASEC weights are the strongest. */
export const day3Effects: Readonly<Record<string, QuestionEffects>> = {
  'day3.q1': choice(
    { t: { I: 2, ach: 1.5, O: 0.5 } },
    { t: { C: 1.5, wc: 2 } },
    { t: { A: 2, ind: 1.5 } },
    { t: { S: 2, rel: 1.5 } },
    { t: { E: 2, rec: 1, ind: 0.5 } },
  ),
  'day3.q2': choice(
    { t: { R: 2.5, I: 1 }, k: ['Engineering and Technology', 'Mechanical'] },
    { t: { I: 1.5, C: 1, R: 0.5 }, k: ['Computers and Electronics'] },
    { t: { A: 2.5 }, k: ['Fine Arts', 'Communications and Media'] },
    { t: { S: 2.5, E: 0.5 }, k: ['Sociology and Anthropology', 'Education and Training'] },
    { t: { E: 2.5, C: 0.5 }, k: ['Sales and Marketing', 'Economics and Accounting'] },
  ),
  'day3.q3': choice(
    { t: { C: 2, Cn: 1.5 } },
    { t: { S: 2, aud: 0.5 }, k: ['Education and Training'] },
    { t: { O: 2, A: 1 } },
    { t: { E: 2, Ex: 1 } },
    { t: { I: 2, R: 1, O: 1 } },
  ),
  'day3.q4': choice(
    { t: { S: 1.5, E: 1, Ex: 1.5 }, k: ['Customer and Personal Service'] },
    { t: { I: 1.5, C: 1, Ex: -1.5 } },
    { t: { R: 2.5, Ex: -0.5 } },
    { t: { E: 0.5, S: 0.5, C: 0.5 } },
    { t: { A: 2, Ex: -0.5 } },
  ),
  'day3.q5': text('interest', 1.5),
  'day3.q6': text('interest', 1),
  'day3.q7': choice(
    { t: { I: 2, ach: 1, rec: 1 } },
    { t: { E: 2.5, ind: 1 }, k: ['Administration and Management'] },
    { t: { A: 2.5, rec: 0.5 } },
    { t: { S: 2.5, rel: 1 } },
    { t: { C: 1.5, wc: 1.5, sup: 0.5 } },
  ),
  'day3.q8': choice(
    { t: { I: 1.5, C: 1, logic: 1.5 } },
    { t: { A: 2, O: 1 } },
    { t: { R: 2, hands: 1.5 } },
    { t: { S: 1.5, Ex: 1, aud: 1 } },
    { t: { E: 2 } },
  ),
  'day3.q9': text('interest', 1.5),
  'day3.q10': text('interest', 1),
  'day3.q11': choice(
    { t: { C: 2, I: 1.5 }, k: ['Mathematics', 'Economics and Accounting'] },
    { t: { C: 1, I: 0.5 } },
    { t: { C: -0.5 } },
    { t: { C: -1.5, I: -1 }, avoid: ['Mathematics'] },
  ),
  'day3.q12': choice(
    { t: { Ex: 2.5, E: 1, A: 0.5, rec: 1 } },
    { t: { Ex: 1, St: 0.5 } },
    { t: { Ex: -1, C: 0.5 } },
    { t: { Ex: -2, St: -1 } },
  ),
};
