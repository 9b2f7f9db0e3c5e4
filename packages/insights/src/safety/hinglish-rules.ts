import type { DistressRule } from './distress-types.js';

/**
 * Hindi and Hinglish in Latin script, over normalised clauses ("nahin/nhi" → "nahi", "hu/hun" →
 * "hoon", "jaana" → "jana"). Hindi negates after the verb ("marna nahi chahta"), which breaks
 * these phrases apart, so negation needs no extra handling here.
 */

const any = (...words: string[]): string => `(?:${words.join('|')})`;
const re = (source: string): RegExp => new RegExp(`\\b(?:${source})\\b`);

const WANT = any('chahta|chahti|chahte|chahata|chahati|chahtha');
const WISH = any('ma?nn?|dil|iccha|ichha|ichchha|khayal|khyal|vichar');
/** Family and other elders, as written in Hinglish. */
const ELDER = any(
  'papa|pappa|papaji|pitaji|dad|daddy|father|mummy|mumma|mummi|mom|mommy|maa|mother|ammi|abbu|abba',
  'bhai|bhaiya|bhaiyya|didi|chacha|chachu|chachi|mama|mamu|uncle|sir|teacher|madam',
);
const OFTEN = any('mujhe|mujhko|hume|humein|humko|roz|bahut|bohot|bahot|hamesha|bhi|kabhi kabhi');
const BEAT = any('maa?rt[ei]|peett?[ei]|pitai kart[ei]|pitaai kart[ei]|haath uthat[ei]');
/** Words that only fill the gap between "main" and "hounga hi nahi" ("tab tak" is tab + tak). */
const WHEN = any(
  'shayad|to|toh|tab|bhi|us waqt|us time|tak|kal|zinda|jinda',
  '\\d+ (?:saal|sal|years?|mahine|din) (?:baad|bad|mein|me|tak)',
  'kuch (?:saal|sal|mahine|din) (?:baad|bad|mein|me|tak)',
);
const ADVERB = any('bas|sach me|sach mein|bilkul|ekdum|sabse|really|totally');
const UNABLE = any('hoga|ho sakta|hone wala|hone vala|ho payega|hota');

export const HINGLISH_RULES: readonly DistressRule[] = [
  // Self-harm and suicidal ideation.
  {
    category: 'self-harm',
    pattern: re(
      `mar ${any('jana|jaun|jau|jaoon|jaaun')} ${WANT}|marna ${any(`${WANT}|hai`)}|marne ${any('ka|ki')} ${WISH}(?!(?: bhi| to| toh)? nahi\\b)`,
    ),
  },
  // "mann karta hai mar jaun": the wish, in the first person ("mar jaunga" is a figure of speech).
  {
    category: 'self-harm',
    pattern: re(`mar ${any('jaun|jau|jaoon|jaaun|jaau')}`),
    unless: /\b(?:sharm|sharam|haste|hanste|hasi|hansi|khushi|bore|boriyat)\b/,
  },
  // Not being there in a few years: "shayad main 5 saal baad hounga hi nahi".
  {
    category: 'self-harm',
    pattern: re(
      `${any('main|mai')}(?: ${WHEN}){0,6} ${any('hounga|houngi|rahunga|rahungi')} hi nahi|${any('zinda|jinda')} (?:hi )?nahi ${any('rahunga|rahungi|bachunga|bachungi')}`,
    ),
  },
  {
    category: 'self-harm',
    pattern: re(
      `khudkh?ushi|aa?tmah?atya|${any('khud|apne aap|apne ap|apne aapko|apne apko')} (?:ko )?${any('khatam|maar|mar|hurt|chot|nuksa+n|kaat|kat')}`,
    ),
  },
  {
    category: 'self-harm',
    pattern: re(
      `jeene ${any('ka|ki')} ${WISH} nahi|jeena nahi ${WANT}|zinda nahi ${any('rehna|rehna hai|rehna chahta|rehna chahti')}|zindagi khatam kar`,
    ),
  },

  // Hopelessness.
  {
    category: 'hopelessness',
    pattern: re(
      `sab (?:kuch )?khatam ${any('ho gaya|ho gya|ho chuka|hai')}|koi ${any('fayda|umeed|asha|aasha|raasta|rasta')} nahi`,
    ),
  },
  {
    category: 'hopelessness',
    pattern: re(
      `kuch (?:bhi )?${any('theek|thik|accha|acha|achha')} nahi hoga|kuch nahi badlega|zindagi ${any('bekar|bekaar|barbaad|barbad')}|zindagi se ${any('tang|pareshan|thak')}|${any('main|mai|me')} ${any('bekar|bekaar|nikamma|nikammi|bojh')} hoon|kisi ko (?:meri )?${any('parwah|parwaah|fikar|fikr')} nahi`,
    ),
  },
  {
    category: 'hopelessness',
    pattern: re(
      `${any('jeene|zindagi|life')} ${any('ka|ki|me|mein')} (?:koi )?${any('matlab|maqsad|maksad|fayda|point|mayne|maayne')} nahi|${any('main|mai|me')} (?:${ADVERB} )?kisi (?:${any('kaam|kam')} ${any('ka|ki|ke')}|(?:ke )?layak) nahi`,
    ),
  },
  {
    category: 'hopelessness',
    // "kuch nahi hoga" alone reassures ("nothing will happen"); it is hopeless about oneself.
    pattern: re(
      `${any('mujhse|mere se|mujh se')} (?:${any('kabhi|ab')} )?kuch (?:bhi )?nahi ${UNABLE}|kuch (?:bhi )?nahi ${UNABLE} ${any('mujhse|mere se')}|mera kuch nahi ${UNABLE}|(?:^|${any('lagta hai|lag raha hai|ab|mere liye')} )sab (?:kuch )?${any('bekar|bekaar')} ${any('hai|lagta hai|ho gaya')}`,
    ),
  },

  // Abuse.
  {
    category: 'abuse',
    pattern: re(
      `maa?r ${any('padti|padhti|parti|padta|padhta|parta|khata|khati|khaata|khaati|khani')}|${ELDER}(?: ${OFTEN})* ${BEAT}|${any('mujhe|mujhko|hume|humein')}(?: ${OFTEN})* ${BEAT} ${any('hain|hai|he|h|the|thi')}|pitai ${any('hoti|hui|karte|karti')}`,
    ),
  },
  {
    category: 'abuse',
    pattern: re(
      `${any('galat|gande|ganda|gandi')} ${any('tarike|tareeke|tarah|jagah')} (?:se )?${any('chh?oo?|chh?u')}${any('ta|te|ti|a|e|i')}|chhed(?:ta|te|ti|khani)`,
    ),
  },

  // Severe anxiety.
  {
    category: 'severe-anxiety',
    pattern: re(
      `saa?ns nahi ${any('aati|aata|aa rahi|le pata|le paata|le pati|le paati|le pa rahi|le sakta|le sakti')}|saa?ns ${any('ruk|rukne|atak')} ${any('jati|jaati|lagti')}`,
    ),
    unless: /\b(?:naak|zukaam|zukam|cold|nose|asthma|dhuan|dhua|pollution)\b/,
  },
  {
    category: 'severe-anxiety',
    pattern: re(
      `${any('har (?:waqt|wakt|samay|time|pal)|hamesha|roz|din raat')} (?:bahut )?${any('dar|darr|ghabrahat|ghabraahat|panic|anxiety')} ${any('lagta|lagti|rehta|rehti|hota|hoti')}`,
    ),
  },
];
