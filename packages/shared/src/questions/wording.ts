import type { Locale } from '../i18n/locales.js';
import { day1Hindi } from './hindi/day1.js';
import { day2Hindi } from './hindi/day2.js';
import { day3Hindi } from './hindi/day3.js';
import type { Question } from './types.js';

/** A question's wording in another language: its text, and its options' or its placeholder. */
export type TranslatedQuestion =
  { text: string; options: readonly string[] } | { text: string; placeholder: string };

/** A language's wording of the questions, by question id (`day1.q3`); options in English order. */
export type QuestionWordingTable = Readonly<Record<string, TranslatedQuestion>>;

/** The questions of the three steps in Hindi (decision 016): a display layer only. */
export const hindiQuestions: QuestionWordingTable = { ...day1Hindi, ...day2Hindi, ...day3Hindi };

/** One option as shown: the English option text is the value sent and saved; the label is shown. */
export interface ShownOption {
  value: string;
  label: string;
}

/** What a question shows in a language. */
export type ShownQuestion =
  | { type: 'choice'; text: string; options: readonly ShownOption[] }
  | { type: 'text'; text: string; placeholder: string };

const tables: Partial<Record<Locale, QuestionWordingTable>> = { hi: hindiQuestions };

/**
 * A question as the screen shows it in `locale`: its text, and each option's label beside its
 * value (the English option text, which is what answers store and the engine reads), or its
 * placeholder. English, or a question with no wording in the language, shows the catalogue's text.
 */
export function showQuestion(question: Question, locale: Locale): ShownQuestion {
  const wording = tables[locale]?.[question.id];
  if (question.type === 'choice') {
    const labels = wording && 'options' in wording ? wording.options : [];
    return {
      type: 'choice',
      text: wording?.text ?? question.text,
      options: question.options.map((value, index) => ({
        value,
        label: labels[index] ?? value,
      })),
    };
  }
  return {
    type: 'text',
    text: wording?.text ?? question.text,
    placeholder: wording && 'placeholder' in wording ? wording.placeholder : question.placeholder,
  };
}
