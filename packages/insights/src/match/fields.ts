/**
 * Fields of work, as a student or parent names them ("science", "arts", "commerce"), and the field
 * a student points to with their favourite subject and their goal (issue 34): the three careers
 * shown span fields, and the field they point to is among them when a career of it fits.
 */
import { CATALOGUE_FAMILIES } from '../catalogue/catalogue-schema.js';
import type { CatalogueCareer, CatalogueFamilyKey } from '../catalogue/catalogue-schema.js';
import { detectNamedCareers, type NamedCareer } from '../catalogue/named-careers.js';
import { editDistance, oneTypoApart, soundAlike } from '../catalogue/spelling.js';
import { namedPart } from '../profile/answer-reading.js';
import { matchLexicon } from '../profile/lexicon.js';
import { LEXICON } from '../profile/lexicon-entries.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { foldWord, writtenWords } from '../text/words.js';

/**
 * Catalogue families that are one field to a student, with the field's name in English and Hindi:
 * a graphic designer, an animator and an illustrator are three careers of one field; so are a
 * doctor and a microbiologist, a software engineer and a mechanical engineer, a CA and a Bank PO.
 * Every other family is a field of its own, with the family's name.
 */
const GROUPED_FIELDS = {
  'science-health': {
    families: ['medicine-health', 'science-research'],
    name: 'Science and health',
    nameHi: 'विज्ञान और स्वास्थ्य',
  },
  'engineering-technology': {
    families: ['engineering', 'computing'],
    name: 'Engineering and technology',
    nameHi: 'इंजीनियरिंग और टेक्नोलॉजी',
  },
  'arts-media': {
    families: ['design', 'media-communication', 'performing-arts'],
    name: 'Arts, design and media',
    nameHi: 'कला, डिज़ाइन और मीडिया',
  },
  'commerce-business': {
    families: ['banking-finance', 'commerce-accounting', 'business-management'],
    name: 'Commerce, finance and business',
    nameHi: 'कॉमर्स, वित्त और बिज़नेस',
  },
} as const satisfies Readonly<
  Record<string, { families: readonly CatalogueFamilyKey[]; name: string; nameHi: string }>
>;

type GroupedFamily = (typeof GROUPED_FIELDS)[keyof typeof GROUPED_FIELDS]['families'][number];

/** A field: a group of families above, or a family of its own. */
export type FieldKey = keyof typeof GROUPED_FIELDS | Exclude<CatalogueFamilyKey, GroupedFamily>;

const FIELD_OF_FAMILY = new Map<CatalogueFamilyKey, FieldKey>(
  Object.entries(GROUPED_FIELDS).flatMap(([field, { families }]) =>
    families.map((family): [CatalogueFamilyKey, FieldKey] => [family, field as FieldKey]),
  ),
);

/** The field a catalogue career belongs to. */
export function fieldOf(career: CatalogueCareer): FieldKey {
  return FIELD_OF_FAMILY.get(career.family) ?? (career.family as FieldKey);
}

/** Every field's name in English and Hindi ("Science and health", "विज्ञान और स्वास्थ्य"). */
export const FIELD_NAMES: ReadonlyMap<FieldKey, { name: string; nameHi: string }> = new Map([
  ...Object.entries(GROUPED_FIELDS).map(
    ([field, { name, nameHi }]): [FieldKey, { name: string; nameHi: string }] => [
      field as FieldKey,
      { name, nameHi },
    ],
  ),
  ...CATALOGUE_FAMILIES.filter((family) => !FIELD_OF_FAMILY.has(family.key)).map(
    ({ key, name, nameHi }): [FieldKey, { name: string; nameHi: string }] => [
      key as FieldKey,
      { name, nameHi },
    ],
  ),
]);

/**
 * The fields a school subject or topic leads to, by lexicon label (the lexicon knows how students
 * write them in English, Hinglish and Devanagari). The first field is the one most students of the
 * subject go into; a goal that points to any of them agrees with the subject. Labels that name no
 * subject ("puzzles and logic", "organising") lead nowhere.
 */
export const SUBJECT_FIELDS: Readonly<Record<string, readonly FieldKey[]>> = {
  maths: ['engineering-technology', 'commerce-business', 'science-health'],
  'statistics and data': ['engineering-technology', 'commerce-business'],
  physics: ['science-health', 'engineering-technology'],
  chemistry: ['science-health', 'engineering-technology'],
  biology: ['science-health', 'agriculture-environment'],
  science: ['science-health'],
  coding: ['engineering-technology'],
  'AI and algorithms': ['engineering-technology'],
  'building apps and websites': ['engineering-technology'],
  'telecom and networks': ['engineering-technology'],
  'robotics and electronics': ['engineering-technology'],
  engineering: ['engineering-technology'],
  'building things': ['engineering-technology', 'skilled-trades'],
  'engines and machines': ['skilled-trades', 'engineering-technology'],
  vehicles: ['skilled-trades', 'engineering-technology'],
  architecture: ['arts-media'],
  'English and writing': ['arts-media', 'humanities'],
  languages: ['humanities', 'arts-media'],
  history: ['humanities', 'civil-services'],
  geography: ['humanities', 'agriculture-environment'],
  'civics and politics': ['civil-services', 'law', 'humanities'],
  law: ['law'],
  economics: ['commerce-business', 'humanities'],
  accounting: ['commerce-business'],
  finance: ['commerce-business'],
  business: ['commerce-business'],
  marketing: ['commerce-business'],
  psychology: ['psychology-social'],
  sociology: ['psychology-social', 'humanities'],
  philosophy: ['humanities'],
  'art and design': ['arts-media'],
  'music and performance': ['arts-media'],
  'media and film': ['arts-media'],
  fashion: ['arts-media', 'beauty-wellness'],
  'sports and fitness': ['sports-fitness'],
  cooking: ['hospitality-food'],
  'farming and nature': ['agriculture-environment'],
  animals: ['agriculture-environment', 'science-health'],
  medicine: ['science-health'],
  nursing: ['science-health'],
  'health and care': ['science-health'],
  teaching: ['education'],
  'helping and listening': ['psychology-social'],
  'safety and defence': ['defence-police'],
  transport: ['aviation-transport'],
};

/**
 * School subjects the lexicon does not name, as students write them: short forms ("phy chem bio")
 * and home science. Folded words → their fields.
 */
const OTHER_SUBJECTS: readonly { words: readonly string[]; fields: readonly FieldKey[] }[] = [
  { words: ['phy'], fields: SUBJECT_FIELDS.physics ?? [] },
  { words: ['chem'], fields: SUBJECT_FIELDS.chemistry ?? [] },
  { words: ['eco'], fields: SUBJECT_FIELDS.economics ?? [] },
  { words: ['bst', 'business studies'], fields: SUBJECT_FIELDS.business ?? [] },
  { words: ['pol sci', 'pol science'], fields: SUBJECT_FIELDS['civics and politics'] ?? [] },
  {
    words: ['home science', 'grih vigyan', 'grah vigyan', 'गृह विज्ञान'],
    fields: ['science-health', 'hospitality-food', 'arts-media'],
  },
];

/** A subject's word as one spelling of it may be misspelt ("biolgy", "fisics", "histroy"). */
const SPELLING_LENGTH = 5;
const SUBJECT_WORDS = LEXICON.filter((entry) => SUBJECT_FIELDS[entry.label]).flatMap((entry) =>
  entry.words
    .filter((word) => /^[a-z]+$/.test(word) && word.length >= SPELLING_LENGTH)
    .map((word) => ({ word, label: entry.label })),
);

/** The lexicon label a misspelt Latin word stands for, when exactly one subject is that close. */
function misspeltSubject(word: string): string | undefined {
  if (!/^[a-z]+$/.test(word) || word.length < SPELLING_LENGTH) return undefined;
  const labels = new Set(
    SUBJECT_WORDS.filter(
      (known) =>
        oneTypoApart(word, known.word) ||
        editDistance(soundAlike(word), soundAlike(known.word), 1) <= 1,
    ).map((known) => known.label),
  );
  return labels.size === 1 ? [...labels][0] : undefined;
}

/**
 * A source that points to fields: the fields it leads to (a topic's most usual first), those it
 * points to firmly (a topic's first; every field of a career they named) and its words as the
 * student wrote them (none for a career picked from the list); for a career they named or leaned
 * to, its careers.
 */
interface Pointer {
  fields: readonly FieldKey[];
  firm: readonly FieldKey[];
  said: string | null;
  careers: readonly CatalogueCareer[];
  /** The lexicon label of a topic ("biology"). */
  topic?: string;
}

const topic = (fields: readonly FieldKey[], said: string, label?: string): Pointer => ({
  fields,
  firm: fields.slice(0, 1),
  said,
  careers: [],
  ...(label ? { topic: label } : {}),
});

/** What an answer's topics lead to ("biology", "research"), by the lexicon. */
const topicPointers = (text: string): Pointer[] =>
  matchLexicon(text).flatMap(({ entry, word }) => {
    const fields = SUBJECT_FIELDS[entry.label];
    return fields ? [topic(fields, word, entry.label)] : [];
  });

/** What their favourite subject answer names ("biology" of "bio - plants aur cells"). */
function subjectPointers(text: string): Pointer[] {
  const subject = namedPart(text);
  const words = writtenWords(subject).map(foldWord);
  const phrase = ` ${words.join(' ')} `;
  // A career written where the subject was asked ("I want to become a pilot") is no subject.
  const careerWords = detectNamedCareers([{ text }]).map((m) => foldWord(m.said));
  const aCareer = (pointer: Pointer) =>
    careerWords.some((said) => pointer.said !== null && said.includes(foldWord(pointer.said)));
  const named = [
    ...topicPointers(subject),
    ...OTHER_SUBJECTS.flatMap(({ words: known, fields }) => {
      const said = known.find((word) => phrase.includes(` ${foldWord(word)} `));
      return said ? [topic(fields, said)] : [];
    }),
  ].filter((pointer) => !aCareer(pointer));
  if (named.length > 0) return named;
  // Misspelt ("biolgy"): still their word, quoted as they wrote it.
  return writtenWords(subject).flatMap((word) => {
    const label = misspeltSubject(foldWord(word));
    const fields = label && SUBJECT_FIELDS[label];
    const pointer = fields ? topic(fields, word, label) : null;
    return pointer && !aCareer(pointer) ? [pointer] : [];
  });
}

/** The fields a named career (or an exam: every career it leads to) is of. */
const fieldsOfMention = (mention: NamedCareer): FieldKey[] => [
  ...new Set(mention.careers.map(fieldOf)),
];

/** Why the three include a career of a field: what they said that points to it. */
export interface FieldPoint {
  field: FieldKey;
  /**
   * Their favourite subject and the words of their goal that agree on the field ("bio",
   * "research"), as they wrote them; null when the careers they named or picked point to it.
   */
  said: { subject: string; goal: string } | null;
  /** The careers of that field their goal named or leaned to, to be shown first when they fit. */
  careers: readonly CatalogueCareer[];
}

/** The fields every one of the careers they named shares (an exam: any career it leads to). */
export function namedFields(profile: TraitProfile): FieldKey[] {
  const [first, ...rest] = profile.aims.named.map(fieldsOfMention);
  return (first ?? []).filter((field) => rest.every((fields) => fields.includes(field)));
}

/**
 * The field a student points to (issue 34): a field their favourite subject and their goal both
 * lead to, firmly for one of them — a career or exam they named, work they see in their future, or
 * a topic of their answer about the future ("kuch biology related research"); or, without
 * agreement, the field of the careers they named when all are of one field (a named career is a
 * strong goal). A favourite subject alone points nowhere: liking a subject is no wish to work in
 * it. Physics and a "workshop" both lead to engineering, but firmly to science and to the trades:
 * no agreement.
 */
export function pointedField(profile: TraitProfile): FieldPoint | null {
  const { named, leanings } = profile.aims;
  const goals: Pointer[] = [
    ...[...named, ...leanings].map((mention) => {
      const fields = fieldsOfMention(mention);
      const said = mention.kind === 'picked' ? null : mention.said;
      return { fields, firm: fields, said, careers: mention.careers };
    }),
    ...topicPointers(profile.texts.proudAchievement),
  ];
  for (const subject of subjectPointers(profile.texts.favouriteSubject))
    for (const field of subject.fields) {
      const agreeing = goals.filter(
        (pointer) =>
          pointer.fields.includes(field) &&
          (subject.firm.includes(field) || pointer.firm.includes(field)),
      );
      // Words of the goal other than the subject itself: "research", not "biology" again.
      const goal = agreeing.find((pointer) => pointer.topic !== subject.topic) ?? agreeing[0];
      if (goal)
        return {
          field,
          said: subject.said && goal.said ? { subject: subject.said, goal: goal.said } : null,
          careers: goal.careers.filter((career) => fieldOf(career) === field),
        };
    }
  const [only, ...others] = namedFields(profile);
  if (!only || others.length > 0) return null;
  const careers = named.flatMap((mention) => mention.careers);
  return { field: only, said: null, careers: careers.filter((career) => fieldOf(career) === only) };
}
