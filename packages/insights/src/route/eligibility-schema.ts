/**
 * Who may enter a catalogue career where a rule restricts it (decision 021): one sex only, an
 * age limit, physical or medical standards, nationality. Each rule is a short line in English
 * (its Hindi in `eligibility.hi.json`) with the source that sets it and the year relied on. The
 * data is `data/india-routes/eligibility.json`; `eligibility.ts` loads and checks it.
 */
import { z } from 'zod';
import { SourceSchema } from './route-schema.js';

/** The kinds of rule, in the order a career's eligibility line says them. */
export const ELIGIBILITY_KINDS = ['sex', 'age', 'nationality', 'standards'] as const;
export type EligibilityKind = (typeof ELIGIBILITY_KINDS)[number];

/** A line of the eligibility: a phrase, trimmed and single-spaced, without a closing full stop. */
const line = z
  .string()
  .min(2)
  .refine((text) => text === text.trim() && !/\s{2}/.test(text), 'single-spaced, trimmed')
  .refine((text) => !/[.।]$/.test(text), 'no trailing full stop');

const rule = { text: line, source: SourceSchema };

/** An age in years, as recruitment notices give it (16.5 for "16½"). */
const years = z
  .number()
  .min(14)
  .max(70)
  .refine((value) => Number.isInteger(value * 2), 'whole or half years');

export const CareerEligibilitySchema = z
  .strictObject({
    /** The catalogue career's id. */
    career: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case'),
    /** Only one sex may enter, by rule ("Open to women only (Military Nursing Service rules)"). */
    sex: z.strictObject({ only: z.enum(['women', 'men']), ...rule }).optional(),
    /**
     * An age limit a recruitment or admission rule sets. `min` and `max` are the youngest and the
     * oldest age of any entry the line names (general category), when the rule gives them; the
     * line says each of them.
     */
    age: z.strictObject({ min: years.optional(), max: years.optional(), ...rule }).optional(),
    /** Who may apply by nationality ("Indian citizens only"). */
    nationality: z.strictObject(rule).optional(),
    /** Physical or medical standards (height, eyesight, a DGCA Class 1 medical). */
    standards: z.strictObject(rule).optional(),
  })
  .refine(
    (entry) => ELIGIBILITY_KINDS.some((kind) => entry[kind] !== undefined),
    'at least one rule',
  )
  .refine(
    ({ age }) => !age || age.min === undefined || age.max === undefined || age.min <= age.max,
    'the youngest age is not above the oldest',
  );
export type CareerEligibility = z.infer<typeof CareerEligibilitySchema>;

/** The Hindi of a career's lines, by the same kinds (`eligibility.hi.json`). */
export const HindiEligibilitySchema = z.strictObject({
  career: z.string(),
  sex: z.string().optional(),
  age: z.string().optional(),
  nationality: z.string().optional(),
  standards: z.string().optional(),
});
export type HindiEligibility = z.infer<typeof HindiEligibilitySchema>;
