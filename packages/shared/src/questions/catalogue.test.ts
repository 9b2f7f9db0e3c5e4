import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import {
  buildAnswerFormSchema,
  buildQnaPayloadSchema,
  findQuestionById,
  findQuestionByText,
  fromQnaArray,
  notAnOptionMessage,
  optionIndex,
  questionCatalogue,
  questionsForDay,
  toQnaArray,
} from './index.js';
import type { ChoiceQuestion, Question } from './index.js';

const all: Question[] = [
  ...questionsForDay('day1'),
  ...questionsForDay('day2'),
  ...questionsForDay('day3'),
];
const choice = (id: string) => findQuestionById(id) as ChoiceQuestion;
const typesOf = (day: 'day1' | 'day2' | 'day3') =>
  questionsForDay(day).map((question) =>
    question.type === 'choice' ? question.options.length : 'text',
  );

describe('question catalogue', () => {
  it('has 12, 10 and 12 questions', () => {
    expect(questionCatalogue.day1).toHaveLength(12);
    expect(questionCatalogue.day2).toHaveLength(10);
    expect(questionCatalogue.day3).toHaveLength(12);
  });

  it('follows the question types and option counts of product.md §5', () => {
    expect(typesOf('day1')).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 'text', 'text']);
    expect(typesOf('day2')).toEqual([5, 5, 5, 'text', 5, 5, 'text', 'text', 5, 5]);
    expect(typesOf('day3')).toEqual([5, 5, 5, 5, 'text', 'text', 5, 5, 'text', 'text', 4, 4]);
  });

  it("uses the spec's option texts for Step 2 q9 and q10", () => {
    expect(choice('day2.q9').options).toEqual([
      'Laziness or distractions',
      'Self-doubt',
      'Fear of judgement',
      'Pressure to be perfect',
      'Confusion or indecision',
    ]);
    expect(choice('day2.q10').options).toEqual([
      'Potential',
      'Kindness',
      'Creativity',
      'Intelligence',
      'Leadership',
    ]);
  });

  it('asks Step 1 for a subject to skip and a skill to master', () => {
    expect(findQuestionById('day1.q11')?.text).toMatch(/skip one school subject/);
    expect(findQuestionById('day1.q12')?.text).toMatch(/master one skill overnight/);
  });

  it('has unique ids, question texts and option texts', () => {
    expect(new Set(all.map((question) => question.id)).size).toBe(34);
    expect(new Set(all.map((question) => question.text.toLowerCase())).size).toBe(34);
    for (const question of all) {
      if (question.type !== 'choice') continue;
      const lower = question.options.map((option) => option.toLowerCase());
      expect(new Set(lower).size, question.id).toBe(question.options.length);
      expect(question.options.every((option) => option.trim().length > 0)).toBe(true);
    }
  });

  it('finds questions by text and options case-insensitively', () => {
    const q = choice('day2.q10');
    expect(findQuestionByText('day2', `  ${q.text} `)).toBe(q);
    expect(findQuestionByText('day1', q.text)).toBeUndefined();
    expect(optionIndex(q, 'leadership')).toBe(4);
    expect(optionIndex(q, '')).toBe(-1);
    expect(findQuestionById('day4.q1')).toBeUndefined();
  });
});

function validPayload(day: 'day1' | 'day2' | 'day3') {
  return {
    qnaArray: questionsForDay(day).map((question) => ({
      question: question.text,
      answer: question.type === 'choice' ? (question.options[0] ?? '') : 'Physics, I find it dry',
    })),
  };
}

describe('questionnaire payload schema', () => {
  it('accepts a complete payload and trims text answers', () => {
    const payload = validPayload('day1');
    payload.qnaArray[10] = { question: payload.qnaArray[10]?.question ?? '', answer: '  Hindi  ' };
    const parsed = buildQnaPayloadSchema('day1').parse(payload);
    expect(parsed.qnaArray[10]?.answer).toBe('Hindi');
  });

  it('rejects empty text answers with "Answer is required"', () => {
    const payload = validPayload('day2');
    payload.qnaArray[3] = { question: payload.qnaArray[3]?.question ?? '', answer: '   ' };
    const result = buildQnaPayloadSchema('day2').safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.answerRequired);
  });

  it('allows a missing radio as "" on Steps 2 and 3 but not on Step 1', () => {
    for (const day of ['day1', 'day2', 'day3'] as const) {
      const payload = validPayload(day);
      payload.qnaArray[0] = { question: payload.qnaArray[0]?.question ?? '', answer: '' };
      expect(buildQnaPayloadSchema(day).safeParse(payload).success).toBe(day !== 'day1');
    }
  });

  it('rejects unknown questions, invented options, duplicates and 1001-character answers', () => {
    const schema = buildQnaPayloadSchema('day3');
    const unknown = validPayload('day3');
    unknown.qnaArray[0] = { question: 'What is your favourite colour?', answer: 'Blue' };
    expect(schema.safeParse(unknown).success).toBe(false);
    const invented = validPayload('day3');
    invented.qnaArray[0] = {
      question: invented.qnaArray[0]?.question ?? '',
      answer: 'Something else',
    };
    expect(schema.safeParse(invented).success).toBe(false);
    const duplicate = validPayload('day3');
    duplicate.qnaArray[1] = duplicate.qnaArray[0] ?? { question: '', answer: '' };
    expect(schema.safeParse(duplicate).success).toBe(false);
    const long = validPayload('day3');
    long.qnaArray[4] = { question: long.qnaArray[4]?.question ?? '', answer: 'a'.repeat(1001) };
    expect(schema.safeParse(long).success).toBe(false);
    expect(schema.safeParse({ qnaArray: validPayload('day3').qnaArray.slice(1) }).success).toBe(
      false,
    );
  });
});

describe('answer form schema', () => {
  it('requires text answers and leaves radios free', () => {
    const schema = buildAnswerFormSchema('day2');
    const values = fromQnaArray('day2', []);
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['q4', 'q7', 'q8']);
    expect(result.error?.issues.every((issue) => issue.message === messages.answerRequired)).toBe(
      true,
    );
  });

  it('requires Step 1 radios, as the server does, and takes only their options', () => {
    const values = fromQnaArray('day1', validPayload('day1').qnaArray);
    const radio = questionsForDay('day1').find((question) => question.type === 'choice');
    if (!radio) throw new Error('Step 1 has a radio question');
    const schema = buildAnswerFormSchema('day1');
    expect(schema.safeParse(values).success).toBe(true);
    const unanswered = schema.safeParse({ ...values, [radio.key]: '' });
    expect(unanswered.error?.issues.map((issue) => issue.message)).toEqual([
      messages.answerRequired,
    ]);
    const invented = buildAnswerFormSchema('day2').safeParse({
      ...fromQnaArray('day2', validPayload('day2').qnaArray),
      q9: 'Something else',
    });
    expect(invented.error?.issues.map((issue) => issue.message)).toEqual([notAnOptionMessage]);
  });

  it('round-trips form values through the stored list', () => {
    const stored = validPayload('day1').qnaArray;
    const values = fromQnaArray('day1', [...stored].reverse());
    expect(toQnaArray('day1', values)).toEqual(stored);
  });
});
