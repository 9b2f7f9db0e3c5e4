const sizes = { hour: 3_600_000, minute: 60_000, second: 1000 } as const;

/**
 * A duration in words, as every message says it: 60_000 → "1 minute", 86_400_000 →
 * "24 hours". The largest whole unit wins; anything else is said in seconds.
 */
export function describeDuration(ms: number): string {
  for (const [unit, size] of Object.entries(sizes)) {
    if (ms >= size && ms % size === 0) {
      const amount = ms / size;
      return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
    }
  }
  return `${Math.ceil(ms / 1000)} seconds`;
}
