import { describe, expect, it } from 'vitest';
import { plainDay1Prose, promptBlock } from '../../test/fake-narratives.js';
import type { FakeOpenAiServer } from '../../test/fake-openai-server.js';
import {
  clock,
  engineCareer,
  engineDay1,
  fake,
  fallbacks,
  lastFallbackReason,
  MODEL,
  personWithAnswers,
  post,
  setUpLlmTestApp,
  storedResults,
} from '../../test/llm-test-app.js';

setUpLlmTestApp();

describe('LLM narrative, fallback to the engine', () => {
  const badDay1 = (patch: (good: Record<string, unknown>) => Record<string, unknown>) => ({
    type: 'content' as const,
    content: (request: Parameters<typeof promptBlock>[0]) => {
      const facts = promptBlock(request, 'engine_facts') as { result: { subheading: string } };
      return JSON.stringify(patch(plainDay1Prose(facts.result.subheading)));
    },
  });

  async function expectDay1Fallback(
    reason: string,
    ...replies: Parameters<FakeOpenAiServer['reply']>
  ) {
    const person = await personWithAnswers();
    const before = fake.requests.length;
    fake.reply(...replies);
    const response = await post(person.cookie, '/ai/aicarrerfind-day1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, engine: 'local' });
    expect(response.json().data).toEqual(await engineDay1(person));
    const stored = await storedResults(person);
    expect(stored.map((row) => row.engine)).toEqual(['local']);
    expect(stored[0]?.payload).toEqual(await engineDay1(person));
    expect(lastFallbackReason('day1')).toBe(reason);
    expect(fake.requests.length - before).toBe(2);
    return person;
  }

  it('malformed JSON, twice', () =>
    expectDay1Fallback(
      'invalid_json',
      { type: 'content', content: () => '{"subheading": "oops' },
      { type: 'content', content: () => 'not json at all' },
    ));

  it('an invented link', async () => {
    const withLink = badDay1((good) => ({
      ...good,
      closingMessage: 'Take the course at https://courses.example.com/free',
    }));
    await expectDay1Fallback('grounding', withLink, withLink);
    expect((fallbacks('day1').at(-1)?.ai as { details: string[] }).details).toContain(
      'link at closingMessage',
    );
  });

  it('HTML and Markdown images', async () => {
    const withImage = badDay1((good) => ({
      ...good,
      closingMessage: 'You shine ![x](y) <b>bold</b>',
    }));
    await expectDay1Fallback('grounding', withImage, withImage);
  });

  it('a career outside the candidates', async () => {
    const person = await personWithAnswers();
    const outside = {
      type: 'content' as const,
      content: () =>
        JSON.stringify({
          whoYouAre: 'You',
          careers: ['11-1011.00', '29-1141.00', '53-2011.00'].map((code) => ({
            code,
            emotionalFit: 'a',
            thinkingStyleFit: 'b',
            whyLove: 'c',
          })),
          closingQuote: 'Bye',
        }),
    };
    fake.reply(outside, outside);
    const response = await post(person.cookie, '/ai/aicarrerfind-day3');
    expect(response.json().engine).toBe('local');
    expect(response.json().data).toEqual(await engineCareer(person));
    expect(lastFallbackReason('career')).toBe('schema');
    expect((await storedResults(person)).map((row) => row.engine)).toEqual(['local']);
  });

  it('a slow answer past the timeout', () =>
    expectDay1Fallback(
      'timeout',
      { type: 'slow', delayMs: 1500 },
      { type: 'slow', delayMs: 1500 },
    ));

  it('429, twice', () =>
    expectDay1Fallback(
      'rate_limited',
      { type: 'status', status: 429 },
      { type: 'status', status: 429 },
    ));

  it('500, twice', () =>
    expectDay1Fallback(
      'server_error',
      { type: 'status', status: 500 },
      { type: 'status', status: 500 },
    ));

  it('a refusal and a truncated answer', () =>
    expectDay1Fallback('truncated', { type: 'refusal' }, { type: 'truncated' }));

  it('one failure is retried once and the second answer is used', async () => {
    const person = await personWithAnswers();
    const before = fake.requests.length;
    fake.reply({ type: 'status', status: 429 });
    const response = await post(person.cookie, '/ai/aicarrerfind-day1');
    expect(response.json().engine).toBe(`llm:${MODEL}`);
    expect(fake.requests.length - before).toBe(2);
  });

  it('reuses a fallback for the same answers, then asks the model again an hour later', async () => {
    const person = await expectDay1Fallback(
      'server_error',
      { type: 'status', status: 500 },
      { type: 'status', status: 500 },
    );
    const before = fake.requests.length;
    expect((await post(person.cookie, '/ai/aicarrerfind-day1')).json().engine).toBe('local');
    expect(fake.requests.length).toBe(before);

    clock.advance(61 * 60_000);
    fake.reply({ type: 'status', status: 500 }, { type: 'status', status: 500 });
    expect((await post(person.cookie, '/ai/aicarrerfind-day1')).json().engine).toBe('local');
    expect(fake.requests.length).toBe(before + 2);
    // Failed again: no duplicate in the history, and no new try within the hour.
    expect(await storedResults(person)).toHaveLength(1);
    await post(person.cookie, '/ai/aicarrerfind-day1');
    expect(fake.requests.length).toBe(before + 2);

    clock.advance(61 * 60_000);
    const upgraded = await post(person.cookie, '/ai/aicarrerfind-day1');
    expect(upgraded.json().engine).toBe(`llm:${MODEL}`);
    expect((await storedResults(person)).map((row) => row.engine)).toEqual([
      'local',
      `llm:${MODEL}`,
    ]);
  });
});
