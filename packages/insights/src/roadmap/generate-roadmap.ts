import { describeStage } from '@acp/shared';
import type { DeepRoadmap, EducationStage, RoadmapSection } from '@acp/shared';
import { findOccupation } from '../occupations/occupations.js';
import type { Occupation } from '../occupations/occupations.js';
import type { SignalValue } from '../model/signals.js';
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
import { RIASEC_LABELS } from '../text/labels.js';
import { careerTitleWithArticle, titleInSentence } from '../text/career-title.js';
import { isUsOnlyTerm } from '../text/india-terms.js';
import { routeFor } from '../route/routes.js';
import type { ResolvedRoute } from '../route/routes.js';
import { resultNotices } from '../text/notices.js';
import { rngFor } from '../text/random.js';
import { planBSection, routeSection, sourcesSection } from './route-section.js';
import { otherNamesOf } from './other-names.js';
import { roadmapStages } from './stages.js';

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
}

/** Thrown when the chosen career is not an occupation the engine knows. */
export class UnknownCareerError extends Error {
  constructor(career: string) {
    super(`Unknown career: ${career.slice(0, 80)}`);
    this.name = 'UnknownCareerError';
  }
}

/** Their biggest gift, said back in the roadmap (`one` is "a Data Scientist"). */
const GIFT_SENTENCES: readonly ((gift: string, one: string) => string)[] = [
  (gift) => `You described your biggest gift as ${gift}. Keep it at the centre of your plan.`,
  (gift) =>
    `Your biggest gift, you said, is ${gift}. When people ask why you chose this path, start your answer there.`,
  (gift) => `You named ${gift} as your biggest gift. Choose projects in Stage 4 that let it show.`,
  (gift, one) =>
    `${gift} — that is the gift you named. Find the part of being ${one} where it helps most, and lean into that part first.`,
  (gift) =>
    `You told us your biggest gift is ${gift}. Mention it on your CV and in every interview.`,
  (gift, one) =>
    `Your biggest gift, ${gift}, is something to build on as ${one}, not to set aside.`,
];

/**
 * What they want to say in five years, said back in the roadmap when their goal is this career
 * (or names no career): the sentences may say the roadmap leads there.
 */
const PROUD_SENTENCES: readonly ((proud: string) => string)[] = [
  (proud) =>
    `Five years from now you want to say: ${proud}. This roadmap is built to get you there.`,
  (proud) =>
    `Your five-year goal, in your own words: ${proud}. Every stage below is a step towards it.`,
  (proud) =>
    `In five years you want to say: ${proud}. Write it where you will see it — on slow days it will remind you why you started.`,
  (proud) =>
    `${proud} — that is what you want to say five years from now. Break it into one goal a year and check them against the stages below.`,
];

/** The same, when their goal names nothing: no claim that this roadmap is the way to it. */
const PROUD_OPEN: readonly ((proud: string) => string)[] = [
  (proud) =>
    `Five years from now you want to say: ${proud}. Keep that picture in mind as you read this roadmap.`,
  (proud) =>
    `In five years you want to say: ${proud}. Write it where you will see it — on slow days it will remind you why you started.`,
  (proud) => `Read each stage below with your five-year goal in mind: ${proud}.`,
  (proud) =>
    `You wrote that in five years you want to say: ${proud}. Every few months, check whether the stages below still lead there.`,
  (proud) => `Hold on to your own words — ${proud}. Come back to them whenever a stage feels slow.`,
];

/** The chosen career as the roadmap names it, and the occupation whose data it draws on. */
interface Chosen {
  occupation: Occupation;
  career: CatalogueCareer;
  route: ResolvedRoute;
  /** "a lawyer": one person in it, for sentences. */
  one: string;
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

function resolveChosen(chosen: string): Chosen | undefined {
  const career = catalogueCareerFor(chosen);
  const occupation = career && findOccupation(career.soc[0] ?? '');
  const route = career && routeFor(career.id);
  if (!career || !occupation || !route) return undefined;
  return {
    occupation,
    career,
    route,
    one: careerTitleWithArticle(titleInSentence(career.title)),
  };
}

/** From this fit up, the roadmap says the choice matches who they are. */
const GOOD_FIT = 60;

function chosenMatch(c: TextContext, chosen: Chosen) {
  return checkCareer(c.profile, chosen.career) ?? scoreOccupation(c.profile, chosen.occupation);
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
  return { kind: 'other', said: first?.said ?? '', close };
}

/** A sentence that joins the goal they named to the career they chose, naming both. */
function bridge(
  c: TextContext,
  chosen: Chosen,
  said: string,
  close: boolean,
  proud: string | undefined,
): string {
  const goal = proud ? `Five years from now you want to say: ${proud}. ` : '';
  const title = titleInSentence(chosen.career.title);
  return close
    ? `${goal}You named “${said}” as your goal, and you chose ${title}: the two are close, so much of what you build here counts for both — but the entry routes differ, so read the route below with your own goal in mind.`
    : `${goal}You named “${said}” as your goal, and you chose ${title}. This roadmap is for ${title}; it will not get you to “${said}” on its own. If that is still your first goal, check its fit from your blueprint before you commit.`;
}

function fitSection(c: TextContext, chosen: Chosen): RoadmapSection {
  const match = chosenMatch(c, chosen);
  const content = [
    `Your fit score for this career is ${match.fitScore} out of 100.`,
    ...match.reasons,
    '',
  ];
  const { one } = chosen;
  const gift = quoted(c.profile.texts.biggestGift, 80);
  if (gift) content.push(c.rng.pick(GIFT_SENTENCES)(gift, one));
  const { proudAchievement, biggestGift } = c.profile.texts;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  // The same words typed for both questions are quoted once.
  const proud = same(proudAchievement, biggestGift) ? undefined : quoted(proudAchievement, 100);
  const goal = goalOf(c, chosen);
  // A goal that names another career is said with both names, never as this roadmap's aim.
  if (goal.kind === 'other') content.push(bridge(c, chosen, goal.said, goal.close, proud));
  else if (proud)
    content.push(c.rng.pick(goal.kind === 'same' ? PROUD_SENTENCES : PROUD_OPEN)(proud));
  return { heading: 'Why this career fits you', content };
}

function workSection(chosen: Chosen): RoadmapSection {
  const { occupation, career } = chosen;
  if (career.profile === 'proxy')
    return {
      heading: 'What the work looks like',
      content: [
        `${career.title} is a career of its own in India, and the US occupation database we draw on has no entry for it. ${career.proxyNote ?? ''}`.trim(),
        '',
        'The route below is the Indian one; talk to someone in the work to learn what a day looks like.',
      ],
    };
  // O*NET writes for the US: a sentence about a US licence or agency is left out.
  const sentences = occupation.description.match(/[^.]+(?:\.|$)/g) ?? [occupation.description];
  const content = [
    sentences
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence && !isUsOnlyTerm(sentence))
      .join(' '),
  ];
  const also = otherNamesOf(career, occupation);
  if (also.length) content.push('', `It is also known as: ${also.join(', ')}.`);
  if (occupation.borrowedFrom)
    content.push(
      '',
      `O*NET rates this occupation's interests only; the skills below come from the closest related occupation (${occupation.borrowedFrom}).`,
    );
  return { heading: 'What the work looks like', content };
}

/** A way through the enemy they named in Step 2, applied to this roadmap. */
const ENEMY_PLANS: Readonly<Record<SignalValue<'enemy'>, readonly string[]>> = {
  distraction: [
    'Distractions were the enemy you named. Block one fixed hour a day for this roadmap, put your phone in another room, and guard that hour like an exam.',
    'You named distractions as your enemy, so make every task in this roadmap small enough to finish in one sitting.',
  ],
  'self-doubt': [
    'Self-doubt will tell you that you are not ready for this. Keep a list of every step you finish — it is the proof that answers the doubt.',
    'When self-doubt comes, look at how far along this roadmap you already are, not at how far is left.',
  ],
  judgement: [
    'If the fear of what people will say comes back, remember that everyone in this field once started exactly where you are.',
    'Fear of judgement is loudest before you begin. Show your first project to one kind person, not to everyone.',
  ],
  perfectionism: [
    'Perfectionism can stall a plan like this. Finish the first version of every project, then improve it — done beats perfect.',
    'Give each stage a deadline and call it done when it is good enough; you can always come back and polish.',
  ],
  indecision: [
    'If you start doubting this choice, test it: give one stage four honest weeks before you decide.',
    'You are allowed to change your mind later. What helps most now is trying, not more thinking.',
  ],
};

/** How to keep going, for the way they handle pressure (Step 2's stress response). */
const STRESS_PLANS: Readonly<Record<SignalValue<'stress'>, readonly string[]>> = {
  plan: [
    'You already break hard things into steps under pressure — use that here: one stage, one small task at a time.',
    'When this plan feels too big, do what you already do on hard days: make a list and start at the top.',
  ],
  'reach-out': [
    'You lean on people when things get hard, so share this roadmap with one person who will ask how it is going.',
    'Tell someone you trust about your goal; a weekly check-in with them will keep you moving.',
  ],
  distract: [
    'When you catch yourself scrolling instead of starting, set a ten-minute timer and do only the first small step.',
    'Keep the next task so small that starting it is easier than avoiding it.',
  ],
  push: [
    'You push hard under pressure, so plan rest into this roadmap too — a two-year plan needs a pace you can keep.',
    'Late nights can get you through an exam week, not through a plan this long; keep a steady rhythm.',
  ],
  withdraw: [
    'You reset by going quiet, which is fine; just tell one person when you step back, and pick a day to return.',
    'Quiet time helps you recover — give yourself a fixed day to pick this roadmap up again.',
  ],
};

/** The last word of the toolkit: how to keep going. */
function keepGoing(first: string): string[] {
  return [
    `Progress will not be a straight line, ${first}. Review this roadmap every three months and adjust it.`,
    `Celebrate small wins, ${first}: every finished course, project or conversation moves you forward.`,
    'Find one friend on a similar path and check in with each other once a week — plans are easier to keep in pairs.',
    'Put a date in your calendar three months from today to look back at this roadmap and tick off what you have done.',
    `Some weeks you will do a lot and some weeks very little, ${first}. Both are normal; what matters is that you come back.`,
  ];
}

function mindsetSection(c: TextContext): RoadmapSection {
  const content: string[] = [];
  if (c.profile.support)
    content.push(
      'Plans matter less than how you are doing. If things feel heavy, talk to someone you trust before you push on with any of this.',
    );
  const spiral = quoted(c.profile.texts.stopSpiral, 80);
  if (spiral) content.push(`On hard days, use your own reset: ${spiral}.`);
  const wish = quoted(c.profile.texts.wishTold, 100);
  if (wish) content.push(`And remember what you wish you had heard earlier: ${wish}.`);
  const enemy = c.profile.signals.enemy;
  if (enemy && !c.profile.support) content.push(c.rng.pick(ENEMY_PLANS[enemy]));
  const stress = c.profile.signals.stress;
  // Someone who named distractions as their enemy has just had a line about them.
  const twice = stress === 'distract' && enemy === 'distraction';
  const ways = stress && !c.profile.support && !twice ? STRESS_PLANS[stress] : [];
  content.push(c.rng.pick([...keepGoing(c.first), ...ways]));
  return { heading: 'Your mindset toolkit', content };
}

/** The deep roadmap for the chosen career, personalised from all three steps and their stage. */
export function generateDeepRoadmap(input: DeepRoadmapInput): DeepRoadmap {
  const chosen = resolveChosen(input.career);
  if (!chosen) throw new UnknownCareerError(input.career);
  const { occupation, career, route, one } = chosen;
  const profile = buildProfile({ day1: input.day1, day2: input.day2, day3: input.day3 });
  const { day1, day2, day3, stage } = input;
  const c = textContext(
    input.name,
    profile,
    rngFor('deep', { day1, day2, day3, career: career.id, stage: stage ?? null }),
  );
  const stages = roadmapStages({ c, career, occupation, route, one, stage });
  return {
    chosen_career: career.title,
    student_name: c.name,
    code: occupation.code,
    // "It matches who you are" only when it does: a choice against the fit is still theirs.
    congrats_message: c.rng.pick(
      fitOfChosen(c, chosen) >= GOOD_FIT
        ? [
            `Congratulations, ${c.first}! You have chosen to become ${one} — a path that fits your ${RIASEC_LABELS[c.top].name.toLowerCase()} side.`,
            `Well done, ${c.first}! Choosing to become ${one} is a big step, and it matches who you are.`,
          ]
        : [
            `Well done for choosing, ${c.first}. Becoming ${one} is your decision to make; this roadmap shows the way, and the next section says honestly where it fits you and where it will stretch you.`,
            `You have chosen to become ${one}, ${c.first}. It is not the closest fit to your answers, and that is allowed: people grow into work they care about. Here is how to start.`,
          ],
    ),
    opening_line: c.rng.pick([
      `Here is your step-by-step roadmap to becoming ${one}, starting from where you are now.`,
      `This roadmap turns your choice into a plan, ${c.first}: the Indian route to becoming ${one}, what to learn and where to begin.`,
      `Your path to becoming ${one} is split into ${stages.length} stages below; take them one at a time.`,
      `Read this as a map, not a rulebook: ${stages.length} stages from where you are now to your first role as ${one}.`,
    ]),
    sections: [
      fitSection(c, chosen),
      workSection(chosen),
      routeSection(route, one),
      {
        heading: 'Your roadmap, step by step',
        content: stage
          ? [`Starting from where you are: ${describeStage(stage)}.`]
          : [
              c.rng.pick([
                `This roadmap to becoming ${one} starts from Class 10. Tell us where you are now, and it will start from there instead.`,
                `This version starts at Class 10; say where you are now and the way to becoming ${one} will start from there.`,
                'Not in Class 10? Tell us where you are, and the stages will start from your point.',
                `These stages assume you are around Class 10. If you are further along, say so above and the roadmap to becoming ${one} will begin where you are.`,
              ]),
            ],
        stages,
      },
      planBSection(route),
      mindsetSection(c),
      sourcesSection(route, occupation),
    ],
    ...resultNotices(profile, 'deep'),
  };
}
