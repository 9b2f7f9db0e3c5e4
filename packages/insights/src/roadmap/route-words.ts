import type { Locale, RoadmapResource, SchoolStream } from '@acp/shared';
import type { After10Path, RouteExam } from '../route/route-schema.js';
import { examLink, routeBody, ROUTE_EXAMS } from '../route/routes.js';

/** The stream or course after Class 10, as said in a sentence. */
export const AFTER_10_LABELS: Readonly<Record<After10Path, string>> = {
  'science-pcm': 'Science with Physics, Chemistry and Maths (PCM)',
  'science-pcb': 'Science with Physics, Chemistry and Biology (PCB)',
  'science-pcm-or-pcb': 'Science, with Maths (PCM) or Biology (PCB)',
  commerce: 'Commerce',
  arts: 'Arts / Humanities',
  'any-stream': 'any stream',
  iti: 'an ITI trade course',
  polytechnic: 'a polytechnic diploma',
};

/** The same in Hindi: the stream's everyday name, the subjects' short forms as students write them. */
const AFTER_10_HI: Readonly<Record<After10Path, string>> = {
  'science-pcm': 'साइंस, फ़िज़िक्स, केमिस्ट्री और मैथ्स के साथ (PCM)',
  'science-pcb': 'साइंस, फ़िज़िक्स, केमिस्ट्री और बायोलॉजी के साथ (PCB)',
  'science-pcm-or-pcb': 'साइंस, मैथ्स (PCM) या बायोलॉजी (PCB) के साथ',
  commerce: 'कॉमर्स',
  arts: 'आर्ट्स / ह्यूमैनिटीज़',
  'any-stream': 'कोई भी स्ट्रीम',
  iti: 'ITI का कोई ट्रेड कोर्स',
  polytechnic: 'पॉलिटेक्निक डिप्लोमा',
};

/** The stream or course after Class 10 in each language. */
export const AFTER_10: Readonly<Record<Locale, Readonly<Record<After10Path, string>>>> = {
  en: AFTER_10_LABELS,
  hi: AFTER_10_HI,
};

/** The Class 11–12 streams each route path accepts. */
const ACCEPTS: Readonly<Record<After10Path, readonly SchoolStream[] | 'any'>> = {
  'science-pcm': ['science-pcm', 'science-pcmb'],
  'science-pcb': ['science-pcb', 'science-pcmb'],
  'science-pcm-or-pcb': ['science-pcm', 'science-pcb', 'science-pcmb'],
  commerce: ['commerce', 'science-pcm', 'science-pcmb'],
  arts: 'any',
  'any-stream': 'any',
  iti: 'any',
  polytechnic: 'any',
};

/** Whether a Class 11–12 stream is the one this route usually asks for. */
export function streamFits(path: After10Path, stream: SchoolStream): boolean {
  const accepts = ACCEPTS[path];
  return accepts === 'any' || accepts.includes(stream);
}

/** Whether the data's month already says how often or how sure ("usually May", "varies by state"). */
const saysWhen = (month: string) =>
  /usually|varies|vary|twice|once|every|held|through|several|throughout|recently|each|times|sessions?|sittings?|rounds?|\byear\b|\b(in|from|after|before)\b/i.test(
    month,
  );

/** "May" → "usually May"; "varies by state" stays. */
const when = (month: string): string => (saysWhen(month) ? month : `usually ${month}`);

/**
 * The same in Hindi, from the exam's Hindi month: "आम तौर पर" where English adds "usually" (the
 * English month decides, so both say the same).
 */
function whenHi(exam: RouteExam): string {
  const english = ROUTE_EXAMS.get(exam.id)?.month ?? exam.month;
  return saysWhen(english) ? exam.month : `आम तौर पर ${exam.month}`;
}

/**
 * An exam as a list item: its name, body, month and eligibility, linked to its official site. In
 * Hindi from the exam's Hindi data (`routeFor(id, 'hi')`), its name as written everywhere.
 */
export function examItem(exam: RouteExam, locale: Locale = 'en'): RoadmapResource | string {
  const body = routeBody(exam.body, locale)?.name ?? exam.body;
  const description =
    locale === 'hi'
      ? `आयोजक: ${body}; समय: ${whenHi(exam)}। कौन दे सकता है: ${exam.eligibility}।`
      : `By ${body}; ${when(exam.month)}. Who can take it: ${exam.eligibility}.`;
  const link = examLink(exam);
  return link ? { name: exam.name, description, link } : `${exam.name} — ${description}`;
}

/** `examItem` in a language, for `map`. */
export const examItemIn =
  (locale: Locale) =>
  (exam: RouteExam): RoadmapResource | string =>
    examItem(exam, locale);
