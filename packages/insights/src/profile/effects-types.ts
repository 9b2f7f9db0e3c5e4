import type { TraitWeights } from '../model/dimensions.js';
import type { KnowledgeArea } from '../model/knowledge.js';

/** What choosing one option says about a person. */
export interface OptionEffect {
  /** Additive weights on RIASEC, Big Five, work values and learning style. */
  t: TraitWeights;
  /** Knowledge areas the option points towards. */
  k?: readonly KnowledgeArea[];
  /** Knowledge areas the option pushes away from. */
  avoid?: readonly KnowledgeArea[];
}

/**
 * How a free-text answer is read: `skip` (the subject they'd drop: a penalty), `interest`
 * (things they enjoy: RIASEC + knowledge), `reflection` (quoted back, scored lightly).
 */
export type TextRole = 'skip' | 'interest' | 'reflection';

export type QuestionEffects =
  | { kind: 'choice'; options: readonly OptionEffect[] }
  | { kind: 'text'; role: TextRole; weight: number };

export const choice = (...options: OptionEffect[]): QuestionEffects => ({
  kind: 'choice',
  options,
});
export const text = (role: TextRole, weight: number): QuestionEffects => ({
  kind: 'text',
  role,
  weight,
});
