import type { Locale } from '@acp/shared';
import { HINDI_PDF_TEXTS } from './pdf-texts.hi.js';

export type RiasecLetter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

/** The report's own words (headings, notes, labels), in each language of the product. */
export interface PdfTexts {
  /** `Intl` locale for the date on the cover. */
  dateLocale: string;
  documentTitle: (name: string) => string;
  reportTitle: string;
  preparedOn: (date: string) => string;
  chosenCareer: string;
  atAGlance: string;
  glanceFirstGuess: string;
  glance: (interests: string) => string;
  insideReport: string;
  closingNote: string;
  interestProfile: string;
  interestIntro: (interests: string, code: string) => string;
  topMark: string;
  topCareers: string;
  topFirstGuess: string;
  topIntro: string;
  careerHeading: (title: string, fit: number, word: string) => string;
  /** Who may enter a career, where a rule restricts it: said before anything else about it. */
  whoCanApply: (eligibility: string) => string;
  /** Strong, good, partial, weak (80+, 65+, 50+, below). */
  fitWords: readonly [string, string, string, string];
  innerStrengths: string;
  howYouWork: string;
  emotionalMap: string;
  roadmapPart: (career: string) => string;
  roadmapTitle: (career: string) => string;
  sources: string;
  aboutData: string;
  page: (page: number, count: number) => string;
  /** "A, B and C". */
  and: string;
  /** Between two numbers of one helpline. */
  or: string;
  riasecNames: Readonly<Record<RiasecLetter, string>>;
  riasecLabels: Readonly<Record<RiasecLetter, string>>;
}

const ENGLISH_PDF_TEXTS: PdfTexts = {
  dateLocale: 'en-IN',
  documentTitle: (name) => `Career Report — ${name}`,
  reportTitle: 'Your Career Report',
  preparedOn: (date) => `Prepared on ${date}`,
  chosenCareer: 'Your chosen career',
  atAGlance: 'At a glance',
  glanceFirstGuess: 'Fit out of 100: a first guess, as your answers gave us little to go on.',
  glance: (interests) =>
    `Fit out of 100 for your top 3 careers. The work that draws you most: ${interests}.`,
  insideReport: 'Inside this report',
  closingNote:
    'Full report with lifelong access (₹499). Made from your own answers by a psychometric engine matched against real occupations; check exam rules on the official sites.',
  interestProfile: 'Your interest profile',
  interestIntro: (interests, code) =>
    `How much each kind of work draws you, out of 100. Your strongest: ${interests} (your interest code is ${code}).`,
  topMark: 'top 3',
  topCareers: 'Your top 3 careers',
  topFirstGuess: 'These careers are a first guess: your answers gave us little to go on.',
  topIntro:
    'Fit is how closely a career matches everything you told us in the three steps, out of 100.',
  careerHeading: (title, fit, word) => `${title} — fit ${fit}/100, ${word}`,
  whoCanApply: (eligibility) => `Who can apply: ${eligibility}`,
  fitWords: ['strong match', 'good match', 'partial match', 'weak match'],
  innerStrengths: 'Step 1 · Your inner strengths',
  howYouWork: 'How you like to work',
  emotionalMap: 'Step 2 · Your emotional map',
  roadmapPart: (career) => `Your roadmap: ${career}`,
  roadmapTitle: (career) => `Your roadmap · ${career}`,
  sources: 'Sources',
  aboutData: 'About the data',
  page: (page, count) => `page ${page} of ${count}`,
  and: 'and',
  or: 'or',
  riasecNames: {
    R: 'Realistic',
    I: 'Investigative',
    A: 'Artistic',
    S: 'Social',
    E: 'Enterprising',
    C: 'Conventional',
  },
  riasecLabels: {
    R: 'Realistic (doing)',
    I: 'Investigative (thinking)',
    A: 'Artistic (creating)',
    S: 'Social (helping)',
    E: 'Enterprising (leading)',
    C: 'Conventional (organising)',
  },
};

export const PDF_TEXTS: Record<Locale, PdfTexts> = { en: ENGLISH_PDF_TEXTS, hi: HINDI_PDF_TEXTS };
