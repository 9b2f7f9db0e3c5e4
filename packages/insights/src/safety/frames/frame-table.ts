import type { Frame } from './frame-types.js';
import { HARM_FRAMES } from './frame-table-harm.js';

export type { Frame, FrameTier } from './frame-types.js';

/** Hopelessness: not being there later, no point, a burden, vanishing, tired of life, trapped. */
const HOPELESSNESS_FRAMES: readonly Frame[] = [
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
];

export const FRAMES: readonly Frame[] = [...HOPELESSNESS_FRAMES, ...HARM_FRAMES];
