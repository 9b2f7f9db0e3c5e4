import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Time passes for the job queue: every job waiting for its start time is due now. Tests move the
 * app's clock themselves; the queue keeps the database's clock, so it is moved here.
 */
export async function makeWaitingJobsDue(database: Database): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await database.db.execute(
    sql`update pgboss.job set start_after = now() where state = 'created' and start_after > now() returning id`,
  )) as { rows: unknown[] };
  return result.rows.length;
}

/** What the jobs of one kind still waiting to run carry. */
export async function waitingJobs(database: Database, name: string): Promise<unknown[]> {
  const result = (await database.db.execute(
    sql`select data from pgboss.job where name = ${name} and state = 'created'`,
  )) as { rows: { data: unknown }[] };
  return result.rows.map((row) => row.data);
}
