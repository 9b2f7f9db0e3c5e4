/**
 * The Indian route into each catalogue career: the stream after Class 10, the entrance and
 * recruitment exams, degrees and institutes, licences, scholarships, pay, a Plan B, and the
 * sources behind them. The data is in `data/india-routes/`: shared facts (bodies, exams,
 * licences, scholarships, the link allow-list) in `registry/`, one route per career in
 * `careers/` (one file per family). `routes.ts` loads and checks it.
 */
import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case');

const cleanText = z
  .string()
  .min(2)
  .refine((text) => text === text.trim() && !/\s{2}/.test(text), 'single-spaced, trimmed');

/** A sentence or phrase: no trailing full stop, the roadmap adds its own punctuation. */
const phrase = cleanText.refine((text) => !/\.$/.test(text), 'no trailing full stop');

/** An https address; whether its domain is allowed is checked against the allow-list. */
export const httpsUrl = z
  .url({ protocol: /^https$/ })
  .refine((text) => !/\s/.test(text), 'no spaces');

/** Where a fact comes from: the body, regulator, official site or report, and its year. */
export const SourceSchema = z.strictObject({
  name: cleanText,
  year: z.number().int().min(2016).max(2026),
  url: httpsUrl.optional(),
});
export type RouteSource = z.infer<typeof SourceSchema>;

/** A domain whose links may appear in a roadmap, with who runs it and why it is trusted. */
export const AllowedDomainSchema = z.strictObject({
  /** "nta.ac.in": the domain and every subdomain of it. */
  domain: z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'a lower-case domain'),
  owner: cleanText,
  why: cleanText,
});
export type AllowedDomain = z.infer<typeof AllowedDomainSchema>;

/** A body that conducts exams, admits, recruits, regulates or funds. */
export const BodySchema = z.strictObject({
  id,
  /** "National Testing Agency (NTA)". */
  name: cleanText,
  /** Its official home page (or a stable official page); absent when it has none of its own. */
  site: httpsUrl.optional(),
  /** What it does, in one phrase: "conducts JEE Main, NEET (UG) and CUET (UG)". */
  what: phrase,
  /**
   * It selects people for posts (UPSC, SSC, IBPS, a High Court): its exam ends in a posting,
   * not in a seat on a course (JET, CAT, JAM).
   */
  recruits: z.literal(true).optional(),
  source: SourceSchema,
});
export type RouteBody = z.infer<typeof BodySchema>;

/** When in a student's life an exam is taken. */
export const EXAM_LEVELS = [
  'class-10',
  'class-12',
  'graduate',
  'postgraduate',
  'professional',
] as const;

export const ExamSchema = z.strictObject({
  id,
  /** As students write it: "NEET (UG)", "UPSC Civil Services Examination". */
  name: cleanText,
  /** The conducting body (a body id). */
  body: id,
  /** The exam's own stable official page, when it has one; otherwise the body's site is used. */
  site: httpsUrl.optional(),
  /** The usual month(s) of the exam: "May", "January and April", "varies by state". */
  month: phrase,
  /** Who may take it, in short: qualification, subjects, marks, age. */
  eligibility: phrase,
  /** The stage after which it is usually taken. */
  level: z.enum(EXAM_LEVELS),
  source: SourceSchema,
});
export type RouteExam = z.infer<typeof ExamSchema>;

/** A licence, registration or membership needed to practise in India. */
export const LicenceSchema = z.strictObject({
  id,
  /** "Enrolment with a State Bar Council". */
  name: cleanText,
  /** The body that grants it (a body id). */
  body: id,
  /** What it takes, in one phrase: "after an LLB; then pass the All India Bar Examination". */
  what: phrase,
  source: SourceSchema,
});
export type RouteLicence = z.infer<typeof LicenceSchema>;

export const ScholarshipSchema = z.strictObject({
  id,
  name: cleanText,
  /** The body that runs it (a body id). */
  body: id,
  /** Who it is for, in one phrase. */
  who: phrase,
  source: SourceSchema,
});
export type RouteScholarship = z.infer<typeof ScholarshipSchema>;

/** What to study after Class 10. */
export const AFTER_10_PATHS = [
  'science-pcm',
  'science-pcb',
  'science-pcm-or-pcb',
  'commerce',
  'arts',
  'any-stream',
  'iti',
  'polytechnic',
] as const;
export type After10Path = (typeof AFTER_10_PATHS)[number];

const unique = (list: readonly string[]) => new Set(list).size === list.length;

export const CareerRouteSchema = z.strictObject({
  /** The catalogue career's id. */
  career: id,
  after10: z.strictObject({
    path: z.enum(AFTER_10_PATHS),
    /** The subjects, the usual marks expectation and any other way in (ITI, polytechnic). */
    note: phrase,
  }),
  /** Entrance or recruitment exams (exam ids), the main route's first; empty when none. */
  exams: z.array(id).max(6).refine(unique, 'no repeated exams'),
  /** The admission, recruitment or training body of the main route (a body id). */
  mainBody: id,
  /** Degrees, diplomas or trainings, the usual one first. */
  degrees: z.array(phrase).min(1).max(4),
  /** Kinds of institute: "National Law Universities (NLUs)", "state veterinary colleges". */
  institutes: z.array(phrase).min(1).max(4),
  /** Licences or registrations needed to practise (licence ids); empty when none is needed. */
  licences: z.array(id).max(3).refine(unique, 'no repeated licences'),
  /** The usual cost, said as a range and where it differs ("government colleges: …"). */
  cost: phrase,
  /** Scholarships and loans that fit this route (scholarship ids). */
  scholarships: z.array(id).max(4).refine(unique, 'no repeated scholarships'),
  /** Pay in INR, only where a named source gives it (pay scales, official notices). */
  pay: z.strictObject({ entry: phrase, mid: phrase, source: SourceSchema }).optional(),
  /** Two related careers reached by a different exam or route, each with why. */
  planB: z
    .array(z.strictObject({ career: id, why: phrase }))
    .length(2)
    .refine((list) => list[0]?.career !== list[1]?.career, 'two different careers'),
  /** Tools and software used for this work in India. */
  tools: z
    .array(
      z
        .string()
        .min(1)
        .refine((text) => text === text.trim(), 'trimmed'),
    )
    .max(6)
    .refine(unique, 'no repeated tools'),
  /** Things to do or build that show you can do the work, written for a student. */
  projects: z.array(phrase).min(2).max(4),
  /** Where the route's facts come from. */
  sources: z.array(SourceSchema).min(1),
});
export type CareerRoute = z.infer<typeof CareerRouteSchema>;
