import type { BigFiveKey, RiasecLetter, WorkValueKey, LearningKey } from '../model/dimensions.js';
import { WORK_STYLES } from '../model/knowledge.js';
import type { WorkStyle } from '../model/knowledge.js';

type Source = BigFiveKey | RiasecLetter | WorkValueKey | LearningKey;

/** Each O*NET work style as a blend of the person's scores (weights sum to 1). */
const BLENDS: Readonly<Record<WorkStyle, Partial<Record<Source, number>>>> = {
  'Achievement/Effort': { Cn: 0.6, ach: 0.4 },
  Persistence: { Cn: 0.5, St: 0.5 },
  Initiative: { Ex: 0.3, O: 0.3, E: 0.4 },
  Leadership: { Ex: 0.5, E: 0.5 },
  Cooperation: { Ag: 1 },
  'Concern for Others': { Ag: 0.5, S: 0.5 },
  'Social Orientation': { Ex: 0.5, S: 0.5 },
  'Self-Control': { St: 1 },
  'Stress Tolerance': { St: 1 },
  'Adaptability/Flexibility': { O: 0.6, St: 0.4 },
  Dependability: { Cn: 1 },
  'Attention to Detail': { Cn: 0.5, C: 0.5 },
  Integrity: { Ag: 0.5, Cn: 0.5 },
  Independence: { ind: 0.7, O: 0.3 },
  Innovation: { O: 0.6, A: 0.4 },
  'Analytical Thinking': { I: 0.7, logic: 0.3 },
};

/** Derives the 16 work-style scores (0–1) from traits already scored. */
export function deriveWorkStyles(
  scores: Readonly<Record<Source, number>>,
): Record<WorkStyle, number> {
  const styles = {} as Record<WorkStyle, number>;
  for (const style of WORK_STYLES) {
    let sum = 0;
    for (const [source, weight] of Object.entries(BLENDS[style]) as [Source, number][]) {
      sum += scores[source] * weight;
    }
    styles[style] = sum;
  }
  return styles;
}
