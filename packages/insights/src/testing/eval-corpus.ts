/**
 * The evaluation corpus (issue 34, `eval/README.md`): texts written as students write, each with
 * what a counsellor would hear in it, split once into a development part (rules are chosen on it)
 * and a locked held-out part (only measured). Its schemas, its split and its measures live here;
 * the texts are in `packages/insights/eval/`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const LANGUAGES = ['en', 'hinglish', 'hi', 'mixed'] as const;
/** The free-text questions a corpus text answers. */
const QUESTION = z.enum([
  'day1.q11',
  'day1.q12',
  'day2.q4',
  'day2.q7',
  'day2.q8',
  'day3.q5',
  'day3.q6',
  'day3.q9',
  'day3.q10',
]);
const text = z
  .string()
  .min(1)
  .max(240)
  .refine((value) => value === value.trim(), 'trimmed');

export const DISTRESS_INDIRECT_KINDS = [
  'future-negated',
  'no-point',
  'burden',
  'disappear',
  'sleep-not-wake',
  'tired-of-life',
  'goodbye',
  'trapped',
] as const;
export const DISTRESS_DIRECT_KINDS = ['self-harm', 'abuse', 'severe-anxiety'] as const;
export const DISTRESS_NEGATIVE_KINDS = [
  'idiom',
  'exam-stress',
  'negated',
  'coping',
  'subject',
  'career',
  'game',
  'helping',
  'story',
  'ordinary-sad',
  'burden-other',
  'sleep',
  'disappear-other',
] as const;

export const DistressItemSchema = z.discriminatedUnion('distress', [
  z.strictObject({
    text,
    distress: z.literal(true),
    /** Said without the words of self-harm (suicide, kill myself, die, cut) in any language. */
    indirect: z.boolean(),
    kind: z.enum([...DISTRESS_INDIRECT_KINDS, ...DISTRESS_DIRECT_KINDS]),
    language: z.enum(LANGUAGES),
    question: QUESTION,
  }),
  z.strictObject({
    text,
    distress: z.literal(false),
    kind: z.enum(DISTRESS_NEGATIVE_KINDS),
    language: z.enum(LANGUAGES),
    question: QUESTION,
  }),
]);
export type DistressItem = z.infer<typeof DistressItemSchema>;

export const ASPIRATION_FORMS = [
  'title',
  'exam-result',
  'workplace',
  'rank-post',
  'object',
  'institution',
  'misspelt',
] as const;
export const NON_ASPIRATION_KINDS = ['subject', 'verb', 'skill', 'tool', 'hobby'] as const;

const careerIds = z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

export const AspirationItemSchema = z.union([
  z.strictObject({
    text,
    /** Every catalogue career a counsellor would accept as the one meant; any one counts. */
    careers: careerIds.min(1),
    /** Careers the text names but does not want ("papa chahte engineer banu"). */
    notCareers: careerIds.optional(),
    form: z.enum(ASPIRATION_FORMS),
    language: z.enum(LANGUAGES),
    question: QUESTION,
  }),
  z.strictObject({
    text,
    careers: z.array(z.string()).length(0),
    kind: z.enum(NON_ASPIRATION_KINDS),
    language: z.enum(LANGUAGES),
    question: QUESTION,
  }),
]);
export type AspirationItem = z.infer<typeof AspirationItemSchema>;

export type CorpusName = 'distress' | 'aspiration';
export type CorpusPart = 'dev' | 'held-out';
export const CORPUS_PARTS: readonly CorpusPart[] = ['dev', 'held-out'];

/** Where the corpus files are: `eval/<name>.<part>.json` in this package. */
export const corpusFile = (name: CorpusName, part: CorpusPart) =>
  fileURLToPath(new URL(`../../eval/${name}.${part}.json`, import.meta.url));

function readPart<T>(name: CorpusName, part: CorpusPart, schema: z.ZodType<T>): T[] {
  return z.array(schema).parse(JSON.parse(readFileSync(corpusFile(name, part), 'utf8')));
}

export const readDistressCorpus = (part: CorpusPart): DistressItem[] =>
  readPart('distress', part, DistressItemSchema);
export const readAspirationCorpus = (part: CorpusPart): AspirationItem[] =>
  readPart('aspiration', part, AspirationItemSchema);

/** The seed of the one split; changing it would unlock the held-out part. */
export const SPLIT_SEED = 'acp-eval-2026-11-28';

const rank = (value: string) =>
  createHash('sha256').update(`${SPLIT_SEED}\n${value}`).digest('hex');

/**
 * The split: items are grouped by `stratum` (so every kind and language is in both parts), each
 * group ordered by a hash of the seed and the text, and dealt alternately, the first to `dev`.
 * The same items always give the same parts.
 */
export function splitCorpus<T extends { text: string }>(
  items: readonly T[],
  stratum: (item: T) => string,
): Record<CorpusPart, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = stratum(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const parts: Record<CorpusPart, T[]> = { dev: [], 'held-out': [] };
  for (const key of [...groups.keys()].sort()) {
    const ordered = (groups.get(key) ?? [])
      .map((item) => ({ item, rank: rank(item.text) }))
      .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
    ordered.forEach(({ item }, index) => parts[index % 2 === 0 ? 'dev' : 'held-out'].push(item));
  }
  return parts;
}

export const distressStratum = (item: DistressItem) =>
  `${String(item.distress)}/${item.kind}/${item.language}`;
export const aspirationStratum = (item: AspirationItem) =>
  'form' in item ? `${item.form}/${item.language}` : `none/${item.kind}/${item.language}`;

/**
 * SHA-256 of a corpus file's content (its items, whatever the formatting): the held-out parts are
 * locked to these.
 */
export const fileDigest = (file: string) =>
  createHash('sha256')
    .update(JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))))
    .digest('hex');
