import type { DeepRoadmap, RoadmapSection } from '@acp/shared';
import { findOccupation } from '../occupations/occupations.js';
import type { Occupation } from '../occupations/occupations.js';
import { scoreOccupation } from '../match/match-careers.js';
import { buildProfile } from '../profile/build-profile.js';
import type { QnaItem } from '../profile/read-answers.js';
import { textContext } from '../text/context.js';
import type { TextContext } from '../text/context.js';
import { quoted } from '../text/format.js';
import { RIASEC_LABELS } from '../text/labels.js';
import { rngFor } from '../text/random.js';
import { educationSection } from './education-section.js';
import { roadmapStages } from './stages.js';

export interface DeepRoadmapInput {
  name: string;
  day1: readonly QnaItem[];
  day2: readonly QnaItem[];
  day3: readonly QnaItem[];
  /** The chosen career: its O*NET-SOC code, exact title or an alternate title. */
  career: string;
}

/** Thrown when the chosen career is not an occupation the engine knows. */
export class UnknownCareerError extends Error {
  constructor(career: string) {
    super(`Unknown career: ${career.slice(0, 80)}`);
    this.name = 'UnknownCareerError';
  }
}

function fitSection(c: TextContext, occupation: Occupation): RoadmapSection {
  const match = scoreOccupation(c.profile, occupation);
  const content = [
    `Your fit score for this career is ${match.fitScore} out of 100.`,
    ...match.reasons,
    '',
  ];
  const gift = quoted(c.profile.texts.biggestGift, 80);
  if (gift)
    content.push(`You described your biggest gift as ${gift}. Keep it at the centre of your plan.`);
  const { proudAchievement, biggestGift } = c.profile.texts;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  // The same words typed for both questions are quoted once.
  const proud = same(proudAchievement, biggestGift) ? undefined : quoted(proudAchievement, 100);
  if (proud)
    content.push(
      `Five years from now you want to say: ${proud}. This roadmap is built to get you there.`,
    );
  return { heading: 'Why this career fits you', content };
}

function workSection(occupation: Occupation): RoadmapSection {
  const content = [occupation.description];
  if (occupation.altTitles.length)
    content.push('', `It is also known as: ${occupation.altTitles.join(', ')}.`);
  if (occupation.borrowedFrom)
    content.push(
      '',
      `O*NET rates this occupation's interests only; the skills below come from the closest related occupation (${occupation.borrowedFrom}).`,
    );
  return { heading: 'What the work looks like', content };
}

function mindsetSection(c: TextContext): RoadmapSection {
  const content: string[] = [];
  const spiral = quoted(c.profile.texts.stopSpiral, 80);
  if (spiral) content.push(`On hard days, use your own reset: ${spiral}.`);
  const wish = quoted(c.profile.texts.wishTold, 100);
  if (wish) content.push(`And remember what you wish you had heard earlier: ${wish}.`);
  content.push(
    c.rng.pick([
      `Progress will not be a straight line, ${c.first}. Review this roadmap every three months and adjust it.`,
      `Celebrate small wins, ${c.first}: every finished course, project or conversation moves you forward.`,
    ]),
  );
  return { heading: 'Your mindset toolkit', content };
}

/** The deep roadmap for the chosen career, personalised from all three steps. */
export function generateDeepRoadmap(input: DeepRoadmapInput): DeepRoadmap {
  const occupation = findOccupation(input.career);
  if (!occupation) throw new UnknownCareerError(input.career);
  const profile = buildProfile({ day1: input.day1, day2: input.day2, day3: input.day3 });
  const c = textContext(input.name, profile, rngFor('deep', { ...input, career: occupation.code }));
  return {
    chosen_career: occupation.title,
    student_name: c.name,
    code: occupation.code,
    congrats_message: c.rng.pick([
      `Congratulations, ${c.first}! You have chosen ${occupation.title} — a path that fits your ${RIASEC_LABELS[c.top].name.toLowerCase()} side.`,
      `Well done, ${c.first}! Choosing ${occupation.title} is a big, brave step, and it matches who you are.`,
    ]),
    opening_line: c.rng.pick([
      `Here is your step-by-step roadmap, from exploring ${occupation.title.toLowerCase()} to your first job.`,
      `This roadmap turns your choice into a plan: what to learn, what to build and where to begin, ${c.first}.`,
    ]),
    sections: [
      fitSection(c, occupation),
      workSection(occupation),
      educationSection(occupation),
      {
        heading: 'Your roadmap: from exploring to your first job',
        content: [],
        stages: roadmapStages(c, occupation),
      },
      mindsetSection(c),
    ],
  };
}
