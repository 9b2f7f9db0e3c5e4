import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataDir } from './lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How others (the job queue) reach the same database. */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined = in memory (tests); an in-memory database may start from `template`, a
   * dump of a migrated one (`dumpPglite`), which skips initdb: tests open one per file.
   */
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

const here = path.dirname(fileURLToPath(import.meta.url));

/** The SQL migrations folder, found next to the sources and next to the bundle alike. */
export function migrationsFolder(): string {
  return path.resolve(here, here.endsWith('db') ? '../../drizzle' : '../drizzle');
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: options.url },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const client = options.dataDir
      ? await PGlite.create(path.join(options.dataDir, 'db'))
      : await PGlite.create(options.template ? { loadDataDir: options.template } : {});
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: 'pglite',
      connection: { kind: 'pglite', client },
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
