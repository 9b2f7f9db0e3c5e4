import type { RoadmapResource, SchoolStream } from '@acp/shared';
import type { After10Path, RouteExam } from '../route/route-schema.js';
import { examLink, ROUTE_BODIES } from '../route/routes.js';

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

/** "usually May" → "usually in May"; "varies by state" stays. */
function when(month: string): string {
  return /usually|varies|vary|twice|once|every|held|through|several|throughout|recently|each|times|sessions?|sittings?|rounds?|\b(in|from|after|before)\b/i.test(
    month,
  )
    ? month
    : `usually ${month}`;
}

/** An exam as a list item: its name, body, month and eligibility, linked to its official site. */
export function examItem(exam: RouteExam): RoadmapResource | string {
  const body = ROUTE_BODIES.get(exam.body)?.name ?? exam.body;
  const description = `By ${body}; ${when(exam.month)}. Who can take it: ${exam.eligibility}.`;
  const link = examLink(exam);
  return link ? { name: exam.name, description, link } : `${exam.name} — ${description}`;
}
