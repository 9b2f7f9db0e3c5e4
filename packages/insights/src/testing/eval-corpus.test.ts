import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INDIA_CAREERS } from '../catalogue/catalogue.js';
import {
  CORPUS_PARTS,
  corpusFile,
  fileDigest,
  readAspirationCorpus,
  readDistressCorpus,
  splitCorpus,
} from './eval-corpus.js';
import type { CorpusName } from './eval-corpus.js';

const both = <T>(read: (part: (typeof CORPUS_PARTS)[number]) => T[]) =>
  CORPUS_PARTS.flatMap((part) => read(part));

describe('the evaluation corpus (eval/README.md)', () => {
  it('keeps its held-out parts locked: their items are the ones split once', () => {
    const lock = readFileSync(
      fileURLToPath(new URL('../../eval/held-out.sha256', import.meta.url)),
      'utf8',
    );
    for (const name of ['aspiration', 'distress'] as CorpusName[]) {
      const line = lock.split('\n').find((entry) => entry.endsWith(`${name}.held-out.json`));
      expect(line?.split(/\s+/)[0], name).toBe(fileDigest(corpusFile(name, 'held-out')));
    }
  });

  it('has no text in both parts', () => {
    for (const read of [readDistressCorpus, readAspirationCorpus]) {
      const dev = new Set(read('dev').map((item) => item.text.toLowerCase()));
      expect(read('held-out').filter((item) => dev.has(item.text.toLowerCase()))).toEqual([]);
    }
  });

  it('has every kind of aspiration, for every catalogue career, in three scripts', () => {
    const items = both(readAspirationCorpus);
    const ids = new Set(INDIA_CAREERS.map((career) => career.id));
    const named = items.flatMap((item) => [
      ...item.careers,
      ...('notCareers' in item ? (item.notCareers ?? []) : []),
    ]);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
    const aims = items.filter((item) => 'form' in item);
    expect(aims.length).toBeGreaterThanOrEqual(1200);
    expect(items.length - aims.length).toBeGreaterThanOrEqual(300);
    const perCareer = new Map<string, number>();
    for (const item of aims)
      for (const id of item.careers) perCareer.set(id, (perCareer.get(id) ?? 0) + 1);
    expect(INDIA_CAREERS.filter((career) => (perCareer.get(career.id) ?? 0) < 3)).toEqual([]);
    const forms = new Set(aims.map((item) => ('form' in item ? item.form : '')));
    expect([...forms].sort()).toEqual([
      'exam-result',
      'institution',
      'misspelt',
      'object',
      'rank-post',
      'title',
      'workplace',
    ]);
    expect(new Set(items.map((item) => item.language))).toEqual(
      new Set(['en', 'hinglish', 'hi', 'mixed']),
    );
  });

  it('has enough distress texts, half of them indirect, and as many hard negatives', () => {
    const items = both(readDistressCorpus);
    const positives = items.filter((item) => item.distress);
    const indirect = positives.filter((item) => item.distress && item.indirect);
    expect(positives.length).toBeGreaterThanOrEqual(300);
    expect(indirect.length * 2).toBeGreaterThanOrEqual(positives.length);
    expect(items.length - positives.length).toBeGreaterThanOrEqual(300);
  });

  it('splits the same texts the same way, every kind into both parts', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((text) => ({
      text,
      kind: text < 'd' ? 'x' : 'y',
    }));
    const first = splitCorpus(items, (item) => item.kind);
    expect(splitCorpus([...items].reverse(), (item) => item.kind)).toEqual(first);
    for (const part of CORPUS_PARTS)
      expect(new Set(first[part].map((item) => item.kind))).toEqual(new Set(['x', 'y']));
  });
});
