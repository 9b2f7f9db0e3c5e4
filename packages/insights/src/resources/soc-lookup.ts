/**
 * Keys to try for an O*NET-SOC code, most specific first: "25-4013.00" gives
 * "25-4013", "25-401", "25-40", "25-4" and "25". The O*NET suffix (".00") is dropped,
 * so a table can hold major groups ("25"), minor groups ("25-4"), broad groups
 * ("25-401") or single occupations ("29-1051").
 */
export function socKeys(code: string): string[] {
  const base = code.trim().split('.')[0] ?? '';
  const keys: string[] = [];
  for (let length = base.length; length >= 2; length--) {
    const key = base.slice(0, length);
    if (!key.endsWith('-')) keys.push(key);
  }
  return keys;
}

/** The entry of `table` for the most specific key of `code` (see `socKeys`), if any. */
export function lookupBySoc<T>(table: Readonly<Record<string, T>>, code: string): T | undefined {
  for (const key of socKeys(code)) {
    if (Object.hasOwn(table, key)) return table[key];
  }
  return undefined;
}
