/**
 * The answer as a whole, through the catalogue: the career the work an answer about the future
 * describes points to, and a role made exact by what the answer speaks of around it.
 */
import type { CatalogueCareer } from './catalogue-schema.js';
import type { Heard, Spoken } from './named-types.js';
import { readWords, titleHeads } from './phrases.js';

/**
 * How much an answer must speak of one career to describe it: one phrase of that career alone
 * and half of another, or a two-word phrase of it alone (a workplace counting half); and
 * how far ahead of the next career (chosen on the development part of the evaluation corpus).
 */
const SPOKEN_MIN = 1.5;
const SPOKEN_LEAD = 1.5;
/** A workplace counts half: where the work is says less than the work and its things. */
const SPOKEN_WORKPLACE = 0.5;

/**
 * The career an answer about their future describes without naming it — the work, its places
 * and its things ("tabla at a concert in london", "500 ITR file karna in season"): each phrase
 * counts for its careers, the fewer careers it points to the more; one career must stand well
 * ahead of the next.
 */
export function careerSpokenOf(spoken: readonly Spoken[]): Heard | undefined {
  const scores = new Map<CatalogueCareer, { score: number; said: string; best: number }>();
  for (const entry of spoken) {
    const weight =
      ((entry.length > 1 ? 1.5 : 1) * (entry.workplace ? SPOKEN_WORKPLACE : 1)) /
      entry.careers.length;
    for (const career of new Set(entry.careers)) {
      const known = scores.get(career) ?? { score: 0, said: entry.said, best: 0 };
      known.score += weight;
      if (weight > known.best) Object.assign(known, { said: entry.said, best: weight });
      scores.set(career, known);
    }
  }
  const [first, second] = [...scores].sort((a, b) => b[1].score - a[1].score);
  if (!first || first[1].score < SPOKEN_MIN) return undefined;
  if (second && second[1].score * SPOKEN_LEAD > first[1].score) return undefined;
  return {
    careers: [first[0]],
    said: first[1].said,
    kind: 'described',
    role: false,
    place: true,
    start: 0,
    end: 0,
  };
}

/**
 * A role the rest of the answer makes exact, through the catalogue: "teacher" beside "play
 * school" is the nursery teacher, "doctor" beside "army" the army doctor, "inspector" beside
 * "income tax" the income tax inspector — the one career spoken of around it whose title has
 * the same head as the role's career.
 */
export function refinedRole(mention: Heard, spoken: readonly Spoken[]): Heard {
  // A head alone: the one career it heads that the answer speaks of ("export company" beside
  // "executive"); else a lean towards all it heads ("engineer banna hai").
  if (mention.bare) {
    const spokenOf = new Set(spoken.flatMap((entry) => entry.careers));
    const exact = mention.careers.filter((career) => spokenOf.has(career));
    if (exact.length === 1) return { ...mention, careers: exact };
    // Unresolved, it is a lean towards the careers it heads, not a name.
    return { ...mention, kind: 'activity', role: false };
  }
  // A role of several careers, the answer speaking of one of them: that one.
  if (mention.careers.length > 1) {
    const around = new Set(
      spoken.filter((entry) => entry.said !== mention.said).flatMap((entry) => entry.careers),
    );
    const meant = mention.careers.filter((career) => around.has(career));
    if (meant.length === 1) return { ...mention, careers: meant };
  }
  // A place of the role's own career says nothing more: "accountant in a CA firm".
  const context = spoken
    .filter((entry) => !entry.careers.some((career) => mention.careers.includes(career)))
    .flatMap((entry) => entry.careers);
  // Only a role said in one word ("teacher", "therapist"): "electrical engineer" is exact.
  const said = readWords(mention.said);
  if (said.length !== 1) return mention;
  const heads = new Set([...said, ...mention.careers.flatMap(titleHeads)]);
  const exact = [
    ...new Set(
      context.filter(
        (career) =>
          !mention.careers.includes(career) && titleHeads(career).some((head) => heads.has(head)),
      ),
    ),
  ];
  return exact.length === 1 ? { ...mention, careers: exact } : mention;
}
