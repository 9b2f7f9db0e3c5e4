import { foldDevanagari } from '../text/words.js';

/**
 * Turns free text into lower-case clauses of plain words, so the distress rules can be written
 * once against one spelling. Clauses are kept apart because a negation or an innocent context
 * ("while cooking") only speaks for its own clause. Latin letters lose their accents; Devanagari
 * keeps its vowel signs and virama (they are letters' halves, not accents), with its spelling
 * variants written one way (see `foldDevanagari`).
 */

// Removed outright so "don't" becomes "dont" (a single word the spellings map knows).
const APOSTROPHES = /['’‘`´ʼʹ]/g;
// Sentence and clause breaks, the danda (।) and double danda (॥) among them; a hyphen is not one
// ("self-harm" stays together).
const CLAUSE_BREAKS = /[.!?;:,\n\r|…—–()[\]{}"“”।॥]+/u;
// Three or more of one letter ("soooo", "dieee", "nahiii") collapse to one.
const STRETCHED = /(\p{L})\1{2,}/gu;
// Combining marks that are accents: any mark not of the Devanagari script, and any mark that does
// not follow a Devanagari letter or sign.
const ACCENTS = /[^\P{M}\p{Script=Devanagari}]+|(?<!\p{Script=Devanagari})\p{M}+/gu;

/** Common contractions, chat spellings and Hinglish variants, mapped word by word. */
const SPELLINGS: Readonly<Record<string, string>> = {
  dont: 'do not',
  dnt: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  couldnt: 'could not',
  wont: 'will not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  aint: 'am not',
  nvr: 'never',
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  youre: 'you are',
  hes: 'he is',
  shes: 'she is',
  theyre: 'they are',
  its: 'it is',
  thats: 'that is',
  theres: 'there is',
  whats: 'what is',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  kms: 'kill myself',
  u: 'you',
  ur: 'your',
  idk: 'i do not know',
  coz: 'because',
  cuz: 'because',
  cos: 'because',
  bcoz: 'because',
  bcz: 'because',
  pls: 'please',
  plz: 'please',
  myslf: 'myself',
  selfharm: 'self harm',
  anymore: 'any more',
  nahin: 'nahi',
  nhi: 'nahi',
  nai: 'nahi',
  ni: 'nahi',
  hu: 'hoon',
  hun: 'hoon',
  hoo: 'hoon',
  jaana: 'jana',
  faida: 'fayda',
  fyda: 'fayda',
  faayda: 'fayda',
  fayada: 'fayda',
  ummeed: 'umeed',
  ummid: 'umeed',
  umid: 'umeed',
  jindagi: 'zindagi',
  zindgi: 'zindagi',
  jindgi: 'zindagi',
  jine: 'jeene',
  jina: 'jeena',
  khatm: 'khatam',
  khtm: 'khatam',
  khudko: 'khud ko',
  apneaap: 'apne aap',
  mtlb: 'matlab',
  matlb: 'matlab',
  laayak: 'layak',
  laiq: 'layak',
  layk: 'layak',
  laik: 'layak',
  mujse: 'mujhse',
  hoonga: 'hounga',
  hunga: 'hounga',
  honga: 'hounga',
  hoongi: 'houngi',
  hungi: 'houngi',
  hongi: 'houngi',
  rahoonga: 'rahunga',
  rahoongi: 'rahungi',
  // Devanagari, after `foldDevanagari` (no nukta, ँ written ं).
  नही: 'नहीं',
  नहि: 'नहीं',
  नहिं: 'नहीं',
  हु: 'हूं',
  हुं: 'हूं',
  हू: 'हूं',
  मै: 'मैं',
  मैने: 'मैंने',
  खतम: 'खत्म',
  उमीद: 'उम्मीद',
  वकत: 'वक्त',
  खुदको: 'खुद को',
};

function normaliseClause(clause: string): string {
  return foldDevanagari(clause.normalize('NFKD'))
    .replace(ACCENTS, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .replace(STRETCHED, '$1')
    .trim()
    .split(' ')
    .map((word) => SPELLINGS[word] ?? word)
    .join(' ');
}

/** The text as normalised clauses: lower-case words separated by single spaces, none empty. */
export function normaliseClauses(text: string): string[] {
  return text
    .replace(APOSTROPHES, '')
    .split(CLAUSE_BREAKS)
    .map(normaliseClause)
    .filter((clause) => clause !== '');
}
