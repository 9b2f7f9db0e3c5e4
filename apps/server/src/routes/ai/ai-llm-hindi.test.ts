import { generateDay1Result } from '@acp/insights';
import { describe, expect, it } from 'vitest';
import { plainDay1Prose } from '../../test/fake-narratives.js';
import {
  fake,
  lastFallbackReason,
  MODEL,
  personWithAnswers,
  post,
  setUpLlmTestApp,
  storedAnswers,
} from '../../test/llm-test-app.js';

setUpLlmTestApp();

const HINDI_SUBHEADING = 'आप पहले सोचते हैं, फिर बनाते हैं: सवाल पूछना और चीज़ों को समझना आपकी ताकत है।';
const ENGLISH_SUBHEADING =
  'You are the thinker first, then the maker: asking why is where your strength lies.';

const replyWith = (subheading: string) => ({
  type: 'content' as const,
  content: () => JSON.stringify(plainDay1Prose(subheading)),
});

describe('LLM narrative in Hindi', () => {
  it('asks for everyday Hindi and keeps an answer written in Hindi', async () => {
    const person = await personWithAnswers();
    await post(person.cookie, '/user/locale', { locale: 'hi' });
    fake.reply(replyWith(HINDI_SUBHEADING));
    const day1 = await post(person.cookie, '/ai/aicarrerfind-day1');
    expect(day1.json()).toMatchObject({ success: true, engine: `llm:${MODEL}` });
    expect(day1.json().data.subheading).toBe(HINDI_SUBHEADING);
    const [system] = fake.requests.at(-1)!.body.messages;
    expect(system?.content).toContain('everyday Hindi in Devanagari');
  });

  it('falls back to the engine’s Hindi when the model answers in English', async () => {
    const person = await personWithAnswers();
    await post(person.cookie, '/user/locale', { locale: 'hi' });
    const english = replyWith(ENGLISH_SUBHEADING);
    fake.reply(english, english);
    const day1 = await post(person.cookie, '/ai/aicarrerfind-day1');
    expect(day1.json().engine).toBe('local');
    expect(lastFallbackReason('day1')).toBe('grounding');
    const { day1: answers } = await storedAnswers(person);
    expect(day1.json().data).toEqual(
      generateDay1Result({ name: person.name, day1: answers, locale: 'hi' }),
    );
  });

  it('leaves a Hindi roadmap to the engine: its route data is still in English', async () => {
    const person = await personWithAnswers();
    await post(person.cookie, '/user/locale', { locale: 'hi' });
    const blueprint = await post(person.cookie, '/ai/aicarrerfind-day3');
    const [first] = blueprint.json().data.results.topCareers.careers;
    await post(person.cookie, '/user/select-career', { choosedCareer: first.title });
    const before = fake.requests.length;
    const deep = await post(person.cookie, '/ai/godeep');
    expect(deep.statusCode).toBe(200);
    expect(deep.json().engine).toBe('local');
    expect(fake.requests.length).toBe(before);
  });
});
