/**
 * Hindi verbs agree with the speaker's gender ("main karta hoon" / "main karti hoon", "मैं चाहता
 * हूँ" / "मैं चाहती हूँ"), so the same answer reads two ways. Matching reads every gendered verb
 * form as one form — the root with its masculine ending — so a girl's and a boy's answers name
 * the same things and give the same results. Only verbs: adjectives ("acchi", "achha") and nouns
 * that end alike ("kavita", "kheti", "data") are left alone, so the forms are built from known
 * verb roots, never from endings alone.
 */

/** How roots form their tenses: the endings of each, the first of them the one it is read as. */
interface Conjugation {
  /** Roots, `|`-separated, as typed (lower case) or in one Devanagari spelling. */
  roots: string;
  /** Per tense, its endings: "ta|ti|te" (the first, "ta", is the one read). */
  tenses: readonly string[];
}

// Latin script (Hinglish, as typed on a phone, chat spellings too: "krti", "skta", "rhi").
const LATIN_ROOTS =
  'kar|chah|chaah|sak|rah|reh|rh|padh|parh|likh|khel|seekh|sikh|dekh|sun|bol|soch|samajh|samjh|lag|mil|chal|bech|nach|naach|daud|dod|ghoom|ghum|rakh|jaan|maan|bhool|bhul|thak|dar|uth|baith|beth|pahunch|sudhar|khol|bhej|dhoondh|dhundh|jeet|jit|haar|har|jag|ban|lad|badh|ruk|chhod|chod|tod|jod|pakad|nikal|gir|tair|hans|muskura';
/** Roots ending in a vowel that make their past with "-ya": "banaya", "sikhaya". */
const LATIN_CAUSATIVES =
  'bana|banaa|padha|padhaa|sikha|sikhaa|samjha|samjhaa|chala|chalaa|bata|bataa|kama|kamaa|dikha|sunaa|bacha|bachaa|saja|sajaa|paka|pakaa|khila|bula|gaa|aa|so';
/** Roots ending in a vowel whose past is irregular ("gaya", "hua", "diya"). */
const LATIN_VOWEL_ROOTS = 'ja|jaa|de|le|ho|paa';
/** Chat spellings of roots whose past would read as another word ("ski"): "krti", "skta". */
const LATIN_SHORT_ROOTS = 'kr|sk';

const LATIN: readonly Conjugation[] = [
  {
    roots: LATIN_ROOTS,
    tenses: ['ta|ti|te|taa|tee|tii', 'a|i|e|aa|ee|ii', 'unga|ungi|oonga|oongi|enge|ega|egi'],
  },
  {
    roots: LATIN_CAUSATIVES,
    tenses: ['ta|ti|te|taa|tee', 'ya|yi|ye|yee', 'unga|ungi|oonga|oongi|yenge|yega|yegi'],
  },
  { roots: LATIN_VOWEL_ROOTS, tenses: ['ta|ti|te|taa|tee', 'unga|ungi|oonga|oongi'] },
  { roots: LATIN_SHORT_ROOTS, tenses: ['ta|ti|te', 'unga|ungi|enge|ega|egi'] },
];

// Devanagari, in the spelling `foldDevanagari` gives (no nukta, anusvara for chandrabindu).
const DEVANAGARI_ROOTS =
  'कर|चाह|सक|रह|पढ|लिख|खेल|सीख|देख|सुन|बोल|सोच|समझ|लग|मिल|चल|बेच|नाच|दौड|घूम|रख|जान|मान|भूल|थक|डर|उठ|बैठ|पहुंच|सुधार|खोल|भेज|ढूंढ|जीत|हार|जाग|बन|लड|बढ|रुक|छोड|तोड|जोड|पकड|निकल|गिर|तैर|हंस|मुस्कुरा';
const DEVANAGARI_CAUSATIVES = 'बना|पढा|सिखा|समझा|चला|बता|कमा|दिखा|सुना|बचा|सजा|पका|खिला|बुला|गा|आ|सो';
const DEVANAGARI_VOWEL_ROOTS = 'जा|हो|दे|ले';

const DEVANAGARI: readonly Conjugation[] = [
  {
    roots: DEVANAGARI_ROOTS,
    tenses: ['ता|ती|ते', 'ा|ी|े', 'ूंगा|ूंगी|ेंगे|ेगा|ेगी'],
  },
  {
    roots: DEVANAGARI_CAUSATIVES,
    tenses: ['ता|ती|ते', 'या|यी|ये', 'ऊंगा|ऊंगी|एंगे|एगा|एगी|येगा|येगी|येंगे'],
  },
  { roots: DEVANAGARI_VOWEL_ROOTS, tenses: ['ता|ती|ते', 'ऊंगा|ऊंगी|एंगे|एगा|एगी|येगा|येगी'] },
];

/** Forms of no regular root, each group read as its first: "gaya|gayi|gai…", "था|थी". */
const IRREGULAR = [
  'gaya|gayi|gai|gaye|gae|gya|gyi|gye|gayee',
  'hua|hui|hue|huye|huyi|huwa|huee',
  'tha|thi|thee',
  'hoga|hogi|honge',
  'dunga|dungi|doonga|doongi|denge|dega|degi',
  'lunga|lungi|loonga|loongi|lenge|lega|legi',
  'aaya|aayi|aaye|aayee',
  'गया|गयी|गई|गए|गये',
  'हुआ|हुई|हुए|हुये',
  'था|थी|थे',
  'होगा|होगी|होंगे',
  'दूंगा|दूंगी|देंगे|देगा|देगी',
  'लूंगा|लूंगी|लेंगे|लेगा|लेगी',
  'आया|आयी|आई|आए|आये',
];

/** Every gendered form (the masculine one too) → the form it is read as, built once. */
const READ_AS: ReadonlyMap<string, string> = (() => {
  const forms = new Map<string, string>();
  const add = (group: readonly string[]) => {
    const [first] = group;
    if (first === undefined) return;
    for (const form of group) if (!forms.has(form)) forms.set(form, first);
  };
  for (const { roots, tenses } of [...LATIN, ...DEVANAGARI])
    for (const root of roots.split('|'))
      for (const tense of tenses) add(tense.split('|').map((ending) => root + ending));
  for (const group of IRREGULAR) add(group.split('|'));
  return forms;
})();

/**
 * The form a gendered verb form is read as — its masculine form ("karti" → "karta", "चाहती" →
 * "चाहता", "banungi" → "banunga") — or undefined for a word that is no such form. Expects a word
 * already in lower case and in one Devanagari spelling (`foldWord` does both first).
 */
export const verbFormOf = (word: string): string | undefined => READ_AS.get(word);

/** A word as matching reads it: a gendered verb form as its masculine form, any other as it is. */
export const foldVerbForm = (word: string): string => READ_AS.get(word) ?? word;
