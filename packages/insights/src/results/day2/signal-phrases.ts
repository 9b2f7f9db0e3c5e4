import type { SignalValue } from '../../model/signals.js';
import type { Phrase } from '../../text/context.js';

/** Step 2 phrasebook: a few ways to reflect each emotional signal back. */

/** The opening of the emotional map: their chosen game level, said back to them. */
export const LEVEL_LINES: Readonly<Record<SignalValue<'level'>, readonly Phrase[]>> = {
  tutorial: [
    (c) =>
      `${c.first}, you see yourself in the tutorial — still learning the controls. That is exactly where every great player starts.`,
    () => 'Tutorial mode means you are collecting skills before the big levels. There is no rush.',
    (c) =>
      `Still in the tutorial, ${c.first}? Good: this is the level where mistakes cost nothing, so try as much as you can.`,
  ],
  maze: [
    (c) =>
      `Right now life feels like a maze to you, ${c.first}, with many paths and no map. Mazes are solved one turn at a time.`,
    () =>
      'You are in the maze level: lots of choices, not much certainty. Clarity comes from trying paths, not from waiting.',
    (c) =>
      `${c.first}, you picked the maze. Nobody sees the whole maze from inside — you only need the next turn, and this map can help with that.`,
  ],
  'boss-fight': [
    (c) =>
      `You are in a boss fight, ${c.first} — facing something big. Boss fights are hard because they come just before a level-up.`,
    () =>
      'A boss-fight chapter takes courage. The fact that you named it means you are already facing it.',
    (c) =>
      `${c.first}, you called this chapter a boss fight. Even the best players study the boss, rest, and try again — that is allowed here too.`,
  ],
  'side-quest': [
    (c) =>
      `It feels like a side quest right now, ${c.first} — busy, but not the main story. Side quests often hand you the tool the main story needs.`,
    () =>
      'You are on a side quest. Use it: every skill you pick up here can be carried into your main story.',
    (c) =>
      `${c.first}, a side quest is still part of the game. Notice what you are learning on it — it may matter more later than you think.`,
  ],
  'level-up': [
    (c) =>
      `You can feel yourself levelling up, ${c.first}. Notice what is working and keep doing more of it.`,
    () => 'Level-up mode! You are getting stronger, and that momentum is worth protecting.',
    (c) =>
      `${c.first}, you are in level-up mode. Write down what changed for you recently, so you can repeat it when things get slow.`,
  ],
};

export const SELF_TALK_LINES: Readonly<Record<SignalValue<'selfTalk'>, readonly string[]>> = {
  'self-doubt': [
    'The thought “What if I am not good enough?” visits you often. It is a thought, not a verdict.',
    'Self-doubt whispers in the background. It usually gets loudest just before you grow.',
  ],
  'prove-yourself': [
    'You often feel you have to prove yourself. You are allowed to be enough before you achieve anything.',
    'The need to prove yourself can be fuel — as long as it is not the only fuel.',
  ],
  comparison: [
    'You worry that everyone is ahead of you. Remember: you are seeing their highlights and your behind-the-scenes.',
    'Comparison tells you that you are late. There is no single clock for a life.',
  ],
  growth: [
    'Your background voice says “I can figure this out.” That growth mindset is a real superpower.',
    'You already talk to yourself like a coach: keep going, figure it out. Protect that voice.',
  ],
  judgement: [
    '“What will people think?” plays in your mind. Most people are too busy with their own worries to judge you as hard as you fear.',
    'You care about what others think — a sign of sensitivity. Just make sure your own opinion gets a vote too.',
  ],
};

export const ENEMY_LINES: Readonly<Record<SignalValue<'enemy'>, readonly string[]>> = {
  distraction: [
    'Laziness and distractions are the enemy you chose. They are rarely about laziness — usually the task feels too big or too unclear. Shrink it until it is easy to start.',
    'You named distractions as your enemy. Design your space so the right choice is the easy one: phone in another room, one small task at a time.',
  ],
  'self-doubt': [
    'Self-doubt is the enemy you named. Doubt is loud but often wrong — collect evidence of what you have already done.',
    'You picked self-doubt. Treat it like a nervous friend: listen, thank it, and go ahead anyway.',
  ],
  judgement: [
    'Fear of judgement is the enemy you named. The people who matter will respect you for trying, not laugh at you for learning.',
    'You chose fear of judgement. Every expert was once a beginner that someone could have laughed at.',
  ],
  perfectionism: [
    'Pressure to be perfect is your enemy. Done and improving beats perfect and waiting, every time.',
    'You named perfectionism. Try “good enough for now” — you can always polish later.',
  ],
  indecision: [
    'Confusion and indecision hold you back. Small experiments beat big decisions: try something for two weeks, then decide.',
    'You picked indecision. You do not need the perfect choice — just a good next step.',
  ],
};

export const HURT_LINES: Readonly<Record<SignalValue<'hurt'>, string>> = {
  competence: 'that you are not smart enough',
  worth: 'that you will never amount to anything',
  belonging: 'that nobody really cares about you',
  originality: 'that nothing you make is original',
  persistence: 'that you always give up halfway',
};

/** What the words that would hurt most show they care about. */
export const HURT_VALUES: Readonly<Record<SignalValue<'hurt'>, string>> = {
  competence: 'using your mind well',
  worth: 'making something of your life',
  belonging: 'being close to the people around you',
  originality: 'making things that are truly yours',
  persistence: 'seeing things through',
};

/** The sentence about the words that would hurt most. */
export const HURT_SENTENCES: readonly ((hurt: SignalValue<'hurt'>) => string)[] = [
  (hurt) =>
    `It would sting most to hear ${HURT_LINES[hurt]} — which shows what you value in yourself.`,
  (hurt) =>
    `Hearing ${HURT_LINES[hurt]} would hurt you most, because ${HURT_VALUES[hurt]} matters so much to you.`,
  (hurt) =>
    `Of all the things someone could say, the one that would hurt most is ${HURT_LINES[hurt]}. Words only cut that deep when they touch what we care about — for you, ${HURT_VALUES[hurt]}.`,
];

/** Their own way out of a spiral, said back (`words` is their quoted answer). */
export const SPIRAL_SENTENCES: readonly ((words: string) => string)[] = [
  (words) => `You already have a tool against it: ${words}. Use it on purpose.`,
  (words) =>
    `When thoughts spiral, your move is this: ${words}. That is your reset button — keep it close.`,
  (words) =>
    `You told us what stops a spiral for you: ${words}. Try it early next time, before the thoughts get loud.`,
  (words) =>
    `Your own way out, in your words: ${words}. Write it somewhere you will see it on a bad day.`,
  (words) =>
    `Against that voice you already know a move: ${words}. The more often you use it, the faster it works.`,
  (words) =>
    `When your thoughts start to spiral, reach early for the move you already know works: ${words}.`,
  (words) =>
    `The next time that voice gets loud, try your own reset first — ${words} — before the thought has time to grow.`,
];

export const DRIVE_LINES: Readonly<Record<SignalValue<'drive'>, readonly string[]>> = {
  growth: [
    'Growth drives you: learning something new and getting better at it.',
    'You are powered by progress — the feeling of being better today than yesterday.',
  ],
  family: [
    'Making your family proud gets you moving. That love is a strong engine — make sure your own dreams ride along too.',
    'Your family is your why. Their pride matters to you deeply.',
  ],
  impact: [
    'You are driven by impact — helping people and making a real difference.',
    'Making a difference in someone’s life is what gives you energy.',
  ],
  freedom: [
    'Freedom drives you: earning well and living life your own way.',
    'You want independence — money and choices that let you live on your terms.',
  ],
  creation: [
    'Creating something that is truly yours is what gets you out of bed.',
    'You are driven by making: ideas, things and work with your name on them.',
  ],
};

export const STRESS_LINES: Readonly<Record<SignalValue<'stress'>, readonly string[]>> = {
  plan: [
    'Under pressure you make a plan and take it piece by piece — a calm, effective habit.',
    'When it gets hard, you break it down. That is what professionals do.',
  ],
  'reach-out': [
    'When life gets hard you reach out to someone you trust. Asking for support is a strength, not a weakness.',
    'You lean on people when it is tough — and that connection keeps you going.',
  ],
  distract: [
    'When it gets hard you sometimes reach for distractions first. A short break is fine; set a timer and come back to one small step.',
    'Your first reflex under stress is distraction. Try swapping ten minutes of scrolling for ten minutes of the smallest task.',
  ],
  push: [
    'Under pressure you push harder and work late. Determination is your gift — rest is what keeps it sustainable.',
    'You fight through difficulty with effort. Just remember that recovery is part of the work.',
  ],
  withdraw: [
    'When it gets hard you go quiet and reset alone. Solitude can be healing — just do not disappear for too long.',
    'You need quiet time to reset. That is self-knowledge; let one trusted person know when you are in that mode.',
  ],
};

export const SEEN_AS_LINES: Readonly<Record<SignalValue<'seenAs'>, string>> = {
  potential: 'potential',
  kindness: 'kindness',
  creativity: 'creativity',
  intelligence: 'intelligence',
  leadership: 'leadership',
};

/** What to do with what others see first: three thoughts per quality, and two for any. */
const SEEN_AS_NEXT: Readonly<Record<SignalValue<'seenAs'>, readonly string[]>> = {
  potential: [
    'Potential is a promise — every small thing you finish turns a bit of it into proof.',
    'People who see potential in you are betting on your future; give them something to point at.',
    'Potential grows when you test it — try one thing this month that stretches you.',
  ],
  kindness: [
    'Kindness is rarer than talent, and every team notices it.',
    'Keep it — and remember to be just as kind to yourself.',
    'Kind people make every place they work in better, and people remember them for it.',
  ],
  creativity: [
    'Keep feeding it: make something small every week, even if nobody sees it.',
    'People remember the one who brings a new idea to the table.',
    'Let people see your rough ideas too — creativity grows faster when it is shared.',
  ],
  intelligence: [
    'A sharp mind opens doors; curiosity and effort keep them open.',
    'People trust your thinking — let them see your effort and kindness too.',
    'Use it to help others understand, not just to be right; that is when people follow you.',
  ],
  leadership: [
    'People follow someone who listens first; keep doing both.',
    'Leadership grows in small jobs first — a project, a club, a team at home.',
    'The best leaders make others feel strong; keep that in mind as you grow.',
  ],
};

const SEEN_AS_ANY = [
  'They are probably right — and there is more underneath.',
  'That first impression is a door — your other strengths walk through it.',
];

/** A thought on what others see first in them. */
export function seenAsNext(seenAs: SignalValue<'seenAs'>): readonly string[] {
  return [...SEEN_AS_NEXT[seenAs], ...SEEN_AS_ANY];
}

/** What they wish someone had told them earlier, said back (`words` is their quoted answer). */
export const WISH_SENTENCES: readonly ((words: string) => string)[] = [
  (words) =>
    `You wish someone had told you: ${words}. Consider this your reminder — and pass it on one day.`,
  (words) => `${words} — you needed to hear that earlier. Hear it now, from yourself.`,
  (words) =>
    `What you wish you had heard sooner: ${words}. One day a younger student will need those same words from you.`,
  (words) =>
    `You wish someone had said this to you earlier: ${words}. Read it again — it is just as true for you today.`,
  (words) =>
    `Nobody told you ${words} when you needed it. Now you know it, and you can be the one who says it to someone else.`,
  (words) => `You wish someone had told you ${words}, so let this page be the one that does.`,
  (words) =>
    `The words you needed earlier — ${words} — are worth keeping where you can see them on a hard day.`,
];

/** A message from five years ahead (`proud` is their quoted answer). */
export const FUTURE_SENTENCES: readonly ((first: string, proud: string) => string)[] = [
  (first, proud) =>
    `Dear ${first}, five years from now you want to say: ${proud}. I am writing to tell you it started with the choices you are making this week.`,
  (first, proud) =>
    `A note from five years ahead, ${first}: ${proud}. It did not happen overnight — it happened one ordinary day at a time.`,
  (first, proud) =>
    `${first}, your future self is proud of this: ${proud} — so picture it clearly, then do one small thing today that points that way.`,
  (first, proud) =>
    `Five years on, ${first}, you want to look back and say: ${proud}. Write it at the top of a page, and under it one thing you can do this month.`,
  (first, proud) =>
    `${first}, hold on to this picture: ${proud}. Big goals are reached in small steps — choose the first one and give it a date.`,
  (first, proud) =>
    `Dear ${first}, when you can finally say ${proud}, you will remember that it began with small steps this year.`,
  (first, proud) =>
    `${first}, the you of five years from now wants to say ${proud}, and every small step you take this month brings that day closer.`,
];

/** The future card when they did not say what they want to be proud of. */
export const FUTURE_PLAIN: readonly ((first: string) => string)[] = [
  (first) =>
    `Dear ${first}, the future you is proud of the small, brave steps you take now. Keep taking them.`,
  (first) =>
    `Dear ${first}, you do not need a perfect plan to make your future self proud — just the next honest step, and then the one after.`,
  (first) =>
    `${first}, five years is long enough for big changes. What you try this year is where they begin.`,
];

/** A closing quote for the voice in their head (Step 2's self-talk): three each. */
const SELF_TALK_QUOTES: Readonly<
  Record<SignalValue<'selfTalk'>, readonly ((first: string) => string)[]>
> = {
  'self-doubt': [
    (first) => `“Doubt is a feeling, not a fact.” Let your actions answer it, ${first}.`,
    (first) =>
      `“You do not have to feel ready to begin.” Most people who did great things did not, ${first}.`,
    (first) =>
      `“The way you talk to yourself shapes the way you walk.” Talk to yourself kindly, ${first}.`,
  ],
  'prove-yourself': [
    (first) =>
      `“You are enough before you achieve anything.” Achieve things anyway, ${first} — but for yourself.`,
    (first) =>
      `“The only person you need to beat is who you were yesterday.” That is a race you can win, ${first}.`,
    (first) =>
      `“You are allowed to be a work in progress and a masterpiece at the same time.” That is you, ${first}.`,
  ],
  comparison: [
    (first) => `“Run your own race.” Nobody else is on your track, ${first}.`,
    (first) =>
      `“Comparison steals joy.” Measure yourself against last month's ${first}, not against anyone else.`,
    (first) => `“Flowers do not all bloom in the same month.” Your season will come, ${first}.`,
  ],
  growth: [
    (first) =>
      `“I can figure this out.” Keep that sentence close, ${first} — it will take you further than talent.`,
    (first) =>
      `“Not yet” is different from “never”. You already know that, ${first}; keep living by it.`,
    (first) =>
      `“Small steps, taken often, become a path.” ${first}, your path starts with the next one.`,
  ],
  judgement: [
    (first) =>
      `“What people think of you is their business; what you do next is yours.” Choose your next step, ${first}.`,
    (first) =>
      `“Most people are too busy with their own worries to judge you.” So go ahead and try, ${first}.`,
    (first) =>
      `“Your feelings are information, not instructions.” Listen to them, ${first}, and then choose for yourself.`,
  ],
};

/** The general closing quotes of the emotional map. */
const CLOSING_QUOTES: readonly ((first: string) => string)[] = [
  (first) =>
    `“Your feelings are information, not instructions.” Keep listening to them, ${first} — and keep choosing your next step.`,
  (first) =>
    `“You are allowed to be a work in progress and a masterpiece at the same time.” That is you, ${first}.`,
  (first) =>
    `“Small steps, taken often, become a path.” ${first}, your path starts with the next one.`,
  (first) =>
    `“Knowing yourself is the start of every good choice.” ${first}, you have taken that step today.`,
  (first) =>
    `“Be gentle with yourself; you are still growing.” Come back to this map whenever you need it, ${first}.`,
];

/**
 * The closing quotes to choose from: those for their self-talk, else (and always when they may
 * be struggling) the general, gentler ones.
 */
export function closingQuotes(
  selfTalk: SignalValue<'selfTalk'> | null,
  support: boolean,
): readonly ((first: string) => string)[] {
  return selfTalk && !support ? SELF_TALK_QUOTES[selfTalk] : CLOSING_QUOTES;
}
