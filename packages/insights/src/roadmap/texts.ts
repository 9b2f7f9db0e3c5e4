/**
 * The roadmap's own words outside its stages, in English: the opening, the fit and work sections,
 * the route, Plan B, the mindset toolkit and the sources. `texts.hi.ts` has them in Hindi with as
 * many phrasings in the same order (the Rng picks by position, so both languages say the same).
 */
import { describeStage } from '@acp/shared';
import type { EducationStage } from '@acp/shared';
import type { RiasecLetter } from '../model/dimensions.js';
import type { SignalValue } from '../model/signals.js';
import { capitalise, joinList } from '../text/format.js';
import { RIASEC_LABELS } from '../text/labels.js';

type GiftPhrase = (gift: string, one: string) => string;
type WordsPhrase = (words: string) => string;
/** A line with the student's first name and one person in the career ("a lawyer"). */
type NamedPhrase = (first: string, one: string, interest: string) => string;

export const ROADMAP_TEXTS_EN = {
  headings: {
    fit: 'Why this career fits you',
    work: 'What the work looks like',
    route: 'Your route in India',
    steps: 'Your roadmap, step by step',
    planB: 'Your Plan B',
    mindset: 'Your mindset toolkit',
    sources: 'Where these facts come from',
  },
  /** Their strongest interest, for "your … side". */
  interest: (letter: RiasecLetter) => RIASEC_LABELS[letter].name.toLowerCase(),
  congratsFit: [
    (first, one, interest) =>
      `Congratulations, ${first}! You have chosen to become ${one} — a path that fits your ${interest} side.`,
    (first, one) =>
      `Well done, ${first}! Choosing to become ${one} is a big step, and it matches who you are.`,
  ] as readonly NamedPhrase[],
  congratsStretch: [
    (first, one) =>
      `Well done for choosing, ${first}. Becoming ${one} is your decision to make; this roadmap shows the way, and the next section says honestly where it fits you and where it will stretch you.`,
    (first, one) =>
      `You have chosen to become ${one}, ${first}. It is not the closest fit to your answers, and that is allowed: people grow into work they care about. Here is how to start.`,
  ] as readonly NamedPhrase[],
  opening: [
    (_first: string, one: string) =>
      `Here is your step-by-step roadmap to becoming ${one}, starting from where you are now.`,
    (first: string, one: string) =>
      `This roadmap turns your choice into a plan, ${first}: the Indian route to becoming ${one}, what to learn and where to begin.`,
    (_first: string, one: string, stages: number) =>
      `Your path to becoming ${one} is split into ${stages} stages below; take them one at a time.`,
    (_first: string, one: string, stages: number) =>
      `Read this as a map, not a rulebook: ${stages} stages from where you are now to your first role as ${one}.`,
  ],
  startingFrom: (stage: EducationStage) => `Starting from where you are: ${describeStage(stage)}.`,
  noStage: [
    (one) =>
      `This roadmap to becoming ${one} starts from Class 10. Tell us where you are now, and it will start from there instead.`,
    (one) =>
      `This version starts at Class 10; say where you are now and the way to becoming ${one} will start from there.`,
    () => 'Not in Class 10? Tell us where you are, and the stages will start from your point.',
    (one) =>
      `These stages assume you are around Class 10. If you are further along, say so above and the roadmap to becoming ${one} will begin where you are.`,
  ] as readonly WordsPhrase[],
  fitScore: (score: number) => `Your fit score for this career is ${score} out of 100.`,
  /** Their biggest gift, said back in the roadmap (`one` is "a Data Scientist"). */
  gift: [
    (gift) => `You described your biggest gift as ${gift}. Keep it at the centre of your plan.`,
    (gift) =>
      `Your biggest gift, you said, is ${gift}. When people ask why you chose this path, start your answer there.`,
    (gift) =>
      `You named ${gift} as your biggest gift. Choose projects in Stage 4 that let it show.`,
    (gift, one) =>
      `${gift} — that is the gift you named. Find the part of being ${one} where it helps most, and lean into that part first.`,
    (gift) =>
      `You told us your biggest gift is ${gift}. Mention it on your CV and in every interview.`,
    (gift, one) =>
      `Your biggest gift, ${gift}, is something to build on as ${one}, not to set aside.`,
  ] as readonly GiftPhrase[],
  /**
   * What they want to say in five years, when their goal is this career (or names no career):
   * the sentences may say the roadmap leads there.
   */
  proud: [
    (proud) =>
      `Five years from now you want to say: ${proud}. This roadmap is built to get you there.`,
    (proud) =>
      `Your five-year goal, in your own words: ${proud}. Every stage below is a step towards it.`,
    (proud) =>
      `In five years you want to say: ${proud}. Write it where you will see it — on slow days it will remind you why you started.`,
    (proud) =>
      `${proud} — that is what you want to say five years from now. Break it into one goal a year and check them against the stages below.`,
  ] as readonly WordsPhrase[],
  /** The same, when their goal names nothing: no claim that this roadmap is the way to it. */
  proudOpen: [
    (proud) =>
      `Five years from now you want to say: ${proud}. Keep that picture in mind as you read this roadmap.`,
    (proud) =>
      `In five years you want to say: ${proud}. Write it where you will see it — on slow days it will remind you why you started.`,
    (proud) => `Read each stage below with your five-year goal in mind: ${proud}.`,
    (proud) =>
      `You wrote that in five years you want to say: ${proud}. Every few months, check whether the stages below still lead there.`,
    (proud) =>
      `Hold on to your own words — ${proud}. Come back to them whenever a stage feels slow.`,
  ] as readonly WordsPhrase[],
  /** A goal that names another career, said with both names ("lawyer" is the chosen title). */
  bridgeGoal: (proud: string) => `Five years from now you want to say: ${proud}. `,
  bridgeClose: (said: string, title: string) =>
    `You named “${said}” as your goal, and you chose ${title}: the two are close, so much of what you build here counts for both — but the entry routes differ, so read the route below with your own goal in mind.`,
  bridgeFar: (said: string, title: string) =>
    `You named “${said}” as your goal, and you chose ${title}. This roadmap is for ${title}; it will not get you to “${said}” on its own. If that is still your first goal, check its fit from your blueprint before you commit.`,
  proxy: (title: string, note: string) =>
    `${title} is a career of its own in India, and the US occupation database we draw on has no entry for it. ${note}`.trim(),
  proxyRoute:
    'The route below is the Indian one; talk to someone in the work to learn what a day looks like.',
  alsoKnownAs: (names: string) => `It is also known as: ${names}.`,
  borrowed: (from: string) =>
    `O*NET rates this occupation's interests only; the skills below come from the closest related occupation (${from}).`,
  /** A way through the enemy they named in Step 2, applied to this roadmap. */
  enemyPlans: {
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
  } as Readonly<Record<SignalValue<'enemy'>, readonly string[]>>,
  /** How to keep going, for the way they handle pressure (Step 2's stress response). */
  stressPlans: {
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
  } as Readonly<Record<SignalValue<'stress'>, readonly string[]>>,
  /** The last word of the toolkit: how to keep going. */
  keepGoing: (first: string) => [
    `Progress will not be a straight line, ${first}. Review this roadmap every three months and adjust it.`,
    `Celebrate small wins, ${first}: every finished course, project or conversation moves you forward.`,
    'Find one friend on a similar path and check in with each other once a week — plans are easier to keep in pairs.',
    'Put a date in your calendar three months from today to look back at this roadmap and tick off what you have done.',
    `Some weeks you will do a lot and some weeks very little, ${first}. Both are normal; what matters is that you come back.`,
  ],
  support:
    'Plans matter less than how you are doing. If things feel heavy, talk to someone you trust before you push on with any of this.',
  spiral: (spiral: string) => `On hard days, use your own reset: ${spiral}.`,
  wish: (wish: string) => `And remember what you wish you had heard earlier: ${wish}.`,
  route: {
    /** Who may enter, where a rule restricts it: the route's first line (decision 021). */
    eligibility: (line: string) => `Who can apply: ${line}`,
    mainBody: (name: string, what: string) =>
      `The main way in runs through ${name}, which ${what}.`,
    after10: (path: string, note: string) => `After Class 10: ${path}. ${capitalise(note)}.`,
    exams: (names: string) => `Exams on this route: ${names} (details below).`,
    noExam: (one: string) =>
      `There is no entrance exam that everyone takes to become ${one}; admission and hiring go by your marks, your training and what you can show.`,
    degrees: (degrees: string) => `Degrees and courses: ${degrees}.`,
    institutes: (institutes: string) => `Where people study: ${institutes}.`,
    licence: (name: string, what: string) => `${name} (${what})`,
    licences: (licences: string) => `To practise in India: ${licences}.`,
    noLicence: (one: string) => `No licence is needed to work as ${one} in India.`,
    cost: (cost: string) => `Cost: ${cost}.`,
    scholarships: (names: string) =>
      `Help with fees: ${names} (who can apply is below); ask the institute about fee waivers too.`,
    noScholarship:
      'Help with fees: ask the institute about fee waivers, and look at your state’s scholarship schemes.',
    pay: (entry: string, mid: string, source: string, year: number) =>
      `Pay: ${entry}; later, ${mid} (${source}, ${year}).`,
    noPay: (one: string) =>
      `Pay: in private work it varies a lot by city, employer and skill, so we give no figure. Ask people who work as ${one} and compare real job posts on the National Career Service.`,
    examsLabel: 'Entrance and recruitment exams',
    scholarshipsLabel: 'Scholarships and loans',
    scholarshipFor: (who: string) => `For ${who}.`,
  },
  planB: {
    main: (exam: string) =>
      `Keep a second route in mind from the start: ${exam} may not go your way, or you may change your mind, and neither would say anything about your worth. These use similar strengths and a different way in:`,
    noExam:
      'A good plan has a second route. These careers use similar strengths and a different way in:',
    label: 'Two other routes',
  },
  sources: {
    check:
      'Exam dates, fees and rules change every year: always check the official site before you apply.',
    label: 'Sources',
    year: (year: number) => `Year: ${year}.`,
    usLabel: 'More details (US data)',
    onet: (title: string) => `O*NET OnLine: ${title}`,
    onetWhat:
      'The US occupation database behind the skills and interests in this roadmap. Its pay, licences and schools are American.',
  },
  list: joinList,
};

export type RoadmapTexts = typeof ROADMAP_TEXTS_EN;
