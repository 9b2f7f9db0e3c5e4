/**
 * Runs before any schema exists: zod builds each object schema with a `new Function` probe
 * unless `jitless` is set, and the CSP (no 'unsafe-eval') reports that probe as a violation in
 * every visitor's console. zod reads its settings from this global (zod's `config()` would pull
 * zod into the first paint's bundle).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
