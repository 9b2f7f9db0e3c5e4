import { foldWord, writtenWords } from '../text/words.js';
import {
  ADMITTED,
  ADMITTED_SOUNDS,
  BECAME,
  BUSINESS,
  ELDERS,
  INTENT,
  NEGATION,
  NEGATION_WINDOW,
  OWN,
  REACHED,
  REACHED_SOUNDS,
  SAID_TAIL,
  WANTING,
  WANTS,
  suitsThem,
  wantPlaces,
} from './aim-words.js';
import { careerSpokenOf, refinedRole } from './answer-context.js';
import {
  misspeltPair,
  misspeltPhrase,
  soundedPhrase,
  soundsLikePhrase,
} from './misspelt-phrases.js';
import type { AnswerText, Heard, NamedCareer, Spoken } from './named-types.js';
import {
  FIRST_WORDS,
  GENITIVES,
  MAX_PHRASE_WORDS,
  PHRASES,
  ROLE_NOUNS,
  TITLE_HEADS,
  isShort,
} from './phrases.js';
import { devanagariAcronym, devanagariSoundKey } from './romanise.js';

export type { AnswerText, NamedCareer } from './named-types.js';

/** Clauses: a negation or a parent's wish speaks only for its own clause. */
function clausesOf(text: string): string[] {
  return text
    .split(/[.!?;,\n।|]+|\s(?:but|par|lekin|magar|लेकिन|पर|मगर)\s/i)
    .filter((clause) => clause.trim());
}

function namedInClause(clause: string, aspiration: boolean, context: Spoken[] = []): Heard[] {
  const written = writtenWords(clause);
  // An acronym spelt in Devanagari is read as the catalogue writes it ("एमटीएस" → "mts").
  const acronyms = written.map(devanagariAcronym);
  const words = written.map((word, index) => acronyms[index] ?? foldWord(word));
  const own = words.some((word) => OWN.has(word));
  const wants = wantPlaces(words);
  const wish =
    words.some((word) => INTENT.has(word)) ||
    wants.length > 0 ||
    (own && words.some((word) => BUSINESS.has(word)));
  // A field or activity is wished by a word of wanting, or by an infinitive of wanting right
  // after it ("pul banana hai"); "soil report padhna, khad dalna hai" wants no soil testing.
  const intentAt = words.flatMap((word, index) => (INTENT.has(word) ? [index] : []));
  const ownBusiness = own && words.some((word) => BUSINESS.has(word));
  // English written in Devanagari, by its sound: "एडमिशन", "केमिकल इंजीनियरिंग".
  const sounds = written.map((word, index) =>
    acronyms[index] === undefined ? devanagariSoundKey(word) : undefined,
  );
  const reached =
    words.some((word) => REACHED.has(word)) ||
    sounds.some((key) => key !== undefined && REACHED_SOUNDS.has(key));
  const admitted =
    words.some((word) => ADMITTED.has(word)) ||
    sounds.some((key) => key !== undefined && ADMITTED_SOUNDS.has(key));
  const intent = aspiration || wish || reached || suitsThem(words);
  if (words.some((word) => ELDERS.has(word)) && words.some((word) => WANTS.has(word))) return [];
  // A wish denied in English order speaks for its whole clause: "I don't want to be an
  // engineer" (Hindi denies after the name: "doctor nahi, engineer banna hai").
  const deniedWish = words.some(
    (word, index) =>
      NEGATION.has(word) && words.slice(index + 1, index + 3).some((next) => WANTING.has(next)),
  );
  if (deniedWish) return [];
  const found: Heard[] = [];
  let start = 0;
  while (start < words.length) {
    let match: { phrase: string; length: number } | undefined;
    // The longest phrase, built word by word (the first word must start some phrase).
    // A genitive inside is passed over, as the catalogue's phrases are read: "सीआरपीएफ का जवान".
    let phrase = '';
    let taken = 0;
    for (let at = start; at < words.length && taken < MAX_PHRASE_WORDS; at++) {
      const word = words[at] ?? '';
      if (taken > 0 && GENITIVES.has(word)) continue;
      phrase = taken === 0 ? word : `${phrase} ${word}`;
      taken++;
      if (taken === 1 && !FIRST_WORDS.has(phrase)) break;
      if (PHRASES.has(phrase)) match = { phrase, length: at - start + 1 };
    }
    // A catalogue word of one Devanagari word that spells letters ("सीएस") as it is written.
    const asDevanagari = acronyms[start] === undefined ? undefined : foldWord(written[start] ?? '');
    if (!match && asDevanagari && PHRASES.has(asDevanagari))
      match = { phrase: asDevanagari, length: 1 };
    // A misspelt career word counts only with a word of intent ("psycologist banna hai").
    // Two words, one or both misspelt, that spell a title: "corprate lawyer", "baik mekanik".
    const pair =
      intent && (!match || match.length === 1)
        ? misspeltPair(words[start] ?? '', words[start + 1] ?? '')
        : undefined;
    if (pair) match = { phrase: pair, length: 2 };
    // By sound: English in Devanagari, Devanagari spelt another way, a misspelt Latin title said
    // with a wish; the longer of this and the phrase as written.
    const sounded = soundedPhrase(words, start, intent);
    if (sounded && (!match || sounded.length > match.length)) match = sounded;
    const misspelt =
      !match && intent
        ? (misspeltPhrase(words[start] ?? '') ?? soundsLikePhrase(words[start] ?? ''))
        : undefined;
    if (misspelt) match = { phrase: misspelt, length: 1 };
    if (!match) {
      // A title's head alone, with a wish ("इंस्पेक्टर बनना", "executive banna hai"): which
      // career it is, the rest of the answer must say (`refinedRole`); else it names none.
      const word = words[start] ?? '';
      const nearBare = words.slice(Math.max(0, start - NEGATION_WINDOW), start + NEGATION_WINDOW);
      const headed = TITLE_HEADS.get(word);
      if (intent && headed && !nearBare.some((w) => NEGATION.has(w)))
        found.push({
          careers: headed,
          said: written[start] ?? word,
          kind: 'career',
          role: true,
          place: false,
          bare: true,
          start,
          end: start + 1,
        });
      start++;
      continue;
    }
    const end = start + match.length;
    const pointer = PHRASES.get(match.phrase);
    // Said back without the words of wanting a catalogue phrase may carry ("doctor banna hai").
    let saidEnd = end;
    while (
      saidEnd > start + 1 &&
      (SAID_TAIL.has(words[saidEnd - 1] ?? '') || GENITIVES.has(words[saidEnd - 1] ?? ''))
    )
      saidEnd--;
    const said =
      pointer?.kind === 'exam' && pointer.exam
        ? pointer.exam
        : written.slice(start, saidEnd).join(' ');
    // A field followed by a role is a role: "cyber security analyst".
    const next = words[end] ?? '';
    const role = (pointer?.role ?? false) || ROLE_NOUNS.has(next);
    const near = [
      ...words.slice(Math.max(0, start - NEGATION_WINDOW), start),
      ...words.slice(end, end + NEGATION_WINDOW),
    ];
    const asWritten = written.slice(start, end).join(' ');
    // Capitals, or letters spelt one by one in Devanagari, say a name was meant.
    const capitals =
      (asWritten === asWritten.toUpperCase() && /\p{Lu}/u.test(asWritten)) ||
      acronyms.slice(start, end).every((acronym) => acronym !== undefined);
    // A short word ("dm", "tc", "ca") only in capitals or with a word of wanting or getting there.
    const trusted = !isShort(match.phrase) || capitals || wish || reached;
    // A role or post is an aim in a wish or an answer about their future; a place, institution
    // or object of the trade ("engine room", "NLU", "subscribers") there too, or as their own
    // ("apna salon"); a field, activity or tool ("dance", "photoshop") only with a wish in the
    // same clause — never for being used, liked or learnt.
    const place = pointer?.place ?? false;
    const careersThere = pointer?.careers ?? [];
    // What the clause speaks of, wanted or not: it may say which of a role's careers is meant.
    if (pointer?.kind !== 'exam' && !near.some((word) => NEGATION.has(word)))
      context.push({
        careers: careersThere,
        said: written.slice(start, end).join(' '),
        length: match.length,
        workplace: pointer?.workplace === true && !pointer.role,
      });
    // A place of many careers or of several fields ("ITI", "hospital") tells no career.
    const fields = new Set(careersThere.map((career) => career.family)).size;
    if (place && (careersThere.length > 6 || (fields > 1 && careersThere.length > 2))) {
      start = end;
      continue;
    }
    const became = role && BECAME.has(words[end] ?? '');
    // A place named in one common word ("milk", "garden") needs a word of wanting or getting
    // there; a name in capitals ("ISRO") or a phrase ("engine room") also counts in the answer
    // about their future.
    // A word of wanting outside the phrase: "plan" of "trips plan karna" wishes for nothing.
    const fieldWish = ownBusiness || intentAt.some((at) => at < start || at >= end);
    const wishedHere = fieldWish || wants.some((at) => at >= start && at <= end + 2);
    const placeNamed =
      wishedHere || reached || own || (aspiration && (match.length >= 2 || capitals));
    // A catalogue phrase that says the getting there itself ("nlu me admission") is an aim;
    // "plan" inside one is the work ("trips plan karna"), not a wish.
    const framed = words
      .slice(start, end)
      .some((word) => REACHED.has(word) || (INTENT.has(word) && word !== 'plan'));
    const wanted =
      pointer?.kind === 'exam' ||
      framed ||
      (role ? intent || became : place ? placeNamed : wishedHere || admitted);
    const leaning = !wanted && aspiration && match.length >= 2;
    if (pointer && trusted && (wanted || leaning) && !near.some((word) => NEGATION.has(word)))
      found.push({
        careers: pointer.careers,
        said,
        kind: wanted ? pointer.kind : 'activity',
        role,
        place: place && !role,
        start,
        end,
      });
    start = end;
  }
  // A role says which work in its field: "sub inspector in UP police" names the sub inspector,
  // not also the constable that "police" alone would name. Exams stay ("doctor, NEET").
  const roleFamilies = new Set(
    found.filter((mention) => mention.role).flatMap((m) => m.careers.map((c) => c.family)),
  );
  return found
    .filter(
      (mention) =>
        mention.role ||
        mention.kind === 'exam' ||
        !mention.careers.every((career) => roleFamilies.has(career.family)),
    )
    .filter((mention, index, kept) => {
      // Two roles of one field side by side are one role, the first the more exact:
      // "psychiatrist doctor", "corporate lawyer firm".
      const before = kept[index - 1];
      return !(
        before?.role &&
        mention.role &&
        mention.start - before.end <= 1 &&
        mention.careers.every((career) => before.careers.some((c) => c.family === career.family))
      );
    });
}

/**
 * What one answer names, its mentions weighed together: the role a student names says where
 * they are headed, so an exam that leads there ("NEET PG" beside "MD radiology"), and a place,
 * field or object of another field ("apni dukaan" beside "bike mechanic"), add nothing.
 */
function namedInAnswer(text: string, aspiration: boolean): NamedCareer[] {
  const context: Spoken[] = [];
  let heard = clausesOf(text)
    .flatMap((clause) => namedInClause(clause, aspiration, context))
    .map((mention) => (mention.role ? refinedRole(mention, context) : mention));
  if (aspiration && !heard.some((mention) => mention.role || mention.kind === 'exam')) {
    const spokenOf = careerSpokenOf(context);
    if (spokenOf) heard = [spokenOf];
  }
  const roles = heard.filter((mention) => mention.role && mention.kind === 'career');
  const roleFamilies = new Set(roles.flatMap((m) => m.careers.map((career) => career.family)));
  const inFamily = (mention: Heard) =>
    mention.careers.some((career) => roleFamilies.has(career.family));
  // A lean the answer also states as a wish is the wish ("food technology", "technologist banna").
  const wanted = new Set(
    heard.filter((m) => m.kind !== 'activity').flatMap((m) => m.careers.map((c) => c.id)),
  );
  return heard
    .filter((mention) => {
      if (mention.kind === 'activity')
        return !mention.careers.every((career) => wanted.has(career.id));
      if (mention.kind === 'exam') return !inFamily(mention);
      // Beside a role or an exam, a place, a field or a thing says where or with what, not who
      // they want to be: "AC mechanic banke apni dukaan", "ATC exam … delhi airport tower".
      return mention.role || !heard.some((other) => other.role || other.kind === 'exam');
    })
    .map(
      ({ role: _role, place: _place, start: _start, end: _end, bare: _bare, ...mention }) =>
        mention,
    );
}

/**
 * Careers and exams a person names in their free-text answers, as a counsellor would hear them:
 * whole words in any script ("wakil", "वकील", "CLAT"); a career counts when the person wants
 * it (a word of intent in the same clause, or an answer about their future), an exam always;
 * not when negated ("doctor nahi banna") or when it is a parent's wish. Each career once, in
 * the order first named.
 */
export function detectNamedCareers(answers: readonly AnswerText[]): NamedCareer[] {
  const named: NamedCareer[] = [];
  const seen = new Set<string>();
  for (const { text, aspiration = false } of answers)
    for (const mention of namedInAnswer(text, aspiration)) {
      const fresh = mention.careers.filter((career) => !seen.has(career.id));
      if (fresh.length === 0) continue;
      for (const career of fresh) seen.add(career.id);
      named.push({ ...mention, careers: fresh });
    }
  return named;
}
