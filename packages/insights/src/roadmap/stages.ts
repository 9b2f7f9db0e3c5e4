import type { RoadmapResource, RoadmapStage } from '@acp/shared';
import { WORK_VALUE_KEYS } from '../model/dimensions.js';
import type { LearningKey, RiasecLetter } from '../model/dimensions.js';
import type { Occupation } from '../occupations/occupations.js';
import { generalResources, RESOURCE_CATALOGUE, resourcesFor } from '../resources/catalogue.js';
import type { CatalogueResource } from '../resources/catalogue.js';
import { certificationsFor } from '../resources/certifications.js';
import { projectIdeasFor } from '../resources/projects.js';
import { lookupBySoc } from '../resources/soc-lookup.js';
import { careerTitle, careerTitleWithArticle } from '../text/career-title.js';
import type { TextContext } from '../text/context.js';
import { capitalise } from '../text/format.js';
import { indianAltTitles, toolsUsedInIndia } from '../text/india-terms.js';
import { knowledgeWordsFor, pairOf, skillsToName, VALUE_OFFERS } from '../text/labels.js';

const asItem = ({ name, description, link }: CatalogueResource): RoadmapResource => ({
  name,
  description,
  link,
});
const byName = (name: string) =>
  RESOURCE_CATALOGUE.filter((resource) => resource.name.startsWith(name)).map(asItem);

/** The person's own topic for project ideas, or the occupation's main knowledge area. */
function topicFor(c: TextContext, occupation: Occupation): string {
  const area = occupation.knowledge[0]?.[0];
  return c.profile.interestLabels[0] ?? (area ? knowledgeWordsFor(area) : occupation.title);
}

const TRADE_FAMILIES = new Set(['47', '49', '51', '53', '35', '37', '45']);

/**
 * What an employer wants to see before hiring someone for this kind of work, by SOC major
 * group or a finer SOC key where the group's answer would be wrong (see `lookupBySoc`).
 */
const PROOF: Readonly<Record<string, string>> = {
  '11': 'things you have organised and led — an event, a club, a small business — with results you can describe',
  '13': 'real numbers you have worked with: a budget, a spreadsheet model or an analysis of a real company',
  '15': 'working projects on GitHub or a personal website that anyone can open and try',
  '17': 'projects you have designed and built, competition entries and an internship report',
  '19': 'a research project, a science-fair entry or a lab internship, with a short report of what you found',
  '21': 'months of volunteering with an NGO or community group, and what changed because of your work',
  '23': 'moot courts, legal-aid camps and internships with advocates or law firms',
  '25': 'classes you have taught — tuition, a school club, a video lesson — and what your learners said',
  '25-4':
    'time spent volunteering in a library, museum or archive, and a collection you have catalogued',
  '27': 'a portfolio of your best work, online where anyone can see it',
  '27-2':
    'a record of your performances, competitions and results, and a short video of your best moments',
  '27-3': 'published writing — articles, a blog, scripts or translations — with your name on it',
  '27-4': 'a showreel or a set of your best photos, recordings or edits',
  '29': 'your clinical training record, hospital internships and a first-aid or basic life support certificate',
  '31': 'a certificate course, hours of supervised practice and references from the nurses or doctors you helped',
  '33': 'physical fitness, an NCC certificate and a clean record of discipline and service',
  '35': 'dishes you can cook well, a kitchen internship and a food-safety certificate',
  '37': 'photos of gardens or spaces you have looked after, and references from the people you worked for',
  '39': 'a record of the people you have served — clients, learners or groups — and what they said about your work',
  '41': 'a record of what you have sold or promoted, even at a school fair or a family shop, with the numbers',
  '43': 'careful, accurate work, a computer or typing certificate and references from anyone you have assisted',
  '45': 'crops, animals or plots you have looked after, with notes of what worked',
  '47': 'a logbook and photos of the jobs you have done, and an ITI trade certificate',
  '49': 'a logbook of the machines you have repaired, with photos, and an ITI trade certificate',
  '51': 'a logbook of what you have made or run on the shop floor, and an ITI trade certificate',
  '53': 'the right licence, a clean safety record and hours of supervised practice',
  '55': 'physical fitness, an NCC certificate and a strong entrance exam score',
};

/** Second sentences for Stage 4: how someone of their strongest interest can build proof. */
const PROOF_NEXT: Readonly<Record<RiasecLetter, readonly string[]>> = {
  R: [
    'Keep it practical: show what you actually did, not only what you studied — photos help.',
    'Start small: one finished piece of work is worth more than three half-done ones.',
  ],
  I: [
    'Write up what you tried, what you found and why — a clear report shows how you think.',
    'Ask a teacher or a senior for honest feedback on your first attempt, then improve it.',
  ],
  A: [
    'Show your process as well as the result — early drafts and versions count.',
    'Show one thing you made to someone in the field and ask what they would change.',
  ],
  S: [
    'Ask the people you helped for a few lines about your work; their words carry weight.',
    'Small roles count too: helping at a school event, a health camp or a tuition centre is a real start.',
  ],
  E: [
    'Put numbers on it — how many people came, how much you raised, what grew.',
    'Tell the story of each project in three lines: the problem, what you did, the result.',
  ],
  C: [
    'Keep it organised: one folder, dated, with a short note on each piece.',
    'Add a certificate from the list below when you are ready — it shows you learned the basics properly.',
  ],
};

/** How to study the knowledge of the work, by learning style: two ways each. */
const STUDY_WAYS: Readonly<Record<LearningKey, readonly string[]>> = {
  vis: [
    'Learn them through diagrams and short videos, then test yourself by drawing the idea from memory.',
    'Make one mind map per topic and stick it where you study.',
  ],
  aud: [
    'Learn them by talking: explain each topic to a friend, or record yourself and listen back.',
    'Join or start a study group — saying ideas out loud is how they stick for you.',
  ],
  read: [
    'Read one good book or course per area and write a one-page summary in your own words.',
    'Keep a notebook for each area and write down what you learn in your own words.',
  ],
  hands: [
    'Learn each one by doing: a small experiment, a model or a real task beats a chapter of theory.',
    'Pair every chapter with something practical — try it, break it, fix it.',
  ],
  logic: [
    'Start with solved problems, then look for the rule behind them.',
    'Draw a flowchart of how each area connects to the next; the structure helps you remember.',
  ],
};

/** Stage 1: someone to ask (`one` is "a Data Scientist"). */
const ASK_ITEMS: readonly ((one: string) => string)[] = [
  (one) =>
    `Find ${one} — through family, teachers or LinkedIn — and ask what a normal day looks like`,
  (one) => `Ask ${one} what they wish they had known at your age`,
  (one) => `Ask ${one} how they got their first job and what they would do differently`,
  (one) => `Watch two “day in the life” videos about ${one} in India and note what surprised you`,
  (one) => `If you can, spend a day with ${one} at work and watch what they actually do`,
];

/** Stage 1: something to write down. */
const NOTE_ITEMS: readonly ((one: string) => string)[] = [
  (one) =>
    `Write down three things about the work of ${one} that excite you and one that worries you`,
  (one) =>
    `Keep a one-page note on life as ${one}: what you like, what you are unsure of, your questions`,
  (one) =>
    `List three questions you still have about becoming ${one} and find the answers this month`,
  (one) => `Note which tasks of ${one} you would still enjoy on a bad day, not just on a good one`,
  () =>
    'Write one paragraph on why this career pulls you, and read it again at the end of the month',
];

/** Five stages from exploring to the first job, built from the occupation's O*NET data. */
/** Five stages from exploring to the first job, built from the occupation's O*NET data. */
export function roadmapStages(c: TextContext, occupation: Occupation): RoadmapStage[] {
  const familyResources = resourcesFor(occupation.code).map(asItem);
  const general = generalResources().map(asItem);
  const topic = topicFor(c, occupation);
  const knowledge = occupation.knowledge.map(([name]) => name);
  const skills = occupation.skills.map(([name]) => name);
  const first = c.first;
  const title = careerTitle(occupation);
  const one = careerTitleWithArticle(title.singular);
  const One = capitalise(one);
  const tools = toolsUsedInIndia(occupation);
  const explore: RoadmapStage = {
    title: 'Stage 1 — Explore (weeks 1–4)',
    description: c.rng.pick([
      `Before committing, ${first}, find out what ${one} really does all day.`,
      `Start by looking closely: read, watch and talk to someone who already works as ${one}.`,
      `For the first month, just explore whether the everyday work of ${one} suits you — you do not have to be sure for life.`,
      `Spend these weeks learning what an ordinary day looks like for ${one} — the dull parts as well as the exciting ones.`,
    ]),
    lists: [
      {
        label: 'Try this',
        items: [
          `Read the full O*NET profile for ${occupation.title} (code ${occupation.code})`,
          c.rng.pick(ASK_ITEMS)(one),
          c.rng.pick(NOTE_ITEMS)(one),
        ],
      },
      {
        label: 'Resources',
        items: [...byName('O*NET OnLine'), ...byName('National Career Service')],
      },
    ],
  };
  const [area1, area2] = knowledge.slice(0, 2).map(knowledgeWordsFor);
  const areas = area1 && area2 ? pairOf(area1, area2) : area1;
  const foundations: RoadmapStage = {
    title: 'Stage 2 — Build your foundations (months 2–6)',
    description: [
      areas
        ? c.rng.pick([
            `The work of ${one} draws most on ${areas}.`,
            `${One} needs a solid base in ${areas} — start there.`,
            `Of everything listed below, ${areas} ${area2 ? 'matter' : 'matters'} most to ${one}.`,
          ])
        : `Start with an introductory course on the basics of the work of ${one}.`,
      c.rng.pick(STUDY_WAYS[c.profile.learning]),
    ].join(' '),
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
  const [skill = 'active learning', skill2 = 'critical thinking'] = skillsToName(skills).map(
    (name) => name.toLowerCase(),
  );
  const skillsStage: RoadmapStage = {
    title: 'Stage 3 — Learn the core skills and tools (months 6–12)',
    description: c.rng.pick([
      `Day to day, ${one} relies on ${pairOf(skill, skill2)}, so practise them a little every day — that beats a lot once a month.`,
      `Now turn knowledge into ability, ${first}: ${pairOf(skill, skill2)} are what ${one} uses most, so start with those.`,
      `Start with ${skill}, one of the skills ${one} uses most: fifteen minutes of practice a day for a month will show real progress.`,
      `Get comfortable with the tools ${one} uses${tools[0] ? `, starting with ${tools[0]}` : ''}, and practise ${skill} until it feels natural.`,
    ]),
    lists: [
      {
        label: 'Skills to practise',
        items: skills.length ? skills : ['Active learning', 'Critical thinking', 'Speaking'],
      },
      ...(tools.length ? [{ label: 'Tools and technology to try', items: tools }] : []),
      {
        label: 'Courses',
        items: general.filter((item) =>
          ['Skill India Digital', 'SWAYAM', 'Coursera', 'edX'].includes(item.name),
        ),
      },
    ],
  };
  const proof =
    lookupBySoc(PROOF, occupation.code) ?? 'real work you have done and a recognised certificate';
  const proofStage: RoadmapStage = {
    title: 'Stage 4 — Show what you can do (year 1–2)',
    description: [
      c.rng.pick([
        `To be hired as ${one}, you need to show ${proof}.`,
        `For ${one}, the best proof is ${proof}.`,
        `What gets you hired as ${one} is proof: ${proof}.`,
      ]),
      c.rng.pick(PROOF_NEXT[c.top]),
    ].join(' '),
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
  const trade = TRADE_FAMILIES.has(occupation.family);
  const whereToLook = trade
    ? [...byName('Apprenticeship India'), ...byName('National Career Service')]
    : [...byName('Internshala'), ...byName('National Career Service')];
  const firstJob: RoadmapStage = {
    title: 'Stage 5 — Land your first role',
    description: [
      c.rng.pick([
        trade
          ? `${One} usually starts as an apprentice or trainee, ${first} — a first role is about learning fast, not being perfect.`
          : `Look for an internship or a trainee post as ${one}, ${first}: a first role is about learning fast, not being perfect.`,
        `Apply widely for roles as ${one}, learn from every interview, and keep your best work up to date.`,
        `Your first job as ${one} does not have to be your dream job — it has to teach you a lot.`,
      ]),
      c.profile.evidence.low ? '' : valueCheck(c),
    ]
      .filter(Boolean)
      .join(' '),
    lists: [
      { label: 'Where to look', items: whereToLook },
      {
        label: 'Job titles to search for',
        items: [title.plural, ...indianAltTitles(occupation)],
      },
    ],
  };
  return [explore, foundations, skillsStage, proofStage, firstJob];
}

/** What to check in a job offer: the work value they rated highest. */
function valueCheck(c: TextContext): string {
  const values = c.profile.values;
  const top = WORK_VALUE_KEYS.reduce((best, key) => (values[key] > values[best] ? key : best));
  return c.rng.pick([
    `When you compare offers, look hard at what matters most to you: ${VALUE_OFFERS[top]}.`,
    `Before you say yes to a job, ask whether it gives you ${VALUE_OFFERS[top]} — that matters more to you than a title.`,
  ]);
}
