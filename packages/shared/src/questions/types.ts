import type { JourneyDay } from '../constants.js';

interface QuestionBase {
  /** Stable id, e.g. `day1.q3`; never changes once published. */
  id: string;
  /** Short key unique within its day (`q3`), safe as a form field name. */
  key: string;
  day: JourneyDay;
  /** The full question text; stored answers are matched by it (product.md §7). */
  text: string;
}

export interface ChoiceQuestion extends QuestionBase {
  type: 'choice';
  options: readonly string[];
}

export interface TextQuestion extends QuestionBase {
  type: 'text';
  /** A gentle example shown inside the empty text box. */
  placeholder: string;
}

export type Question = ChoiceQuestion | TextQuestion;
export type QuestionType = Question['type'];

/** Authoring shape: id, key and day are filled in by the catalogue. */
export type QuestionDraft =
  | { type: 'choice'; text: string; options: readonly string[] }
  | { type: 'text'; text: string; placeholder: string };
