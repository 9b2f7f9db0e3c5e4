import type { Locale, ParentCareer } from '@acp/shared';

/** The questions a family can talk about, in each language (a parent speaks to the child). */
interface QuestionTexts {
  noCareers: readonly string[];
  whichFirst: (firstName: string) => string;
  examsRoute: (career: string, exams: string) => string;
  payForIt: string;
  planB: (career: string, planB: string) => string;
  meetSomeone: string;
  and: string;
}

const ENGLISH: QuestionTexts = {
  noCareers: [
    'What do you enjoy most at school right now, and what do you look forward to?',
    'Which grown-ups do you know whose work looks interesting to you?',
  ],
  whichFirst: (firstName) =>
    `Which of these three careers would you like to find out more about first, ${firstName}, and why?`,
  examsRoute: (career, exams) =>
    `The usual way into ${career} goes through ${exams}. What would getting ready for it need from us: time, coaching, money?`,
  payForIt:
    'How could we pay for the course, and which scholarships or government colleges should we look at?',
  planB: (career, planB) =>
    `If ${career} does not work out, ${planB} is a close Plan B. How do you feel about it?`,
  meetSomeone: 'Who do we know who does one of these jobs, and could you spend an hour with them?',
  and: 'and',
};

// A parent says "तुम" to their child; no verb guesses the child's gender.
const HINDI: QuestionTexts = {
  noCareers: [
    'स्कूल में अभी तुम्हें सबसे ज़्यादा क्या अच्छा लगता है, और किस चीज़ का इंतज़ार रहता है?',
    'हमारी जान-पहचान में किसका काम तुम्हें दिलचस्प लगता है?',
  ],
  whichFirst: (firstName) =>
    `${firstName}, इन तीन करियर में से सबसे पहले किसके बारे में और जानना है, और क्यों?`,
  examsRoute: (career, exams) =>
    `${career} तक पहुँचने का आम रास्ता ${exams} से होकर जाता है। इसकी तैयारी के लिए हमसे क्या चाहिए होगा: समय, कोचिंग, पैसा?`,
  payForIt: 'कोर्स की फ़ीस कैसे भरेंगे, और कौन-सी स्कॉलरशिप या सरकारी कॉलेज देखने चाहिए?',
  planB: (career, planB) =>
    `अगर ${career} न हो पाए, तो ${planB} एक करीबी प्लान बी है। इसके बारे में तुम्हें कैसा लगता है?`,
  meetSomeone:
    'हमारी जान-पहचान में इनमें से कोई काम कौन करता है, और क्या उनके साथ एक घंटा बिताना हो सकता है?',
  and: 'और',
};

const TEXTS: Record<Locale, QuestionTexts> = { en: ENGLISH, hi: HINDI };

/** Things a family can talk about, drawn from the blueprint's facts. */
export function questionsFor(firstName: string, careers: ParentCareer[], locale: Locale): string[] {
  const t = TEXTS[locale];
  const [first] = careers;
  if (!first) return [...t.noCareers];
  const questions = [t.whichFirst(firstName)];
  const exams = first.route?.exams.map((exam) => exam.name) ?? [];
  if (exams.length > 0)
    questions.push(t.examsRoute(first.title, exams.slice(0, 2).join(` ${t.and} `)));
  if (first.route) {
    questions.push(t.payForIt);
    const planB = first.route.planB[0];
    if (planB) questions.push(t.planB(first.title, planB.title));
  }
  questions.push(t.meetSomeone);
  return questions;
}
