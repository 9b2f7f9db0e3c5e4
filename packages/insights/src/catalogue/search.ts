import { lowerWords } from '../text/words.js';
import { INDIA_CAREERS } from './catalogue.js';
import type { CatalogueCareer } from './catalogue-schema.js';
import { oneTypoApart } from './spelling.js';

/** How many careers one search lists at most. */
export const SEARCH_LIMIT = 8;

/** What a career can be found by, each as lower-case words joined by single spaces. */
interface Searchable {
  career: CatalogueCareer;
  titles: string[];
  words: string[];
}

const key = (text: string) => lowerWords(text).join(' ');

const SEARCHABLE: readonly Searchable[] = INDIA_CAREERS.map((career) => ({
  career,
  titles: [key(career.title), key(career.titleHi)],
  words: [...career.words, ...career.exams].map(key),
}));

/** How well one text answers the query: 0 for not at all. */
function closeness(query: string, text: string): number {
  if (!text) return 0;
  if (text === query) return 100;
  if (text.startsWith(`${query} `) || text.startsWith(query)) return 80;
  if (text.includes(` ${query}`)) return 60;
  // A typo in a longer word: "psycologist", "enginer".
  if (query.length >= 5 && text.split(' ').some((word) => oneTypoApart(word, query))) return 40;
  return 0;
}

/**
 * Catalogue careers for what a person typed: by English or Hindi title, by the words and exams
 * that point to a career, forgiving one typo. Best first, at most `limit`.
 */
export function searchCareers(query: string, limit = SEARCH_LIMIT): CatalogueCareer[] {
  const wanted = key(query);
  if (wanted.length < 2) return [];
  return SEARCHABLE.map((entry) => ({
    career: entry.career,
    score: Math.max(
      ...entry.titles.map((title) => closeness(wanted, title) + 5),
      ...entry.words.map((word) => closeness(wanted, word)),
    ),
  }))
    .filter(({ score }) => score > 5)
    .sort((a, b) => b.score - a.score || a.career.title.localeCompare(b.career.title))
    .slice(0, limit)
    .map(({ career }) => career);
}
