import { foldWord, writtenWords } from '../text/words.js';
import { INDIA_CAREERS } from './catalogue.js';
import type { CatalogueCareer } from './catalogue-schema.js';

/** A phrase's words as they are compared: lower case, one Devanagari spelling (`foldWord`). */
const foldedWords = (text: string) => writtenWords(text).map(foldWord);
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
   */
  kind: 'career' | 'exam' | 'activity';
}

/** One free-text answer; `aspiration` marks a question about their future ("five years from now…"). */
export interface AnswerText {
  text: string;
  aspiration?: boolean;
}

/** Words that say the person wants it: "banna hai", "preparing for", "बनना", "dream". */
const INTENT = foldedSet(
  [
    'want|wanna|wish|dream|dreams|goal|aim|become|becoming|became|be|join|joining|joined|prepare|preparing|preparation|crack|clear|cleared|clearing|qualify|exam|entrance|attempt|career|future|plan|planning|study|studying|pursue|learn|learning',
    'banna|banu|banoon|banunga|banungi|bannna|bnna|bnu|tayari|taiyari|tyari|sapna|lakshya|karna|karni|jaana|jana',
    'बनना|बनूं|बनूँ|बनूंगा|बनूंगी|तैयारी|सपना|लक्ष्य|परीक्षा|करना|जाना',
    // Studying it, as "study" and "studying" above: "law ki padhai", "इतिहास पढ़ना".
    'padhai|padhna|पढ़ाई|पढ़ना',
    // Their own place of work: "my own clinic", "apna parlour", "khud ka business".
    'own|apna|apni|khud|khudka|अपना|अपनी|खुद|ख़ुद',
  ]
    .join('|')
    .split('|'),
);

/** What follows a Hindi verb to make it a wish: "kholna hai", "likhna chahti hu", "खोलना है". */
const WANT_AFTER = foldedSet(
  'hai|h|he|hain|chahta|chahti|chahte|chahiye|chahie|है|हैं|चाहता|चाहती|चाहिए'.split('|'),
);

/**
 * A Hindi infinitive followed by a word of wanting: "pul banana hai", "parlour kholna h",
 * "कहानियाँ लिखना है" — the usual way to say what one wants to do.
 */
function saysWant(words: readonly string[]): boolean {
  return words.some(
    (word, index) =>
      /(?:na|ni|ना|नी)$/u.test(word) && word.length >= 3 && WANT_AFTER.has(words[index + 1] ?? ''),
  );
}

/** Negations: "doctor nahi banna", "I don't want to be an engineer". */
const NEGATION = foldedSet(
  'not|never|dont|doesnt|nahi|nahin|nhi|mat|na|no|नहीं|नही|मत|ना'.split('|'),
);
/** A wish that is someone else's: "papa chahte hain main engineer banu". */
const ELDERS = foldedSet(
  'papa|papaji|mummy|mumma|mom|dad|father|mother|parents|family|gharwale|relatives|पापा|मम्मी|माँ|पिता|घरवाले|परिवार'.split(
    '|',
  ),
);
const WANTS = foldedSet(
  'want|wants|wanted|force|forcing|pressure|chahte|chahti|chahta|chahiye|चाहते|चाहती|चाहिए|दबाव'.split(
    '|',
  ),
);

const NEGATION_WINDOW = 4;
const MAX_PHRASE_WORDS = 5;

interface Pointer {
  careers: CatalogueCareer[];
  kind: NamedCareer['kind'];
  /** It names a person in the work ("dancer", "first officer", "वकील"), not a field ("dance"). */
  role: boolean;
  /** For an exam: its name as the catalogue writes it ("CLAT" for "clat"). */
  exam?: string;
}

/** Last words that name a person doing a job: "dancer", "pharmacist", "first officer". */
const ROLE_ENDING =
  /(?:er|or|ist|ian|ant|ent|man|men|wala|wali|officer|engineer|doctor|nurse|pilot|agent|artist|chef|cook|guide|judge|coach|model|poet|vet|jockey|staff|crew|constable|soldier|sainik|babu|cadet|analyst|expert|clerk|architect|executive|professional|head|lead)$/;

/** Words that turn the field before them into a role: "cyber security analyst". */
const ROLE_NOUNS = new Set(
  'analyst|expert|specialist|professional|engineer|officer|developer|designer|manager|consultant|scientist|teacher|trainer|coach|artist|technician|executive|inspector|planner|writer|editor|researcher|doctor|agent'.split(
    '|',
  ),
);

/**
 * Whether a phrase names a person in the work rather than a field or an activity: its last
 * word ends like a role ("dancer", not "dance"), or it holds the head word of the career's
 * title in either language ("वकील", "टीचर"; not "yoga" of "Yoga teacher").
 */
function isRole(phrase: string, career: CatalogueCareer): boolean {
  const words = phrase.split(' ');
  const last = words[words.length - 1] ?? '';
  if (/^[a-z]+$/.test(last) && ROLE_ENDING.test(last)) return true;
  // The short name the title gives in brackets: "RJ" of "Radio jockey (RJ)".
  if (career.title.includes(`(${phrase.toUpperCase()})`)) return true;
  // The head of each title: its last word, before any bracket ("teacher" of "Yoga teacher").
  const heads = [career.title, career.titleHi].map(
    (title) => foldedWords(title.replace(/\s*\(.*$/, '')).pop() ?? '',
  );
  return words.some((word) => heads.includes(word));
}

/** First words of exams that alone name something else: the IITs are institutes. */
const NOT_EXAM_ALONE = new Set(['IIT']);

/** Every phrase (and exam name) of the catalogue → the careers it points to, built once. */
const PHRASES = (() => {
  const phrases = new Map<string, Pointer>();
  const add = (phrase: string, career: CatalogueCareer, kind: NamedCareer['kind']) => {
    const key = foldedWords(phrase).join(' ');
    if (!key) return;
    const pointer = phrases.get(key) ?? { careers: [], kind, role: false };
    if (kind === 'career' && isRole(key, career)) pointer.role = true;
    // A phrase that names an exam anywhere is an exam ("SSC CHSL" is also a career's word).
    if (kind === 'exam') {
      pointer.kind = 'exam';
      pointer.exam ??= phrase;
    }
    if (!pointer.careers.includes(career)) pointer.careers.push(career);
    phrases.set(key, pointer);
  };
  for (const career of INDIA_CAREERS) {
    for (const word of career.words) add(word, career, 'career');
    for (const exam of career.exams) add(exam, career, 'exam');
  }
  // "NEET UG" is written "neet": an exam's first word alone, when it is an acronym written in
  // capitals ("NEET", not "Delhi") and no career or exam already claims it ("upsc" is IAS).
  const claimed = new Set(phrases.keys());
  for (const career of INDIA_CAREERS)
    for (const exam of career.exams) {
      const [first, ...rest] = exam.split(/\s+/);
      if (!first || rest.length === 0 || !/^[A-Z]{3,}$/.test(first)) continue;
      // "IIT" alone names the institutes (engineering, mostly), not the IIT JAM exam.
      if (NOT_EXAM_ALONE.has(first)) continue;
      if (!claimed.has(first.toLowerCase())) add(first, career, 'exam');
    }
  return phrases;
})();

/**
 * Whether a text speaks of a career or its field at all, wanted or not ("bcom has no future",
 * "engineering is a dead end for me"): any catalogue word or exam, as whole words.
 */
export function mentionsCatalogue(text: string): boolean {
  const words = foldedWords(text);
  for (let start = 0; start < words.length; start++) {
    if (!FIRST_WORDS.has(words[start] ?? '')) continue;
    let phrase = '';
    for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= words.length; length++) {
      phrase = length === 1 ? (words[start] ?? '') : `${phrase} ${words[start + length - 1] ?? ''}`;
      if (PHRASES.has(phrase) && !isShort(phrase)) return true;
    }
  }
  return false;
}

/** Misspellings are tolerated in single Latin words of at least this many letters. */
const FUZZY_LENGTH = 7;

/** Single-word Latin phrases by first letter, for the misspelling check. */
const FUZZY = (() => {
  const byFirst = new Map<string, string[]>();
  for (const phrase of PHRASES.keys()) {
    if (phrase.includes(' ') || phrase.length < FUZZY_LENGTH || !/^[a-z]+$/.test(phrase)) continue;
    const list = byFirst.get(phrase[0] ?? '') ?? [];
    list.push(phrase);
    byFirst.set(phrase[0] ?? '', list);
  }
  return byFirst;
})();

/** Whether two words are one typo apart: a letter added, dropped, changed or two swapped. */
export function oneTypoApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/**
 * A verb's own form, not a misspelt role: "teaches", "designed", "trained" are one letter from
 * "teacher", "designer", "trainer", and say what someone did, not what they want to be.
 */
const isInflection = (word: string, phrase: string) =>
  /(?:es|ed)$/.test(word) && /(?:er|or)$/.test(phrase) && word.slice(0, -1) === phrase.slice(0, -1);

/** The catalogue word a misspelt word stands for ("psycologist" → "psychologist"), if one. */
function misspeltPhrase(word: string): string | undefined {
  if (word.length < FUZZY_LENGTH || !/^[a-z]+$/.test(word)) return undefined;
  const near = (FUZZY.get(word[0] ?? '') ?? []).filter(
    (phrase) => oneTypoApart(word, phrase) && !isInflection(word, phrase),
  );
  // Two catalogue words one typo away: no guessing between them.
  return near.length === 1 ? near[0] : undefined;
}

/** The first word of every phrase: a word that starts none is passed over at once. */
const FIRST_WORDS = new Set([...PHRASES.keys()].map((phrase) => phrase.split(' ')[0] ?? ''));

/** A short word ("ias", "ca", "nda") counts only in capitals or with a word of intent nearby. */
const isShort = (phrase: string) => !phrase.includes(' ') && phrase.length <= 3;

/** Clauses: a negation or a parent's wish speaks only for its own clause. */
function clausesOf(text: string): string[] {
  return text
    .split(/[.!?;,\n।|]+|\s(?:but|par|lekin|magar|लेकिन|पर|मगर)\s/i)
    .filter((clause) => clause.trim());
}

function namedInClause(clause: string, aspiration: boolean): NamedCareer[] {
  const written = writtenWords(clause);
  const words = written.map(foldWord);
  const wish = words.some((word) => INTENT.has(word)) || saysWant(words);
  const intent = aspiration || wish;
  if (words.some((word) => ELDERS.has(word)) && words.some((word) => WANTS.has(word))) return [];
  const found: (NamedCareer & { role: boolean })[] = [];
  let start = 0;
  while (start < words.length) {
    let match: { phrase: string; length: number } | undefined;
    // The longest phrase, built word by word (the first word must start some phrase).
    let phrase = '';
    for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= words.length; length++) {
      phrase = length === 1 ? (words[start] ?? '') : `${phrase} ${words[start + length - 1] ?? ''}`;
      if (length === 1 && !FIRST_WORDS.has(phrase)) break;
      if (PHRASES.has(phrase)) match = { phrase, length };
    }
    // A misspelt career word counts only with a word of intent ("psycologist banna hai").
    const misspelt = !match && intent ? misspeltPhrase(words[start] ?? '') : undefined;
    if (misspelt) match = { phrase: misspelt, length: 1 };
    if (!match) {
      start++;
      continue;
    }
    const end = start + match.length;
    const pointer = PHRASES.get(match.phrase);
    const said =
      pointer?.kind === 'exam' && pointer.exam ? pointer.exam : written.slice(start, end).join(' ');
    // A field followed by a role is a role: "cyber security analyst".
    const next = words[end] ?? '';
    const role = (pointer?.role ?? false) || ROLE_NOUNS.has(next);
    const near = [
      ...words.slice(Math.max(0, start - NEGATION_WINDOW), start),
      ...words.slice(end, end + NEGATION_WINDOW),
    ];
    const asWritten = written.slice(start, end).join(' ');
    const capitals = asWritten === asWritten.toUpperCase() && /\p{Lu}/u.test(asWritten);
    const trusted = !isShort(match.phrase) || capitals || intent;
    // A field or an activity ("dance", "animal clinic") names a career only with a wish in the
    // same clause ("apna animal clinic kholna"), not just for being about their future.
    const wanted = pointer?.kind === 'exam' || (role ? intent : wish);
    const leaning = !wanted && aspiration && match.length >= 2;
    if (pointer && trusted && (wanted || leaning) && !near.some((word) => NEGATION.has(word)))
      found.push({
        careers: pointer.careers,
        said,
        kind: wanted ? pointer.kind : 'activity',
        role,
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
    .map(({ role: _role, ...mention }) => mention);
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
    for (const clause of clausesOf(text))
      for (const mention of namedInClause(clause, aspiration)) {
        const fresh = mention.careers.filter((career) => !seen.has(career.id));
        if (fresh.length === 0) continue;
        for (const career of fresh) seen.add(career.id);
        named.push({ ...mention, careers: fresh });
      }
  return named;
}
