import { foldWord, writtenWords } from '../text/words.js';
import { INDIA_CAREERS } from './catalogue.js';
import { devanagariSoundKey, soundKey } from './romanise.js';
import {
  consonantSkeleton,
  editDistance,
  oneTypoApart,
  sameStem,
  skeletonsClose,
  soundAlike,
} from './spelling.js';
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
   * `picked`: chosen from the catalogue when asked before Step 3 ("Is there a career you are
   * already thinking about?"); `said` is then its English title.
   */
  kind: 'career' | 'exam' | 'activity' | 'picked';
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
const MAX_PHRASE_WORDS = 5;

interface Pointer {
  careers: CatalogueCareer[];
  kind: NamedCareer['kind'];
  /** It names a person in the work ("dancer", "first officer", "वकील"), not a field ("dance"). */
  role: boolean;
  /**
   * A place, an institution or an object of the trade ("engine room", "nlu", "subscribers"):
   * it points to the career inside an aspiration, never by itself.
   */
  place: boolean;
  /** For an exam: its name as the catalogue writes it ("CLAT" for "clat"). */
  exam?: string;
}

/** Last words that name a person doing a job: "dancer", "pharmacist", "first officer". */
const ROLE_ENDING =
  /(?:er|or|ist|ian|ant|ent|man|men|wala|wali|officer|engineer|doctor|nurse|pilot|agent|artist|chef|cook|guide|judge|coach|model|poet|vet|jockey|staff|crew|constable|soldier|sainik|babu|cadet|analyst|expert|clerk|architect|executive|professional|head|lead)$/;

/** Devanagari words for a person in the work: "इनकम टैक्स इंस्पेक्टर", "आईएएस अधिकारी". */
const ROLE_WORDS_HI = new Set(
  'इंस्पेक्टर|ऑफिसर|अफसर|अधिकारी|इंजीनियर|डॉक्टर|टीचर|शिक्षक|शिक्षिका|मैनेजर|डिजाइनर|पायलट|वकील|नर्स|एक्टर|अभिनेता|अभिनेत्री|लेखक|लेखिका|कलाकार|गायक|गायिका|खिलाड़ी|कोच|ट्रेनर|सैनिक|जवान|सिपाही|दरोगा|कांस्टेबल|क्लर्क|एनालिस्ट|डेवलपर|प्रोग्रामर|साइंटिस्ट|वैज्ञानिक|आर्किटेक्ट|मैकेनिक|इलेक्ट्रीशियन|प्लंबर|ड्राइवर|शेफ|रसोइया|किसान|पत्रकार|एंकर|फोटोग्राफर|एडिटर|संपादक|प्रोफेसर|लेक्चरर|डायरेक्टर|निदेशक|प्रबंधक|निरीक्षक|विशेषज्ञ|सलाहकार|कंसल्टेंट|चिकित्सक|तकनीशियन|टेक्नीशियन|कारीगर|दर्जी|नाई|माली|गाइड|एजेंट|ऑपरेटर|असिस्टेंट|सहायक|कर्मचारी|कार्यकर्ता|वैद्य|थेरेपिस्ट|साइकोलॉजिस्ट|काउंसलर|आर्टिस्ट|डांसर|सिंगर|राइटर|यूट्यूबर|क्रिकेटर'
    .split('|')
    .map(foldWord),
);

/** Hinglish words for a person in the work that end unlike English roles: "krishi adhikari". */
const ROLE_WORDS_HINGLISH = new Set(
  'adhikari|afsar|afsar|karmchari|sipahi|jawan|daroga|vakil|wakil|kisan|mistri|darzi|mali|vaidya|hakim|sainik|shikshak|shikshika|lekhak|kalakar|gayak|khiladi|patrakar|chikitsak|vaigyanik|nirikshak|sahayak|pradhan|sarpanch|babu|munim|guru|pandit|pujari'.split(
    '|',
  ),
);

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
  if (ROLE_WORDS_HI.has(last) || ROLE_WORDS_HINGLISH.has(last)) return true;
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
  const add = (
    phrase: string,
    career: CatalogueCareer,
    kind: NamedCareer['kind'],
    as: 'word' | 'post' | 'place' = 'word',
  ) => {
    const key = foldedWords(phrase).join(' ');
    if (!key) return;
    const pointer = phrases.get(key) ?? { careers: [], kind, role: false, place: false };
    if (kind === 'career' && (as === 'post' || (as === 'word' && isRole(key, career))))
      pointer.role = true;
    // A word that is also a place of the trade ("nlu") is heard as the place it is.
    if (as === 'place') pointer.place = true;
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
    for (const post of career.posts ?? []) add(post, career, 'career', 'post');
    for (const place of [
      ...(career.institutions ?? []),
      ...(career.workplaces ?? []),
      ...(career.objects ?? []),
    ])
      add(place, career, 'career', 'place');
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
  // "UPSC ESE" is written "ESE": an exam's last word alone, when it is an acronym of four
  // letters or three that no career or exam claims ("ESE", not "PO" of "SBI PO").
  for (const career of INDIA_CAREERS)
    for (const exam of career.exams) {
      const words = exam.split(/\s+/);
      const last = words[words.length - 1] ?? '';
      if (words.length < 2 || !/^[A-Z]{3,}$/.test(last)) continue;
      if (!claimed.has(last.toLowerCase()) && !phrases.has(last.toLowerCase()))
        add(last, career, 'exam');
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
  for (const [phrase, pointer] of PHRASES) {
    // Places and objects of the trade are heard as written: "patients" is no misspelt "patents".
    if (pointer.place) continue;
    if (phrase.includes(' ') || phrase.length < FUZZY_LENGTH || !/^[a-z]+$/.test(phrase)) continue;
    const list = byFirst.get(phrase[0] ?? '') ?? [];
    list.push(phrase);
    byFirst.set(phrase[0] ?? '', list);
  }
  return byFirst;
})();

/**
 * A verb's own form, not a misspelt role: "teaches", "designed", "trained" are one letter from
 * "teacher", "designer", "trainer", and say what someone did, not what they want to be.
 */
const isInflection = (word: string, phrase: string) =>
  /(?:es|ed)$/.test(word) && /(?:er|or)$/.test(phrase) && word.slice(0, -1) === phrase.slice(0, -1);

/** The catalogue word a misspelt word stands for ("psycologist" → "psychologist"), if one. */
function misspeltPhrase(word: string): string | undefined {
  // A plural is a word of its own ("patients" is no misspelt "patents").
  if (word.length < FUZZY_LENGTH || !/^[a-z]+$/.test(word) || word.endsWith('s')) return undefined;
  const near = (FUZZY.get(word[0] ?? '') ?? []).filter(
    (phrase) => oneTypoApart(word, phrase) && !isInflection(word, phrase),
  );
  // Two catalogue words one typo away: no guessing between them.
  return near.length === 1 ? near[0] : undefined;
}

/** Single-word Latin phrases by their skeleton's first letter, for the sounds-like check. */
const SKELETONS = (() => {
  const byFirst = new Map<string, { phrase: string; skeleton: string }[]>();
  for (const [phrase, pointer] of PHRASES) {
    // Only titles of people in the work: "cricketer", not "cricket" (else "cracked" reads it).
    if (!pointer.role || phrase.includes(' ') || phrase.length < 6 || !/^[a-z]+$/.test(phrase))
      continue;
    const skeleton = consonantSkeleton(phrase);
    if (skeleton.length < 4) continue;
    const list = byFirst.get(skeleton[0] ?? '') ?? [];
    list.push({ phrase, skeleton });
    byFirst.set(skeleton[0] ?? '', list);
  }
  return byFirst;
})();

/**
 * The catalogue word a badly misspelt word sounds like ("sykiatrist" → "psychiatrist",
 * "arkeologist" → "archaeologist"), when exactly one career's words sound like it.
 */
function soundsLikePhrase(word: string): string | undefined {
  if (word.length < 6 || !/^[a-z]+$/.test(word) || /(?:ed|ing|s)$/.test(word)) return undefined;
  const skeleton = consonantSkeleton(word);
  if (skeleton.length < 4) return undefined;
  // Close in sound and not far in spelling once the letters written alike are made one: at most
  // a quarter of the letters differ ("trainer" is not "tracer").
  const limit = Math.max(1, Math.floor(word.length / 4));
  const near = (SKELETONS.get(skeleton[0] ?? '') ?? []).filter(
    (entry) =>
      skeletonsClose(skeleton, entry.skeleton) &&
      !isInflection(word, entry.phrase) &&
      !sameStem(word, entry.phrase) &&
      editDistance(soundAlike(word), soundAlike(entry.phrase), limit) <= limit,
  );
  const careers = new Set(near.flatMap((entry) => PHRASES.get(entry.phrase)?.careers ?? []));
  return careers.size === 1 ? near[0]?.phrase : undefined;
}

/** Whether a typed word may be a misspelling of a catalogue word: a typo, or close in sound. */
function spelledLike(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (typed.length < 4 || word.length < 4 || !/^[a-z]+$/.test(typed)) return false;
  if (oneTypoApart(typed, word)) return !isInflection(typed, word);
  const limit = Math.max(1, Math.floor(word.length / 4));
  return (
    skeletonsClose(consonantSkeleton(typed), consonantSkeleton(word)) &&
    editDistance(soundAlike(typed), soundAlike(word), limit) <= limit
  );
}

/** Two-word Latin titles of people in the work ("corporate lawyer"), by their first sound. */
const ROLE_PAIRS = (() => {
  const byFirst = new Map<string, { phrase: string; first: string; second: string }[]>();
  for (const [phrase, pointer] of PHRASES) {
    const [first = '', second = '', more] = phrase.split(' ');
    if (!pointer.role || more !== undefined || !second || !/^[a-z]+ [a-z]+$/.test(phrase)) continue;
    const key = consonantSkeleton(first)[0] ?? '';
    const list = byFirst.get(key) ?? [];
    list.push({ phrase, first, second });
    byFirst.set(key, list);
  }
  return byFirst;
})();

/**
 * The two-word title two typed words spell, one or both misspelt ("corprate lawyer", "ortho
 * surgan", "baik mekanik"), when exactly one career's title is that close.
 */
function misspeltPair(first: string, second: string): string | undefined {
  if (!first || !second || (first.length < 4 && second.length < 4)) return undefined;
  const near = (ROLE_PAIRS.get(consonantSkeleton(first)[0] ?? '') ?? []).filter(
    (pair) =>
      (pair.first !== first || pair.second !== second) &&
      spelledLike(first, pair.first) &&
      spelledLike(second, pair.second),
  );
  const careers = new Set(near.flatMap((pair) => PHRASES.get(pair.phrase)?.careers ?? []));
  return careers.size === 1 ? near[0]?.phrase : undefined;
}

/**
 * English letters as they are written in Devanagari ("आरआरबी" is RRB, "एमटीएस" MTS): an
 * acronym spelt letter by letter is the catalogue's acronym.
 */
const LETTER_NAMES: readonly (readonly [string, string])[] = (
  [
    ['ए', 'a'],
    ['बी', 'b'],
    ['सी', 'c'],
    ['डी', 'd'],
    ['ई', 'e'],
    ['एफ', 'f'],
    ['जी', 'g'],
    ['एच', 'h'],
    ['आई', 'i'],
    ['जे', 'j'],
    ['के', 'k'],
    ['एल', 'l'],
    ['एम', 'm'],
    ['एन', 'n'],
    ['ओ', 'o'],
    ['पी', 'p'],
    ['क्यू', 'q'],
    ['आर', 'r'],
    ['एस', 's'],
    ['टी', 't'],
    ['यू', 'u'],
    ['वी', 'v'],
    ['डब्ल्यू', 'w'],
    ['एक्स', 'x'],
    ['वाई', 'y'],
    ['जेड', 'z'],
    ['ज़ेड', 'z'],
  ] as const
)
  .map(([name, letter]) => [name.normalize('NFC'), letter] as const)
  .sort((a, b) => b[0].length - a[0].length);

/** The Latin acronym a Devanagari word spells letter by letter (two letters or more), if any. */
export function devanagariAcronym(word: string): string | undefined {
  let rest = word.normalize('NFC');
  let letters = '';
  while (rest) {
    const name = LETTER_NAMES.find(([spelt]) => rest.startsWith(spelt));
    if (!name) return undefined;
    letters += name[1];
    rest = rest.slice(name[0].length);
  }
  return letters.length >= 2 ? letters : undefined;
}

/** Sound keys long enough to tell words apart ("dmsn", not "kl"). */
const MIN_KEY = 4;

/** Latin catalogue phrases of one to three words by the sound of their words ("btknlj"). */
const BY_SOUND = (() => {
  const bySound = new Map<string, string[]>();
  for (const phrase of PHRASES.keys()) {
    if (!/^[a-z]+(?: [a-z]+){0,2}$/.test(phrase)) continue;
    const keys = phrase.split(' ').map(soundKey);
    if (keys.some((key) => key.length < 2) || keys.join('').length < MIN_KEY + 1) continue;
    const key = keys.join(' ');
    bySound.set(key, [...(bySound.get(key) ?? []), phrase]);
  }
  return bySound;
})();

/** Getting there, as English words sound when written in Devanagari ("एडमिशन", "सिलेक्शन"). */
const REACHED_SOUNDS = new Set(
  [...REACHED]
    .filter((word) => /^[a-z]+$/.test(word))
    .map(soundKey)
    .filter((key) => key.length >= MIN_KEY),
);

/**
 * The Latin catalogue phrase English words written in Devanagari sound like ("केमिकल
 * इंजीनियरिंग" → "chemical engineering"), the longest first, when exactly one career's phrases
 * sound so.
 */
function soundedPhrase(keys: readonly (string | undefined)[], start: number) {
  for (let length = 3; length >= 1; length--) {
    const part = keys.slice(start, start + length);
    if (part.length < length || part.some((key) => key === undefined || key.length < 2)) continue;
    const phrases = BY_SOUND.get(part.join(' '));
    if (!phrases) continue;
    const careers = new Set(phrases.flatMap((phrase) => PHRASES.get(phrase)?.careers ?? []));
    if (careers.size === 1 || phrases.length === 1) return { phrase: phrases[0] ?? '', length };
  }
  return undefined;
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

function namedInClause(clause: string, aspiration: boolean): Heard[] {
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
  const fieldWish =
    words.some((word) => INTENT.has(word)) || (own && words.some((word) => BUSINESS.has(word)));
  // English written in Devanagari, by its sound: "एडमिशन", "केमिकल इंजीनियरिंग".
  const sounds = written.map((word, index) =>
    acronyms[index] === undefined ? devanagariSoundKey(word) : undefined,
  );
  const reached =
    words.some((word) => REACHED.has(word)) ||
    sounds.some((key) => key !== undefined && REACHED_SOUNDS.has(key));
  const intent = aspiration || wish || reached;
  if (words.some((word) => ELDERS.has(word)) && words.some((word) => WANTS.has(word))) return [];
  const found: Heard[] = [];
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
    // Two words, one or both misspelt, that spell a title: "corprate lawyer", "baik mekanik".
    const pair =
      intent && (!match || match.length === 1)
        ? misspeltPair(words[start] ?? '', words[start + 1] ?? '')
        : undefined;
    if (pair) match = { phrase: pair, length: 2 };
    if (!match) match = soundedPhrase(sounds, start);
    const misspelt =
      !match && intent
        ? (misspeltPhrase(words[start] ?? '') ?? soundsLikePhrase(words[start] ?? ''))
        : undefined;
    if (misspelt) match = { phrase: misspelt, length: 1 };
    if (!match) {
      start++;
      continue;
    }
    const end = start + match.length;
    const pointer = PHRASES.get(match.phrase);
    // Said back without the words of wanting a catalogue phrase may carry ("doctor banna hai").
    let saidEnd = end;
    while (saidEnd > start + 1 && SAID_TAIL.has(words[saidEnd - 1] ?? '')) saidEnd--;
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
    // A place of many careers or of several fields ("ITI", "hospital") tells no career.
    const careersThere = pointer?.careers ?? [];
    const fields = new Set(careersThere.map((career) => career.family)).size;
    if (place && (careersThere.length > 6 || (fields > 1 && careersThere.length > 2))) {
      start = end;
      continue;
    }
    const became = role && BECAME.has(words[end] ?? '');
    // A place named in one common word ("milk", "garden") needs a word of wanting or getting
    // there; a name in capitals ("ISRO") or a phrase ("engine room") also counts in the answer
    // about their future.
    const wishedHere = fieldWish || wants.some((at) => at >= start && at <= end + 2);
    const placeNamed =
      wishedHere || reached || own || (aspiration && (match.length >= 2 || capitals));
    // A catalogue phrase that says the getting there itself ("nlu me admission") is an aim.
    const framed = words.slice(start, end).some((word) => REACHED.has(word) || INTENT.has(word));
    const wanted =
      pointer?.kind === 'exam' ||
      framed ||
      (role ? intent || became : place ? placeNamed : wishedHere);
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

/** A career heard in a clause, with how: by a role, or by a place or thing of the trade only. */
type Heard = NamedCareer & { role: boolean; place: boolean; start: number; end: number };

/**
 * What one answer names, its mentions weighed together: the role a student names says where
 * they are headed, so an exam that leads there ("NEET PG" beside "MD radiology"), and a place,
 * field or object of another field ("apni dukaan" beside "bike mechanic"), add nothing.
 */
function namedInAnswer(text: string, aspiration: boolean): NamedCareer[] {
  const heard = clausesOf(text).flatMap((clause) => namedInClause(clause, aspiration));
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
      // A place, a field or a thing of another field than the role's says where or with what,
      // not who they want to be: "AC mechanic banke apni dukaan".
      return mention.role || roles.length === 0 || inFamily(mention);
    })
    .map(({ role: _role, place: _place, start: _start, end: _end, ...mention }) => mention);
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
