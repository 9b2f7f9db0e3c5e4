import type { DistressCategory } from '../distress-types.js';
import type { ConceptName } from './concept-names.js';

/**
 * Hopelessness said indirectly (issue 34), read as ideas rather than phrases: a frame names the
 * concepts that must meet within a few words ("be around" + a doubt + a time ahead), the
 * contexts that make it innocent (a game, a trip, a school subject) and the concept a denial
 * cancels ("I am not a burden"). Every language gives its words for every concept
 * (`words-*.ts`), so each frame reads English, Hinglish and Devanagari alike.
 *
 * `flag`: the person is shown the support card. `check`: heavy, not clear — the person is asked
 * how they have been feeling, and their answer decides.
 */
export type FrameTier = 'flag' | 'check';

export interface Frame {
  tier: FrameTier;
  category: DistressCategory;
  /** Every concept must occur, all within `span` words. */
  all: readonly ConceptName[];
  span: number;
  /** Any of these within `unlessWithin` words of the match cancels it. */
  unless?: readonly ConceptName[];
  unlessWithin?: number;
  /** A school subject, skill or field (the lexicon) in the same clause cancels it. */
  notAboutAField?: boolean;
  /** A denial right before (or, in Hindi, right after) this concept cancels it. */
  denied?: ConceptName;
  /**
   * The concepts may be in neighbouring clauses ("5 saal baad? pata nahi tab tak rahunga"); by
   * default they meet in one clause, so "I don't want to die, I want to fly" reads as two.
   */
  acrossClauses?: boolean;
  /** The innocent context may be in a neighbouring clause ("…, ill be on a ship"). */
  unlessAcrossClauses?: boolean;
  /** The concepts must come in the order given ("i am a burden", not "a burden on me"). */
  ordered?: boolean;
}

export const FRAMES: readonly Frame[] = [
  // Not being there later: "dont think ill be around by then", "tab tak rahunga bhi ya nahi".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['beAround', 'doubt', 'future'],
    span: 12,
    unless: ['place', 'game', 'aBreak'],
    unlessWithin: 6,
    unlessAcrossClauses: true,
    notAboutAField: true,
    acrossClauses: true,
  },
  { tier: 'flag', category: 'self-harm', all: ['alive', 'doubt'], span: 6, unless: ['game'] },
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['beAround', 'doubt'],
    span: 5,
    unless: ['place', 'game', 'aBreak'],
    unlessWithin: 9,
    unlessAcrossClauses: true,
    notAboutAField: true,
  },
  // Not wanting life itself: "jeena hi nahi chahta", "no longer want to exist".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['life', 'unwilling'],
    span: 5,
    unless: ['place'],
    unlessWithin: 3,
  },
  // A future denied: "no future for me", "mera koi kal nahi".
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['noFuture'],
    span: 6,
    unless: ['game', 'place'],
    unlessWithin: 5,
    notAboutAField: true,
    unlessAcrossClauses: true,
  },
  // Unable to picture themselves later: "khud ko 20 saal ka imagine hi nahi kar pati".
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['picture', 'doubt', 'future'],
    span: 8,
    unless: ['place', 'load'],
    unlessWithin: 4,
    notAboutAField: true,
    acrossClauses: true,
  },
  // Life without point: "zindagi ka koi matlab nahi", "why am i even living".
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['pointless', 'life'],
    span: 6,
    unless: ['game', 'load'],
    unlessWithin: 4,
  },
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['pointless', 'everything'],
    span: 5,
    unless: ['game', 'load'],
    unlessWithin: 4,
    notAboutAField: true,
  },
  // A burden, the person being it: "main sab pe bojh hoon", "i am the problem in my house".
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['self', 'burden'],
    ordered: true,
    span: 7,
    unless: ['load', 'game'],
    unlessWithin: 3,
    denied: 'burden',
  },
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['burden', 'iAm'],
    ordered: true,
    span: 5,
    unless: ['load', 'game'],
    unlessWithin: 3,
    denied: 'burden',
  },
  // A problem or a waste only when they are it: "i am the problem", "main hi musibat hoon" —
  // not "my coding problem".
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['iAm', 'burdenWeak'],
    ordered: true,
    span: 4,
    unless: ['load', 'game'],
    unlessWithin: 3,
    denied: 'burdenWeak',
  },
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['burdenWeak', 'iAm'],
    ordered: true,
    span: 2,
    unless: ['load', 'game'],
    unlessWithin: 3,
    denied: 'burdenWeak',
  },
  // Because of them: "sabki life meri wajah se kharab ho rahi hai".
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['becauseOfMe', 'ruined'],
    span: 8,
    unless: ['game'],
  },
  // Not being at all: "kaash main exist hi na karti", "मैं exist नहीं करना चाहता".
  { tier: 'flag', category: 'self-harm', all: ['wish', 'exist', 'doubt'], span: 7 },
  { tier: 'flag', category: 'self-harm', all: ['exist', 'unwilling'], span: 5 },
  // Others without them: "sab khush rahenge mere bina", "nobody would notice if i vanished".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['withoutMe', 'better'],
    span: 8,
    acrossClauses: true,
  },
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['withoutMe', 'nobody'],
    span: 8,
    acrossClauses: true,
  },
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['nobody', 'miss', 'vanish'],
    span: 12,
    acrossClauses: true,
  },
  // Vanishing: "gayab ho jaun hamesha ke liye", "wish i could just disappear".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['vanish', 'forever'],
    span: 14,
    unless: ['aBreak', 'game'],
    unlessWithin: 6,
    notAboutAField: true,
    acrossClauses: true,
  },
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['wish', 'vanish'],
    span: 6,
    unless: ['aBreak', 'game'],
    unlessWithin: 6,
    notAboutAField: true,
  },
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['self', 'vanish'],
    ordered: true,
    span: 6,
    unless: ['aBreak', 'game'],
    unlessWithin: 6,
    notAboutAField: true,
  },
  // Vanishing wished for oneself, in the verb's own form: "kabhi lagta hai gayab ho jaun".
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['vanishMe'],
    span: 6,
    unless: ['aBreak', 'game', 'load', 'place'],
    unlessWithin: 6,
    notAboutAField: true,
  },
  // Sleep and not wake: "so jaun aur kabhi na uthun".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['sleep', 'neverWake'],
    span: 12,
    unless: ['aBreak', 'load'],
    unlessWithin: 6,
    acrossClauses: true,
  },
  // Tired of life: "thak gaya hoon zindagi se", "done with living", "can't keep going".
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['tired', 'life'],
    span: 6,
    unless: ['load', 'game', 'figure'],
    unlessWithin: 4,
  },
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['tired', 'everything'],
    span: 4,
    unless: ['load', 'game', 'figure'],
    unlessWithin: 4,
    notAboutAField: true,
  },
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['giveUp', 'life'],
    span: 8,
    unless: ['game'],
    acrossClauses: true,
  },
  // Parting words: "sorry for everything", "gave away my books, wont need them".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['goodbye', 'forever'],
    span: 10,
    unless: ['game', 'aBreak'],
    acrossClauses: true,
  },
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['goodbye'],
    span: 3,
    unless: ['game', 'aBreak', 'load', 'place'],
    unlessWithin: 10,
    notAboutAField: true,
  },
  // No way out: "koi rasta nahi bacha", "nothing left in my life".
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['trapped'],
    span: 4,
    unless: ['game'],
    unlessWithin: 5,
    notAboutAField: true,
    unlessAcrossClauses: true,
  },
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['trapped', 'life'],
    span: 8,
    unless: ['game'],
  },
  // Never better: "kuch theek nahi hoga", "it is never going to change".
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['neverBetter'],
    span: 4,
    unless: ['game', 'load'],
    unlessWithin: 4,
    notAboutAField: true,
    denied: 'neverBetter',
  },
  {
    tier: 'flag',
    category: 'hopelessness',
    all: ['neverBetter', 'life'],
    span: 6,
    denied: 'neverBetter',
  },
  // Heavy feelings that last: "empty inside every day", "akela feel karta hoon har din".
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['heavy', 'life'],
    span: 6,
    unless: ['game', 'figure'],
    unlessWithin: 4,
  },
  // Little time left: "not for long now", "din gin raha hoon".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['shortTime'],
    span: 5,
    unless: ['aBreak', 'load', 'place', 'game'],
    unlessWithin: 6,
  },
  // Wanting or planning to die, however said: "marne ke tarike dhundhta hoon", "wish i could die".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['wish', 'death'],
    span: 6,
    unless: ['figure', 'game', 'exertion'],
    unlessWithin: 4,
    denied: 'wish',
  },
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['plan', 'death'],
    span: 6,
    unless: ['figure', 'game'],
    unlessWithin: 4,
  },
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['means', 'death'],
    span: 8,
    unless: ['figure', 'game'],
    unlessWithin: 4,
  },
  {
    tier: 'check',
    category: 'self-harm',
    all: ['means', 'wish'],
    span: 6,
    unless: ['figure', 'game', 'exertion', 'aBreak'],
    unlessWithin: 4,
  },
  // Hurting oneself: "hiding my cuts", "compass se hath pe lines".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['selfInjury'],
    span: 5,
    unless: ['game', 'exertion', 'figure'],
    unlessWithin: 4,
    denied: 'selfInjury',
  },
  // Someone who hurts them: "sautela baap dhamki deta hai", "tuition sir touches me".
  {
    tier: 'flag',
    category: 'abuse',
    all: ['abuser', 'harm'],
    span: 8,
    unless: ['game', 'exertion', 'figure'],
    unlessWithin: 4,
    denied: 'harm',
  },
  // Panic that keeps coming back: "dil itna tez dhadakta hai … daily".
  {
    tier: 'flag',
    category: 'severe-anxiety',
    all: ['fear', 'body', 'often'],
    span: 14,
    unless: ['exertion'],
    acrossClauses: true,
  },
  {
    tier: 'check',
    category: 'severe-anxiety',
    all: ['body', 'often'],
    span: 10,
    unless: ['exertion', 'load'],
    unlessWithin: 6,
    acrossClauses: true,
  },
  // Dying said as a future ("fail hua to mar jaunga") is often a figure of speech: ask.
  {
    tier: 'check',
    category: 'self-harm',
    all: ['dieLater'],
    span: 5,
    unless: ['figure', 'game', 'exertion'],
    unlessWithin: 5,
  },
  // Dying, said of oneself as a wish: "mar jaun", "जान दे दूं".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['dieMyself'],
    span: 5,
    unless: ['figure', 'game', 'exertion'],
    unlessWithin: 5,
    denied: 'dieMyself',
  },
  // Not meaning to go on: "not planning to be around", "18 tak rukne ka irada nahi".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['noIntent', 'future'],
    span: 10,
    acrossClauses: true,
    unless: ['place', 'load'],
    unlessWithin: 4,
  },
  { tier: 'flag', category: 'self-harm', all: ['noIntent', 'beAround'], span: 6 },
  // One way out: "theres only one exit", "exit ek hi hai aur wo acha nahi".
  {
    tier: 'check',
    category: 'self-harm',
    all: ['onlyOne', 'exitWord'],
    span: 6,
    unless: ['game', 'load'],
    unlessWithin: 5,
    notAboutAField: true,
  },
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['onlyOne', 'means'],
    span: 12,
    acrossClauses: true,
    unless: ['game'],
  },
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['exitWord', 'means'],
    span: 10,
    acrossClauses: true,
    unless: ['game', 'aBreak'],
  },
  // Secrets an adult asks for: "says dont tell ur parents", "kisi ko bataya to…".
  {
    tier: 'flag',
    category: 'abuse',
    all: ['abuser', 'secret'],
    span: 12,
    acrossClauses: true,
    unless: ['game'],
  },
  {
    tier: 'flag',
    category: 'abuse',
    all: ['abuser', 'harm'],
    span: 14,
    acrossClauses: true,
    unless: ['game', 'exertion', 'figure'],
    unlessWithin: 4,
    denied: 'harm',
  },
  // Sleep that does not end, or pills for it: "neend ki goliyan gin ke rakhi hain".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['means', 'sleep'],
    span: 10,
    acrossClauses: true,
    unless: ['aBreak'],
  },
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['sleep', 'forever'],
    span: 10,
    acrossClauses: true,
    unless: ['aBreak', 'load'],
    unlessWithin: 6,
  },
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['means', 'forever'],
    span: 12,
    acrossClauses: true,
    unless: ['aBreak', 'game'],
  },
  // Not to be at all: "invisible, not only to the eye but from existing".
  {
    tier: 'flag',
    category: 'self-harm',
    all: ['vanish', 'exist'],
    span: 8,
    acrossClauses: true,
    unless: ['game', 'aBreak'],
  },
  {
    tier: 'check',
    category: 'self-harm',
    all: ['wish', 'exist'],
    span: 6,
    unless: ['game', 'load'],
    notAboutAField: true,
  },
  // One strong idea alone, not clear enough to conclude: ask how they have been feeling.
  {
    tier: 'check',
    category: 'self-harm',
    all: ['neverWake'],
    span: 6,
    unless: ['aBreak', 'load', 'game'],
    unlessWithin: 6,
    denied: 'neverWake',
  },
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['withoutMe'],
    span: 6,
    unless: ['aBreak', 'game', 'place'],
    unlessWithin: 6,
  },

  {
    tier: 'check',
    category: 'hopelessness',
    all: ['pointless', 'heavy'],
    span: 10,
    acrossClauses: true,
    unless: ['game'],
    notAboutAField: true,
  },
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['pointless', 'nobody'],
    span: 10,
    acrossClauses: true,
    unless: ['game'],
    notAboutAField: true,
  },
  {
    tier: 'check',
    category: 'hopelessness',
    all: ['tired', 'self'],
    span: 4,
    unless: ['load', 'game', 'figure', 'exertion', 'aBreak'],
    unlessWithin: 6,
    notAboutAField: true,
  },
];
