import { describe, expect, it } from 'vitest';
import { INDIA_CAREERS } from './catalogue.js';
import { searchCareers, SEARCH_LIMIT } from './search.js';

const ids = (query: string) => searchCareers(query).map((career) => career.id);

describe('searchCareers: one matcher for the picker and "check any career" (decision 020)', () => {
  it.each([
    ['the English title', 'Microbiologist', 'microbiologist'],
    ['any part of a word', 'biolog', 'microbiologist'],
    ['the Hindi title', 'वकील', 'lawyer'],
    ['a Hinglish word', 'wakil', 'lawyer'],
    ['an exam', 'CLAT', 'lawyer'],
    ['an exam in lower case', 'sbi po', 'bank-po'],
    ['a typo', 'psycologist', 'clinical-psychologist'],
    ['spelling by sound', 'sykologist', 'clinical-psychologist'],
    ['a dropped vowel', 'vetnary', 'vet'],
    ['a post or rank', 'third engineer', 'marine-engineer'],
    ['an object of the trade', 'subscribers', 'youtuber'],
    ['a tournament', 'ranji', 'cricketer'],
  ])('finds a career by %s (%s)', (_how, query, id) => {
    expect(ids(query)).toContain(id);
  });

  it('lists a title match before a career that only has the word among its objects', () => {
    expect(ids('Youtuber')[0]).toBe('youtuber');
    expect(ids('thumbnail')).toEqual(expect.arrayContaining(['graphic-designer', 'youtuber']));
  });

  it('finds nothing for letters no career goes by, and needs two letters', () => {
    expect(ids('zzqxv')).toEqual([]);
    expect(ids('q')).toEqual([]);
  });

  it('finds every career by its own title and Hindi title, first, within the limit', () => {
    for (const career of INDIA_CAREERS) {
      const byTitle = searchCareers(career.title);
      expect(byTitle.length).toBeLessThanOrEqual(SEARCH_LIMIT);
      expect(byTitle[0]?.id, career.title).toBe(career.id);
      expect(ids(career.titleHi), career.titleHi).toContain(career.id);
    }
  });
});
