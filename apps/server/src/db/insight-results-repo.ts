import type { Locale } from '@acp/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { insightResults, type InsightResultRow } from './schema.js';

export type InsightKind = InsightResultRow['kind'];

export const insightResultsRepo = {
  /** The latest result of `kind`, written in `locale` when one is given, else in any language. */
  async latest(
    db: DbOrTx,
    userId: string,
    kind: InsightKind,
    locale?: Locale,
  ): Promise<InsightResultRow | undefined> {
    const [row] = await db
      .select()
      .from(insightResults)
      .where(
        and(
          eq(insightResults.userId, userId),
          eq(insightResults.kind, kind),
          locale ? eq(insightResults.locale, locale) : undefined,
        ),
      )
      .orderBy(desc(insightResults.seq))
      .limit(1);
    return row;
  },

  /** Every result of the user, oldest first. */
  async listForUser(db: DbOrTx, userId: string): Promise<InsightResultRow[]> {
    return db
      .select()
      .from(insightResults)
      .where(eq(insightResults.userId, userId))
      .orderBy(asc(insightResults.seq));
  },

  async insert(
    db: DbOrTx,
    row: {
      userId: string;
      kind: InsightKind;
      payload: unknown;
      engine: string;
      inputHash: string;
      locale: Locale;
      createdAt: Date;
    },
  ): Promise<InsightResultRow> {
    const [saved] = await db.insert(insightResults).values(row).returning();
    if (!saved) throw new Error('insight result insert returned no row');
    return saved;
  },
};
