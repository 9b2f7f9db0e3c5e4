import type { DeepRoadmap, EducationStage, Locale, RoadmapSection } from '@acp/shared';
import { findOccupation } from '../occupations/occupations.js';
import type { Occupation } from '../occupations/occupations.js';
import {
  findCatalogueCareer,
  findCatalogueCareerByTitle,
  INDIA_CAREERS,
} from '../catalogue/catalogue.js';
import type { CatalogueCareer } from '../catalogue/catalogue-schema.js';
import { checkCareer } from '../match/career-match.js';
import { scoreOccupation } from '../match/match-careers.js';
import { buildProfile } from '../profile/build-profile.js';
import type { QnaItem } from '../profile/read-answers.js';
import { textContext } from '../text/context.js';
import type { TextContext } from '../text/context.js';
import { quoted } from '../text/format.js';
import {
  careerTitleWithArticle,
  hindiTitleInSentence,
  titleInSentence,
} from '../text/career-title.js';
import { routeFor } from '../route/routes.js';
import type { ResolvedRoute } from '../route/routes.js';
import { resultNotices } from '../text/notices.js';
import { rngFor } from '../text/random.js';
import { planBSection, ROADMAP_TEXTS, routeSection, sourcesSection } from './route-section.js';
import { otherNamesOf } from './other-names.js';
import { roadmapStages } from './stages.js';
import { proxyNoteOf, workDescription } from './work-hindi.js';

export interface DeepRoadmapInput {
  name: string;
  day1: readonly QnaItem[];
  day2: readonly QnaItem[];
  day3: readonly QnaItem[];
  /**
   * The chosen career: a catalogue career's id or title ("lawyer", "Lawyer"), or an O*NET-SOC
   * code, exact title or alternate title.
   */
  career: string;
  /** Where the person is in their studies or work; the stages start there. */
  stage?: EducationStage | undefined;
  /** The language to write in (decision 016); English when not given. */
  locale?: Locale;
  /**
   * The person said, when asked how they have been feeling, that they are struggling (or their
   * other answers were flagged): write as for someone who may be struggling.
   */
  support?: boolean;
  /** Careers they picked before Step 3 (catalogue ids): named careers (decision 020). */
  picked?: readonly string[];
}

/** Thrown when the chosen career is not an occupation the engine knows. */
export class UnknownCareerError extends Error {
  constructor(career: string) {
    super(`Unknown career: ${career.slice(0, 80)}`);
    this.name = 'UnknownCareerError';
  }
}

/** The chosen career as the roadmap names it, and the occupation whose data it draws on. */
interface Chosen {
  occupation: Occupation;
  career: CatalogueCareer;
  route: ResolvedRoute;
  /** "a lawyer": one person in it, for sentences. */
  one: string;
  /** The career's name in a sentence: "lawyer" in English. */
  title: string;
}

/**
 * The catalogue career for a chosen id, title or O*NET code: an id or title directly; a code or
 * O*NET title (a choice stored before the catalogue) through the first career built on it.
 */
function catalogueCareerFor(chosen: string): CatalogueCareer | undefined {
  const direct = findCatalogueCareer(chosen) ?? findCatalogueCareerByTitle(chosen);
  if (direct) return direct;
  const occupation = findOccupation(chosen);
  if (!occupation) return undefined;
  return (
    INDIA_CAREERS.find((career) => career.soc[0] === occupation.code) ??
    INDIA_CAREERS.find((career) => career.soc.includes(occupation.code))
  );
}

function resolveChosen(chosen: string, locale: Locale): Chosen | undefined {
  const career = catalogueCareerFor(chosen);
  const occupation = career && findOccupation(career.soc[0] ?? '');
  const route = career && routeFor(career.id, locale);
  if (!career || !occupation || !route) return undefined;
  const hindi = hindiTitleInSentence(career.titleHi);
  return {
    occupation,
    career,
    route,
    one: locale === 'hi' ? hindi : careerTitleWithArticle(titleInSentence(career.title)),
    title: locale === 'hi' ? hindi : titleInSentence(career.title),
  };
}

/** From this fit up, the roadmap says the choice matches who they are. */
const GOOD_FIT = 60;

function chosenMatch(c: TextContext, chosen: Chosen) {
  return (
    checkCareer(c.profile, chosen.career, c.locale) ?? scoreOccupation(c.profile, chosen.occupation)
  );
}

const fitOfChosen = (c: TextContext, chosen: Chosen) => chosenMatch(c, chosen).fitScore;

/**
 * What their own goal says about this roadmap: `same` when they named this career (or an exam
 * that leads to it), `other` with what they named when it was something else, `open` when they
 * named nothing.
 */
function goalOf(
  c: TextContext,
  chosen: Chosen,
): { kind: 'same' | 'open' } | { kind: 'other'; said: string; close: boolean } {
  const named = c.profile.aims.named;
  if (!named.length) return { kind: 'open' };
  if (named.some((item) => item.careers.some((career) => career.id === chosen.career.id)))
    return { kind: 'same' };
  const [first] = named;
  const close = named.some((item) =>
    item.careers.some((career) => career.family === chosen.career.family),
  );
  // A picked career is said by its title in the roadmap's language, not as typed.
  const said =
    first?.kind === 'picked' && first.careers[0]
      ? c.locale === 'hi'
        ? first.careers[0].titleHi
        : first.careers[0].title
      : (first?.said ?? '');
  return { kind: 'other', said, close };
}

/** A sentence that joins the goal they named to the career they chose, naming both. */
function bridge(
  c: TextContext,
  chosen: Chosen,
  said: string,
  close: boolean,
  proud: string | undefined,
): string {
  const t = ROADMAP_TEXTS[c.locale];
  const goal = proud ? t.bridgeGoal(proud) : '';
  const { title } = chosen;
  return `${goal}${close ? t.bridgeClose(said, title) : t.bridgeFar(said, title)}`;
}

function fitSection(c: TextContext, chosen: Chosen): RoadmapSection {
  const t = ROADMAP_TEXTS[c.locale];
  const match = chosenMatch(c, chosen);
  const content = [t.fitScore(match.fitScore), ...match.reasons, ''];
  const { one } = chosen;
  const gift = quoted(c.profile.texts.biggestGift, 80);
  if (gift) content.push(c.rng.pick(t.gift)(gift, one));
  const { proudAchievement, biggestGift } = c.profile.texts;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  // The same words typed for both questions are quoted once.
  const proud = same(proudAchievement, biggestGift) ? undefined : quoted(proudAchievement, 100);
  const goal = goalOf(c, chosen);
  // A goal that names another career is said with both names, never as this roadmap's aim.
  if (goal.kind === 'other') content.push(bridge(c, chosen, goal.said, goal.close, proud));
  else if (proud) content.push(c.rng.pick(goal.kind === 'same' ? t.proud : t.proudOpen)(proud));
  return { heading: t.headings.fit, content };
}

function workSection(chosen: Chosen, locale: Locale): RoadmapSection {
  const t = ROADMAP_TEXTS[locale];
  const { occupation, career } = chosen;
  if (career.profile === 'proxy')
    return {
      heading: t.headings.work,
      content: [
        t.proxy(locale === 'hi' ? career.titleHi : career.title, proxyNoteOf(career, locale)),
        '',
        t.proxyRoute,
      ],
    };
  const content = [workDescription(occupation, locale)];
  const also = otherNamesOf(career, occupation);
  if (also.length) content.push('', t.alsoKnownAs(also.join(', ')));
  if (occupation.borrowedFrom) content.push('', t.borrowed(occupation.borrowedFrom));
  return { heading: t.headings.work, content };
}

function mindsetSection(c: TextContext): RoadmapSection {
  const t = ROADMAP_TEXTS[c.locale];
  const content: string[] = [];
  if (c.profile.support) content.push(t.support);
  const spiral = quoted(c.profile.texts.stopSpiral, 80);
  if (spiral) content.push(t.spiral(spiral));
  const wish = quoted(c.profile.texts.wishTold, 100);
  if (wish) content.push(t.wish(wish));
  const enemy = c.profile.signals.enemy;
  if (enemy && !c.profile.support) content.push(c.rng.pick(t.enemyPlans[enemy]));
  const stress = c.profile.signals.stress;
  // Someone who named distractions as their enemy has just had a line about them.
  const twice = stress === 'distract' && enemy === 'distraction';
  const ways = stress && !c.profile.support && !twice ? t.stressPlans[stress] : [];
  content.push(c.rng.pick([...t.keepGoing(c.first), ...ways]));
  return { heading: t.headings.mindset, content };
}

/** The deep roadmap for the chosen career, personalised from all three steps and their stage. */
export function generateDeepRoadmap(input: DeepRoadmapInput): DeepRoadmap {
  const locale = input.locale ?? 'en';
  const t = ROADMAP_TEXTS[locale];
  const chosen = resolveChosen(input.career, locale);
  if (!chosen) throw new UnknownCareerError(input.career);
  const { occupation, career, route, one } = chosen;
  const profile = buildProfile(
    { day1: input.day1, day2: input.day2, day3: input.day3 },
    { support: input.support, picked: input.picked },
  );
  const { day1, day2, day3, stage } = input;
  const c = textContext(
    input.name,
    profile,
    rngFor('deep', { day1, day2, day3, career: career.id, stage: stage ?? null }),
    locale,
  );
  const stages = roadmapStages({ c, career, occupation, route, one, stage });
  return {
    chosen_career: career.title,
    student_name: c.name,
    code: occupation.code,
    // "It matches who you are" only when it does: a choice against the fit is still theirs.
    congrats_message: c.rng.pick(
      fitOfChosen(c, chosen) >= GOOD_FIT ? t.congratsFit : t.congratsStretch,
    )(c.first, one, t.interest(c.top)),
    opening_line: c.rng.pick(t.opening)(c.first, one, stages.length),
    sections: [
      fitSection(c, chosen),
      workSection(chosen, locale),
      routeSection(route, one, locale),
      {
        heading: t.headings.steps,
        content: stage ? [t.startingFrom(stage)] : [c.rng.pick(t.noStage)(one)],
        stages,
      },
      planBSection(route, locale),
      mindsetSection(c),
      sourcesSection(route, occupation, locale),
    ],
    ...resultNotices(profile, 'deep', locale),
  };
}
