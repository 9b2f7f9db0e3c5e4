/**
 * The words of the roadmap's stages in English; `stage-texts.hi.ts` has them in Hindi with as
 * many phrasings in the same order (the Rng picks by position, so both languages say the same).
 */
import type { LearningKey, RiasecLetter } from '../model/dimensions.js';
import { capitalise, joinList } from '../text/format.js';
import { knowledgeWordsFor, pairOf, VALUE_OFFERS } from '../text/labels.js';

/** A sentence or item about one person in the career (`one` is "a lawyer"). */
type OnePhrase = (one: string) => string;

export const STAGE_TEXTS_EN = {
  stageTitle: (n: number, title: string) => `Stage ${n} — ${title}`,
  labels: {
    tryThis: 'Try this',
    officialSite: 'Official site',
    resources: 'Resources',
    beforeYouChoose: 'Before you choose',
    examsToPrepare: 'Exams to prepare for',
    knowledgeToBuild: 'Knowledge to build',
    degrees: 'Degrees and courses',
    whereToStudy: 'Where to study',
    skills: 'Skills to practise',
    tools: 'Tools to learn',
    thingsToDo: 'Things to do',
    exams: 'Exams',
    licences: 'Licences and registration',
    whereToLook: 'Where to look',
    jobTitles: 'Job titles to search for',
    later: 'Later, to go further',
    nextStep: 'Your next step',
    graduateExams: 'Exams open to graduates',
    studyWhileWorking: 'Study while you work',
  },
  /** O*NET's names, as the lists and sentences say them. */
  knowledgeItem: (area: string) => area,
  knowledgeWords: knowledgeWordsFor,
  skillItem: (skill: string) => skill,
  skillInSentence: (skill: string) => skill.toLowerCase(),
  defaultSkills: ['active learning', 'critical thinking'] as readonly [string, string],
  pair: pairOf,
  list: joinList,
  valueOffers: VALUE_OFFERS,
  /** Second sentences for the proof stage: how someone of their strongest interest builds proof. */
  proofNext: {
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
  } as Readonly<Record<RiasecLetter, readonly string[]>>,
  /** How to study the knowledge of the work, by learning style: two ways each. */
  studyWays: {
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
  } as Readonly<Record<LearningKey, readonly string[]>>,
  /** Someone to ask. */
  ask: [
    (one) =>
      `Find ${one} — through family, teachers or LinkedIn — and ask what a normal day looks like`,
    (one) => `Ask ${one} what they wish they had known at your age`,
    (one) => `Ask ${one} how they got their first job and what they would do differently`,
    (one) => `Watch two “day in the life” videos about ${one} in India and note what surprised you`,
    (one) => `If you can, spend a day with ${one} at work and watch what they actually do`,
  ] as readonly OnePhrase[],
  /** Something to write down. */
  note: [
    (one) =>
      `Write down three things about the work of ${one} that excite you and one that worries you`,
    (one) =>
      `Keep a one-page note on life as ${one}: what you like, what you are unsure of, your questions`,
    (one) =>
      `List three questions you still have about becoming ${one} and find the answers this month`,
    (one) =>
      `Note which tasks of ${one} you would still enjoy on a bad day, not just on a good one`,
    () =>
      'Write one paragraph on why this career pulls you, and read it again at the end of the month',
  ] as readonly OnePhrase[],
  explore: {
    title: 'Explore the work (this month)',
    description: [
      (first: string, one: string) =>
        `Before committing, ${first}, find out what ${one} really does all day.`,
      (_first: string, one: string) =>
        `Start by looking closely: read, watch and talk to someone who already works as ${one}.`,
      (_first: string, one: string) =>
        `For the first month, just explore whether the everyday work of ${one} suits you — you do not have to be sure for life.`,
      (_first: string, one: string) =>
        `Spend these weeks learning what an ordinary day looks like for ${one} — the dull parts as well as the exciting ones.`,
    ],
    readOfficial: (body: string) => `Read how entry works on the official site of ${body}`,
  },
  stream: {
    titleTrade: 'After Class 10: choose your ITI trade or diploma',
    title: 'Choose your stream after Class 10',
    description: (trade: boolean, one: string, path: string, note: string) =>
      `${trade ? 'The usual way in for' : 'For'} ${one}: ${path}. ${capitalise(note)}.`,
    teachers: [
      (one) => `Talk to your teachers about your marks in the subjects ${one} needs`,
      () => 'Ask a teacher which of your subjects are strongest, and whether they fit this route',
      () =>
        'Look at your Class 9 and 10 marks in the subjects this route needs, and ask a teacher what they suggest',
      (one) => `Ask someone who became ${one} which subjects they took after Class 10`,
    ] as readonly OnePhrase[],
    trade: [
      'Visit a government ITI or polytechnic near you and ask about the trade, seats and fees',
      'Find the government ITIs and polytechnics near you and ask which trades have seats',
    ],
    noExam: [
      (one) =>
        `Read an official notice or admission page for ${one} first: it says which class, subjects and marks you need`,
      () =>
        'Check what the official notices for this work ask for (Class 10, Class 12 or a degree) before you pick your subjects',
    ] as readonly OnePhrase[],
    exams: [
      () =>
        'Read the eligibility of the exams below before you pick your subjects: some need exact subjects in Class 12',
      () => 'Some exams below ask for exact Class 12 subjects: check them before you choose',
      () => 'Check which Class 12 subjects the exams below ask for, then choose your stream',
      (one) => `Before you choose, note the Class 12 subjects each exam for ${one} asks for`,
    ] as readonly OnePhrase[],
  },
  school: {
    mismatch: (path: string) =>
      `This route usually asks for ${path}, which is not your stream: check the eligibility below before you plan on it, and look at the Plan B further down. `,
    titleExams: 'Class 11 and 12: your marks and the entrance exam',
    title: 'Class 11 and 12: your marks and your base',
    exams: (names: string) =>
      `Keep your board marks up — most entrance exams have a minimum — and prepare for ${names}.`,
    noExam: (one: string) =>
      `There is no single entrance exam for ${one}; your Class 12 marks and what you can show matter most.`,
    areas: (areas: string, way: string) => ` The work draws most on ${areas}. ${way}`,
  },
  training: {
    usual: (degree: string) => `The usual way is ${degree}.`,
    practise: [
      (one: string, pair: string) => `Alongside it, practise ${pair} — ${one} uses them every day.`,
      (one: string, pair: string) =>
        `Day to day, ${one} relies on ${pair}, so practise them a little every day.`,
      (_one: string, _pair: string, skill: string) =>
        `Start with ${skill}: fifteen minutes of practice a day for a month will show real progress.`,
    ],
    titleDegree: 'Your degree or training',
    titleCourse: 'Your course or training',
  },
  proof: {
    title: 'Show what you can do',
    description: [
      (one) => `What gets you noticed as ${one} is proof of real work, started early.`,
      () => `Marks open the door; what you have actually done is what people remember.`,
      (one) => `Before anyone hires you as ${one}, they want to see something you have done.`,
      (one) =>
        `To anyone hiring ${one}, one small piece of finished work says more than a certificate.`,
    ] as readonly OnePhrase[],
  },
  afterDegree: {
    titleRecruited: 'After your degree: the exam that lets you in',
    titleCourse: 'After your degree: a course that opens the way',
    recruited: (one: string, names: string) =>
      `Most people become ${one} through ${names}. Read the official notice every year: dates, age limits and attempts change.`,
    course: (one: string, names: string) =>
      `A course after your degree is one strong way to become ${one}; its entrance is ${names}. Read the official notice every year: dates and rules change.`,
  },
  firstRole: {
    titleSelected: 'Selection, training and your first posting',
    selected: [
      (one: string) =>
        `${capitalise(one)} is a post you are selected for: after selection comes training, then your first posting.`,
      (one: string) =>
        `Selection is the hard part; the training after it is where you learn the job as ${one}.`,
    ],
    titleLicensed: 'Get licensed and land your first role',
    title: 'Land your first role',
    licences: (one: string, names: string) => `To work as ${one} in India you need: ${names}.`,
    licenceSeparator: '; ',
    start: [
      (one: string, first: string, apprentice: boolean) =>
        apprentice
          ? `${capitalise(one)} usually starts as an apprentice or trainee, ${first} — a first role is about learning fast, not being perfect.`
          : `Look for an internship or a trainee post as ${one}, ${first}: a first role is about learning fast, not being perfect.`,
      (one: string) =>
        `Your first job as ${one} does not have to be your dream job — it has to teach you a lot.`,
    ],
    values: [
      (offer: string) =>
        `When you compare offers, look hard at what matters most to you: ${offer}.`,
      (offer: string) =>
        `Before you say yes to a job, ask whether it gives you ${offer} — that matters more to you than a title.`,
    ],
  },
  wayBack: {
    title: 'Pick up from where you stopped',
    description: (one: string) =>
      `Stopping was not the end of anything. From where you are, the shortest way to becoming ${one} is below — none of it means starting again from zero.`,
    beforeClass10: [
      'Finish Class 10 through the National Institute of Open Schooling (NIOS): you study at your own pace and sit its exams',
      'Some ITI trades take students after Class 8 — ask at a government ITI near you',
    ],
    tradeNow: 'With Class 10 you can join an ITI trade or a polytechnic diploma now',
    finishClass12: (path: string) =>
      `Finish Class 12 through NIOS with the subjects this route needs (${path})`,
    lateral: 'A polytechnic diploma also leads on to a degree later, through lateral entry',
    afterClass12: (degree: string) =>
      `With Class 12 you can start ${degree} now, or a shorter diploma first`,
    openUniversities: 'Open and distance universities let you study while you work',
    college: [
      'You do not have to start over: ask your old college whether your finished years count (many universities now give credit for them)',
      'An open or distance degree lets you finish while you earn',
    ],
    shorter: (one: string) =>
      `Or take a shorter diploma or certificate that leads to work as ${one} sooner`,
  },
  midway: {
    college: (subject: string) => `You are studying ${subject}.`,
    graduate: (subject: string) => `You have a degree in ${subject}.`,
    working: (subject: string) => `You work in ${subject} today.`,
    workingNoSubject: 'You are working today.',
    later: (names: string, college: boolean) =>
      ` As a graduate you can take ${names}${college ? ' once your degree is done (some let you apply in your final year)' : ''}.`,
    school: (names: string) =>
      ` The usual entry is ${names} after Class 12. If you still meet its eligibility you can take it, but you need not start again: look first for a postgraduate or bridge course that builds on what you have, and at the Plan B below.`,
    none: (one: string) =>
      ` There is no single exam for ${one}: what counts is the right course and what you can show.`,
    keepJob:
      ' Keep your job while you prepare: evening, weekend and distance courses exist for most of this route.',
    titleCollege: 'Use your college years',
    title: 'The way in from where you are',
  },
};

export type StageTexts = typeof STAGE_TEXTS_EN;
