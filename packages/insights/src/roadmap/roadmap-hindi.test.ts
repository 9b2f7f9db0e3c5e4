import { deepRoadmapSchema } from '@acp/shared';
import type { DeepRoadmap, EducationStage, RoadmapResource } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import {
  findCatalogueCareer,
  findCatalogueCareerByTitle,
  INDIA_CAREERS,
} from '../catalogue/catalogue.js';
import { checkCareer } from '../match/career-match.js';
import { OCCUPATIONS } from '../occupations/occupations.js';
import { buildProfile } from '../profile/build-profile.js';
import { RESOURCE_CATALOGUE } from '../resources/catalogue.js';
import { generateCareerResult } from '../results/career/generate-career.js';
import { eligibilityLine, eligibilitySources } from '../route/eligibility.js';
import { ROUTE_BODIES, routeBody, routeFor } from '../route/routes.js';
import { phraseTableShape } from '../testing/hindi-text.js';
import { PERSONAS } from '../testing/personas.js';
import { stageFromWords } from '../testing/persona-stage.js';
import { STUDENT_PERSONAS } from '../testing/students/index.js';
import { LANGUAGE_PAIRS } from '../testing/students/students-in-english.js';
import { capitalise, displayName, quoted } from '../text/format.js';
import { generateDeepRoadmap } from './generate-roadmap.js';
import type { DeepRoadmapInput } from './generate-roadmap.js';
import { ROADMAP_SOURCES_HEADINGS } from './route-section.js';
import { STAGE_TEXTS_HI } from './stage-texts.hi.js';
import { STAGE_TEXTS_EN } from './stage-texts.js';
import { ROADMAP_TEXTS_HI } from './texts.hi.js';
import { ROADMAP_TEXTS_EN } from './texts.js';
import { proxyNoteOf, workDescription } from './work-hindi.js';

type Input = Omit<DeepRoadmapInput, 'locale'>;

const STAGES: readonly (EducationStage | undefined)[] = [
  undefined,
  { stage: 'class-8-10' },
  { stage: 'class-11-12', stream: 'arts' },
  { stage: 'college', subject: 'B.Com' },
  { stage: 'graduate', subject: 'history' },
  { stage: 'working', subject: 'my uncle’s shop' },
  { stage: 'working' },
  { stage: 'dropped-out', leftAt: 'before-class-10' },
  { stage: 'dropped-out', leftAt: 'after-class-10' },
  { stage: 'dropped-out', leftAt: 'after-class-12' },
  { stage: 'dropped-out', leftAt: 'college' },
];

interface Person {
  key: string;
  name: string;
  answers: Pick<Input, 'day1' | 'day2' | 'day3'>;
  stage: string;
}

/** Every persona of the suites (Hindi, Hinglish, distressed, low-signal) and their English twins. */
const PEOPLE: readonly Person[] = [
  ...STUDENT_PERSONAS,
  ...LANGUAGE_PAIRS.map(({ english }) => ({ ...english, key: `${english.key} (in English)` })),
  ...PERSONAS.map((p) => ({
    key: `persona ${p.key}`,
    name: p.name,
    answers: p.answers,
    stage: '',
  })),
];

function firstChoice({ name, answers }: Person): string {
  return generateCareerResult({ name, ...answers }).results.topCareers.careers[0]?.title ?? '';
}

/**
 * Each persona on their first choice from their own stage (every other one also with no stage);
 * every routed career once, with no stage or at one of the stages in turn (the suite's time:
 * decision 009).
 */
const CASES: readonly (readonly [string, Input])[] = [
  ...PEOPLE.flatMap((person, i) => {
    const input = { name: person.name, ...person.answers, career: firstChoice(person) };
    const own = [person.key, { ...input, stage: stageFromWords(person.stage) }] as const;
    return i % 2 === 0 ? [own, [`${person.key}, no stage`, input] as const] : [own];
  }),
  ...INDIA_CAREERS.filter((career) => routeFor(career.id)).flatMap((career, i) => {
    const person = STUDENT_PERSONAS[i % STUDENT_PERSONAS.length];
    if (!person) return [];
    const input = { name: person.name, ...person.answers, career: career.id };
    const stage = STAGES[i % STAGES.length];
    return [
      stage
        ? ([`${career.id} from ${JSON.stringify(stage)}`, { ...input, stage }] as const)
        : ([`${career.id}, no stage`, input] as const),
    ];
  }),
];

/** Every string of a value, however deep (the route's and catalogue's data). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The data a Hindi roadmap shows: the route data in Hindi (its own check keeps it to the English
 * facts and names), the resources, and the names shown as written (exams, sources, job titles).
 */
const SHARED_DATA = [
  ...stringsIn([...ROUTE_BODIES.keys()].map((id) => routeBody(id, 'hi'))),
  ...stringsIn(RESOURCE_CATALOGUE.map(({ name, descriptionHi }) => [name, descriptionHi])),
  ...INDIA_CAREERS.map((career) => career.title),
];

function dataOf(input: Input): string[] {
  const career = findCatalogueCareer(input.career) ?? findCatalogueCareerByTitle(input.career);
  const route = career && routeFor(career.id, 'hi');
  const occupation = OCCUPATIONS.find((item) => item.code === career?.soc[0]);
  // The fit reasons are the blueprint's, in Hindi, checked by its own test.
  const reasons = career ? (checkCareer(buildProfile(input), career, 'hi')?.reasons ?? []) : [];
  return (
    [
      ...stringsIn(route),
      // Who may enter (decision 021): the eligibility data in Hindi, checked by its own test.
      ...(career ? [eligibilityLine(career.id, 'hi') ?? ''] : []),
      // Sources are English documents, named as they are.
      ...stringsIn(career && routeFor(career.id)?.sources),
      ...stringsIn(career && eligibilitySources(career.id)),
      ...(occupation
        ? [workDescription(occupation, 'hi'), ...occupation.altTitles, occupation.title]
        : []),
      ...reasons,
      ...(career?.profile === 'proxy' ? [proxyNoteOf(career, 'hi')] : []),
      ...SHARED_DATA,
    ]
      .filter((text) => text.length > 0)
      // A text of several sentences ("…माँगता है। दूसरे रास्ते…") is also found sentence by sentence.
      .flatMap((text) => [text, ...text.split(/(?<=।)\s+|।$/).filter((part) => part.length > 1)])
      .flatMap((text) => [text, capitalise(text)])
  );
}

/** The English route data and O*NET's description of the career (what English shows of them). */
function englishDataOf(input: Input): string[] {
  const career = findCatalogueCareer(input.career) ?? findCatalogueCareerByTitle(input.career);
  const occupation = OCCUPATIONS.find((item) => item.code === career?.soc[0]);
  return [
    ...stringsIn(career && routeFor(career.id)),
    ...(career ? [eligibilityLine(career.id) ?? ''] : []),
    ...stringsIn(occupation),
  ];
}

/** The student's own words as the roadmap may quote them. */
function theirWords(input: Input): string[] {
  const { texts, aims } = buildProfile(input);
  const subject =
    input.stage && 'subject' in input.stage && input.stage.subject ? [input.stage.subject] : [];
  return [
    quoted(texts.biggestGift, 80),
    quoted(texts.proudAchievement, 100),
    quoted(texts.stopSpiral, 80),
    quoted(texts.wishTold, 100),
    ...subject,
    ...aims.named.map((item) => item.said),
  ].filter((words): words is string => Boolean(words));
}

const itemTexts = (item: string | RoadmapResource) =>
  typeof item === 'string' ? [item] : [item.name, item.description];

/** Every text of a roadmap except the notices (Step 1's texts) and the chosen career's key. */
function textsOf(roadmap: DeepRoadmap): string[] {
  return [
    roadmap.congrats_message,
    roadmap.opening_line,
    ...roadmap.sections.flatMap((section) => [
      section.heading,
      ...section.content,
      ...(section.lists ?? []).flatMap((list) => [list.label, ...list.items.flatMap(itemTexts)]),
      ...(section.stages ?? []).flatMap((stage) => [
        stage.title,
        stage.description,
        ...stage.lists.flatMap((list) => [list.label, ...list.items.flatMap(itemTexts)]),
      ]),
    ]),
  ];
}

/** The structure: sections, paragraphs, stages and list lengths, without the words. */
const structureOf = (roadmap: DeepRoadmap) =>
  roadmap.sections.map((section) => ({
    content: section.content.map((line) => line === ''),
    lists: section.lists?.map((list) => list.items.map((item) => typeof item)),
    stages: section.stages?.map((stage) => stage.lists.map((list) => list.items.length)),
  }));

/** Latin words allowed in Hindi: the brand, O*NET, LinkedIn, exam, course and stream short forms. */
const ALLOWED_LATIN =
  /AI Career Path|O\*NET OnLine|O\*NET|LinkedIn|\b(?:JEE|NEET|CUET|ITI|NIOS|PCMB|PCM|PCB|MBBS|BA|B\.Tech|B\.Com)\b/g;

const sentences = (text: string) =>
  text
    .split(/(?<=[।?!…]”?)\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 5);

describe('the deep roadmap in Hindi', () => {
  it('has every English phrase table in Hindi, with as many phrasings in the same order', () => {
    expect(phraseTableShape(ROADMAP_TEXTS_HI)).toEqual(phraseTableShape(ROADMAP_TEXTS_EN));
    expect(phraseTableShape(STAGE_TEXTS_HI)).toEqual(phraseTableShape(STAGE_TEXTS_EN));
    expect(ROADMAP_TEXTS_HI.keepGoing('x')).toHaveLength(ROADMAP_TEXTS_EN.keepGoing('x').length);
  });

  it('names the sources section in both languages for the PDF', () => {
    expect(ROADMAP_SOURCES_HEADINGS).toEqual({
      en: 'Where these facts come from',
      hi: 'ये जानकारियाँ कहाँ से ली गई हैं',
    });
  });

  it.each(CASES)('%s: the same roadmap as in English, written in Hindi', (_key, input) => {
    const en = generateDeepRoadmap(input);
    const hi = generateDeepRoadmap({ ...input, locale: 'hi' });

    // The same structure, numbers and notices, valid as a roadmap.
    expect(deepRoadmapSchema.parse(hi)).toEqual(hi);
    expect(structureOf(hi)).toEqual(structureOf(en));
    expect(hi.chosen_career).toBe(en.chosen_career);
    expect(hi.code).toBe(en.code);
    // The notices in Hindi (Step 1's texts), with the same helplines and as many tips.
    expect(hi.support?.helplines.map((line) => line.numbers)).toEqual(
      en.support?.helplines.map((line) => line.numbers),
    );
    expect(hi.lowSignal?.tips.length).toBe(en.lowSignal?.tips.length);
    const numbers = (texts: string[]) => (texts.join('\n').match(/\d+/g) ?? []).sort();
    const texts = textsOf(hi);
    expect(numbers(texts)).toEqual(numbers(textsOf(en)));

    // Their name as written, their own words quoted exactly where English quotes them.
    const name = displayName(input.name);
    expect(hi.student_name).toBe(en.student_name);
    const english = textsOf(en).join('\n');
    const all = texts.join('\n');
    const words = theirWords(input);
    // (A word of theirs that the English route data also holds, "animator", is in Hindi there.)
    const englishData = englishDataOf(input).join('\n').toLowerCase();
    for (const said of words)
      if (!englishData.includes(said.toLowerCase()))
        expect(all.includes(said), said).toBe(english.includes(said));

    // O*NET's description of the work, as English shows it (its US-only sentences left out).
    const onetDescription = en.sections[1]?.content[0];
    // Their words, their name and the data, longest first (a short one may sit inside another).
    const data = dataOf(input);
    // Only the pieces this roadmap holds: the data of every career's route is long.
    const pieces = [...words, ...data, name, ...name.split(' ')]
      .filter((piece) => piece.length > 1 && all.includes(piece))
      .sort((a, b) => b.length - a.length);
    /** The text with their words, their name and the data taken out. */
    const ours = (text: string) =>
      pieces
        .reduce(
          (rest, piece) => (rest.includes(piece) ? rest.split(piece).join('डेटा') : rest),
          text,
        )
        // Their words quoted as in English (what they enjoy, quoted in the fit reasons).
        .replace(/“[^”]*”/g, (words) => (english.includes(words) ? 'डेटा' : words));
    for (const text of texts) {
      // Data as a whole item ("R" among the tools) stands as written.
      if (text === '' || text === onetDescription || data.includes(text)) continue;
      expect(text.trim()).toBe(text);
      expect(text).not.toMatch(/undefined|NaN|[{}]| {2}/);
      const rest = ours(text);
      expect(rest.replace(ALLOWED_LATIN, ''), text).not.toMatch(/[A-Za-z]/);
      expect(rest, text).not.toMatch(/\s[।,;:!?]|।।|\.।|।\.|[०-९]/);
      // No first-person verb in our words ("करता हूँ" would guess their gender).
      expect(rest, text).not.toMatch(/हूँ/);
      // Every text of ours is in Devanagari.
      if (rest !== text) continue;
      expect(text, text).toMatch(/[\u0900-\u097F]/);
    }

    // No sentence of ours said twice (an exam's facts stand in each list that names the exam).
    const said = texts.flatMap(sentences).filter((sentence) => ours(sentence) === sentence);
    expect(said.filter((sentence, i) => said.indexOf(sentence) !== i)).toEqual([]);
  });
});
