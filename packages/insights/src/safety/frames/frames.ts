import { mentionsCatalogue } from '../../catalogue/phrases.js';
import { subjectOf } from '../../profile/answer-reading.js';
import { matchLexicon } from '../../profile/lexicon.js';
import type { DistressCategory } from '../distress-types.js';
import { FRAMES } from './frame-table.js';
import type { Frame, FrameTier } from './frame-table.js';
import { normaliseClauses } from '../normalise-text.js';
import { Concept, looseWord } from './concept-match.js';
import type { Span } from './concept-match.js';
import { CONCEPT_NAMES } from './concept-names.js';
import type { ConceptName } from './concept-names.js';
import { CONCEPTS_EN } from './words-en.js';
import { CONCEPTS_HI } from './words-hi.js';
import { CONCEPTS_HINGLISH } from './words-hinglish.js';

/**
 * Reads the frames of `frame-table.ts` over an answer (decision 019): each language's words for
 * every concept, found loosely, and the contexts that make a match innocent.
 */
const CONCEPTS: Readonly<Record<ConceptName, Concept>> = Object.fromEntries(
  CONCEPT_NAMES.map((name) => [
    name,
    new Concept([...CONCEPTS_EN[name], ...CONCEPTS_HINGLISH[name], ...CONCEPTS_HI[name]]),
  ]),
) as Record<ConceptName, Concept>;

/**
 * Whether a clause is about a school subject, a skill or a field of work ("bcom has no future",
 * "संस्कृत का कोई फायदा नहीं"): then "no point" and "dead end" speak of that, not of life.
 */
export function isAboutAField(clause: string): boolean {
  return (
    subjectOf(clause) !== undefined || matchLexicon(clause).length > 0 || mentionsCatalogue(clause)
  );
}

/**
 * Whether a clause speaks of others or of a story: helping people who feel so ("why ppl self
 * harm and how to stop it"), history, a film, a game. Words of harm there are not the person's.
 */
export function isAboutOthers(clause: string): boolean {
  const words = clause.split(' ').map(looseWord);
  return CONCEPTS.others.find(words).length > 0 || CONCEPTS.game.find(words).length > 0;
}

/**
 * Where in a normalised clause a "never thought / never felt" ends ("kabhi nahi laga ki …"), as
 * a character offset: what follows it is denied. Undefined when the clause has none.
 */
export function neverThoughtEnd(clause: string): number | undefined {
  const raw = clause.split(' ');
  const [span] = CONCEPTS.neverThought.find(raw.map(looseWord));
  if (!span) return undefined;
  return raw.slice(0, span.end).join(' ').length;
}

/** Whether an answer tells of a bad time that has passed ("used to …, now i'm fine"). */
export function tellsOfRecovery(text: string): boolean {
  return recoveredIn(wordsOf(text).words);
}

/**
 * A bad time told as passed: the words of it ("fine now", "ab theek"), or a time that has passed,
 * then the present, then being well, not denied — "pehle lagta tha sab khatam, ab har subah yoga
 * karti hu aur accha lagta hai", "last year was dark. these days i am okay".
 */
function recoveredIn(words: readonly string[]): boolean {
  if (CONCEPTS.recovery.find(words).length > 0) return true;
  const past = CONCEPTS.past.find(words)[0];
  if (!past) return false;
  const denials = CONCEPTS.denial.find(words);
  return CONCEPTS.now
    .find(words)
    .some(
      (now) =>
        now.start >= past.end &&
        CONCEPTS.wellNow
          .find(words)
          .some(
            (well) =>
              well.start >= now.end &&
              well.start < now.end + RECOVERY_WITHIN &&
              !near(denials, well.start - 2, well.end + 2),
          ),
    );
}
/** How near being well must follow the present: "ab … accha lagta hai". */
const RECOVERY_WITHIN = 10;

/** The answer as loose words, its clauses apart (`|`), and where each clause starts. */
function wordsOf(text: string): { words: string[]; clauseOf: number[]; clauses: string[] } {
  const clauses = normaliseClauses(text);
  const words: string[] = [];
  const clauseOf: number[] = [];
  clauses.forEach((clause, index) => {
    if (index > 0) {
      words.push('|');
      clauseOf.push(-1);
    }
    for (const word of clause.split(' ')) {
      words.push(looseWord(word));
      clauseOf.push(index);
    }
  });
  return { words, clauseOf, clauses };
}

const near = (spans: readonly Span[], from: number, to: number) =>
  spans.some((span) => span.end > from && span.start < to);

/**
 * Combinations of one span per concept, all within `span` words, found lazily: the caller stops
 * at the first that holds, and only spans near the first concept's are tried.
 */
function* combinations(
  found: readonly Span[][],
  span: number,
  ordered: boolean,
  chosen: Span[] = [],
): Generator<Span[]> {
  const index = chosen.length;
  if (index === found.length) {
    yield chosen;
    return;
  }
  const start = Math.min(...chosen.map((s) => s.start));
  const end = Math.max(...chosen.map((s) => s.end));
  // The window counts each idea as one word: "can not keep going" is as near as "tired".
  const extra = (list: readonly Span[]) =>
    list.reduce((sum, s) => sum + Math.max(0, s.end - s.start - 1), 0);
  for (const candidate of found[index] ?? []) {
    const previous = chosen[index - 1];
    if (ordered && previous && candidate.start < previous.end) continue;
    const width = Math.max(end, candidate.end) - Math.min(start, candidate.start);
    if (index > 0 && width - extra([...chosen, candidate]) > span) continue;
    yield* combinations(found, span, ordered, [...chosen, candidate]);
  }
}

export interface FrameReading {
  tier: FrameTier;
  category: DistressCategory;
  /** Which frame held (its place in the list), for tests and the bench. */
  frame: number;
}

/** What the frames read in one free-text answer: each frame that holds, once. */
export function readFrames(
  text: string,
  options: { aboutSubjects?: boolean } = {},
): FrameReading[] {
  const { words, clauseOf, clauses } = wordsOf(text);
  const spans = new Map<ConceptName, Span[]>();
  const spansOf = (name: ConceptName) => {
    let list = spans.get(name);
    if (!list) {
      list = CONCEPTS[name].find(words);
      spans.set(name, list);
    }
    return list;
  };
  const fieldClauses = new Map<number, boolean>();
  const fieldIn = (clause: number) => {
    let known = fieldClauses.get(clause);
    if (known === undefined) {
      known = isAboutAField(clauses[clause] ?? '');
      fieldClauses.set(clause, known);
    }
    return known;
  };
  // An answer to a question about school subjects names the subject first ("sab bekaar", "no
  // use at all" there speak of subjects); what it goes on to say is read as it is.
  const aboutAField = (clause: number) =>
    (options.aboutSubjects === true && clause === 0) || fieldIn(clause);
  // "I used to feel hopeless, now I'm fine": the answer tells of a time that has passed.
  const recovered = recoveredIn(words);
  const denials = () => spansOf('denial');
  /**
   * An innocent context near the match: within `unlessWithin` words, in the match's own clause
   * unless the frame looks across clauses, and not itself denied ("not a trip", "no exams").
   */
  const innocentNear = (start: number, end: number, frame: Frame) => (name: ConceptName) => {
    const within = frame.unlessWithin ?? frame.span;
    const clause = clauseOf[start];
    return spansOf(name).some(
      (span) =>
        span.end > start - within &&
        span.start < end + within &&
        (frame.unlessAcrossClauses === true || clauseOf[span.start] === clause) &&
        // A context itself denied does not count: "not a trip", "trek wala nahi".
        !near(denials(), span.start - 1, span.start) &&
        !near(denials(), span.end, span.end + 2),
    );
  };
  const readings: FrameReading[] = [];
  for (const [index, frame] of FRAMES.entries()) {
    if (recovered && (frame.tier === 'check' || frame.category === 'hopelessness')) continue;
    const found = frame.all.map(spansOf);
    if (found.some((list) => list.length === 0)) continue;
    for (const chosen of combinations(found, frame.span, frame.ordered ?? false)) {
      const start = Math.min(...chosen.map((s) => s.start));
      const end = Math.max(...chosen.map((s) => s.end));
      if (!frame.acrossClauses && clauseOf[start] !== clauseOf[end - 1]) continue;
      // Said as never thought or felt: "kabhi nahi laga ki jeena bekaar hai".
      if (
        spansOf('neverThought').some(
          (span) => span.end <= start && clauseOf[span.start] === clauseOf[start],
        )
      )
        continue;
      if (spansOf('others').length > 0 || frame.unless?.some(innocentNear(start, end, frame)))
        continue;
      if (frame.notAboutAField && aboutAField(clauseOf[start] ?? 0)) continue;
      if (frame.denied) {
        const key = chosen[frame.all.indexOf(frame.denied)];
        // Only a denial outside the idea's own words: "does not get better" is not denied.
        const denied =
          key !== undefined &&
          spansOf('denial').some(
            (span) =>
              (span.end <= key.start && span.end > key.start - 3) ||
              (span.start >= key.end && span.start < key.end + 3),
          );
        if (denied) continue;
      }
      readings.push({ tier: frame.tier, category: frame.category, frame: index });
      break;
    }
  }
  return readings;
}
