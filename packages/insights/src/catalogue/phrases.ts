/**
 * The catalogue as phrases a student may write: every career's words, posts, places and exams,
 * read word by word as free text is read (`readWords`), each pointing to its careers, with
 * whether it names a person in the work, a place or thing of the trade, or an exam.
 */
import { foldWord, writtenWords } from '../text/words.js';
import { INDIA_CAREERS } from './catalogue.js';
import { devanagariAcronym } from './romanise.js';
import {
  consonantSkeleton,
  editDistance,
  sameStem,
  skeletonsClose,
  soundAlike,
} from './spelling.js';
import type { CatalogueCareer } from './catalogue-schema.js';

/** How a mention names its careers (see `NamedCareer`). */
export type MentionKind = 'career' | 'exam' | 'activity' | 'picked' | 'described';

/**
 * A text's words as they are compared, in the catalogue and in answers alike: lower case, one
 * Devanagari spelling (`foldWord`), an acronym spelt in Devanagari letters as the Latin acronym
 * ("एमटीएस" → "mts").
 */
export const readWords = (text: string) =>
  writtenWords(text).map((word) => devanagariAcronym(word) ?? foldWord(word));

export const MAX_PHRASE_WORDS = 5;

/** The genitive postposition, folded ("ka", "का"): "crpf ka jawan" is "crpf jawan". */
export const GENITIVES = new Set(['ka', 'का']);

/**
 * A phrase's key: its words as read, without a genitive inside ("aankhon ka doctor"). A phrase
 * of one Devanagari word stays in Devanagari even if it spells letters: "सीएस" is written so
 * that it is not the "CS" of computer science, "सीटी" is a whistle.
 */
const phraseKey = (phrase: string) => {
  const words = readWords(phrase);
  if (words.length === 1) return writtenWords(phrase).map(foldWord).join(' ');
  return words.filter((word, index) => index === 0 || !GENITIVES.has(word)).join(' ');
};

export interface Pointer {
  careers: CatalogueCareer[];
  kind: MentionKind;
  /** It names a person in the work ("dancer", "first officer", "वकील"), not a field ("dance"). */
  role: boolean;
  /**
   * A place, an institution or an object of the trade ("engine room", "nlu", "subscribers"):
   * it points to the career inside an aspiration, never by itself.
   */
  place: boolean;
  /** Among the places, a workplace ("office", "apna clinic"): where the work is, not what. */
  workplace: boolean;
  /** For an exam: its name as the catalogue writes it ("CLAT" for "clat"). */
  exam?: string;
}

/** Last words that name a person doing a job: "dancer", "pharmacist", "first officer". */
const ROLE_ENDING =
  /(?:er|or|ist|ian|ant|ent|man|men|wala|wali|officer|engineer|doctor|nurse|pilot|agent|artist|chef|cook|guide|judge|coach|model|poet|vet|jockey|staff|crew|constable|soldier|sainik|babu|cadet|analyst|expert|clerk|architect|executive|professional|head|lead)$/;

/**
 * Words that end like a role but name a thing: "steel plant", "management", "event",
 * "content", "student", "restaurant".
 */
const NOT_ROLE_ENDING =
  /(?:ment|mant|mnt|plant|vent|ontent|atent|atant|ur[ae]nt|or[ae]nt|daant|zant|geant|krant|udent)$/;

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
export const ROLE_NOUNS = new Set(
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
  if (/^[a-z]+$/.test(last) && ROLE_ENDING.test(last) && !NOT_ROLE_ENDING.test(last)) return true;
  if (ROLE_WORDS_HI.has(last) || ROLE_WORDS_HINGLISH.has(last)) return true;
  // The short name the title gives in brackets: "RJ" of "Radio jockey (RJ)".
  if (career.title.includes(`(${phrase.toUpperCase()})`)) return true;
  const heads = titleHeads(career);
  if (words.some((word) => heads.includes(word))) return true;
  // The head as the catalogue also lists it misspelt: "pediatrishan", "enjinear".
  return /^[a-z]{5,}$/.test(last) && heads.some((head) => misspeltHead(last, head));
}

/** Whether a word is the title's head misspelt: close in sound, few letters off. */
function misspeltHead(word: string, head: string): boolean {
  // "dance" of "dancer" is the field, not the dancer misspelt.
  if (!/^[a-z]{5,}$/.test(head) || sameStem(word, head)) return false;
  const limit = Math.max(1, Math.floor(head.length / 4));
  return (
    skeletonsClose(consonantSkeleton(word), consonantSkeleton(head)) &&
    editDistance(soundAlike(word), soundAlike(head), limit) <= limit
  );
}

/** The head of each title: its last word, before any bracket ("teacher" of "Yoga teacher"). */
export const titleHeads = (career: CatalogueCareer): string[] =>
  [career.title, career.titleHi].map(
    (title) => readWords(title.replace(/\s*\(.*$/, '')).pop() ?? '',
  );

/**
 * Every title's head, in both scripts, with the careers it heads: a word that alone says a kind
 * of worker ("inspector", "engineer", "इंजीनियर").
 */
export const TITLE_HEADS: ReadonlyMap<string, readonly CatalogueCareer[]> = (() => {
  const heads = new Map<string, CatalogueCareer[]>();
  for (const career of INDIA_CAREERS)
    for (const head of new Set(titleHeads(career)))
      heads.set(head, [...(heads.get(head) ?? []), career]);
  return heads;
})();

/** First words of exams that alone name something else: the IITs are institutes. */
const NOT_EXAM_ALONE = new Set(['IIT']);

/** Every phrase (and exam name) of the catalogue → the careers it points to, built once. */
export const PHRASES = (() => {
  const phrases = new Map<string, Pointer>();
  const add = (
    phrase: string,
    career: CatalogueCareer,
    kind: MentionKind,
    as: 'word' | 'post' | 'place' | 'workplace' = 'word',
  ) => {
    const key = phraseKey(phrase);
    if (!key) return;
    const pointer = phrases.get(key) ?? {
      careers: [],
      kind,
      role: false,
      place: false,
      workplace: false,
    };
    if (kind === 'career' && (as === 'post' || (as === 'word' && isRole(key, career))))
      pointer.role = true;
    // A word that is also a place of the trade ("nlu") is heard as the place it is.
    if (as === 'place' || as === 'workplace') pointer.place = true;
    if (as === 'workplace') pointer.workplace = true;
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
    for (const place of [...(career.institutions ?? []), ...(career.objects ?? [])])
      add(place, career, 'career', 'place');
    for (const place of career.workplaces ?? []) add(place, career, 'career', 'workplace');
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
  const words = readWords(text);
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

/** The first word of every phrase: a word that starts none is passed over at once. */
export const FIRST_WORDS = new Set([...PHRASES.keys()].map((phrase) => phrase.split(' ')[0] ?? ''));

/** A short word ("ias", "ca", "nda") counts only in capitals or with a word of intent nearby. */
export const isShort = (phrase: string) => !phrase.includes(' ') && phrase.length <= 3;
