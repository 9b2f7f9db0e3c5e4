import { describe, expect, it } from 'vitest';
import { questionsForDay } from './catalogue.js';
import type { Question } from './types.js';
import { hindiQuestions, showQuestion } from './wording.js';

const all: Question[] = [
  ...questionsForDay('day1'),
  ...questionsForDay('day2'),
  ...questionsForDay('day3'),
];

/** Names written in Latin script in Hindi too (decision 016); none of the questions needs one yet. */
const LATIN_ALLOWED = new Set(['AI', 'JEE', 'NEET', 'CUET', 'B.Com', 'BA']);

/** Every piece of Hindi a question shows: its text, then its options or its placeholder. */
function hindiTexts(question: Question): string[] {
  const shown = showQuestion(question, 'hi');
  return [
    shown.text,
    ...(shown.type === 'choice'
      ? shown.options.map((option) => option.label)
      : [shown.placeholder]),
  ];
}

describe('the questions in Hindi', () => {
  it('word every question of the three steps, and nothing else', () => {
    expect(Object.keys(hindiQuestions).sort()).toEqual(all.map((question) => question.id).sort());
  });

  it.each(all.map((question) => [question.id, question] as const))(
    'word %s like the English: same kind, as many options, each one its own',
    (_id, question) => {
      const wording = hindiQuestions[question.id];
      if (question.type === 'choice') {
        expect(wording && 'options' in wording ? wording.options : []).toHaveLength(
          question.options.length,
        );
        const labels = (wording && 'options' in wording ? wording.options : []).map((label) =>
          label.trim(),
        );
        expect(new Set(labels).size).toBe(labels.length);
      } else {
        expect(wording && 'placeholder' in wording ? wording.placeholder : '').not.toBe('');
      }
    },
  );

  it.each(all.map((question) => [question.id, question] as const))(
    'write %s in Devanagari, with no English word left',
    (_id, question) => {
      for (const text of hindiTexts(question)) {
        const latin = (text.match(/[A-Za-z][A-Za-z.*]*/g) ?? []).filter(
          (word) => !LATIN_ALLOWED.has(word),
        );
        expect(latin, text).toEqual([]);
        const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
        expect(devanagari, text).toBeGreaterThan(text.replace(/\s/g, '').length / 2);
      }
    },
  );

  it('keep quoted sayings quoted', () => {
    for (const question of all) {
      if (question.type !== 'choice') continue;
      const shown = showQuestion(question, 'hi');
      if (shown.type !== 'choice') continue;
      question.options.forEach((english, index) => {
        const quoted = (text: string) => text.startsWith('"') && text.endsWith('"');
        expect(quoted(shown.options[index]?.label ?? ''), english).toBe(quoted(english));
      });
    }
  });
});

describe('showQuestion', () => {
  const choice = all.find((question) => question.type === 'choice')!;
  const text = all.find((question) => question.type === 'text')!;

  it('shows Hindi labels whose values are the English options', () => {
    const shown = showQuestion(choice, 'hi');
    expect(shown.text).toBe(hindiQuestions[choice.id]?.text);
    expect(shown.type === 'choice' && shown.options.map((option) => option.value)).toEqual(
      choice.type === 'choice' && choice.options,
    );
    expect(shown.type === 'choice' && shown.options[0]?.label).toMatch(/[\u0900-\u097F]/);
  });

  it('shows the English texts as they are in English', () => {
    const shown = showQuestion(choice, 'en');
    expect(shown.text).toBe(choice.text);
    expect(shown.type === 'choice' && shown.options.map((option) => option.label)).toEqual(
      choice.type === 'choice' && choice.options,
    );
    expect(showQuestion(text, 'en')).toEqual({
      type: 'text',
      text: text.text,
      placeholder: text.type === 'text' && text.placeholder,
    });
    expect(showQuestion(text, 'hi')).toMatchObject({
      text: hindiQuestions[text.id]?.text,
      placeholder: expect.stringMatching(/^जैसे: /),
    });
  });
});
