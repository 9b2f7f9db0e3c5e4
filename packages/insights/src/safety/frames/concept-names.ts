/**
 * The ideas hopelessness is said with, whatever the words (issue 34): each language folder gives
 * its own words for every one of them, and the frames (`frames.ts`) compose them.
 */
export const CONCEPT_NAMES = [
  /** The person themself: I, me, my; main, mujhe; मैं, मुझे. */
  'self',
  /** Time ahead: future, in 5 years, by then; aage, tab tak; भविष्य, तब तक. */
  'future',
  /** The person still being there: be around, be here, still exist; rahunga; रहूंगा. */
  'beAround',
  /** Being alive: alive, zinda, जिंदा. */
  'alive',
  /** Not, or not knowing whether: not, do not know if, doubt; pata nahi, ya nahi; पता नहीं. */
  'doubt',
  /** A future denied outright: no future, no tomorrow; koi future nahi; मेरा कोई कल नहीं. */
  'noFuture',
  /** Without point: no point, pointless, why bother; koi matlab nahi, bekaar; क्या फायदा. */
  'pointless',
  /** Life itself: life, living, existing; zindagi, jeena; जिंदगी, जीना. */
  'life',
  /** Everything, all of it: everything, it all; sab kuch; सब कुछ. */
  'everything',
  /** A burden, whatever the sentence: burden, dead weight; bojh, nalayak; बोझ. */
  'burden',
  /** Words that make a burden only when the person is it: a problem, a waste; musibat; मुसीबत. */
  'burdenWeak',
  /** Others without the person: without me, if i was gone; mere bina; मेरे बिना. */
  'withoutMe',
  /** Better, happier, easier: better, relieved; khush, aasan; खुश, आसान. */
  'better',
  /** Nobody: nobody, no one; koi nahi, kisi ko; किसी को. */
  'nobody',
  /** Missing or caring: miss, notice, care; farak, yaad; फर्क, याद. */
  'miss',
  /** Vanishing: disappear, vanish; gayab, mit jaun; गायब, मिट जाऊं. */
  'vanish',
  /** Vanishing said of oneself, as a wish: gayab ho jaun, mit jaun; गायब हो जाऊं. */
  'vanishMe',
  /** For good: forever, never come back; hamesha ke liye; हमेशा के लिए. */
  'forever',
  /** Wanting: want, wish, feel like; chahta, mann karta; चाहता, मन करता. */
  'wish',
  /** Sleeping: sleep; so jaun, neend; सो जाऊं, नींद. */
  'sleep',
  /** Not waking: never wake up; na uthun; न उठूं. */
  'neverWake',
  /** Worn out: tired, sick of, fed up; thak gaya; थक गया. */
  'tired',
  /** Giving up: give up, lost; haar gaya; हार गया. */
  'giveUp',
  /** Parting: goodbye, last letter, sorry for everything; alvida; अलविदा. */
  'goodbye',
  /** No way out: trapped, no escape; koi rasta nahi; कोई रास्ता नहीं. */
  'trapped',
  /** Never better: never get better, nothing will change; kabhi theek nahi; कभी ठीक नहीं. */
  'neverBetter',
  /** Heavy feelings that call for a question, not a conclusion: empty, numb; khaali; खालीपन. */
  'heavy',
  /** A denial before an idea: not, never, no longer; nahi; नहीं. */
  'denial',
  /** Screens, trips and breaks, where disappearing is a rest: instagram, a trek; kuch din. */
  'aBreak',
  /** Games, mazes and traffic, where there is no way out or a life is lost. */
  'game',
  /** Work and things that weigh: homework, bag, syllabus; padhai, kaam; पढ़ाई. */
  'load',
  /** Places one may not be in: India, abroad, this city, hostel, home town; ghar, sheher. */
  'place',
  /** Figures of speech around "dying" and "dead": dead tired, dying to; hasi se. */
  'figure',
  /** Helping others with it: awareness, prevention, help people; logon ki madad; मदद. */
  'others',
  /** Not wanting: do not want, nahi chahta, नहीं चाहता (for life itself). */
  'unwilling',
  /** Being, existing at all: exist, my being; mera hona; मेरा होना. */
  'exist',
  /** The first person said by the verb, as Hindi does: hoon; हूं; "i am". */
  'iAm',
  /** Because of the person: because of me, my fault; meri wajah se; मेरी वजह से. */
  'becauseOfMe',
  /** Spoilt or suffering: ruined, suffer; kharab, pareshan; खराब, परेशान. */
  'ruined',
  /** Picturing oneself: imagine, picture, see myself; soch; कल्पना. */
  'picture',
  /** Little time left: not for long, counting days; zyada din nahi; कुछ ही दिन. */
  'shortTime',
  /** Dying: die, death; marna, maut; मरना, मौत. */
  'death',
  /** The means of self-harm: pills, rope, blade, poison, a height, a train, water. */
  'means',
  /** Hurting oneself: my cuts, scars, bang my head; hath pe lines; नस काट. */
  'selfInjury',
  /** Planning or looking for a way: plan, ways, how to, thinking of; tarike; तरीके. */
  'plan',
  /** People who may hurt a young person: parents, step-parents, relatives, teachers, wardens. */
  'abuser',
  /** What they do: beat, slap, belt, lock in, threaten, touch, force; maar, peet; मार, धमकी. */
  'harm',
  /** Fear and panic: scared, panic, anxiety; dar, ghabrahat; डर, घबराहट. */
  'fear',
  /** The body in panic: heart racing, can't breathe, shaking, vomiting, fainting. */
  'body',
  /** How often: every night, daily, for weeks; roz, har raat; हर रात, दिन से. */
  'often',
  /** Exercise and illness, where the body races for a reason: running, match, fever, asthma. */
  'exertion',
  /** Dying said in the first person: i will die; mar jaungi, jaan de dungi; मर जाऊं. */
  'dieMyself',
  /** Dying said as a future: mar jaunga, jaan de dungi; मर जाऊंगा. */
  'dieLater',
  /** Not meaning to go on: not planning to, no intention; irada nahi; इरादा नहीं. */
  'noIntent',
  /** Only one: only one, just one, one door; ek hi, wahi ek; एक ही, सिर्फ एक. */
  'onlyOne',
  /** A way out: exit, way, door, key, answer; raasta, hal; रास्ता, हल. */
  'exitWord',
  /** Secrecy around an adult: don't tell, mat batana, किसी को बताया तो. */
  'secret',
  /** Getting better since: now I'm fine, it passes; ab theek; अब अच्छा लगता. */
  'recovery',
  /** Never having thought or felt it: never felt, never thought; kabhi nahi laga; कभी नहीं सोचा. */
  'neverThought',
  /** A time that has passed: used to, earlier, last year; pehle, pichle saal; पहले. */
  'past',
  /** The present, set against the past: now, these days; ab, aajkal; अब, आजकल. */
  'now',
  /** Being well: fine, good, happy; theek, accha, khush; ठीक, अच्छा, खुश. */
  'wellNow',
] as const;

export type ConceptName = (typeof CONCEPT_NAMES)[number];

/** A language's words for every concept. */
export type ConceptWords = Readonly<Record<ConceptName, readonly string[]>>;
