import { choice, text } from './effects-types.js';
import type { QuestionEffects } from './effects-types.js';

/** Weights of Step 2; its categorical signals are read separately (model/signals.ts). */
export const day2Effects: Readonly<Record<string, QuestionEffects>> = {
  'day2.q1': choice(
    { t: { St: -1.5 } },
    { t: { rec: 1.5, St: -0.5, ach: 0.5 } },
    { t: { St: -1, ach: 1 } },
    { t: { St: 1.5, Cn: 0.5 } },
    { t: { St: -1, Ag: 0.5, Ex: -0.5 } },
  ),
  'day2.q2': choice(
    { t: { Cn: 1.5, C: 0.5, St: 0.5 } },
    { t: { S: 0.5, Ex: 0.5, sup: 1 } },
    { t: { Cn: -1, St: -0.5 } },
    { t: { ach: 1, Cn: 1, St: -0.5 } },
    { t: { Ex: -1, ind: 0.5 } },
  ),
  'day2.q3': choice(
    { t: { I: 1, ach: 1.5, O: 1 } },
    { t: { rel: 1, sup: 1, wc: 0.5 } },
    { t: { S: 1.5, rel: 1.5 } },
    { t: { E: 1, wc: 1, ind: 1 } },
    { t: { A: 1.5, ind: 1 } },
  ),
  'day2.q4': text('reflection', 0.3),
  'day2.q5': choice(
    { t: { I: 0.5, ach: 1 } },
    { t: { rec: 1, ach: 0.5 } },
    { t: { rel: 1.5, S: 0.5 } },
    { t: { A: 1, O: 0.5 } },
    { t: { Cn: 1 } },
  ),
  'day2.q6': choice(
    { t: { O: 0.5 } },
    { t: { St: -0.5 } },
    { t: { St: 0.5, ach: 0.5 } },
    { t: {} },
    { t: { St: 1, ach: 0.5 } },
  ),
  'day2.q7': text('reflection', 0.3),
  'day2.q8': text('interest', 1),
  'day2.q9': choice(
    { t: { Cn: -1 } },
    { t: { St: -1 } },
    { t: { Ex: -0.5, St: -0.5 } },
    { t: { Cn: 1, St: -0.5 } },
    { t: { St: -0.5 } },
  ),
  'day2.q10': choice(
    { t: { ach: 0.5 } },
    { t: { Ag: 1.5, S: 1 } },
    { t: { A: 1.5, O: 1 } },
    { t: { I: 1.5 } },
    { t: { E: 1.5, Ex: 1 } },
  ),
};
