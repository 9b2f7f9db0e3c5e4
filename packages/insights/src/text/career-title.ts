/**
 * The name of an O*NET occupation as we say it to a student in India.
 *
 * O*NET titles are plural and American ("Police and Sheriff's Patrol Officers",
 * "Business Teachers, Postsecondary"). `careerTitle` gives the plural with the few American-only
 * terms replaced, and the one-person form for sentences ("a Data Scientist"). The hand-written
 * exceptions are in `title-overrides.ts`; the US-only filters in `india-terms.ts`.
 */
import { overrideFor } from './title-overrides.js';
import type { TitleOverride } from './title-overrides.js';

export interface CareerTitle {
  /** The O*NET title with American-only terms replaced ("Police Patrol Officers"). */
  plural: string;
  /** One person doing the job ("Police Patrol Officer"), for sentences. */
  singular: string;
}

/** General rewrites of the plural: American terms that recur across many titles. */
const PLURAL_REWRITES: readonly (readonly [RegExp, string])[] = [
  // "Railroad" is American; Indian Railways, the RPF and every Indian timetable say railway.
  [/\bRailroad\b/g, 'Railway'],
  // "Career/technical education" is the US name of vocational education.
  [/\bCareer\/Technical Education\b/g, 'Vocational Education'],
  // O*NET's "--" stands for a dash: "Helpers--Carpenters" are helpers to carpenters.
  [/^Helpers--/, 'Helpers to '],
];

/** "Business Teachers, Postsecondary" → "College Business Teachers" (US "postsecondary"). */
function collegeInsteadOfPostsecondary(title: string): string {
  if (/^Postsecondary Teachers\b/.test(title)) return title.replace(/^Postsecondary/, 'College');
  if (!/, Postsecondary\b/.test(title)) return title;
  return `College ${title.replace(/, Postsecondary\b/, '')}`;
}

function pluralTitle(title: string, override: TitleOverride | undefined): string {
  if (override?.plural) return override.plural;
  let plural = collegeInsteadOfPostsecondary(title.replace(/\s+/g, ' ').trim());
  for (const [pattern, replacement] of PLURAL_REWRITES)
    plural = plural.replace(pattern, replacement);
  return plural;
}

/**
 * Words ending in "s" that are not plurals where they stand in a title (modifiers such as
 * "Sales Managers", "Claims Adjusters", "Customs and Border Protection Officers").
 */
const NOT_PLURAL = new Set([
  'activities',
  'affairs',
  'analysis',
  'arts',
  'athletics',
  'benefits',
  'bus',
  'business',
  'claims',
  'collections',
  'customs',
  'economics',
  'effects',
  'electronics',
  'ethics',
  'explosives',
  'factors',
  'gas',
  'logistics',
  'mathematics',
  'mechatronics',
  'news',
  'operations',
  'physics',
  'politics',
  'products',
  'records',
  'relations',
  'sales',
  'sciences',
  'series',
  'services',
  'species',
  'sports',
  'statistics',
  'studies',
  'systems',
]);

/** Collective nouns that name one person as they are. */
const SAME_IN_SINGULAR = new Set(['police', 'staff', 'clergy', 'infantry', 'personnel']);

/** Irregular plurals, whole word (the "-men" and "-persons" families are handled by rule). */
const IRREGULAR: Readonly<Record<string, string>> = {
  women: 'woman',
  men: 'man',
  people: 'person',
  children: 'child',
  wives: 'wife',
  chiefs: 'chief',
};

/** Keeps the capitalisation of `model` ("Secretaries" → "Secretary"). */
function matchCase(model: string, word: string): string {
  if (model === model.toUpperCase() && model.length > 1) return word.toUpperCase();
  if (model[0] && model[0] === model[0].toUpperCase())
    return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/** Whether a title word is a plural noun (the last word of a list member). */
function isPluralWord(raw: string): boolean {
  const word = raw.replace(/[,;]$/, '');
  const lower = word.toLowerCase();
  const last = lower.split('/').pop() ?? lower;
  if (SAME_IN_SINGULAR.has(last) || NOT_PLURAL.has(last)) return false;
  if (/(?:wo)?men$/.test(last) && last.length > 3) return true;
  if (last === 'men' || last === 'people' || last === 'children') return true;
  return /[^su']s$/.test(last) && !/(?:ss|us|is)$/.test(last);
}

/** One word in the singular ("Secretaries" → "Secretary", "Engineers/Architects" → …). */
function singularWord(word: string): string {
  if (word.includes('/')) return word.split('/').map(singularWord).join('/');
  const lower = word.toLowerCase();
  if (SAME_IN_SINGULAR.has(lower) || NOT_PLURAL.has(lower)) return word;
  const irregular = IRREGULAR[lower];
  if (irregular) return matchCase(word, irregular);
  if (/women$/.test(lower)) return word.slice(0, -3) + 'man';
  if (/[a-z]men$/.test(lower)) return word.slice(0, -2) + 'an';
  if (/persons$/.test(lower)) return word.slice(0, -1);
  if (/wives$/.test(lower)) return word.slice(0, -3) + 'fe';
  if (/[^aeiou]ies$/.test(lower)) return word.slice(0, -3) + 'y';
  if (/sses$/.test(lower)) return word.slice(0, -2);
  if (/(?:ch|sh|x|zz)es$/.test(lower)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(lower)) return word;
  if (lower.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * A noun phrase with its list members in the singular: "Ushers, Lobby Attendants, and Ticket
 * Takers" → "Usher, Lobby Attendant or Ticket Taker"; modifiers joined by "and" keep it
 * ("Computer and Information Research Scientist").
 */
function singularPhrase(phrase: string): string[] {
  const tokens = phrase.split(' ').filter(Boolean);
  const members: string[][] = [];
  let current: string[] = [];
  // Inside "Aircraft Structure, Surfaces, Rigging, and Systems …" the commas list modifiers,
  // not jobs: once a comma follows a modifier, commas are not list boundaries until "and".
  let modifierSeries = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === 'and' || token === 'or') {
      modifierSeries = false;
      const previous = current[current.length - 1];
      if (current.length === 0) continue; // "and" right after a comma boundary
      if (previous && isPluralWord(previous)) {
        members.push(current);
        current = [];
        continue;
      }
      current.push(token);
      continue;
    }
    if (token.endsWith(',')) {
      if (!modifierSeries && isPluralWord(token) && i < tokens.length - 1) {
        current.push(token.slice(0, -1));
        members.push(current);
        current = [];
        continue;
      }
      if (!isPluralWord(token)) modifierSeries = true;
    }
    current.push(token);
  }
  if (current.length > 0) members.push(current);
  return members.map((words) => {
    const last = words.length - 1;
    return words
      .map((word, index) => (index === last ? singularWord(word) : word))
      .join(' ')
      .replace(/, and /g, ' and ')
      .replace(/, or /g, ' or ');
  });
}

/** "A", "A or B", "A, B or C". */
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

const QUALIFIER_START = /^(?:Except|Including|All Other)\b/;
const endsPlural = (segment: string) => isPluralWord(segment.split(' ').pop() ?? '');
/** The last member of a list: "and Ticket Takers", or "Investigators and Analysts". */
const closesList = (segment: string) =>
  segment.startsWith('and ') || isPluralWord(/(\S+) and (?!.* and )/.exec(segment)?.[1] ?? '');

/**
 * Splits the part of a title before any "of"/"to" phrase into its head noun phrase and the
 * qualifiers after it: "Cooks, Fast Food" → ["Cooks", ["Fast Food"]].
 */
function splitQualifiers(head: string): { phrase: string; qualifiers: string[] } {
  const segments = head.split(', ');
  const cut = segments.findIndex((segment, i) => i > 0 && QUALIFIER_START.test(segment));
  const kept = cut === -1 ? segments : segments.slice(0, cut);
  // The head ends at its first plural, or, after a series of modifiers, at the "and …" plural
  // that closes the series ("Transportation, Storage, and Distribution Managers").
  const first = kept.findIndex(
    (segment, i) => endsPlural(segment) && (i === 0 || closesList(segment)),
  );
  if (first === -1) return { phrase: kept.join(', '), qualifiers: [] };
  let end = first;
  for (let m = first + 1; m < kept.length; m++) {
    if (!endsPlural(kept[m]!)) break;
    if (closesList(kept[m]!)) {
      end = m;
      break;
    }
  }
  return {
    phrase: kept.slice(0, end + 1).join(', '),
    qualifiers: kept.slice(end + 1),
  };
}

/** The one-person form of a (plural, already India-worded) title. */
function singularTitle(plural: string): string {
  // The "Except …", "Including …" and "All Other" clauses do not belong in a sentence.
  const title = plural.replace(/,? (?:Except|Including)\b.*$/, '').replace(/, All Other\b.*$/, '');
  const split = /\s(of|to)\s/.exec(title);
  const head = split ? title.slice(0, split.index) : title;
  const tail = split ? title.slice(split.index) : '';

  const { phrase, qualifiers } = splitQualifiers(head);
  let members = singularPhrase(phrase);
  // "Artists and Related Workers" → "Artist"; "Umpires, Referees, and Other Sports Officials"
  // → "Umpire, Referee or Sports Official".
  if (members.length > 1) {
    members = members.filter((member) => !/^Related\b/.test(member));
    const lastIndex = members.length - 1;
    members[lastIndex] = (members[lastIndex] ?? '').replace(/^Other /, '');
  } else if (members[0]) {
    // "Construction and Related Workers" → "Construction Worker"; "Electric Motor, Power Tool,
    // and Related Repairers" → "Electric Motor and Power Tool Repairer"; "Engine and Other
    // Machine Assemblers" → "Engine and Machine Assembler".
    members[0] = members[0]
      .replace(/, ([^,]+) and Related /, ' and $1 ')
      .replace(/ and Related /, ' ')
      .replace(/ and Other /, ' and ');
  }
  let singular = orList(members);

  // One short qualifier reads naturally in front: "Cooks, Fast Food" → "Fast Food Cook".
  // Longer or comma-listed qualifiers, or qualifiers of a list of jobs, are left out.
  if (
    !tail &&
    members.length === 1 &&
    qualifiers.length >= 1 &&
    !qualifiers.some((part) => part.startsWith('and ')) &&
    (qualifiers[0] ?? '').split(' ').length <= 3
  ) {
    singular = `${qualifiers[0] ?? ''} ${singular}`;
  }
  return `${singular}${tail}`.replace(/\s+/g, ' ').trim();
}

/**
 * The name of an occupation as we say it to a student in India: the plural O*NET title with
 * American-only terms replaced, and the one-person form ("Data Scientists" → "Data Scientist",
 * "Chefs and Head Cooks" → "Chef or Head Cook").
 */
export function careerTitle(occupation: { code: string; title: string }): CareerTitle {
  const override = overrideFor(occupation);
  const plural = pluralTitle(occupation.title, override);
  const singular = override?.singular ?? singularTitle(plural);
  return { plural, singular: singular || plural };
}

/** Words that start with a vowel letter but a consonant sound ("a University …"). */
const A_BEFORE_VOWEL_LETTER = /^(?:uni(?!n)|u[rst][aeiouy]|uk|eu|ewe|one\b|once\b)/i;
/** Words that start with a silent "h" ("an Hour …", "an Honorary …"). */
const AN_BEFORE_H = /^(?:hour|honou?r|honest|heir)/i;
/** Letters whose names start with a vowel sound, for abbreviations read letter by letter. */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX'.split(''));
/** Abbreviations read as a word, not letter by letter. */
const READ_AS_WORDS = new Set(['NASA', 'NATO', 'UNESCO', 'UNICEF', 'SEBI', 'ISRO', 'DRDO']);

/** "a" or "an" before a word, by its sound. */
function articleFor(word: string): 'a' | 'an' {
  const first = word.split(/[\s/]/)[0] ?? '';
  if (!first) return 'a';
  const abbreviation = /^([A-Z]{2,})(?![a-z])/.exec(first)?.[1];
  if (abbreviation && !READ_AS_WORDS.has(abbreviation)) {
    return VOWEL_SOUND_LETTERS.has(abbreviation[0]!) ? 'an' : 'a';
  }
  if (/^[A-Z]-/.test(first)) return VOWEL_SOUND_LETTERS.has(first[0]!) ? 'an' : 'a';
  if (/^(?:8|11|18)(?!\d)|^8\d/.test(first)) return 'an';
  if (/^\d/.test(first)) return 'a';
  if (AN_BEFORE_H.test(first)) return 'an';
  if (A_BEFORE_VOWEL_LETTER.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** The singular title with "a" or "an": "a Data Scientist", "an Airline Pilot", "an MRI …". */
export function careerTitleWithArticle(singular: string): string {
  const clean = singular.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  if (/^(?:a|an|the)\s/i.test(clean)) return clean;
  return `${articleFor(clean)} ${clean}`;
}

/**
 * A catalogue title as it reads inside a sentence: without the bracketed note, and in lower
 * case when it is an ordinary word in sentence case ("Lawyer" → "lawyer", "Game developer" →
 * "game developer"), but "IAS officer", "YouTuber" and "Chartered Accountant (CA)" as written.
 */
export function titleInSentence(title: string): string {
  const bare = title.replace(/\s*\([^)]*\)\s*$/, '').trim() || title;
  const [first = '', second] = bare.split(' ');
  const ordinary = /^[A-Z][a-z]+$/.test(first) && (second === undefined || /^[a-z/]/.test(second));
  return ordinary ? `${first.toLowerCase()}${bare.slice(first.length)}` : bare;
}

/**
 * A catalogue career's Hindi title (`titleHi`) as it reads inside a Hindi sentence: without the
 * bracketed note at its end ("किसान (आधुनिक खेती)" → "किसान"), a note inside it kept ("चिप डिज़ाइन
 * (वीएलएसआई) इंजीनियर"). Hindi has no articles and no capitals, so nothing else changes.
 */
export function hindiTitleInSentence(titleHi: string): string {
  return titleHi.replace(/\s*\([^)]*\)\s*$/, '').trim() || titleHi.trim();
}
