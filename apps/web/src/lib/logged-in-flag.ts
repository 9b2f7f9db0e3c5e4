/** The locally persisted logged-in flag of product.md §3 (route protection reads it). */
const FLAG_KEY = 'isloggedIn';

export function readLoggedInFlag(): boolean {
  try {
    return globalThis.localStorage?.getItem(FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeLoggedInFlag(value: boolean): void {
  try {
    globalThis.localStorage?.setItem(FLAG_KEY, String(value));
  } catch {
    // Storage can be unavailable (private mode); the in-memory state still works.
  }
}
