import type { RiasecLetter } from '../../model/dimensions.js';
import type { Phrase } from '../../text/context.js';

export interface InterestPhrases {
  strengths: readonly string[];
  talents: readonly string[];
  /** What a friend might say about them. */
  others: readonly Phrase[];
  /** The first insight card: what this interest says about them. */
  insight: readonly Phrase[];
}

/** Phrasebook per RIASEC area. */
export const INTEREST_PHRASES: Readonly<Record<RiasecLetter, InterestPhrases>> = {
  R: {
    strengths: [
      'Turning ideas into something real you can touch and use',
      'Staying practical when others only talk',
      'Understanding how tools, machines and materials behave',
    ],
    talents: [
      'You learn a machine or tool faster than most people learn its manual',
      'You can see how to fix something just by watching it fail once',
      'You can picture how a thing fits together before you have built it',
      'You stay patient with fiddly, practical jobs that others give up on',
    ],
    others: [
      (c) => `“If something breaks, we just hand it to ${c.first}.”`,
      (c) => `“${c.first} doesn't just talk about plans — ${c.first} actually builds them.”`,
      () => '“Calm, practical and always ready to get their hands dirty.”',
      (c) => `“Give ${c.first} the tools and step back — the job will get done.”`,
      () => '“Less talk, more doing — that is how they are.”',
    ],
    insight: [
      (c) =>
        `${c.first}, you think best with your hands. Where others stop at the idea, you want to build it, test it and see it work.`,
      (c) =>
        `You trust what you can try for yourself, ${c.first}. Real tools, real materials and real results give you energy.`,
    ],
  },
  I: {
    strengths: [
      'Asking the question behind the question',
      'Staying with a hard problem until it makes sense',
      'Spotting patterns and connections in information',
    ],
    talents: [
      'You can teach yourself almost anything from scratch',
      'You notice when an explanation does not quite add up',
      'You can stay with one question long after others have moved on',
      'You connect ideas from different subjects in ways that surprise people',
    ],
    others: [
      (c) => `“Ask ${c.first} — ${c.first} will have read about it already.”`,
      () => '“Quiet in the room, but the sharpest question always comes from them.”',
      (c) => `“${c.first} won't accept an answer without knowing why.”`,
      (c) => `“When the homework makes no sense, ${c.first} is the one who works it out.”`,
      () => '“They notice things in a problem that the rest of us walk past.”',
    ],
    insight: [
      (c) =>
        `${c.first}, your mind is a detective. You are happiest when you are figuring out how something really works.`,
      (c) =>
        `Curiosity is your engine, ${c.first}. A good puzzle or an unanswered “why” can hold your attention for hours.`,
    ],
  },
  A: {
    strengths: [
      'Imagining what does not exist yet',
      'Expressing feelings and ideas in your own style',
      'Making things look, sound and feel better',
    ],
    talents: [
      'You can read the mood of a room and turn it into something creative',
      'You find a fresh angle on ideas others think are finished',
      'You notice colours, sounds and words that others miss',
      'You can make an ordinary thing look or sound special',
    ],
    others: [
      (c) => `“${c.first} sees colours and stories where the rest of us see nothing.”`,
      (c) => `“Whatever ${c.first} touches ends up looking better.”`,
      () => '“Their ideas always come from somewhere unexpected.”',
      (c) => `“Ask ${c.first} for an idea and you get five.”`,
      () => '“They make even a school project look like their own.”',
    ],
    insight: [
      (c) =>
        `${c.first}, you are a creator at heart. You need room to imagine, and you light up when your ideas take shape.`,
      (c) =>
        `Your originality is your signature, ${c.first}. You would rather make something new than copy something safe.`,
    ],
  },
  S: {
    strengths: [
      'Making people feel heard and understood',
      'Explaining things with patience and warmth',
      'Bringing a group together',
    ],
    talents: [
      'People open up to you without quite knowing why',
      'You sense when someone is struggling before they say a word',
      'You can calm a tense group without anyone noticing you did it',
      'You explain hard things so simply that people finally get them',
    ],
    others: [
      (c) => `“When I'm low, ${c.first} is the first person I call.”`,
      (c) => `“${c.first} makes everyone feel like they belong.”`,
      () => '“They explain things so patiently — it finally makes sense.”',
      (c) => `“${c.first} always remembers to ask how you are doing.”`,
      () => '“With them around, nobody sits alone.”',
    ],
    insight: [
      (c) =>
        `${c.first}, people are your purpose. Helping, teaching or simply listening gives you more energy than any trophy.`,
      (c) =>
        `You notice people, ${c.first} — how they feel, what they need, where they are stuck — and you want to help.`,
    ],
  },
  E: {
    strengths: [
      'Taking the lead when a group is stuck',
      'Convincing people to believe in an idea',
      'Spotting opportunities and acting on them fast',
    ],
    talents: [
      'You can sell an idea before it is even finished',
      'You make decisions quickly when others freeze',
      'You can get people excited about a plan in a few minutes',
      'You spot a chance to earn, win or grow where others see nothing',
    ],
    others: [
      (c) => `“If ${c.first} is in charge, it will get done.”`,
      (c) => `“${c.first} could talk anyone into a good idea.”`,
      () => '“Full of plans — and somehow they actually happen.”',
      (c) => `“Put ${c.first} in front of a crowd and watch them listen.”`,
      () => '“They never wait for permission to make things better.”',
    ],
    insight: [
      (c) =>
        `${c.first}, you are a natural mover. You like setting goals, rallying people and seeing your plans turn into results.`,
      (c) =>
        `Ambition suits you, ${c.first}. You see a chance where others see a risk, and you want to be the one who acts.`,
    ],
  },
  C: {
    strengths: [
      'Bringing order to messy information',
      'Getting the details right the first time',
      'Following through on every commitment',
    ],
    talents: [
      'You spot the one wrong number in a page full of right ones',
      'You can turn chaos into a clear checklist in minutes',
      'You remember where everything is, even in a messy room',
      'You can keep track of many small tasks without dropping one',
    ],
    others: [
      (c) => `“Give it to ${c.first} — it'll be done properly and on time.”`,
      (c) => `“${c.first} remembers every deadline the rest of us forget.”`,
      () => '“Reliable, organised and quietly brilliant with details.”',
      (c) => `“If you want it done right, ask ${c.first}.”`,
      () => '“Their notes are the ones the whole class borrows.”',
    ],
    insight: [
      (c) =>
        `${c.first}, you are the one who makes things work. Structure, accuracy and a clear plan help you do your best.`,
      (c) =>
        `You bring calm to chaos, ${c.first}. When everything is organised and correct, you feel proud — and others feel safe.`,
    ],
  },
};
