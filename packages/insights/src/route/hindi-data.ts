/**
 * The rules for a Hindi text written beside an English one in the data files (the route data, the
 * O*NET descriptions, the proxy notes): it says the same facts, in Devanagari, with no figure or
 * name that the English lacks and none of the English's lost. Used when the data loads, so a
 * Hindi file that drifts from its English one fails at start-up.
 */

/** Number words an English text may write that its Hindi may give in digits ("four years"). */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  hundred: '100',
  first: '1',
  second: '2',
  third: '3',
};

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

const latinWords = (text: string) => text.match(/[A-Za-z]+/g) ?? [];
const digitGroups = (text: string) => text.match(/\d+/g) ?? [];

/** How a Hindi text ends: a phrase that the roadmap punctuates, or a whole sentence. */
export type HindiTextKind = 'phrase' | 'sentence';

/**
 * What is wrong with `hindi` as the Hindi of `english` (empty when nothing): Devanagari present,
 * trimmed and single-spaced, a phrase without a closing "।" or "." (a sentence with "।"), every
 * Latin word found in the English, no Devanagari digits, every figure of the English kept and
 * none added.
 */
export function hindiTextProblems(
  english: string,
  hindi: string,
  kind: HindiTextKind = 'phrase',
): string[] {
  const problems: string[] = [];
  if (!DEVANAGARI.test(hindi)) problems.push('not in Devanagari');
  if (hindi !== hindi.trim() || /\s{2}/.test(hindi)) problems.push('not trimmed and single-spaced');
  if (kind === 'phrase' && /[.।]$/.test(hindi)) problems.push('ends with a full stop');
  if (kind === 'sentence' && !hindi.endsWith('।')) problems.push('does not end with "।"');
  if (DEVANAGARI_DIGIT.test(hindi)) problems.push('Devanagari digits (write 0–9)');
  const englishWords = new Set(latinWords(english).map((word) => word.toLowerCase()));
  // "IIT" for the English "IITs": Hindi marks the plural on its own words.
  const added = latinWords(hindi).filter((word) => {
    const lower = word.toLowerCase();
    return !englishWords.has(lower) && !englishWords.has(`${lower}s`);
  });
  if (added.length)
    problems.push(`Latin words not in the English: ${[...new Set(added)].join(', ')}`);
  const englishDigits = new Set(digitGroups(english));
  const hindiDigits = new Set(digitGroups(hindi));
  const lost = [...englishDigits].filter((group) => !hindiDigits.has(group));
  if (lost.length) problems.push(`figures lost: ${lost.join(', ')}`);
  const spelled = new Set(
    latinWords(english).flatMap((word) => NUMBER_WORDS[word.toLowerCase()] ?? []),
  );
  const extra = [...hindiDigits].filter(
    (group) => !englishDigits.has(group) && !spelled.has(group),
  );
  if (extra.length) problems.push(`figures not in the English: ${extra.join(', ')}`);
  return problems;
}

/** Collects the problems of many texts, each prefixed by where it is. */
export class HindiCheck {
  readonly problems: string[] = [];

  text(where: string, english: string, hindi: unknown, kind: HindiTextKind = 'phrase'): void {
    if (typeof hindi !== 'string') {
      this.problems.push(`${where}: missing`);
      return;
    }
    for (const problem of hindiTextProblems(english, hindi, kind))
      this.problems.push(`${where}: ${problem}`);
  }

  list(where: string, english: readonly string[], hindi: unknown): void {
    if (!Array.isArray(hindi) || hindi.length !== english.length) {
      this.problems.push(`${where}: ${english.length} items expected`);
      return;
    }
    english.forEach((item, i) => this.text(`${where}[${i}]`, item, hindi[i]));
  }

  fail(what: string): void {
    this.problems.push(what);
  }

  /** Throws with every problem found, when there is any. */
  throwIfAny(what: string): void {
    if (this.problems.length)
      throw new Error(`${what}:\n${this.problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}
