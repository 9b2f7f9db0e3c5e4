const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const unitNames: Record<string, [string, string]> = {
  s: ['second', 'seconds'],
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
};

/** Parses "30s", "1m", "24h", "7d" or "500ms" into milliseconds; null when malformed. */
export function parseDuration(value: string): number | null {
  const match = /^\s*(\d+)\s*(ms|s|m|h|d)\s*$/.exec(value);
  if (!match) return null;
  const [, amount, unit] = match;
  return Number(amount) * (units[unit ?? ''] ?? 0);
}

/** Human wording of a duration for messages: 60_000 → "1 minute", 86_400_000 → "24 hours". */
export function describeDuration(ms: number): string {
  for (const unit of ['h', 'm', 's'] as const) {
    const size = units[unit] ?? 1;
    if (ms >= size && ms % size === 0) {
      const amount = ms / size;
      const [one, many] = unitNames[unit] ?? ['', ''];
      return `${amount} ${amount === 1 ? one : many}`;
    }
  }
  return `${Math.ceil(ms / 1000)} seconds`;
}
