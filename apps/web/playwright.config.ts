import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const PORT = 4173;
/**
 * Step 2 and 3 unlock this long after the previous step (the journey specs read it too): long
 * enough that a page load on a busy 2-core machine still sees a step locked, short enough to wait.
 */
export const UNLOCK_DELAY_SECONDS = 8;
/** The team's contact details in the e2e server's configuration. */
export const E2E_CONTACT = {
  phone: '+91 80 2345 6789',
  address: 'Koramangala, Bengaluru 560034',
  instagram: 'https://www.instagram.com/aicareerpath.test',
};
const APP_URL = `http://localhost:${PORT}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Workers load this file again: the env var keeps one fresh data directory for the whole run.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'acp-e2e-'));
process.env.E2E_APP_URL = APP_URL;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(os.tmpdir(), 'acp-e2e-results'),
  fullyParallel: false,
  // Two browsers at a time against the one server: tests use their own users and never share state.
  workers: 2,
  // One retry in CI only: a 2-core machine under a full suite can miss a timing once.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // At 375 px only the tests tagged PHONE_TOO (e2e/support.ts): layout, menus, the journey.
    { name: 'mobile', grep: /@phone/, use: { viewport: { width: 375, height: 740 } } },
  ],
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: repoRoot,
    url: `${APP_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      APP_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Each test signs in a few times; the production limit would throttle the suite.
      RATE_LIMIT_AUTH_MAX: '1000',
      // The journey spec waits for each step to unlock; a few seconds keep it quick.
      UNLOCK_DELAY: `${UNLOCK_DELAY_SECONDS}s`,
      // Contact details as an operator sets them (the contact spec checks they are shown).
      SUPPORT_PHONE: E2E_CONTACT.phone,
      SUPPORT_ADDRESS: E2E_CONTACT.address,
      SOCIAL_INSTAGRAM: E2E_CONTACT.instagram,
    },
  },
});
