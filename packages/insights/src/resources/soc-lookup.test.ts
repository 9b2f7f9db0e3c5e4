import { describe, expect, it } from 'vitest';
import { lookupBySoc, socKeys } from './soc-lookup.js';

describe('socKeys', () => {
  it('lists the keys of an O*NET-SOC code from most to least specific', () => {
    expect(socKeys('25-4013.00')).toEqual(['25-4013', '25-401', '25-40', '25-4', '25']);
    expect(socKeys('15-1299.08')).toEqual(['15-1299', '15-129', '15-12', '15-1', '15']);
  });

  it('accepts codes without the O*NET suffix, and bare major groups', () => {
    expect(socKeys('29-1051')).toEqual(['29-1051', '29-105', '29-10', '29-1', '29']);
    expect(socKeys('27')).toEqual(['27']);
    expect(socKeys(' 27-2 ')).toEqual(['27-2', '27']);
  });

  it('gives nothing for an empty code', () => {
    expect(socKeys('')).toEqual([]);
  });
});

describe('lookupBySoc', () => {
  const table: Readonly<Record<string, string>> = {
    '25': 'major group',
    '25-4': 'minor group',
    '29-1051': 'one occupation',
  };

  it('prefers the most specific key', () => {
    expect(lookupBySoc(table, '25-4013.00')).toBe('minor group');
    expect(lookupBySoc(table, '29-1051.00')).toBe('one occupation');
  });

  it('falls back to the major group', () => {
    expect(lookupBySoc(table, '25-2031.00')).toBe('major group');
    expect(lookupBySoc(table, '25')).toBe('major group');
  });

  it('gives undefined when no key matches', () => {
    expect(lookupBySoc(table, '29-2012.00')).toBeUndefined();
    expect(lookupBySoc(table, '53-3032.00')).toBeUndefined();
    expect(lookupBySoc(table, '')).toBeUndefined();
  });

  it('ignores keys inherited from Object.prototype', () => {
    expect(lookupBySoc(table, 'constructor')).toBeUndefined();
    expect(lookupBySoc(table, 'toString')).toBeUndefined();
  });
});
