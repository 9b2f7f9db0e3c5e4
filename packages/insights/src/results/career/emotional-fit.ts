import type { Locale } from '@acp/shared';
import type { WorkStyle } from '../../model/knowledge.js';
import type { EmotionalSignals } from '../../model/signals.js';
import type { CareerMatch } from '../../match/career-match.js';
import type { TraitProfile } from '../../profile/profile-types.js';
import { DEMANDS_HI, OPENERS_HI } from './emotional-fit.hi.js';

/**
 * "Emotional fit" on a career card: what the work asks of a person's feelings day to day (from
 * the occupation's own O*NET work styles), then what that means for this person (from their Step 2
 * answers). Each of the three cards names a different demand where the careers allow it, so the
 * three texts differ by career and not only by wording.
 */

/** The work styles that say something about the feel of the work, most telling first. */
const DEMAND_ORDER = [
  'Stress Tolerance',
  'Concern for Others',
  'Self-Control',
  'Independence',
  'Social Orientation',
  'Adaptability/Flexibility',
  'Persistence',
  'Innovation',
  'Leadership',
  'Cooperation',
  'Initiative',
  'Achievement/Effort',
  'Attention to Detail',
  'Dependability',
] as const satisfies readonly WorkStyle[];

export type Demand = (typeof DEMAND_ORDER)[number];

/** What a person's Step 2 answers let us say; null signals fall back to a general line. */
export type PersonLine = (signals: EmotionalSignals) => string | null;

export interface DemandText {
  /** Finishes "Day to day, …" or "In this work, …": a fact about the work. */
  work: string;
  /** What it means for this person, when their answers say something about it. */
  person: PersonLine;
  /** Said when their answers say nothing relevant (or must not be used). */
  general: string;
}

const DEMANDS: Readonly<Record<Demand, DemandText>> = {
  'Stress Tolerance': {
    work: 'there is real pressure: deadlines, and moments when a lot depends on you',
    person: ({ stress }) =>
      stress &&
      {
        plan: 'Your habit of making a plan when things get hard is exactly what helps here.',
        'reach-out':
          'You talk things through when it gets hard, and a good colleague to talk to will carry you through those days.',
        distract:
          'A short break helps you reset, and on busy days planning ahead will help even more.',
        push: 'You tend to push through hard moments, which helps here, as long as you rest too.',
        withdraw:
          'When things get hard you tend to pull back, so look for a team where asking for help early is normal.',
      }[stress],
    general: 'A few calm-down habits, learnt early, make this kind of pressure much lighter.',
  },
  'Concern for Others': {
    work: 'you look after other people and carry some of their worries',
    person: ({ seenAs, drive }) =>
      seenAs === 'kindness'
        ? 'People already notice your kindness first, and here it is part of the job.'
        : drive === 'impact'
          ? 'You want to make a real difference, and here you see it in people’s faces.'
          : drive === 'family'
            ? 'Caring for people is work your family can be proud of.'
            : null,
    general: 'It suits someone who cares, and it also asks you to look after yourself.',
  },
  'Self-Control': {
    work: 'you stay calm and polite even when others are upset or rude',
    person: ({ stress, enemy }) =>
      stress === 'plan'
        ? 'You already stop and plan when things get hard, which is the calm this needs.'
        : enemy === 'judgement'
          ? 'Other people’s opinions weigh on you, so this calm is a skill worth practising early.'
          : stress === 'push'
            ? 'You push on through hard moments, and here that means keeping your cool as well.'
            : null,
    general: 'Staying steady under someone else’s bad mood is a skill that grows with practice.',
  },
  Independence: {
    work: 'much of it is done on your own, deciding for yourself what comes next',
    person: ({ drive, stress }) =>
      drive === 'freedom'
        ? 'That suits your wish to live and work your own way.'
        : stress === 'reach-out'
          ? 'You like talking things through, so keep friends or a mentor close to lean on.'
          : drive === 'creation'
            ? 'That gives you room to build something that is really yours.'
            : null,
    general: 'It suits someone who can keep themselves going without being told.',
  },
  'Social Orientation': {
    work: 'you spend your time with people, talking and listening',
    person: ({ stress, seenAs }) =>
      stress === 'reach-out' || seenAs === 'kindness'
        ? 'You draw strength from people, so these days can leave you with energy rather than without it.'
        : stress === 'withdraw'
          ? 'You need quiet time to recover, so plan a little of it into each day.'
          : null,
    general:
      'If people give you energy, these days will feel good; if they tire you, plan quiet breaks.',
  },
  'Adaptability/Flexibility': {
    work: 'plans change often and you adjust quickly',
    person: ({ enemy, level }) =>
      enemy === 'perfectionism'
        ? 'You like things just right, so this work will teach you that good enough on time is often better.'
        : level === 'maze' || enemy === 'indecision'
          ? 'You feel a bit lost right now, and work that keeps changing can help you find your way by doing.'
          : level === 'level-up'
            ? 'You are ready for your next level, and change is where people grow fastest.'
            : null,
    general: 'Being easy with change is a skill that grows with every surprise you handle.',
  },
  Persistence: {
    work: 'results take time and you keep going when progress is slow',
    person: ({ enemy, hurt }) =>
      enemy === 'distraction'
        ? 'Distraction is the enemy you named, so small daily goals will keep you moving.'
        : hurt === 'persistence'
          ? 'You care about finishing what you start, and this work rewards exactly that.'
          : enemy === 'self-doubt'
            ? 'On slow days self-doubt may speak up; look back at how far you have come.'
            : null,
    general: 'Small steps every day add up to more here than bursts of effort.',
  },
  Innovation: {
    work: 'you are expected to come up with new ideas, not only follow old ones',
    person: ({ drive, seenAs }) =>
      drive === 'creation'
        ? 'You want to create something of your own, and here ideas are the work itself.'
        : seenAs === 'creativity'
          ? 'People see your creativity first, and this work puts it to use.'
          : null,
    general: 'Ideas here count most when you test them, so try things out and learn from them.',
  },
  Leadership: {
    work: 'you take charge, decide, and help a group move together',
    person: ({ seenAs, selfTalk }) =>
      seenAs === 'leadership'
        ? 'People already see a leader in you, and this work gives that room to grow.'
        : selfTalk === 'self-doubt'
          ? 'A doubting voice may say you are not a leader; leading is learnt, one small team at a time.'
          : null,
    general: 'Leading is learnt, often first in a club, a project or a class group.',
  },
  Cooperation: {
    work: 'you work closely with a team and share both the work and the credit',
    person: ({ stress, hurt }) =>
      stress === 'reach-out'
        ? 'You already turn to others when things are hard, and a team gives you that every day.'
        : stress === 'withdraw'
          ? 'Speaking up in a team may stretch you at first, and it is a skill you can learn.'
          : hurt === 'belonging'
            ? 'Belonging matters to you, and a good team gives you a place in it.'
            : null,
    general: 'Being good to work with matters as much here as being good at the work.',
  },
  Initiative: {
    work: 'you spot what needs doing and start it without waiting to be asked',
    person: ({ level, enemy }) =>
      level === 'level-up'
        ? 'You feel ready for your next level, and this work rewards people who move first.'
        : enemy === 'indecision'
          ? 'Choosing can be hard for you, so practise taking one small step without waiting.'
          : null,
    general: 'Starting small things on your own now is the best practice for it.',
  },
  'Achievement/Effort': {
    work: 'you set yourself hard goals and work to reach them',
    person: ({ selfTalk, drive }) =>
      selfTalk === 'prove-yourself'
        ? 'You like to prove what you can do, and this work gives you clear goals to do it.'
        : drive === 'growth'
          ? 'You want to keep learning and growing, and each goal reached here shows you how far you have come.'
          : null,
    general: 'Effort shows clearly here, which keeps many people going.',
  },
  'Attention to Detail': {
    work: 'small mistakes matter, so you check your work carefully',
    person: ({ enemy }) =>
      enemy === 'perfectionism'
        ? 'You like things just right, which helps here, as long as you also learn when to stop.'
        : enemy === 'distraction'
          ? 'Distraction is the enemy you named, so short focused blocks of work will help you here.'
          : null,
    general: 'A calm checklist habit makes careful work feel much less heavy.',
  },
  Dependability: {
    work: 'people count on you to turn up and finish what you promised',
    person: ({ hurt }) =>
      hurt === 'persistence'
        ? 'You care about finishing what you start, and that is what people here value most.'
        : hurt === 'competence'
          ? 'Being good at what you do matters to you, and being reliable is where that shows first.'
          : null,
    general: 'Being someone others can count on earns trust quickly in this work.',
  },
};

const isDemand = (style: string): style is Demand => style in DEMANDS;

/** Which of the career's top work styles speak of feelings, most telling first. */
function careerDemands(match: CareerMatch): Demand[] {
  const rank = (style: Demand) => DEMAND_ORDER.indexOf(style);
  return match.occupation.styles
    .map(([name]) => name)
    .filter(isDemand)
    .sort((a, b) => rank(a) - rank(b));
}

/**
 * One demand per career card: the career's most telling one that an earlier card has not
 * already named, so three similar careers still read differently.
 */
export function pickDemands(matches: readonly CareerMatch[]): (Demand | null)[] {
  const used = new Set<Demand>();
  return matches.map((match) => {
    const demands = careerDemands(match);
    const demand = demands.find((style) => !used.has(style)) ?? demands[0] ?? null;
    if (demand) used.add(demand);
    return demand;
  });
}

/** How a demand's sentence starts, by card: one per card, in each language. */
export type Openers = readonly [string, string, string];

const OPENERS: Openers = ['Day to day,', 'In this work,', 'Most days,'];

const DEMAND_TEXTS: Readonly<
  Record<Locale, { demands: Readonly<Record<Demand, DemandText>>; openers: Openers; stop: string }>
> = {
  en: { demands: DEMANDS, openers: OPENERS, stop: '.' },
  hi: { demands: DEMANDS_HI, openers: OPENERS_HI, stop: '।' },
};

/**
 * The demand as two sentences: the fact about the work, then what it means for this person (a
 * general line when their answers say nothing about it, or when their answers asked for care).
 */
export function demandSentences(
  demand: Demand | null,
  profile: Pick<TraitProfile, 'signals' | 'support'>,
  index: number,
  locale: Locale = 'en',
): string | null {
  if (!demand) return null;
  const { demands, openers, stop } = DEMAND_TEXTS[locale];
  const text = demands[demand];
  const personal = profile.support ? null : text.person(profile.signals);
  const opener = openers[index % openers.length] ?? openers[0];
  return `${opener} ${text.work}${stop} ${personal ?? text.general}`;
}
