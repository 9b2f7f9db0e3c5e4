/**
 * O*NET's descriptions in Hindi (decision 016), for the occupations the catalogue's careers stand
 * on: `data/occupations.hi.json` gives each description sentence by sentence, so a sentence left
 * out of the English roadmap (one about a US licence or agency) is left out of the Hindi one too.
 * The notes of careers built from several occupations are in `data/india-careers/proxy-notes.hi.json`.
 */
import type { CatalogueCareer } from '../catalogue/catalogue-schema.js';
import type { HindiCheck } from '../route/hindi-data.js';
import type { Occupation } from './occupations.js';

/** Abbreviations whose full stops end no sentence ("e.g.", "U.S."). */
const ABBREVIATION = /\b(?:e\.g|i\.e|U\.S)\./g;
const HELD = '\u0000';

/** A description's sentences, as the roadmap shows them ("e.g." and "U.S." inside one). */
export function descriptionSentences(description: string): string[] {
  const held = description.replace(ABBREVIATION, (abbreviation) =>
    abbreviation.replaceAll('.', HELD),
  );
  return (held.match(/[^.]+(?:\.|$)/g) ?? [held])
    .map((sentence) => sentence.replaceAll(HELD, '.').trim())
    .filter(Boolean);
}

/** Checks the Hindi descriptions: one for each occupation a catalogue career stands on, sentence for sentence. */
export function checkHindiDescriptions(
  check: HindiCheck,
  needed: readonly Occupation[],
  raw: unknown,
): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, readonly string[]>();
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    check.fail('occupations.hi.json: not an object from code to sentences');
    return map;
  }
  const given = raw as Record<string, unknown>;
  for (const occupation of needed) {
    const where = `occupations.hi.json ${occupation.code}`;
    const english = descriptionSentences(occupation.description);
    const hindi = given[occupation.code];
    if (!Array.isArray(hindi) || hindi.length !== english.length) {
      check.fail(`${where}: ${english.length} sentences expected`);
      continue;
    }
    english.forEach((sentence, i) => check.text(`${where}[${i}]`, sentence, hindi[i], 'sentence'));
    map.set(occupation.code, hindi as string[]);
  }
  const extra = Object.keys(given).filter((code) => !needed.some((o) => o.code === code));
  if (extra.length) check.fail(`occupations.hi.json: not used by any career: ${extra.join(', ')}`);
  return map;
}

/** Checks the Hindi proxy notes: one for each career built from several occupations. */
export function checkHindiProxyNotes(
  check: HindiCheck,
  careers: readonly CatalogueCareer[],
  raw: unknown,
): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  const given = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  for (const career of careers) {
    if (career.profile !== 'proxy') continue;
    const where = `proxy-notes.hi.json ${career.id}`;
    const note = given[career.id];
    check.text(where, career.proxyNote ?? '', note);
    if (typeof note === 'string') map.set(career.id, note);
  }
  const extra = Object.keys(given).filter((id) => !map.has(id));
  if (extra.length) check.fail(`proxy-notes.hi.json: not a proxy career: ${extra.join(', ')}`);
  return map;
}
