import { foldWord, writtenWords } from '../text/words.js';
import {
  MIN_KEY,
  misspeltPair,
  misspeltPhrase,
  soundedPhrase,
  soundsLikePhrase,
} from './misspelt-phrases.js';
import {
  FIRST_WORDS,
  GENITIVES,
  MAX_PHRASE_WORDS,
  PHRASES,
  ROLE_NOUNS,
  TITLE_HEADS,
  isShort,
  readWords,
  titleHeads,
} from './phrases.js';
import type { MentionKind } from './phrases.js';
import type { CatalogueCareer } from './catalogue-schema.js';
import { devanagariAcronym, devanagariSoundKey, soundKey } from './romanise.js';

const foldedSet = (words: readonly string[]) => new Set(words.map(foldWord));

/** A career (or an exam that leads to careers) that a person named in their own words. */
export interface NamedCareer {
  /** The catalogue careers it points to: one for "wakil", several for "NDA" or "NEET". */
  careers: readonly CatalogueCareer[];
  /** The words as the person wrote them ("wakil", "वकील"); an exam as it is named ("CLAT"). */
  said: string;
  /**
   * `activity`: a specific activity of two words or more in the answer about their future
   * ("jaivik kheti", "art gallery"), said without a wish: a lean towards the careers, not a name.
   * `described`: the one career the work, things and places of their answer about the future
   * point to, without its name ("500 ITR file karna" → tax consultant); `said` is the phrase
   * that says most of it.
   * `picked`: chosen from the catalogue when asked before Step 3 ("Is there a career you are
   * already thinking about?"); `said` is then its English title.
   */
  kind: MentionKind;
}

/** One free-text answer; `aspiration` marks a question about their future ("five years from now…"). */
export interface AnswerText {
  text: string;
  aspiration?: boolean;
}

/**
 * Words of an aspiration frame (issue 34): wanting, becoming, joining, preparing for and getting
 * through — "banna hai", "preparing for", "बनना", "dream", "selected", "cleared". Doing, liking,
 * learning or using something ("karna", "seekhna", "study", "photoshop me edit") is no aim.
 */
const INTENT = foldedSet(
  [
    'want|wanna|wish|dream|dreams|goal|aim|become|becoming|became|be|join|joining|joined|prepare|preparing|preparation|pursue|pursuing|career|profession|future|job|plan',
    'banna|banu|banoon|banunga|banungi|bannna|bnna|bnu|ban|banke|bankar|tayari|taiyari|tyari|sapna|lakshya|naukri',
    'बनना|बनूं|बनूँ|बनूंगा|बनूंगी|बन|बनकर|बनके|तैयारी|सपना|लक्ष्य|नौकरी|करियर|फ्यूचर|भविष्य',
  ]
    .join('|')
    .split('|'),
);

/**
 * Words of getting there: a result that names a role, a post, an institution or an exam as
 * reached ("cleared UPSC", "NLU me seat mil gayi", "got auditor post"), but no field or tool
 * ("got my own harmonium").
 */
const REACHED = foldedSet(
  [
    'got|crack|cracked|clear|cleared|clearing|qualify|qualified|selected|selection|admission|seat|posted|posting|appointed|hired|recruited|through',
    'mil|mila|mili|lag|lagi|laga|lage|chayan|bharti|nikal|nikala|nikali|select',
    'मिल|मिली|मिला|लग|लगी|लगा|चयन|भर्ती|निकाल|निकला',
  ]
    .join('|')
    .split('|'),
);

/** Their own place of work makes a workplace an aim: "my own clinic", "apna parlour". */
const OWN = foldedSet('own|apna|apni|apne|khud|khudka|अपना|अपनी|अपने|खुद|ख़ुद'.split('|'));

/** A business of their own makes its field an aim: "apna electrical contract ka kaam". */
const BUSINESS = foldedSet(
  'business|kaam|kam|company|firm|shop|dukaan|dukan|clinic|studio|startup|brand|practice|agency|service|workshop|garage|salon|parlour|parlor|restaurant|cafe|dhaba|farm|school|academy|coaching|channel|label|boutique|gym|open|opened|khola|kholna|kholi|kholunga|kholungi|बिज़नेस|बिजनेस|काम|कंपनी|दुकान|क्लिनिक|स्टूडियो|ब्रांड|सैलून|पार्लर|फार्म|एकेडमी|चैनल|जिम|खोला|खोलना|खोली'.split(
    '|',
  ),
);

/** "Made" after a role is "became": "certified trainer bana", "डॉक्टर बनी". */
const BECAME = foldedSet('bana|bani|bane|bangaya|बना|बनी|बने'.split('|'));

/** Verbs of learning or doing a thing: "photoshop seekhna hai" wants the skill, not the job. */
const LEARNING = foldedSet(
  'seekhna|sikhna|seekhni|sikhni|learn|learning|practice|practise|improve|सीखना|सीखनी'.split('|'),
);

/** What follows a Hindi verb to make it a wish: "kholna hai", "likhna chahti hu", "खोलना है". */
const WANT_AFTER = foldedSet(
  'hai|h|he|hain|chahta|chahti|chahte|chahiye|chahie|है|हैं|चाहता|चाहती|चाहिए'.split('|'),
);

/**
 * Where a Hindi infinitive is followed by a word of wanting — "pul banana hai", "parlour kholna
 * h", "कहानियाँ लिखना है", the usual way to say what one wants to do: the infinitive's index.
 */
function wantPlaces(words: readonly string[]): number[] {
  return words.flatMap((word, index) =>
    /(?:na|ni|ना|नी)$/u.test(word) &&
    word.length >= 3 &&
    !LEARNING.has(word) &&
    WANT_AFTER.has(words[index + 1] ?? '')
      ? [index]
      : [],
  );
}

/**
 * A role said to suit them is an aim: "cloud engineer life is for me", "cab driver ke liye
 * perfect hu", "made for this" — as two words in a row, or "perfect" in the clause.
 */
const SUITS = ['for me', 'mere liye', 'मेरे लिए', 'made for', 'meant for', 'cut out for'].map(
  (pair) => pair.split(' ').map(foldWord).join(' '),
);
function suitsThem(words: readonly string[]): boolean {
  if (words.includes('perfect')) return true;
  return words.some((word, index) => SUITS.includes(`${word} ${words[index + 1] ?? ''}`));
}

/** Words of wanting that a negation before them denies: "don't want", "never wanted". */
const WANTING = new Set('want|wanted|wanna|wish|become|becoming'.split('|'));

/** Negations: "doctor nahi banna", "I don't want to be an engineer". */
const NEGATION = foldedSet(
  'not|never|dont|doesnt|nahi|nahin|nhi|mat|na|no|नहीं|नही|मत|ना'.split('|'),
);
/**
 * A wish that is someone else's: "papa chahte hain main engineer banu", "sab bolte hain doctor
 * bano" — other people, and their wanting, pushing or telling, in one clause.
 */
const ELDERS = foldedSet(
  'papa|papaji|mummy|mumma|mom|dad|father|mother|parents|family|gharwale|relatives|rishtedar|everyone|everybody|sab|sabhi|log|पापा|मम्मी|माँ|पिता|घरवाले|परिवार|रिश्तेदार|सब|सभी|लोग'.split(
    '|',
  ),
);
const WANTS = foldedSet(
  'want|wants|wanted|force|forcing|pressure|say|says|said|tell|tells|told|suggest|suggests|chahte|chahti|chahta|chahiye|bolte|bolti|bola|boli|kehte|kehti|kaha|चाहते|चाहती|चाहिए|दबाव|बोलते|बोलती|बोला|कहते|कहती|कहा'.split(
    '|',
  ),
);

/** Words of wanting or being that end a phrase but are not its name: "banna", "hai". */
const SAID_TAIL = new Set([
  ...INTENT,
  ...foldedSet(
    'banna|banana|banunga|banungi|bano|banu|hai|h|he|hain|ho|बनना|बनूँगा|बनूँगी|है|हैं'.split('|'),
  ),
]);

const NEGATION_WINDOW = 4;

/** Getting there, as English words sound when written in Devanagari ("एडमिशन", "सिलेक्शन"). */
const REACHED_SOUNDS = new Set(
  [...REACHED]
    .filter((word) => /^[a-z]+$/.test(word))
    .map(soundKey)
    .filter((key) => key.length >= MIN_KEY),
);

/**
 * Words of being admitted to a course: a field of study one is admitted to is the career it
 * trains for ("DMLT me admission", "बायोटेक्नोलॉजी में बीटेक एडमिशन"), in either script.
 */
const ADMITTED = foldedSet('admission|admissions|admitted|enrolled|seat|dakhila|दाखिला'.split('|'));
const ADMITTED_SOUNDS = new Set(
  [...ADMITTED]
    .filter((word) => /^[a-z]+$/.test(word))
    .map(soundKey)
    .filter((key) => key.length >= MIN_KEY),
);

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

/** A catalogue phrase an answer speaks of, wanted or not, with the careers it points to. */
interface Spoken {
  careers: readonly CatalogueCareer[];
  said: string;
  length: number;
  /** A workplace: where the work is, weaker evidence than the work and its things. */
  workplace: boolean;
}

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
function careerSpokenOf(spoken: readonly Spoken[]): Heard | undefined {
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

/** A career heard in a clause, with how: by a role, or by a place or thing of the trade only. */
type Heard = NamedCareer & {
  role: boolean;
  place: boolean;
  start: number;
  end: number;
  /** A title's head alone ("engineer"): every career it heads, until the answer says which. */
  bare?: boolean;
};

/**
 * A role the rest of the answer makes exact, through the catalogue: "teacher" beside "play
 * school" is the nursery teacher, "doctor" beside "army" the army doctor, "inspector" beside
 * "income tax" the income tax inspector — the one career spoken of around it whose title has
 * the same head as the role's career.
 */
function refinedRole(mention: Heard, spoken: readonly Spoken[]): Heard {
  // A head alone: the one career it heads that the answer speaks of ("export company" beside
  // "executive"); else a lean towards all it heads ("engineer banna hai").
  if (mention.bare) {
    const spokenOf = new Set(spoken.flatMap((entry) => entry.careers));
    const exact = mention.careers.filter((career) => spokenOf.has(career));
    if (exact.length === 1) return { ...mention, careers: exact };
    // Unresolved, it is a lean towards the careers it heads, not a name.
    return { ...mention, kind: 'activity', role: false };
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
