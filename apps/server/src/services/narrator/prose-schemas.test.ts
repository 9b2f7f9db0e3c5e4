import { describe, expect, it } from 'vitest';
import { generateCareerResult, generateDeepRoadmap } from '@acp/insights';
import { buildAnswers } from '../../test/answers.js';
import type { InsightRequest } from '../insight-request.js';
import { generateLocally } from '../local-engine.js';
import { narrationFacts } from './facts.js';
import { proseSchemaFor, strictJsonSchema } from './prose-schemas.js';

const answers = {
  day1: buildAnswers('day1', { choice: 1, texts: ['Physics', 'Building apps'] }),
  day2: buildAnswers('day2', { choice: 2 }),
  day3: buildAnswers('day3', { choice: 3 }),
};

/** Every object node of a JSON schema. */
function objects(node: unknown): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap(objects);
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = record.type === 'object' ? [record] : [];
  return [...own, ...Object.values(record).flatMap(objects)];
}

describe('strict JSON schemas for the model', () => {
  const career = generateCareerResult({ name: 'Kavya', ...answers });
  const code = career.results.topCareers.careers[0]!.code;
  const requests: InsightRequest[] = [
    { kind: 'day1', name: 'Kavya', answers, locale: 'en' },
    { kind: 'day2', name: 'Kavya', answers, locale: 'en' },
    { kind: 'career', name: 'Kavya', answers, locale: 'en' },
    { kind: 'deep', name: 'Kavya', answers, locale: 'en', career: { title: 'x', code } },
  ];

  it.each(requests)(
    '$kind: every property required, nothing extra, no length keywords',
    (request) => {
      const schema = strictJsonSchema(
        proseSchemaFor(narrationFacts(request, generateLocally(request))),
      );
      const text = JSON.stringify(schema);
      expect(text).not.toMatch(/minLength|maxLength|\$schema/);
      for (const node of objects(schema)) {
        expect(node.additionalProperties).toBe(false);
        expect(node.required).toEqual(Object.keys(node.properties as object));
      }
    },
  );

  it('offers only the candidate codes and as many stages as the engine wrote', () => {
    const request = requests[2]!;
    const facts = narrationFacts(request, generateLocally(request));
    expect(facts.candidates).toHaveLength(10);
    const schema = JSON.stringify(strictJsonSchema(proseSchemaFor(facts)));
    for (const candidate of facts.candidates) expect(schema).toContain(candidate.code);

    const deep = generateDeepRoadmap({ name: 'Kavya', ...answers, career: code });
    const stages = deep.sections.flatMap((section) => section.stages ?? []).length;
    const deepRequest = requests[3]!;
    const parsed = proseSchemaFor(
      narrationFacts(deepRequest, generateLocally(deepRequest)),
    ).safeParse({
      congrats_message: 'a',
      opening_line: 'b',
      sections: deep.sections.map(() => ({ content: [] })),
      stageDescriptions: Array(stages + 1).fill('c'),
    });
    expect(parsed.success).toBe(false);
  });
});
