import type { RoadmapResource, RoadmapStage } from '@acp/shared';
import type { Occupation } from '../occupations/occupations.js';
import { generalResources, RESOURCE_CATALOGUE, resourcesFor } from '../resources/catalogue.js';
import type { CatalogueResource } from '../resources/catalogue.js';
import { certificationsFor } from '../resources/certifications.js';
import { projectIdeasFor } from '../resources/projects.js';
import type { TextContext } from '../text/context.js';

const asItem = ({ name, description, link }: CatalogueResource): RoadmapResource => ({
  name,
  description,
  link,
});
const byName = (name: string) =>
  RESOURCE_CATALOGUE.filter((resource) => resource.name.startsWith(name)).map(asItem);

/** The person's own topic for project ideas, or the occupation's main knowledge area. */
function topicFor(c: TextContext, occupation: Occupation): string {
  return (
    c.profile.interestLabels[0] ?? (occupation.knowledge[0]?.[0] ?? occupation.title).toLowerCase()
  );
}

const TRADE_FAMILIES = new Set(['47', '49', '51', '53', '35', '37', '45']);

/** Five stages from exploring to the first job, built from the occupation's O*NET data. */
export function roadmapStages(c: TextContext, occupation: Occupation): RoadmapStage[] {
  const familyResources = resourcesFor(occupation.code).map(asItem);
  const general = generalResources().map(asItem);
  const topic = topicFor(c, occupation);
  const knowledge = occupation.knowledge.map(([name]) => name);
  const skills = occupation.skills.map(([name]) => name);
  const first = c.first;
  const explore: RoadmapStage = {
    title: 'Stage 1 — Explore (weeks 1–4)',
    description: c.rng.pick([
      `Before committing, ${first}, get to know what ${occupation.title.toLowerCase()} really do all day.`,
      `Start by looking closely: read, watch and talk to people who already work as ${occupation.title.toLowerCase()}.`,
    ]),
    lists: [
      {
        label: 'Try this',
        items: [
          `Read the full O*NET profile for ${occupation.title} (code ${occupation.code})`,
          'Talk to one person who does this work and ask what a normal day looks like',
          'Write down three things that excite you and one that worries you',
        ],
      },
      {
        label: 'Resources',
        items: [...byName('O*NET OnLine'), ...byName('National Career Service')],
      },
    ],
  };
  const foundations: RoadmapStage = {
    title: 'Stage 2 — Build your foundations (months 2–6)',
    description: `These knowledge areas matter most in this work, according to O*NET ratings. Strengthen them step by step.`,
    lists: [
      {
        label: 'Knowledge to build',
        items: knowledge.length
          ? knowledge
          : ['The basics of the field, from an introductory course'],
      },
      {
        label: 'Resources',
        items: (familyResources.length ? familyResources : general).slice(0, 4),
      },
    ],
  };
  const skillsStage: RoadmapStage = {
    title: 'Stage 3 — Learn the core skills and tools (months 6–12)',
    description: c.rng.pick([
      `Practise the skills employers rate highest for this role — a little every day beats a lot once a month.`,
      `Now turn knowledge into ability, ${first}: practise these skills and get comfortable with the tools.`,
    ]),
    lists: [
      {
        label: 'Skills to practise',
        items: skills.length ? skills : ['Active learning', 'Critical thinking', 'Speaking'],
      },
      ...(occupation.tech.length
        ? [{ label: 'Tools and technology to try', items: [...occupation.tech] }]
        : []),
      {
        label: 'Courses',
        items: general.filter((item) =>
          ['Skill India Digital', 'SWAYAM', 'Coursera', 'edX'].includes(item.name),
        ),
      },
    ],
  };
  const proof: RoadmapStage = {
    title: 'Stage 4 — Show what you can do (year 1–2)',
    description:
      'Employers trust what they can see. Build a few real projects and earn a recognised certificate.',
    lists: [
      {
        label: 'Project ideas',
        items: projectIdeasFor(occupation.code).map((idea) => idea.replace('{topic}', topic)),
      },
      {
        label: 'Certifications and qualifications',
        items: [...certificationsFor(occupation.code)],
      },
    ],
  };
  const whereToLook = TRADE_FAMILIES.has(occupation.family)
    ? [...byName('Apprenticeship India'), ...byName('National Career Service')]
    : [...byName('Internshala'), ...byName('National Career Service')];
  const firstJob: RoadmapStage = {
    title: 'Stage 5 — Land your first role',
    description: c.rng.pick([
      `Start with internships or apprenticeships, ${first}: a first role is about learning fast, not being perfect.`,
      'Apply widely, learn from every interview, and keep your portfolio up to date.',
    ]),
    lists: [
      { label: 'Where to look', items: whereToLook },
      { label: 'Job titles to search for', items: [occupation.title, ...occupation.altTitles] },
    ],
  };
  return [explore, foundations, skillsStage, proof, firstJob];
}
