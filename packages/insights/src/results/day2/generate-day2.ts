import type { Day2Result, Locale } from '@acp/shared';
import { emotionalMap } from './emotional-map.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { QnaItem } from '../../profile/read-answers.js';
import { say, textContext } from '../../text/context.js';
import type { TextContext } from '../../text/context.js';
import { quoted } from '../../text/format.js';
import { RIASEC_LABELS } from '../../text/labels.js';
import { resultNotices } from '../../text/notices.js';
import { rngFor } from '../../text/random.js';
import {
  DRIVE_LINES,
  ENEMY_LINES,
  FUTURE_PLAIN,
  FUTURE_SENTENCES,
  HURT_SENTENCES,
  LEVEL_LINES,
  SEEN_AS_LINES,
  SELF_TALK_LINES,
  SPIRAL_SENTENCES,
  STRESS_LINES,
  WISH_SENTENCES,
  closingQuotes,
  seenAsNext,
} from './signal-phrases.js';

export interface Day2Input {
  name: string;
  day1: readonly QnaItem[];
  day2: readonly QnaItem[];
  /** The language to write in (decision 016); English when not given. */
  locale?: Locale;
}

function introCard(c: TextContext): string {
  const { level, selfTalk } = c.profile.signals;
  if (c.profile.support)
    return `${c.first}, this is your emotional map — drawn only from your own answers. Every map has harder stretches. Take this page slowly and keep only what feels true to you.`;
  // Their chosen level opens the map; the name is in the card's first words either way.
  const parts = [
    level
      ? say(c, LEVEL_LINES[level])
      : `${c.first}, you did not pick a level, and that is fine: not every chapter has a name yet.`,
  ];
  if (selfTalk) parts.push(c.rng.pick(SELF_TALK_LINES[selfTalk]));
  return parts.join(' ');
}

function beliefCard(c: TextContext): string {
  const { enemy, hurt } = c.profile.signals;
  const parts = [
    enemy
      ? c.rng.pick(ENEMY_LINES[enemy])
      : 'You did not name one enemy — maybe none of them has a grip on you right now.',
  ];
  if (c.profile.support) {
    parts.push(
      'When thoughts get heavy, talking to one person you trust is a strong first step — you do not have to carry them alone.',
    );
    return parts.join(' ');
  }
  if (hurt) parts.push(c.rng.pick(HURT_SENTENCES)(hurt));
  const spiral = quoted(c.profile.texts.stopSpiral, 80);
  if (spiral) parts.push(c.rng.pick(SPIRAL_SENTENCES)(spiral));
  return parts.join(' ');
}

function driveCard(c: TextContext): string {
  const { drive, stress } = c.profile.signals;
  const parts = [
    drive
      ? c.rng.pick(DRIVE_LINES[drive])
      : `Your drive shows in your ${RIASEC_LABELS[c.top].name.toLowerCase()} side: ${RIASEC_LABELS[c.top].doing}.`,
  ];
  if (stress) parts.push(c.rng.pick(STRESS_LINES[stress]));
  return parts.join(' ');
}

function insightCard(c: TextContext): string {
  const { seenAs } = c.profile.signals;
  const parts = [
    seenAs
      ? `${c.rng.pick(['You believe people see', 'You think people notice', 'In your eyes, people see'])} ${SEEN_AS_LINES[seenAs]} in you first. ${c.rng.pick(seenAsNext(seenAs))}`
      : `People notice your ${RIASEC_LABELS[c.top].noun.replace('the ', '').toLowerCase()} side before anything else.`,
  ];
  const wish = quoted(c.profile.texts.wishTold, 100);
  if (wish) parts.push(c.rng.pick(WISH_SENTENCES)(wish));
  return parts.join(' ');
}

function futureCard(c: TextContext): string {
  if (c.profile.support)
    return `Dear ${c.first}, you do not have to see five years ahead today. Looking after yourself this week is plan enough — and asking for help is part of that plan.`;
  const proud = quoted(c.profile.texts.proudAchievement, 120);
  if (!proud) return c.rng.pick(FUTURE_PLAIN)(c.first);
  return c.rng.pick(FUTURE_SENTENCES)(c.first, proud);
}

/** Step 2: the emotional map, from day-1 and day-2 answers. */
export function generateDay2Result(input: Day2Input): Day2Result {
  const profile = buildProfile({ day1: input.day1, day2: input.day2 });
  const c = textContext(
    input.name,
    profile,
    rngFor('day2', { day1: input.day1, day2: input.day2 }),
    input.locale,
  );
  const map = emotionalMap(profile.signals);
  return {
    results: {
      title: `${c.name}'s Emotional Map`,
      cards: [
        { id: 'intro', title: 'Where you are right now', description: introCard(c) },
        { id: 'limiting-belief', title: 'The belief holding you back', description: beliefCard(c) },
        { id: 'drive', title: 'What drives you', description: driveCard(c) },
        { id: 'insight', title: 'What others see in you', description: insightCard(c) },
        {
          id: 'future-message',
          title: 'A message from your future self',
          description: futureCard(c),
        },
      ],
      ...(map.length > 0 ? { map } : {}),
    },
    closingReflection: {
      title: 'Closing reflection',
      quote: c.rng.pick(closingQuotes(profile.signals.selfTalk, profile.support))(c.first),
    },
    ...resultNotices(profile, 'day2'),
  };
}
