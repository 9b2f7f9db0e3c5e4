import type { JourneyDay, Qna } from '@acp/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { answers, type AnswersRow } from './schema.js';

export const answersRepo = {
  async listForUser(db: DbOrTx, userId: string): Promise<AnswersRow[]> {
    return db.select().from(answers).where(eq(answers.userId, userId));
  },

  /** When each day was submitted, without the answers themselves (cheap: no jsonb). */
  async listSubmissions(db: DbOrTx, userId: string) {
    return db
      .select({ day: answers.day, submittedAt: answers.submittedAt })
      .from(answers)
      .where(eq(answers.userId, userId));
  },

  /** Saves a day's answers; undefined when that day was already submitted (nothing changes). */
  async insertOnce(
    db: DbOrTx,
    row: { userId: string; day: JourneyDay; qna: Qna[]; submittedAt: Date; distressFlag: boolean },
  ): Promise<AnswersRow | undefined> {
    const [saved] = await db.insert(answers).values(row).onConflictDoNothing().returning();
    return saved;
  },
};
