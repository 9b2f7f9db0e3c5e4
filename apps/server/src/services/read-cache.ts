/**
 * A small in-process read cache for the embedded (PGlite) mode, where this process is the only
 * writer (the data directory is locked). Every state-changing request clears it when it ends; a
 * read that started before such a write is not stored (generation check), so nothing stale
 * survives a write. Entries also expire after `ttlMs` as a safety net.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: T; storedAt: number }>();
  private generation = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly ttlMs = 5_000,
  ) {}

  /** Marks the start of a read: pass the result to `set` so a racing write wins. */
  begin(): number {
    return this.generation;
  }

  get(key: string, nowMs = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (nowMs - entry.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, readGeneration: number, nowMs = Date.now()): void {
    if (readGeneration !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: nowMs });
  }

  /** The cached value of `key`, or `load()`'s, stored unless a write happened meanwhile. */
  async through(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const generation = this.begin();
    const value = await load();
    this.set(key, value, generation);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops everything; reads in flight will not store their (possibly old) results. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** Clears every cache of a set (the app's embedded-mode caches), if there is one. */
export function clearReadCaches(caches: Record<string, ReadCache<unknown>> | null): void {
  for (const cache of Object.values(caches ?? {})) cache.clear();
}
