/** Thrown when a task waited longer than allowed for a free slot. */
export class SemaphoreTimeoutError extends Error {
  constructor() {
    super('no free slot in time');
    this.name = 'SemaphoreTimeoutError';
  }
}

/** At most `limit` tasks at once; the rest wait in arrival order, each for a bounded time. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be ≥ 1');
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Runs `task` in a free slot; throws SemaphoreTimeoutError when none frees up in `maxWaitMs`. */
  async run<T>(task: () => Promise<T>, maxWaitMs: number): Promise<T> {
    await this.acquire(maxWaitMs);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(maxWaitMs: number): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new SemaphoreTimeoutError());
      }, maxWaitMs);
      this.waiting.push(grant);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter: `active` stays the same.
    if (next) next();
    else this.active -= 1;
  }
}
