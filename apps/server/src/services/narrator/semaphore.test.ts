import { describe, expect, it } from 'vitest';
import { Semaphore, SemaphoreTimeoutError } from './semaphore.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const slots = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(20);
      order.push(n);
      running -= 1;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => slots.run(task(n), 1000)));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(slots.running).toBe(0);
  });

  it('gives up waiting after maxWaitMs and frees the slot after a failing task', async () => {
    const slots = new Semaphore(1);
    const long = slots.run(() => sleep(100), 1000);
    await expect(slots.run(async () => 'late', 20)).rejects.toBeInstanceOf(SemaphoreTimeoutError);
    await long;
    await expect(slots.run(() => Promise.reject(new Error('boom')), 20)).rejects.toThrow('boom');
    await expect(slots.run(async () => 'free', 20)).resolves.toBe('free');
  });
});
