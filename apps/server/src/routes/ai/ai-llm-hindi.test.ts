import { generateDay1Result, generateDeepRoadmap } from '@acp/insights';
import { deepRoadmapSchema } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { NARRATED_HI, plainDay1Prose } from '../../test/fake-narratives.js';
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

  it('narrates a Hindi roadmap in Hindi, the route’s facts left as the engine wrote them', async () => {
    const person = await personWithAnswers();
    await post(person.cookie, '/user/locale', { locale: 'hi' });
    const blueprint = await post(person.cookie, '/ai/aicarrerfind-day3');
    const [first] = blueprint.json().data.results.topCareers.careers;
    await post(person.cookie, '/user/select-career', { choosedCareer: first.title });
    const deep = await post(person.cookie, '/ai/godeep');
    expect(deep.json().engine).toBe(`llm:${MODEL}`);
    const roadmap = deepRoadmapSchema.parse(deep.json().data);
    expect(roadmap.congrats_message).toContain(NARRATED_HI);
    const [system] = fake.requests.at(-1)!.body.messages;
    expect(system?.content).toContain('everyday Hindi in Devanagari');
    // The route, the Plan B and the sources are the route data in Hindi, not the model's words.
    const engine = generateDeepRoadmap({
      name: person.name,
      ...(await storedAnswers(person)),
      career: first.id,
      locale: 'hi',
    });
    const facts = (result: typeof roadmap) =>
      result.sections.filter((section) =>
        ['भारत में आपका रास्ता', 'आपका प्लान बी', 'ये जानकारियाँ कहाँ से ली गई हैं'].includes(
          section.heading,
        ),
      );
    expect(facts(roadmap)).toHaveLength(3);
    expect(facts(roadmap)).toEqual(facts(engine));
    expect(facts(roadmap)[0]?.content.join(' ')).toMatch(/[\u0900-\u097F]/);
  });
});
