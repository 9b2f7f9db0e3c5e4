/**
 * The route data in Hindi (decision 016): beside each English file of `data/india-routes/` a
 * `.hi.json` holds the Hindi of its texts, entry by entry in the same order. Names of exams,
 * sources and links are not in them: an exam is called by its English name in Hindi too, and a
 * source is the English document it is. The Hindi says the same facts as the English, which is
 * what its sources back; `HindiCheck` holds it to that.
 */
import { z } from 'zod';
import type { HindiCheck } from './hindi-data.js';
import type {
  CareerRoute,
  RouteBody,
  RouteExam,
  RouteLicence,
  RouteScholarship,
} from './route-schema.js';

const text = z.string();

/** One route's texts in Hindi, in the English route's order. */
export const HindiRouteSchema = z.strictObject({
  career: z.string(),
  after10Note: text,
  degrees: z.array(text),
  institutes: z.array(text),
  cost: text,
  pay: z.strictObject({ entry: text, mid: text }).optional(),
  /** The why of each Plan B, in order. */
  planB: z.array(text),
  tools: z.array(text),
  projects: z.array(text),
});
export type HindiRoute = z.infer<typeof HindiRouteSchema>;

export const HindiBodySchema = z.strictObject({ id: z.string(), name: text, what: text });
export const HindiExamSchema = z.strictObject({
  id: z.string(),
  /** The exam's name as written in Hindi: often the English one ("JEE Main"), as students write it. */
  name: text,
  month: text,
  eligibility: text,
});
export const HindiLicenceSchema = z.strictObject({ id: z.string(), name: text, what: text });
export const HindiScholarshipSchema = z.strictObject({ id: z.string(), name: text, who: text });
export type HindiBody = z.infer<typeof HindiBodySchema>;
export type HindiExam = z.infer<typeof HindiExamSchema>;
export type HindiLicence = z.infer<typeof HindiLicenceSchema>;
export type HindiScholarship = z.infer<typeof HindiScholarshipSchema>;

/**
 * Parses a Hindi file of entries and checks that it lists the English entries, by key, in the
 * same order; what each entry says is checked by `each`.
 */
export function checkEntries<E, H>(
  check: HindiCheck,
  file: string,
  english: readonly E[],
  raw: unknown,
  schema: z.ZodType<H>,
  key: (entry: E | H) => string,
  each: (where: string, en: E, hi: H) => void,
): H[] {
  const parsed = z.array(schema).safeParse(raw);
  if (!parsed.success) {
    check.fail(`${file}: ${parsed.error.issues[0]?.message ?? 'not a list of entries'}`);
    return [];
  }
  const hindi = parsed.data;
  if (hindi.length !== english.length)
    check.fail(`${file}: ${hindi.length} entries for ${english.length} in English`);
  english.forEach((en, i) => {
    const hi = hindi[i];
    if (hi === undefined) return;
    if (key(hi) !== key(en)) {
      check.fail(`${file}[${i}]: "${key(hi)}" where English has "${key(en)}"`);
      return;
    }
    each(`${file} ${key(en)}`, en, hi);
  });
  return hindi;
}

/** Checks a family's Hindi routes against its English ones; returns them parsed. */
export function checkHindiRoutes(
  check: HindiCheck,
  file: string,
  english: readonly CareerRoute[],
  raw: unknown,
): HindiRoute[] {
  return checkEntries(
    check,
    file,
    english,
    raw,
    HindiRouteSchema,
    (route) => route.career,
    (where, en, hi) => {
      check.text(`${where} after10Note`, en.after10.note, hi.after10Note);
      check.list(`${where} degrees`, en.degrees, hi.degrees);
      check.list(`${where} institutes`, en.institutes, hi.institutes);
      check.text(`${where} cost`, en.cost, hi.cost);
      if (en.pay && !hi.pay) check.fail(`${where} pay: missing`);
      if (!en.pay && hi.pay) check.fail(`${where} pay: the English has none`);
      if (en.pay && hi.pay) {
        check.text(`${where} pay.entry`, en.pay.entry, hi.pay.entry);
        check.text(`${where} pay.mid`, en.pay.mid, hi.pay.mid);
      }
      check.list(
        `${where} planB`,
        en.planB.map((plan) => plan.why),
        hi.planB,
      );
      checkTools(check, `${where} tools`, en.tools, hi.tools);
      check.list(`${where} projects`, en.projects, hi.projects);
    },
  );
}

/** A tool may stay as written when it is only names ("Git and GitHub" → "Git और GitHub"). */
function checkTools(
  check: HindiCheck,
  where: string,
  english: readonly string[],
  hindi: readonly string[],
): void {
  if (hindi.length !== english.length) {
    check.fail(`${where}: ${english.length} items expected`);
    return;
  }
  english.forEach((tool, i) => {
    const hi = hindi[i] ?? '';
    // A name alone ("Python", "VS Code", "Tally Prime") is the same in Hindi.
    if (hi === tool && !/\s(?:and|or|with|for|of|the|a|to)\s/i.test(tool)) return;
    check.text(`${where}[${i}]`, tool, hi);
  });
}

/** The registry's files in Hindi, each against its English list. */
export interface HindiRegistry {
  bodies: HindiBody[];
  exams: HindiExam[];
  licences: HindiLicence[];
  scholarships: HindiScholarship[];
}

export function checkHindiRegistry(
  check: HindiCheck,
  english: {
    bodies: readonly RouteBody[];
    exams: readonly RouteExam[];
    licences: readonly RouteLicence[];
    scholarships: readonly RouteScholarship[];
  },
  raw: { bodies: unknown; exams: unknown; licences: unknown; scholarships: unknown },
): HindiRegistry {
  const byId = (entry: { id: string }) => entry.id;
  /** A registry file of named entries: the name, and the one text that says what it is. */
  const named = <E extends { id: string; name: string }, H extends { id: string; name: string }>(
    file: string,
    entries: readonly E[],
    given: unknown,
    schema: z.ZodType<H>,
    field: keyof E & keyof H,
  ) =>
    checkEntries(check, file, entries, given, schema, byId, (where, en, hi) => {
      checkName(check, `${where} name`, en.name, hi.name);
      check.text(`${where} ${String(field)}`, String(en[field]), hi[field]);
    });
  return {
    bodies: named('bodies.hi.json', english.bodies, raw.bodies, HindiBodySchema, 'what'),
    exams: checkEntries(
      check,
      'exams.hi.json',
      english.exams,
      raw.exams,
      HindiExamSchema,
      byId,
      (where, en, hi) => {
        checkExamName(check, `${where} name`, en.name, hi.name);
        check.text(`${where} month`, en.month, hi.month);
        check.text(`${where} eligibility`, en.eligibility, hi.eligibility);
      },
    ),
    licences: named('licences.hi.json', english.licences, raw.licences, HindiLicenceSchema, 'what'),
    scholarships: named(
      'scholarships.hi.json',
      english.scholarships,
      raw.scholarships,
      HindiScholarshipSchema,
      'who',
    ),
  };
}

/** A name may be its acronym alone ("ICAI"), the same in both languages. */
function checkName(check: HindiCheck, where: string, english: string, hindi: string): void {
  if (hindi === english && /^[A-Z0-9&-]+$/.test(english)) return;
  check.text(where, english, hindi);
}

/**
 * An exam may keep its English name when that is a name, not a phrase ("JEE Main", "NEET (UG)",
 * "UPSC Civil Services Examination"); one with everyday words in it ("State police constable and
 * sub-inspector recruitment") is written in Hindi.
 */
function checkExamName(check: HindiCheck, where: string, english: string, hindi: string): void {
  if (hindi === english && !/\b[a-z]{3,}\b/.test(english)) return;
  check.text(where, english, hindi);
}
