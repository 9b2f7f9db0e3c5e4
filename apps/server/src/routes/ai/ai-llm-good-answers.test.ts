import { generateDay2Result, generateDeepRoadmap } from '@acp/insights';
import { careerResultSchema, deepRoadmapSchema } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { NARRATED, promptBlock } from '../../test/fake-narratives.js';
import {
  engineCareer,
  engineDay1,
  fake,
  llmApp,
  logLines,
  MODEL,
  personWithAnswers,
  post,
  setUpLlmTestApp,
  storedAnswers,
  storedResults,
} from '../../test/llm-test-app.js';

setUpLlmTestApp();

describe('LLM narrative, good answers', () => {
  it("rewrites Step 1 and Step 2 in the model's words, keeps the engine's headings, stores llm:<model>", async () => {
    const person = await personWithAnswers();
    const before = fake.requests.length;
    const day1 = await post(person.cookie, '/ai/aicarrerfind-day1');
    expect(day1.statusCode).toBe(200);
    expect(day1.json()).toMatchObject({ success: true, engine: `llm:${MODEL}` });
    const engine = await engineDay1(person);
    const data = day1.json().data;
    expect(data.heading).toBe(engine.heading);
    expect(data.coreStrengths.heading).toBe(engine.coreStrengths.heading);
    expect(data.subheading).toBe(`${NARRATED} ${engine.subheading}`);

    const day2 = await post(person.cookie, '/ai/aicarrerfind-day2');
    expect(day2.json().engine).toBe(`llm:${MODEL}`);
    const engineDay2 = generateDay2Result({ name: person.name, ...(await storedAnswers(person)) });
    expect(day2.json().data.results.cards.map((card: { id: string }) => card.id)).toEqual(
      engineDay2.results.cards.map((card) => card.id),
    );
    expect(day2.json().data.results.cards[0].description).toContain(NARRATED);
    expect(fake.requests.length - before).toBe(2);

    // The same answers: the stored result, no second paid call.
    expect((await post(person.cookie, '/ai/aicarrerfind-day1')).json().data).toEqual(data);
    expect(fake.requests.length - before).toBe(2);
    const stored = await storedResults(person);
    expect(stored.map((row) => [row.kind, row.engine])).toEqual([
      ['day1', `llm:${MODEL}`],
      ['day2', `llm:${MODEL}`],
    ]);
    expect(stored[0]?.payload).toEqual(data);

    const usage = logLines.find((line) => line.msg === 'ai call');
    expect(usage?.ai).toMatchObject({
      model: MODEL,
      promptTokens: 1200,
      completionTokens: 340,
      totalTokens: 1540,
    });
  });

  it("picks careers only among the engine's candidates, with the engine's codes, scores and reasons", async () => {
    const person = await personWithAnswers();
    const response = await post(person.cookie, '/ai/aicarrerfind-day3');
    expect(response.json().engine).toBe(`llm:${MODEL}`);
    const career = careerResultSchema.parse(response.json().data);
    const engine = await engineCareer(person);
    const request = fake.requests.at(-1)!;
    const candidates = (
      promptBlock(request, 'engine_facts') as {
        candidates: {
          id: string;
          code: string;
          title: string;
          fitScore: number;
          reasons: string[];
        }[];
      }
    ).candidates;

    expect(career.profile).toEqual(engine.profile);
    // The engine's confidence (and any notice) stays: the model only rewrites the prose.
    expect(career.confidence).toBe('normal');
    expect(career.confidence).toBe(engine.confidence);
    expect(career.results.topCareers.labels).toEqual(engine.results.topCareers.labels);
    for (const match of career.results.topCareers.careers) {
      const candidate = candidates.find((each) => each.code === match.code);
      expect(candidate).toBeDefined();
      expect(match).toMatchObject({
        id: candidate?.id,
        title: candidate?.title,
        fitScore: candidate?.fitScore,
        reasons: candidate?.reasons,
      });
      expect(match.whyLove).toContain(NARRATED);
    }
    // The fake prefers a candidate beyond the engine's own top 3: the merge takes its facts.
    const engineCodes = engine.results.topCareers.careers.map((match) => match.code);
    expect(
      career.results.topCareers.careers.some((match) => !engineCodes.includes(match.code)),
    ).toBe(true);

    // The person can choose an LLM-picked career and gets its deep roadmap with the engine's links.
    const chosen = career.results.topCareers.careers[1]!;
    expect(
      (await post(person.cookie, '/user/select-career', { choosedCareer: chosen.title }))
        .statusCode,
    ).toBe(200);
    const deepResponse = await post(person.cookie, '/ai/godeep');
    expect(deepResponse.json().engine).toBe(`llm:${MODEL}`);
    const deep = deepRoadmapSchema.parse(deepResponse.json().data);
    const engineDeep = generateDeepRoadmap({
      name: person.name,
      ...(await storedAnswers(person)),
      career: chosen.id,
    });
    expect(deep).toMatchObject({ chosen_career: chosen.title, code: engineDeep.code });
    expect(deep.congrats_message).toContain(NARRATED);
    const listsOf = (roadmap: typeof deep) =>
      roadmap.sections.map((section) => [
        section.heading,
        section.stages?.map((stage) => [stage.title, stage.lists]),
      ]);
    expect(listsOf(deep)).toEqual(listsOf(engineDeep));
    expect(deep.sections.flatMap((section) => section.stages ?? [])[0]?.description).toContain(
      NARRATED,
    );
  });

  it('shares one model call between a double click', async () => {
    const person = await personWithAnswers();
    fake.goodDelayMs = 150;
    const before = fake.requests.length;
    const [a, b] = await Promise.all([
      post(person.cookie, '/ai/aicarrerfind-day1'),
      post(person.cookie, '/ai/aicarrerfind-day1'),
    ]);
    expect(a.json().data).toEqual(b.json().data);
    expect(fake.requests.length - before).toBe(1);
    expect(await storedResults(person)).toHaveLength(1);
  });

  it('calls the model at most AI_MAX_CONCURRENCY times at once', async () => {
    const narrow = await llmApp({ AI_MAX_CONCURRENCY: '1', AI_TIMEOUT: '5s' });
    const people = await Promise.all([
      personWithAnswers(),
      personWithAnswers(),
      personWithAnswers(),
    ]);
    fake.goodDelayMs = 100;
    fake.maxInFlight = 0;
    const responses = await Promise.all(
      people.map((person) => post(person.cookie, '/ai/aicarrerfind-day1', {}, narrow)),
    );
    expect(responses.map((response) => response.json().engine)).toEqual(
      Array(3).fill(`llm:${MODEL}`),
    );
    expect(fake.maxInFlight).toBe(1);
  });
});
