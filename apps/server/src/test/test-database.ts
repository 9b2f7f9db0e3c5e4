import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, in the
 * 'server-postgres' test project (TEST_DB_KIND=postgres), a new database on the PostgreSQL
 * server of TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !serverUrl) {
    // The migrated template of the global setup (pglite-template.ts), when it ran.
    const templateFile = inject('pgliteTemplate');
    const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    return openDatabase({ kind: 'pglite', ...(template ? { template } : {}) });
  }

  const name = `acp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
