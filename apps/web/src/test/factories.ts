import {
  day2CardIds,
  type CareerFit,
  type CareerMatch,
  type CareerResult,
  type Day1Result,
  type Day2Result,
  type DeepRoadmap,
  type LowSignalNote,
  type MentionedCareer,
  type ProgressStatus,
  type PublicUser,
  type SupportNotice,
} from '@acp/shared';

/** A user as the API presents it; override what a test cares about. */
export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    name: 'Asha Verma',
    email: 'asha@example.com',
    contact: '+91 98765 43210',
    avatar: { url: null },
    quesAns: { day1: [], day2: [], day3: [] },
    day1response: [],
    day2response: [],
    careerResponse: [],
    selectedCareer: [],
    chosenCareer: null,
    carrerPdfUrl: null,
    isPaymentDone: false,
    hasPassword: true,
    showSupportCard: false,
    supportCheckIn: false,
    educationStage: null,
    careerAims: null,
    remindersOn: true,
    locale: null,
    resultsInOtherLanguage: [],
    dateOfBirth: '2000-04-15',
    parentEmail: null,
    parentalConsent: 'not_needed',
    consentSentAt: null,
    ...overrides,
  };
}

/** A fetch Response carrying a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A Step 1 result; override what a test cares about (e.g. `support`, `lowSignal`). */
export function buildDay1Result(overrides: Partial<Day1Result> = {}): Day1Result {
  return {
    heading: "Discovering Asha's Inner Strengths",
    subheading: 'How you think, learn and shine',
    insights: [{ title: 'A careful thinker', desc: 'You weigh things before you act.' }],
    coreStrengths: { heading: 'Core strengths', list: ['Patience'] },
    learningStyle: { heading: 'Learning style', list: ['Learning by doing'] },
    hiddenTalents: { heading: 'Hidden talents', list: ['Explaining ideas simply'] },
    whatOthersFeel: { heading: 'What others feel', quotes: ['You make people feel heard.'] },
    closingReflection: { heading: 'Closing reflection', message: 'Keep going.' },
    ...overrides,
  };
}

/** A Step 2 result (the emotional map). */
export function buildDay2Result(overrides: Partial<Day2Result> = {}): Day2Result {
  return {
    results: {
      title: 'Your emotional map',
      cards: day2CardIds.map((id) => ({ id, title: `Card ${id}`, description: `About ${id}` })),
    },
    closingReflection: { title: 'Closing reflection', quote: 'You are growing.' },
    ...overrides,
  };
}

function buildCareerMatch(title: string, index: number): CareerMatch {
  return {
    id: `career-${index}`,
    title,
    emotionalFit: `${title} suits how you feel about work.`,
    thinkingStyleFit: `${title} suits how you think.`,
    whyLove: `You could love ${title}.`,
    fitScore: 80 - index * 5,
    code: `15-125${index}.00`,
    reasons: ['Your interests'],
  };
}

/** A career blueprint with three careers: Data Analyst, Teacher, Graphic Designer. */
export function buildCareerResult(overrides: Partial<CareerResult> = {}): CareerResult {
  const careers = ['Data Analyst', 'Teacher', 'Graphic Designer'].map(buildCareerMatch);
  return {
    results: {
      title: 'Your career blueprint',
      whoYouAre: { title: 'Who you are', descriptionTemplate: 'A curious, careful person.' },
      topCareers: {
        title: 'Your top careers',
        labels: {
          emotionalFit: 'Emotional fit',
          thinkingStyleFit: 'Thinking style fit',
          whyLove: 'Why you may love it',
        },
        careers,
      },
      closingReflection: { title: 'Closing reflection', quote: 'Your path is yours.' },
    },
    profile: {
      riasec: { R: 20, I: 80, A: 50, S: 60, E: 30, C: 70 },
      riasecCode: 'ICS',
      bigFive: {
        openness: 60,
        conscientiousness: 70,
        extraversion: 40,
        agreeableness: 65,
        emotionalStability: 50,
      },
      workValues: {
        achievement: 60,
        workingConditions: 50,
        recognition: 40,
        relationships: 70,
        support: 55,
        independence: 65,
      },
      learningStyle: 'hands-on',
    },
    ...overrides,
  };
}

/** A career the person named that is not in their top 3 (a blueprint's `mentionedCareers`). */
export function buildMentionedCareer(overrides: Partial<MentionedCareer> = {}): MentionedCareer {
  return {
    id: 'pilot',
    title: 'Pilot',
    fitScore: 41,
    code: '53-2011.00',
    message:
      'You mentioned becoming a pilot. Here is how it fits you, and why it is not in your top 3.',
    reasons: ['You named it yourself.', 'It draws on quick decisions.'],
    ...overrides,
  };
}

/** `GET /careers/:id/fit`'s career: how Lawyer fits, not in the top 3. */
export function buildCareerFit(overrides: Partial<CareerFit> = {}): CareerFit {
  return {
    id: 'lawyer',
    title: 'Lawyer',
    titleHi: 'वकील',
    family: 'Law',
    fitScore: 62,
    code: '23-1011.00',
    reasons: ['It offers achievement, which you said matters to you.', 'It draws on persuasion.'],
    confidence: 'normal',
    inTopThree: false,
    ...overrides,
  };
}

/** The deep roadmap of a chosen career. */
export function buildDeepRoadmap(overrides: Partial<DeepRoadmap> = {}): DeepRoadmap {
  return {
    chosen_career: 'Data Analyst',
    student_name: 'Asha Verma',
    congrats_message: 'Congratulations on choosing Data Analyst!',
    opening_line: 'Here is your path.',
    code: '15-2051.00',
    sections: [{ heading: 'Your first steps', content: ['Learn spreadsheets.'] }],
    ...overrides,
  };
}

/** The support notice with other words and one number, to tell it from `SUPPORT_NOTICE`. */
export function buildSupportNotice(overrides: Partial<SupportNotice> = {}): SupportNotice {
  return {
    heading: 'Someone is here for you',
    message: 'You can talk to a counsellor for free.',
    helplines: [
      { name: 'Test Helpline', detail: 'Free, all day', numbers: [{ label: '1234', tel: '1234' }] },
    ],
    emergency: { text: 'In immediate danger, call', label: '999', tel: '999' },
    ...overrides,
  };
}

/** A note for answers that carried too little to go on. */
export function buildLowSignalNote(overrides: Partial<LowSignalNote> = {}): LowSignalNote {
  return {
    heading: 'We need a little more from you',
    message: 'Many answers were skipped, so this result is rough.',
    tips: ['Answer the questions you skipped', 'Write a sentence or two in the text answers'],
    ...overrides,
  };
}

/** `GET /user/progress-status` with every step submitted long ago, so every step is open. */
export function buildOpenProgress(): ProgressStatus {
  const past = '2026-01-01T00:00:00.000Z';
  return {
    success: true,
    day1SubmittedAt: past,
    day2SubmittedAt: past,
    day3SubmittedAt: past,
    day2UnlocksAt: past,
    day3UnlocksAt: past,
    unlockDelaySeconds: 60,
    serverTime: '2026-03-01T10:00:00.000Z',
  };
}

/**
 * Answers `fetch` by the end of the requested path (e.g. `/user/select-career`); anything else
 * fails with a 404 envelope, so a call a test did not expect shows up.
 */
export function answerByPath(answers: Record<string, unknown>): typeof fetch {
  return (input) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = Object.keys(answers).find((key) => url.endsWith(key));
    return Promise.resolve(
      path
        ? jsonResponse(answers[path])
        : jsonResponse({ success: false, code: 'not_found', message: `No answer for ${url}` }, 404),
    );
  };
}
