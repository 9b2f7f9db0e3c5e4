import type { EducationStage, RoadmapResource, RoadmapStage } from '@acp/shared';
import type { CatalogueCareer } from '../catalogue/catalogue-schema.js';
import { WORK_VALUE_KEYS } from '../model/dimensions.js';
import type { LearningKey, RiasecLetter } from '../model/dimensions.js';
import type { Occupation } from '../occupations/occupations.js';
import { familyResources, resourceFits, resourceNamed } from '../resources/catalogue.js';
import type { CatalogueResource } from '../resources/catalogue.js';
import type { RouteExam } from '../route/route-schema.js';
import { ROUTE_BODIES, type ResolvedRoute } from '../route/routes.js';
import type { TextContext } from '../text/context.js';
import { capitalise, joinList } from '../text/format.js';
import { knowledgeWordsFor, pairOf, skillsToName, VALUE_OFFERS } from '../text/labels.js';
import { knowledgeFits } from './family-content.js';
import { otherNamesOf } from './other-names.js';
import { AFTER_10_LABELS, examItem, streamFits } from './route-words.js';

/** What the stages are built from. */
export interface StagePlan {
  c: TextContext;
  career: CatalogueCareer;
  occupation: Occupation;
  route: ResolvedRoute;
  /** "a lawyer": one person in the career, for sentences. */
  one: string;
  /** Where the person is now; undefined when they have not said. */
  stage: EducationStage | undefined;
}

const asItem = ({ name, description, link }: CatalogueResource): RoadmapResource => ({
  name,
  description,
  link,
});

/** Second sentences for the proof stage: how someone of their strongest interest builds proof. */
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
    'Keep a dated record of each piece of work: it shows you learned the basics properly.',
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

/** Someone to ask (`one` is "a lawyer"). */
const ASK_ITEMS: readonly ((one: string) => string)[] = [
  (one) =>
    `Find ${one} — through family, teachers or LinkedIn — and ask what a normal day looks like`,
  (one) => `Ask ${one} what they wish they had known at your age`,
  (one) => `Ask ${one} how they got their first job and what they would do differently`,
  (one) => `Watch two “day in the life” videos about ${one} in India and note what surprised you`,
  (one) => `If you can, spend a day with ${one} at work and watch what they actually do`,
];

/** Something to write down. */
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

const EXAM_LEVEL_ORDER: Readonly<Record<RouteExam['level'], number>> = {
  'class-10': 0,
  'class-12': 1,
  graduate: 2,
  postgraduate: 3,
  professional: 4,
};

/** The route's exams taken at school level (after Class 10 or 12). */
const schoolExams = (route: ResolvedRoute) =>
  route.exams.filter((exam) => EXAM_LEVEL_ORDER[exam.level] <= 1);
/** The route's exams taken after a degree (recruitment, postgraduate, professional). */
const laterExams = (route: ResolvedRoute) =>
  route.exams.filter((exam) => EXAM_LEVEL_ORDER[exam.level] >= 2);
/** Whether the main way in is an exam taken after a degree (UPSC, SSC, bank, CA Final…). */
const entersAfterDegree = (route: ResolvedRoute) =>
  route.exams[0] !== undefined && EXAM_LEVEL_ORDER[route.exams[0].level] >= 2;
/**
 * Whether that exam selects people for posts (UPSC, SSC, a bank) rather than admitting to a
 * course after the degree (the film institutes' JET, CAT, JAM).
 */
const recruitedAfterDegree = (route: ResolvedRoute) =>
  entersAfterDegree(route) && ROUTE_BODIES.get(route.exams[0]?.body ?? '')?.recruits === true;

/** Routes whose first role is an apprenticeship or traineeship: ITI, diploma, short courses. */
const apprenticeRoute = (plan: StagePlan) =>
  plan.route.after10.path === 'iti' ||
  plan.route.after10.path === 'polytechnic' ||
  plan.career.preparation === 'short' ||
  plan.career.preparation === 'diploma';

function knowledgeToBuild(plan: StagePlan): string[] {
  return plan.occupation.knowledge
    .map(([name]) => name)
    .filter((name) => knowledgeFits(name, plan.career.family));
}

function learningResources(plan: StagePlan): RoadmapResource[] {
  const own = familyResources(plan.career.family).filter(
    (resource) => resource.name !== 'Apprenticeship India' || apprenticeRoute(plan),
  );
  const general = ['SWAYAM', 'Skill India Digital', 'Coursera', 'edX'].map(resourceNamed);
  return [...own, ...general]
    .filter((resource) => resourceFits(resource, plan.career.family))
    .slice(0, 4)
    .map(asItem);
}

const bodyResource = (body: ResolvedRoute['mainBody']): RoadmapResource | string =>
  body.site ? { name: body.name, description: capitalise(body.what), link: body.site } : body.name;

/**
 * Whether the main body's site is where this person starts: not for someone past school when
 * the way in is an exam after Class 12 (a B.Tech dropout is not sent to JoSAA).
 */
function mainBodyFits(plan: StagePlan): boolean {
  const stage = plan.stage?.stage;
  const atSchool = stage === undefined || stage === 'class-8-10' || stage === 'class-11-12';
  return atSchool || entersAfterDegree(plan.route) || schoolExams(plan.route).length === 0;
}

function explore(plan: StagePlan): RoadmapStage {
  const { c, one, route } = plan;
  const official = mainBodyFits(plan);
  return {
    title: 'Explore the work (this month)',
    description: c.rng.pick([
      `Before committing, ${c.first}, find out what ${one} really does all day.`,
      `Start by looking closely: read, watch and talk to someone who already works as ${one}.`,
      `For the first month, just explore whether the everyday work of ${one} suits you — you do not have to be sure for life.`,
      `Spend these weeks learning what an ordinary day looks like for ${one} — the dull parts as well as the exciting ones.`,
    ]),
    lists: [
      {
        label: 'Try this',
        items: [
          c.rng.pick(ASK_ITEMS)(one),
          c.rng.pick(NOTE_ITEMS)(one),
          ...(official
            ? [`Read how entry works on the official site of ${route.mainBody.name}`]
            : []),
        ],
      },
      ...(official ? [{ label: 'Official site', items: [bodyResource(route.mainBody)] }] : []),
      { label: 'Resources', items: [asItem(resourceNamed('National Career Service (NCS)'))] },
    ],
  };
}

function chooseStream(plan: StagePlan): RoadmapStage {
  const { route, one } = plan;
  const { path, note } = route.after10;
  const trade = path === 'iti' || path === 'polytechnic';
  return {
    title: trade
      ? 'After Class 10: choose your ITI trade or diploma'
      : 'Choose your stream after Class 10',
    description: `${trade ? 'The usual way in for' : 'For'} ${one}: ${AFTER_10_LABELS[path]}. ${capitalise(note)}.`,
    lists: [
      {
        label: 'Before you choose',
        items: [
          plan.c.rng.pick([
            `Talk to your teachers about your marks in the subjects ${one} needs`,
            'Ask a teacher which of your subjects are strongest, and whether they fit this route',
            'Look at your Class 9 and 10 marks in the subjects this route needs, and ask a teacher what they suggest',
            `Ask someone who became ${one} which subjects they took after Class 10`,
          ]),
          trade
            ? plan.c.rng.pick([
                'Visit a government ITI or polytechnic near you and ask about the trade, seats and fees',
                'Find the government ITIs and polytechnics near you and ask which trades have seats',
              ])
            : schoolExams(route).length === 0
              ? plan.c.rng.pick([
                  `Read an official notice or admission page for ${one} first: it says which class, subjects and marks you need`,
                  'Check what the official notices for this work ask for (Class 10, Class 12 or a degree) before you pick your subjects',
                ])
              : plan.c.rng.pick([
                  'Read the eligibility of the exams below before you pick your subjects: some need exact subjects in Class 12',
                  'Some exams below ask for exact Class 12 subjects: check them before you choose',
                  'Check which Class 12 subjects the exams below ask for, then choose your stream',
                  `Before you choose, note the Class 12 subjects each exam for ${one} asks for`,
                ]),
        ],
      },
    ],
  };
}

function schoolYears(plan: StagePlan): RoadmapStage {
  const { c, route, one, stage } = plan;
  const exams = schoolExams(route);
  const knowledge = knowledgeToBuild(plan);
  const [area1, area2] = knowledge.slice(0, 2).map(knowledgeWordsFor);
  const areas = area1 && area2 ? pairOf(area1, area2) : area1;
  const mismatch =
    stage?.stage === 'class-11-12' && !streamFits(route.after10.path, stage.stream)
      ? `This route usually asks for ${AFTER_10_LABELS[route.after10.path]}, which is not your stream: check the eligibility below before you plan on it, and look at the Plan B further down. `
      : '';
  return {
    title: exams.length
      ? 'Class 11 and 12: your marks and the entrance exam'
      : 'Class 11 and 12: your marks and your base',
    description: [
      mismatch,
      exams.length
        ? `Keep your board marks up — most entrance exams have a minimum — and prepare for ${joinList(exams.map((exam) => exam.name))}.`
        : `There is no single entrance exam for ${one}; your Class 12 marks and what you can show matter most.`,
      areas
        ? ` The work draws most on ${areas}. ${c.rng.pick(STUDY_WAYS[c.profile.learning])}`
        : '',
    ]
      .join('')
      .trim(),
    lists: [
      ...(exams.length ? [{ label: 'Exams to prepare for', items: exams.map(examItem) }] : []),
      ...(knowledge.length ? [{ label: 'Knowledge to build', items: knowledge }] : []),
    ],
  };
}

function training(plan: StagePlan, title: string): RoadmapStage {
  const { c, route, one, occupation } = plan;
  const skills = skillsToName(occupation.skills.map(([name]) => name));
  const [skill = 'active learning', skill2 = 'critical thinking'] = skills.map((name) =>
    name.toLowerCase(),
  );
  return {
    title,
    description: [
      `The usual way is ${route.degrees[0]}.`,
      c.rng.pick([
        `Alongside it, practise ${pairOf(skill, skill2)} — ${one} uses them every day.`,
        `Day to day, ${one} relies on ${pairOf(skill, skill2)}, so practise them a little every day.`,
        `Start with ${skill}: fifteen minutes of practice a day for a month will show real progress.`,
      ]),
    ].join(' '),
    lists: [
      { label: 'Degrees and courses', items: [...route.degrees] },
      { label: 'Where to study', items: [...route.institutes] },
      ...(skills.length ? [{ label: 'Skills to practise', items: skills.slice(0, 6) }] : []),
      ...(route.tools.length ? [{ label: 'Tools to learn', items: [...route.tools] }] : []),
      { label: 'Resources', items: learningResources(plan) },
    ],
  };
}

function proof(plan: StagePlan): RoadmapStage {
  const { c, one, route } = plan;
  return {
    title: 'Show what you can do',
    description: [
      c.rng.pick([
        `What gets you noticed as ${one} is proof of real work, started early.`,
        `Marks open the door; what you have actually done is what people remember.`,
        `Before anyone hires you as ${one}, they want to see something you have done.`,
      ]),
      c.rng.pick(PROOF_NEXT[c.top]),
    ].join(' '),
    lists: [{ label: 'Things to do', items: [...route.projects] }],
  };
}

function afterDegree(plan: StagePlan, exams: readonly RouteExam[]): RoadmapStage {
  const { route, one } = plan;
  const names = joinList(exams.map((exam) => exam.name));
  const recruited = recruitedAfterDegree(route);
  return {
    title: recruited
      ? 'After your degree: the exam that lets you in'
      : 'After your degree: a course that opens the way',
    description: recruited
      ? `Most people become ${one} through ${names}. Read the official notice every year: dates, age limits and attempts change.`
      : `A course after your degree is one strong way to become ${one}; its entrance is ${names}. Read the official notice every year: dates and rules change.`,
    lists: [
      { label: 'Exams', items: exams.map(examItem) },
      ...(route.mainBody.site
        ? [{ label: 'Official site', items: [bodyResource(route.mainBody)] }]
        : []),
    ],
  };
}

function firstRole(plan: StagePlan): RoadmapStage {
  const { c, route, one, career, occupation } = plan;
  const One = capitalise(one);
  const apprentice = apprenticeRoute(plan);
  // A post one is selected for: a recruitment exam after the degree, or a published pay scale.
  const government = recruitedAfterDegree(route) || route.pay !== undefined;
  // Exams for later (GATE for an M.Tech, NEET PG for a specialism) when the way in is earlier.
  const further = entersAfterDegree(route) ? [] : laterExams(route);
  const licences = route.licences.map((licence) => `${licence.name}: ${licence.what}`);
  const whereToLook = [
    ...(apprentice ? [asItem(resourceNamed('Apprenticeship India'))] : []),
    ...(!apprentice ? [asItem(resourceNamed('Internshala'))] : []),
    asItem(resourceNamed('National Career Service (NCS)')),
  ];
  const titles = [career.title, ...otherNamesOf(career, occupation).slice(0, 4)];
  if (government)
    return {
      title: 'Selection, training and your first posting',
      // No "compare job offers" line: a post one is selected for comes with its own terms.
      description: c.rng.pick([
        `${One} is a post you are selected for: after selection comes training, then your first posting.`,
        `Selection is the hard part; the training after it is where you learn the job as ${one}.`,
      ]),
      lists: licences.length ? [{ label: 'Licences and registration', items: licences }] : [],
    };
  return {
    title: licences.length ? 'Get licensed and land your first role' : 'Land your first role',
    description: [
      licences.length
        ? `To work as ${one} in India you need: ${route.licences.map((licence) => licence.name).join('; ')}.`
        : '',
      c.rng.pick([
        apprentice
          ? `${One} usually starts as an apprentice or trainee, ${c.first} — a first role is about learning fast, not being perfect.`
          : `Look for an internship or a trainee post as ${one}, ${c.first}: a first role is about learning fast, not being perfect.`,
        `Your first job as ${one} does not have to be your dream job — it has to teach you a lot.`,
      ]),
      c.profile.evidence.low ? '' : valueCheck(c),
    ]
      .filter(Boolean)
      .join(' '),
    lists: [
      ...(licences.length ? [{ label: 'Licences and registration', items: licences }] : []),
      { label: 'Where to look', items: whereToLook },
      { label: 'Job titles to search for', items: [...new Set(titles)] },
      ...(further.length ? [{ label: 'Later, to go further', items: further.map(examItem) }] : []),
    ],
  };
}

/** The way back in for someone who stopped studying: never "start over". */
function wayBackIn(
  plan: StagePlan,
  leftAt: Extract<EducationStage, { stage: 'dropped-out' }>['leftAt'],
): RoadmapStage {
  const { route, one } = plan;
  const trade = route.after10.path === 'iti' || route.after10.path === 'polytechnic';
  const nios = asItem(resourceNamed('NIOS'));
  const items: (string | RoadmapResource)[] =
    leftAt === 'before-class-10'
      ? [
          'Finish Class 10 through the National Institute of Open Schooling (NIOS): you study at your own pace and sit its exams',
          'Some ITI trades take students after Class 8 — ask at a government ITI near you',
          nios,
        ]
      : leftAt === 'after-class-10'
        ? [
            trade
              ? 'With Class 10 you can join an ITI trade or a polytechnic diploma now'
              : `Finish Class 12 through NIOS with the subjects this route needs (${AFTER_10_LABELS[route.after10.path]})`,
            'A polytechnic diploma also leads on to a degree later, through lateral entry',
            nios,
          ]
        : leftAt === 'after-class-12'
          ? [
              `With Class 12 you can start ${route.degrees[0]} now, or a shorter diploma first`,
              'Open and distance universities let you study while you work',
              asItem(resourceNamed('IGNOU')),
            ]
          : [
              'You do not have to start over: ask your old college whether your finished years count (many universities now give credit for them)',
              'An open or distance degree lets you finish while you earn',
              `Or take a shorter diploma or certificate that leads to work as ${one} sooner`,
              asItem(resourceNamed('IGNOU')),
            ];
  return {
    title: 'Pick up from where you stopped',
    description: `Stopping was not the end of anything. From where you are, the shortest way to becoming ${one} is below — none of it means starting again from zero.`,
    lists: [{ label: 'Your next step', items }],
  };
}

function midway(
  plan: StagePlan,
  subject: string,
  stage: 'college' | 'graduate' | 'working',
): RoadmapStage {
  const { route, one } = plan;
  const school = schoolExams(route);
  // Graduate exams are the way in only when the main exam is one (UPSC, SSC, banks); NEET PG
  // after an MBBS is no way in for a B.Com graduate.
  const later = entersAfterDegree(route) ? laterExams(route) : [];
  const where =
    stage === 'college'
      ? `You are studying ${subject}.`
      : stage === 'graduate'
        ? `You have a degree in ${subject}.`
        : subject
          ? `You work in ${subject} today.`
          : 'You are working today.';
  const entry = later.length
    ? ` As a graduate you can take ${joinList(later.map((exam) => exam.name))}${stage === 'college' ? ' once your degree is done (some let you apply in your final year)' : ''}.`
    : school.length
      ? ` The usual entry is ${joinList(school.map((exam) => exam.name))} after Class 12. If you still meet its eligibility you can take it, but you need not start again: look first for a postgraduate or bridge course that builds on what you have, and at the Plan B below.`
      : ` There is no single exam for ${one}: what counts is the right course and what you can show.`;
  return {
    title: stage === 'college' ? 'Use your college years' : 'The way in from where you are',
    description: `${where}${entry}${stage === 'working' ? ' Keep your job while you prepare: evening, weekend and distance courses exist for most of this route.' : ''}`,
    lists: [
      { label: 'Degrees and courses', items: [...route.degrees] },
      ...(later.length ? [{ label: 'Exams open to graduates', items: later.map(examItem) }] : []),
      ...(stage === 'working'
        ? [
            {
              label: 'Study while you work',
              items: [asItem(resourceNamed('IGNOU')), asItem(resourceNamed('SWAYAM'))],
            },
          ]
        : []),
    ],
  };
}

/**
 * The stages from where the person is now to a first role. A Class 10 student starts with the
 * stream, a Class 12 student with the entrance exam, a graduate with the entry open to
 * graduates, a dropout with a way back in; someone who has not said gets the whole route.
 */
export function roadmapStages(plan: StagePlan): RoadmapStage[] {
  const { stage, route } = plan;
  const stages: RoadmapStage[] = [explore(plan)];
  const afterDegreeStage = entersAfterDegree(route) ? [afterDegree(plan, laterExams(route))] : [];
  switch (stage?.stage) {
    case 'class-8-10':
      stages.push(
        chooseStream(plan),
        schoolYears(plan),
        training(plan, 'Your degree or training'),
        proof(plan),
        ...afterDegreeStage,
      );
      break;
    case 'class-11-12':
      stages.push(
        schoolYears(plan),
        training(plan, 'Your degree or training'),
        proof(plan),
        ...afterDegreeStage,
      );
      break;
    case 'college':
    case 'graduate':
      stages.push(midway(plan, stage.subject, stage.stage), proof(plan));
      break;
    case 'working':
      stages.push(midway(plan, stage.subject ?? '', 'working'), proof(plan));
      break;
    case 'dropped-out':
      stages.push(wayBackIn(plan, stage.leftAt));
      if (stage.leftAt === 'before-class-10' || stage.leftAt === 'after-class-10')
        stages.push(chooseStream(plan));
      stages.push(training(plan, 'Your course or training'), proof(plan), ...afterDegreeStage);
      break;
    default:
      stages.push(
        chooseStream(plan),
        schoolYears(plan),
        training(plan, 'Your degree or training'),
        proof(plan),
        ...afterDegreeStage,
      );
  }
  stages.push(firstRole(plan));
  return stages.map((item, index) => ({ ...item, title: `Stage ${index + 1} — ${item.title}` }));
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
