import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { careerSelections } from './schema.js';

export type CareerSelectionRow = typeof careerSelections.$inferSelect;

export const careerSelectionsRepo = {
  async insert(
    db: DbOrTx,
    row: { userId: string; title: string; code: string; createdAt: Date },
  ): Promise<CareerSelectionRow> {
    const [saved] = await db.insert(careerSelections).values(row).returning();
    if (!saved) throw new Error('career selection insert returned no row');
    return saved;
  },

  async latest(db: DbOrTx, userId: string): Promise<CareerSelectionRow | undefined> {
    const [row] = await db
      .select()
      .from(careerSelections)
      .where(eq(careerSelections.userId, userId))
      .orderBy(desc(careerSelections.seq))
      .limit(1);
    return row;
  },

  async listForUser(db: DbOrTx, userId: string): Promise<CareerSelectionRow[]> {
    return db
      .select()
      .from(careerSelections)
      .where(eq(careerSelections.userId, userId))
      .orderBy(asc(careerSelections.seq));
  },
};
