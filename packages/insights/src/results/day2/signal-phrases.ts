import type { SignalValue } from '../../model/signals.js';

/** Step 2 phrasebook: a few ways to reflect each emotional signal back. */

export const LEVEL_LINES: Readonly<Record<SignalValue<'level'>, readonly string[]>> = {
  tutorial: [
    'You see yourself in the tutorial — still learning the controls. That is exactly where every great player starts.',
    'Tutorial mode means you are collecting skills before the big levels. There is no rush.',
  ],
  maze: [
    'Right now life feels like a maze, with many paths and no map. Mazes are solved one turn at a time.',
    'You are in the maze level: lots of choices, not much certainty. Clarity comes from trying paths, not from waiting.',
  ],
  'boss-fight': [
    'You are in a boss fight — facing something big. Boss fights are hard because they come just before a level-up.',
    'A boss-fight chapter takes courage. The fact that you named it means you are already facing it.',
  ],
  'side-quest': [
    'It feels like a side quest right now — busy, but not the main story. Side quests often hand you the tool the main story needs.',
    'You are on a side quest. Use it: every skill you pick up here can be carried into your main story.',
  ],
  'level-up': [
    'You can feel yourself levelling up. Notice what is working and keep doing more of it.',
    'Level-up mode! You are getting stronger, and that momentum is worth protecting.',
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
