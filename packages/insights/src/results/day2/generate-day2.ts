import type { Day2Result, Locale } from '@acp/shared';
import { emotionalMap } from './emotional-map.js';
import { DAY2_EN } from './texts.js';
import type { Day2Texts } from './texts.js';
import { DAY2_HI } from './texts.hi.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { QnaItem } from '../../profile/read-answers.js';
import { say, textContext } from '../../text/context.js';
import type { TextContext } from '../../text/context.js';
import { quoted } from '../../text/format.js';
import { resultNotices } from '../../text/notices.js';
import { rngFor } from '../../text/random.js';

const TEXTS: Readonly<Record<Locale, Day2Texts>> = { en: DAY2_EN, hi: DAY2_HI };

export interface Day2Input {
  name: string;
  day1: readonly QnaItem[];
  day2: readonly QnaItem[];
  /** The language to write in (decision 016); English when not given. */
  locale?: Locale;
  /**
   * The person said, when asked how they have been feeling, that they are struggling (or their
   * other answers were flagged): write as for someone who may be struggling.
   */
  support?: boolean;
}

function introCard(c: TextContext, t: Day2Texts): string {
  const { level, selfTalk } = c.profile.signals;
  if (c.profile.support) return t.supportIntro(c.first);
  // Their chosen level opens the map; the name is in the card's first words either way.
  const parts = [level ? say(c, t.level[level]) : t.noLevel(c.first)];
  if (selfTalk) parts.push(c.rng.pick(t.selfTalk[selfTalk]));
  return parts.join(' ');
}

function beliefCard(c: TextContext, t: Day2Texts): string {
  const { enemy, hurt } = c.profile.signals;
  const parts = [enemy ? c.rng.pick(t.enemy[enemy]) : t.noEnemy];
  if (c.profile.support) {
    parts.push(t.supportBelief);
    return parts.join(' ');
  }
  if (hurt) parts.push(c.rng.pick(t.hurt)(hurt));
  const spiral = quoted(c.profile.texts.stopSpiral, 80);
  if (spiral) parts.push(c.rng.pick(t.spiral)(spiral));
  return parts.join(' ');
}

function driveCard(c: TextContext, t: Day2Texts): string {
  const { drive, stress } = c.profile.signals;
  const parts = [drive ? c.rng.pick(t.drive[drive]) : t.noDrive(c.top)];
  if (stress) parts.push(c.rng.pick(t.stress[stress]));
  return parts.join(' ');
}

function insightCard(c: TextContext, t: Day2Texts): string {
  const { seenAs } = c.profile.signals;
  const parts = seenAs
    ? [c.rng.pick(t.seenFirst)(seenAs), c.rng.pick(t.seenAsNext(seenAs))]
    : [t.noSeenAs(c.top)];
  const wish = quoted(c.profile.texts.wishTold, 100);
  if (wish) parts.push(c.rng.pick(t.wish)(wish));
  return parts.join(' ');
}

function futureCard(c: TextContext, t: Day2Texts): string {
  if (c.profile.support) return t.supportFuture(c.first);
  const proud = quoted(c.profile.texts.proudAchievement, 120);
  if (!proud) return c.rng.pick(t.futurePlain)(c.first);
  return c.rng.pick(t.future)(c.first, proud);
}

/** Step 2: the emotional map, from day-1 and day-2 answers. */
export function generateDay2Result(input: Day2Input): Day2Result {
  const t = TEXTS[input.locale ?? 'en'];
  const profile = buildProfile({ day1: input.day1, day2: input.day2 }, { support: input.support });
  const c = textContext(
    input.name.trim() ? input.name : t.noName,
    profile,
    rngFor('day2', { day1: input.day1, day2: input.day2 }),
    input.locale,
  );
  const map = emotionalMap(profile.signals, t.map);
  return {
    results: {
      title: t.title(c.name),
      cards: [
        { id: 'intro', title: t.cardTitles.intro, description: introCard(c, t) },
        {
          id: 'limiting-belief',
          title: t.cardTitles['limiting-belief'],
          description: beliefCard(c, t),
        },
        { id: 'drive', title: t.cardTitles.drive, description: driveCard(c, t) },
        { id: 'insight', title: t.cardTitles.insight, description: insightCard(c, t) },
        {
          id: 'future-message',
          title: profile.support ? t.supportFutureTitle : t.cardTitles['future-message'],
          description: futureCard(c, t),
        },
      ],
      ...(map.length > 0 ? { map } : {}),
    },
    closingReflection: {
      title: t.closingTitle,
      quote: c.rng.pick(t.closingQuotes(profile.signals.selfTalk, profile.support))(c.first),
    },
    ...resultNotices(profile, 'day2', c.locale),
  };
}
