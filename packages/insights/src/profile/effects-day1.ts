import { choice, text } from './effects-types.js';
import type { QuestionEffects } from './effects-types.js';

/** Weights of Step 1, by question id; options in catalogue order. */
export const day1Effects: Readonly<Record<string, QuestionEffects>> = {
  'day1.q1': choice(
    { t: { R: 2, hands: 1 }, k: ['Mechanical'] },
    { t: { I: 2, O: 1.5 } },
    { t: { A: 2, O: 1 }, k: ['Fine Arts'] },
    { t: { S: 2, Ag: 1, Ex: 1, rel: 1 } },
    { t: { E: 2, Ex: 1, C: 0.5 } },
  ),
  'day1.q2': choice(
    { t: { vis: 2, A: 0.5 } },
    { t: { aud: 2, S: 0.5, Ex: 0.5 } },
    { t: { read: 2, C: 0.5 } },
    { t: { hands: 2, R: 1 } },
    { t: { logic: 2, I: 1 } },
  ),
  'day1.q3': choice(
    { t: { E: 2, Ex: 1, ach: 0.5 } },
    { t: { I: 2, Cn: 0.5, O: 0.5 } },
    { t: { A: 2, O: 1 }, k: ['Design'] },
    { t: { S: 2, Ag: 1 } },
    { t: { C: 2, Cn: 1.5 } },
  ),
  'day1.q4': choice(
    { t: { I: 1.5, ach: 1.5 } },
    { t: { A: 1.5, O: 1, rec: 1 } },
    { t: { S: 1.5, Ag: 1, rel: 1 } },
    { t: { C: 1, Cn: 1.5, sup: 0.5 } },
    { t: { E: 1.5, Ex: 1, rec: 1 } },
  ),
  'day1.q5': choice(
    { t: { I: 1, C: 1, logic: 1, St: 0.5 } },
    { t: { A: 1, O: 1, ind: 0.5 } },
    { t: { S: 1, Ag: 1, rel: 0.5, aud: 0.5 } },
    { t: { C: 1, wc: 1.5, St: -0.5 } },
    { t: { E: 1, ind: 1.5, ach: 0.5, O: 0.5 } },
  ),
  'day1.q6': choice(
    { t: { R: 2.5, hands: 0.5 }, k: ['Building and Construction', 'Mechanical'] },
    { t: { I: 2.5, O: 0.5 } },
    { t: { A: 2.5 } },
    { t: { S: 2.5 } },
    { t: { E: 2, C: 1 }, k: ['Administration and Management'] },
  ),
  'day1.q7': choice(
    { t: { St: 2, Cn: 1, C: 0.5 } },
    { t: { St: -1.5, ach: 1 } },
    { t: { A: 1, O: 1.5 } },
    { t: { E: 1.5, Ex: 1.5 } },
    { t: { S: 0.5, Ag: 1, sup: 1.5 } },
  ),
  'day1.q8': choice(
    { t: { I: 1.5, R: 1, O: 0.5 }, k: ['Physics', 'Computers and Electronics'] },
    { t: { E: 2, Ex: 1.5, aud: 0.5 }, k: ['Communications and Media'] },
    { t: { A: 2, Ex: 0.5 }, k: ['Fine Arts'] },
    { t: { R: 1, S: 1.5, Ex: 0.5 } },
    { t: { C: 1.5, I: 1, logic: 1 }, k: ['Mathematics'] },
  ),
  'day1.q9': choice(
    { t: { C: 1.5, Cn: 1.5, wc: 0.5 } },
    { t: { I: 0.5, St: 0.5 } },
    { t: { O: 1.5, ind: 1.5, A: 0.5, Cn: -0.5 } },
    { t: { S: 1, Ag: 1.5, rel: 0.5 } },
    { t: { E: 1.5, Ag: -1, ach: 0.5 } },
  ),
  'day1.q10': choice(
    { t: { ach: 2.5, I: 0.5 } },
    { t: { wc: 2.5, C: 0.5 } },
    { t: { rec: 2.5, E: 0.5 } },
    { t: { rel: 2, sup: 1, S: 0.5 } },
    { t: { ind: 2.5, E: 0.5 } },
  ),
  'day1.q11': text('skip', 1),
  'day1.q12': text('interest', 1),
};
