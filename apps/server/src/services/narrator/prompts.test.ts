import { generateDay1Result } from '@acp/insights';
import { describe, expect, it } from 'vitest';
import { buildAnswers } from '../../test/answers.js';
import { narrationFacts } from './facts.js';
import { buildMessages } from './prompts.js';

const answers = { day1: buildAnswers('day1', { choice: 1 }) };
const factsIn = (locale: 'en' | 'hi') =>
  narrationFacts(
    { kind: 'day1', name: 'Kavya', answers, locale },
    { kind: 'day1', result: generateDay1Result({ name: 'Kavya', day1: answers.day1, locale }) },
  );

describe('the narrator’s instructions', () => {
  it('ask for plain English in English', () => {
    const [system] = buildMessages(factsIn('en'));
    expect(system?.content).toContain('plain English');
    expect(system?.content).not.toContain('Devanagari');
  });

  it('ask for everyday Hindi in Devanagari in Hindi, with every other rule kept', () => {
    const [english, englishUser] = buildMessages(factsIn('en'));
    const [hindi, hindiUser] = buildMessages(factsIn('hi'));
    expect(hindi?.content).toContain('everyday Hindi in Devanagari');
    expect(hindi?.content).not.toContain('plain English');
    for (const rule of english?.content.split('\n').filter((line) => line.startsWith('- ')) ?? [])
      if (!rule.includes('plain English')) expect(hindi?.content).toContain(rule);
    // The task and the data are the same blocks.
    expect(hindiUser?.content.split('<engine_facts>')[0]).toBe(
      englishUser?.content.split('<engine_facts>')[0],
    );
  });
});
