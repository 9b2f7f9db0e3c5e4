import type { Day2Result } from '@acp/shared';
import { buildProfile } from '../../profile/build-profile.js';
import type { QnaItem } from '../../profile/read-answers.js';
import { textContext } from '../../text/context.js';
import type { TextContext } from '../../text/context.js';
import { quoted } from '../../text/format.js';
import { RIASEC_LABELS } from '../../text/labels.js';
import { rngFor } from '../../text/random.js';
import {
  DRIVE_LINES,
  ENEMY_LINES,
  HURT_LINES,
  LEVEL_LINES,
  SEEN_AS_LINES,
  SELF_TALK_LINES,
  STRESS_LINES,
} from './signal-phrases.js';

export interface Day2Input {
  name: string;
  day1: readonly QnaItem[];
  day2: readonly QnaItem[];
}

function introCard(c: TextContext): string {
  const { level, selfTalk } = c.profile.signals;
  const parts = [`${c.first}, this is your emotional map — drawn only from your own answers.`];
  parts.push(
    level
      ? c.rng.pick(LEVEL_LINES[level])
      : 'You did not pick a level, and that is fine: not every chapter has a name yet.',
  );
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
  if (hurt)
    parts.push(
      `It would sting most to hear ${HURT_LINES[hurt]} — which shows what you value in yourself.`,
    );
  const spiral = quoted(c.profile.texts.stopSpiral, 80);
  if (spiral)
    parts.push(
      c.rng.pick([
        `You already have a tool against it: ${spiral}. Use it on purpose.`,
        `When thoughts spiral, your move is this: ${spiral}. That is your reset button — keep it close.`,
      ]),
    );
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
      ? `You believe people see ${SEEN_AS_LINES[seenAs]} in you first. ${c.rng.pick(['They are probably right — and there is more underneath.', 'Hold on to that: it is how you enter a room.', 'That first impression is a door — your other strengths walk through it.'])}`
      : `People notice your ${RIASEC_LABELS[c.top].noun.replace('the ', '').toLowerCase()} side before anything else.`,
  ];
  const wish = quoted(c.profile.texts.wishTold, 100);
  if (wish)
    parts.push(
      c.rng.pick([
        `You wish someone had told you: ${wish}. Consider this your reminder — and pass it on one day.`,
        `${wish} — you needed to hear that earlier. Hear it now, from yourself.`,
      ]),
    );
  return parts.join(' ');
}

function futureCard(c: TextContext): string {
  const proud = quoted(c.profile.texts.proudAchievement, 120);
  if (!proud)
    return `Dear ${c.first}, the future you is proud of the small, brave steps you take now. Keep taking them.`;
  return c.rng.pick([
    `Dear ${c.first}, five years from now you want to say: ${proud}. I am writing to tell you it started with the choices you are making this week.`,
    `A note from five years ahead, ${c.first}: ${proud}. It did not happen overnight — it happened one ordinary day at a time.`,
    `${c.first}, your future self is proud of this: ${proud}. Picture it clearly; then do one small thing today that points that way.`,
  ]);
}

/** Step 2: the emotional map, from day-1 and day-2 answers. */
export function generateDay2Result(input: Day2Input): Day2Result {
  const profile = buildProfile({ day1: input.day1, day2: input.day2 });
  const c = textContext(input.name, profile, rngFor('day2', input));
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
    },
    closingReflection: {
      title: 'Closing reflection',
      quote: c.rng.pick([
        `“Your feelings are information, not instructions.” Keep listening to them, ${c.first} — and keep choosing your next step.`,
        `“You are allowed to be a work in progress and a masterpiece at the same time.” That is you, ${c.first}.`,
        `“Small steps, taken often, become a path.” ${c.first}, your path starts with the next one.`,
      ]),
    },
  };
}
