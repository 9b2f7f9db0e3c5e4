/**
 * The words around a career's name that make it an aim or not, in English, Hinglish and
 * Devanagari: wanting, getting there, one's own, being admitted, negation, others' wishes.
 */
import { foldWord } from '../text/words.js';
import { MIN_KEY } from './misspelt-phrases.js';
import { soundKey } from './romanise.js';

const foldedSet = (words: readonly string[]) => new Set(words.map(foldWord));

/**
 * Words of an aspiration frame (issue 34): wanting, becoming, joining, preparing for and getting
 * through — "banna hai", "preparing for", "बनना", "dream", "selected", "cleared". Doing, liking,
 * learning or using something ("karna", "seekhna", "study", "photoshop me edit") is no aim.
 */
export const INTENT = foldedSet(
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
export const REACHED = foldedSet(
  [
    'got|crack|cracked|clear|cleared|clearing|qualify|qualified|selected|selection|admission|seat|posted|posting|appointed|hired|recruited|through',
    'mil|mila|mili|lag|lagi|laga|lage|chayan|bharti|nikal|nikala|nikali|select',
    'मिल|मिली|मिला|लग|लगी|लगा|चयन|भर्ती|निकाल|निकला',
  ]
    .join('|')
    .split('|'),
);

/** Their own place of work makes a workplace an aim: "my own clinic", "apna parlour". */
export const OWN = foldedSet('own|apna|apni|apne|khud|khudka|अपना|अपनी|अपने|खुद|ख़ुद'.split('|'));

/** A business of their own makes its field an aim: "apna electrical contract ka kaam". */
export const BUSINESS = foldedSet(
  'business|kaam|kam|company|firm|shop|dukaan|dukan|clinic|studio|startup|brand|practice|agency|service|workshop|garage|salon|parlour|parlor|restaurant|cafe|dhaba|farm|school|academy|coaching|channel|label|boutique|gym|open|opened|khola|kholna|kholi|kholunga|kholungi|बिज़नेस|बिजनेस|काम|कंपनी|दुकान|क्लिनिक|स्टूडियो|ब्रांड|सैलून|पार्लर|फार्म|एकेडमी|चैनल|जिम|खोला|खोलना|खोली'.split(
    '|',
  ),
);

/** "Made" after a role is "became": "certified trainer bana", "डॉक्टर बनी". */
export const BECAME = foldedSet('bana|bani|bane|bangaya|बना|बनी|बने'.split('|'));

/** Verbs of learning or doing a thing: "photoshop seekhna hai" wants the skill, not the job. */
export const LEARNING = foldedSet(
  'seekhna|sikhna|seekhni|sikhni|learn|learning|practice|practise|improve|सीखना|सीखनी'.split('|'),
);

/** What follows a Hindi verb to make it a wish: "kholna hai", "likhna chahti hu", "खोलना है". */
export const WANT_AFTER = foldedSet(
  'hai|h|he|hain|chahta|chahti|chahte|chahiye|chahie|है|हैं|चाहता|चाहती|चाहिए'.split('|'),
);

/**
 * Where a Hindi infinitive is followed by a word of wanting — "pul banana hai", "parlour kholna
 * h", "कहानियाँ लिखना है", the usual way to say what one wants to do: the infinitive's index.
 */
export function wantPlaces(words: readonly string[]): number[] {
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
export const SUITS = ['for me', 'mere liye', 'मेरे लिए', 'made for', 'meant for', 'cut out for'].map(
  (pair) => pair.split(' ').map(foldWord).join(' '),
);
export function suitsThem(words: readonly string[]): boolean {
  if (words.includes('perfect')) return true;
  return words.some((word, index) => SUITS.includes(`${word} ${words[index + 1] ?? ''}`));
}

/** Words of wanting that a negation before them denies: "don't want", "never wanted". */
export const WANTING = new Set('want|wanted|wanna|wish|become|becoming'.split('|'));

/** Negations: "doctor nahi banna", "I don't want to be an engineer". */
export const NEGATION = foldedSet(
  'not|never|dont|doesnt|nahi|nahin|nhi|mat|na|no|नहीं|नही|मत|ना'.split('|'),
);
/**
 * A wish that is someone else's: "papa chahte hain main engineer banu", "sab bolte hain doctor
 * bano" — other people, and their wanting, pushing or telling, in one clause.
 */
export const ELDERS = foldedSet(
  'papa|papaji|mummy|mumma|mom|dad|father|mother|parents|family|gharwale|relatives|rishtedar|everyone|everybody|sab|sabhi|log|पापा|मम्मी|माँ|पिता|घरवाले|परिवार|रिश्तेदार|सब|सभी|लोग'.split(
    '|',
  ),
);
export const WANTS = foldedSet(
  'want|wants|wanted|force|forcing|pressure|say|says|said|tell|tells|told|suggest|suggests|chahte|chahti|chahta|chahiye|bolte|bolti|bola|boli|kehte|kehti|kaha|चाहते|चाहती|चाहिए|दबाव|बोलते|बोलती|बोला|कहते|कहती|कहा'.split(
    '|',
  ),
);

/** Words of wanting or being that end a phrase but are not its name: "banna", "hai". */
export const SAID_TAIL = new Set([
  ...INTENT,
  ...foldedSet(
    'banna|banana|banunga|banungi|bano|banu|hai|h|he|hain|ho|बनना|बनूँगा|बनूँगी|है|हैं'.split('|'),
  ),
]);

export const NEGATION_WINDOW = 4;

/** Getting there, as English words sound when written in Devanagari ("एडमिशन", "सिलेक्शन"). */
/** English words as they sound when written in Devanagari, long enough to tell apart. */
const soundsOf = (words: ReadonlySet<string>) =>
  new Set(
    [...words]
      .filter((word) => /^[a-z]+$/.test(word))
      .map(soundKey)
      .filter((key) => key.length >= MIN_KEY),
  );

export const REACHED_SOUNDS = soundsOf(REACHED);

/**
 * Words of being admitted to a course: a field of study one is admitted to is the career it
 * trains for ("DMLT me admission", "बायोटेक्नोलॉजी में बीटेक एडमिशन"), in either script.
 */
export const ADMITTED = foldedSet(
  'admission|admissions|admitted|enrolled|seat|dakhila|दाखिला'.split('|'),
);
export const ADMITTED_SOUNDS = soundsOf(ADMITTED);
