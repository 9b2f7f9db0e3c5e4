import fc from 'fast-check';

/** Keys that pollute prototypes when an object is merged naively. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

export const sqlFragments = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '; DROP TABLE users;',
  '" OR ""="',
  "admin'--",
  "' UNION SELECT password_hash, email FROM users --",
  '1; SELECT pg_sleep(10)',
  '$$; DELETE FROM answers; $$',
  "\\'; TRUNCATE sessions CASCADE; --",
];

export const htmlFragments = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return process")()}}',
  '${7*7}',
  '<!--',
  ']]><!ENTITY x SYSTEM "file:///etc/passwd">',
];

export const unicodeFragments = [
  '\u202Eevil\u202C', // right-to-left override
  'שלום عربي',
  '\u200B\u200C\u200D\u2060\uFEFF', // zero-width characters
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uD83Dz',
  'Z̴̡̛a̷̢l̶̨g̸̛o̵̧',
  '\u0000',
  'null\u0000byte',
  '\u2028\u2029',
  '\r\n\t\b\f\u0007',
  '𝕬𝖘𝖍𝖆 İıſ ﷺ',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '\\u0000',
];

const fragments = [...sqlFragments, ...htmlFragments, ...unicodeFragments];

/** 100 KB (or so) of text: the body limit is 256 KB, so one or two fit in a request. */
const hugeString = fc
  .constantFrom('x', 'é', '😀', "'; ", '<b>')
  .map((unit) => unit.repeat(Math.ceil((100 * 1024) / unit.length)));

/** Hostile text: injection fragments, odd unicode, random code points, huge strings. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...fragments), weight: 4 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...fragments), { minLength: 2, maxLength: 4 })
      .map((parts) => parts.join(' ')),
    weight: 2,
  },
  {
    // Plausible text with something hostile inside, as a real form field would carry it.
    arbitrary: fc
      .tuple(
        fc.constantFrom('Asha Verma', 'hello world', 'a@example.com'),
        fc.constantFrom(...fragments),
      )
      .map(([text, fragment]) => `${text}${fragment}${text}`),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

/** An object nested `depth` levels deep (stack-hungry parsers and validators). */
function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** An object whose own keys include `__proto__`, `constructor` or `prototype`. */
export const pollutingObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.subarray([...prototypeKeys], { minLength: 1 }),
    fc.constantFrom<unknown>({ isPaymentDone: true, polluted: 'yes' }, 'x', 1, null, []),
  )
  .map(([keys, value]) => Object.fromEntries(keys.map((key) => [key, value])));

/** Any hostile JSON value: wrong types, odd numbers, deep nesting, arrays, polluting keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: hostileString, weight: 5 },
    {
      arbitrary: fc.constantFrom<unknown>(
        null,
        true,
        false,
        0,
        -1,
        1e308,
        -0,
        2 ** 53 + 1,
        '',
        ' ',
      ),
      weight: 3,
    },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 3 }), weight: 1 },
    { arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }), weight: 1 },
    { arbitrary: pollutingObject, weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 3000 }), fc.boolean())
        .map(([d, a]) => nested(d, a)),
      weight: 1,
    },
  ),
})).value;

/** Extra top-level fields a client should not be able to smuggle in. */
export const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.constantFrom(
    ...prototypeKeys,
    'id',
    'userId',
    'isPaymentDone',
    'passwordHash',
    'email',
    'role',
    'success',
  ),
  fc.oneof(hostileValue, fc.constant(true)),
  { minKeys: 1, maxKeys: 3 },
);

/** A JSON body built from the route's own field names: hostile values, some missing, extras. */
export function fieldsBody(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.subarray(fields),
      fc.array(hostileValue, { minLength: fields.length, maxLength: fields.length }),
      fc.option(extraFields, { nil: undefined }),
    )
    .map(([kept, values, extras]) => ({
      ...Object.fromEntries(kept.map((field) => [field, values[fields.indexOf(field)]])),
      ...extras,
    }));
}

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

function withChange(
  value: unknown,
  path: Path,
  change: (parent: object, key: string | number) => void,
) {
  const copy = structuredClone(value);
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key];
  const last = path.at(-1);
  if (last !== undefined && parent && typeof parent === 'object') change(parent, last);
  return copy;
}

/** A valid body with one thing wrong: a leaf replaced, a field removed, or fields added. */
export function mutatedBody(valid: object): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    fc
      .tuple(path, fc.oneof({ arbitrary: hostileString, weight: 3 }, hostileValue))
      .map(([at, hostile]) =>
        withChange(valid, at, (parent, key) => {
          (parent as Record<string | number, unknown>)[key] = hostile;
        }),
      ),
    path.map((at) =>
      withChange(valid, at, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete (parent as Record<string | number, unknown>)[key];
      }),
    ),
    extraFields.map((extras) => ({ ...valid, ...extras })),
  );
}

/** Bodies that are not JSON at all, or barely. */
export const rawBodies: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '1e999',
    'NaN',
    '{"a":1,"a":2}',
    '\u0000',
    '{}}',
  ),
  fc.constantFrom(
    '['.repeat(50_000) + ']'.repeat(50_000),
    '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  // Over the 256 KB body limit.
  fc.constant(JSON.stringify({ blob: 'y'.repeat(300 * 1024) })),
);

/** Serializes a JSON value the way a client would (top-level undefined sends no body). */
export const toJson = (value: unknown): string => JSON.stringify(value) ?? '';

/** Percent-encodes every byte, so any string (even a lone surrogate) fits in a URL. */
export function encodeAll(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

/** A path segment: an encoded hostile string, or raw tricky text (dots, bad escapes). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((text) => encodeAll(text.slice(0, 300))),
  fc.constantFrom('..', '%2e%2e', '%', '%zz', '%ff%fe', '%00', '%2F..%2F..', 'a'.repeat(5000)),
);

/** A query string from the route's names plus polluting and repeated keys. */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    ...(names.length > 0 ? [fc.constantFrom(...names)] : []),
    fc.constantFrom(...prototypeKeys, '__proto__[isPaymentDone]', 'a[b][c]'),
    hostileString.map((text) => text.slice(0, 50)),
  );
  return fc
    .array(
      fc.tuple(
        key,
        hostileString.map((text) => text.slice(0, 2000)),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encodeAll(k)}=${encodeAll(v)}`).join('&'));
}

/** Headers: mostly what the web app sends, sometimes what a hostile client sends. */
export const hostileHeaders = (origin: string): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { arbitrary: fc.constant({ origin, 'content-type': 'application/json' }), weight: 6 },
    {
      arbitrary: fc.constantFrom<Record<string, string>>(
        { origin },
        { origin, 'content-type': 'text/plain' },
        { origin, 'content-type': 'application/x-www-form-urlencoded' },
        { origin, 'content-type': 'multipart/form-data; boundary=x' },
        { origin, 'content-type': 'application/json; charset=utf-16' },
        { origin, 'content-type': 'application/jsonx' },
        { origin: 'https://evil.example', 'content-type': 'application/json' },
        { origin: 'null', 'content-type': 'application/json' },
        { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        { 'content-type': 'application/json' },
      ),
      weight: 2,
    },
  );
