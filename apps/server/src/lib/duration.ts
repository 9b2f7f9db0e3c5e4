const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Parses "30s", "1m", "24h", "7d" or "500ms" into milliseconds; null when malformed. */
export function parseDuration(value: string): number | null {
  const match = /^\s*(\d+)\s*(ms|s|m|h|d)\s*$/.exec(value);
  if (!match) return null;
  const [, amount, unit] = match;
  return Number(amount) * (units[unit ?? ''] ?? 0);
}
