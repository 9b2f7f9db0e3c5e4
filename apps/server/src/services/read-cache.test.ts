import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  it('returns what was stored until it expires', () => {
    const cache = new ReadCache<string>(10, 1000);
    cache.set('a', 'one', cache.begin(), 0);
    expect(cache.get('a', 999)).toBe('one');
    expect(cache.get('a', 1001)).toBeUndefined();
  });

  it('does not store a read that raced a write', () => {
    const cache = new ReadCache<string>();
    const generation = cache.begin();
    cache.clear();
    cache.set('a', 'stale', generation);
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry when full', () => {
    const cache = new ReadCache<string>(2);
    cache.set('a', '1', cache.begin());
    cache.set('b', '2', cache.begin());
    cache.set('c', '3', cache.begin());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe('3');
  });

  it('loads through once, and does not keep a load that raced a write', async () => {
    const cache = new ReadCache<string>();
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.through('a', load)).toBe('value 1');
    expect(await cache.through('a', load)).toBe('value 1');
    const racing = cache.through('b', async () => {
      cache.clear(); // a write finishes while this read is under way
      return 'stale';
    });
    expect(await racing).toBe('stale');
    expect(await cache.through('b', load)).toBe('value 2');
  });
});
