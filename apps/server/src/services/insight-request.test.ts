import { describe, expect, it } from 'vitest';
import { buildAnswers } from '../test/answers.js';
import { hashRequest, resultLocale, type InsightRequest } from './insight-request.js';

const request: InsightRequest = {
  kind: 'day2',
  name: 'Kavya',
  answers: { day1: buildAnswers('day1'), day2: buildAnswers('day2') },
  locale: 'en',
};

describe('the hash of a result request', () => {
  it('tells the languages apart, so a change of the Hindi texts can renew Hindi results alone', () => {
    expect(hashRequest({ ...request, locale: 'hi' }, 'local')).not.toBe(
      hashRequest(request, 'local'),
    );
  });

  it('writes a result in the language asked when the engine writes that kind in it', () => {
    expect(resultLocale('day2', 'hi')).toBe('hi');
    expect(resultLocale('day2', null)).toBe('en');
    expect(resultLocale('deep', 'hi')).toBe('hi');
    expect(resultLocale('deep', null)).toBe('en');
  });
});
