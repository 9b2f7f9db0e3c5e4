import { foldVerbForms } from './words.js';

/** FNV-1a, 32-bit: a small, stable string hash. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded pseudo-random source (mulberry32) with the helpers the phrasebooks need. */
export interface Rng {
  /** 0 ≤ x < 1. */
  next(): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, count);
  };
  return { next, pick, sample };
}

/**
 * JSON with object keys sorted, so `{question, answer}` and `{answer, question}` agree, and the
 * gendered verb forms of answers read as one (`foldVerbForms`): "karti hoon" = "karta hoon".
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (key, item: unknown) => {
    if (key === 'answer' && typeof item === 'string') return foldVerbForms(item);
    return item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item;
  });
}

/**
 * An Rng seeded by what a result is built from, so the same input gives the same bytes — also
 * after a database (PostgreSQL jsonb) has reordered the keys of the stored answers — and the
 * same answers in either gender's verb forms the same words.
 */
export function rngFor(kind: string, input: unknown): Rng {
  return createRng(hashString(`${kind}\u0000${canonicalJson(input)}`));
}
