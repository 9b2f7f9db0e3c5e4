import type { JourneyDay, Qna } from '@acp/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { answerDrafts, answers, type AnswersRow } from './schema.js';

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
    row: {
      userId: string;
      day: JourneyDay;
      qna: Qna[];
      submittedAt: Date;
      distressFlag: boolean;
      distressCheck: boolean;
    },
  ): Promise<AnswersRow | undefined> {
    const [saved] = await db.insert(answers).values(row).onConflictDoNothing().returning();
    return saved;
  },

  /**
   * Their answer to the check-in (decision 019): `struggling` turns the days that asked it into
   * flagged days; either way the question is cleared. Only the flag is kept.
   */
  async answerCheckIn(db: DbOrTx, userId: string, struggling: boolean): Promise<void> {
    await db
      .update(answers)
      .set({
        distressFlag: struggling
          ? sql`${answers.distressFlag} OR ${answers.distressCheck}`
          : answers.distressFlag,
        distressCheck: false,
      })
      .where(eq(answers.userId, userId));
  },

  /** The drafts of the steps not yet submitted. */
  async listDrafts(db: DbOrTx, userId: string) {
    return db
      .select({ day: answerDrafts.day, qna: answerDrafts.qna, updatedAt: answerDrafts.updatedAt })
      .from(answerDrafts)
      .where(eq(answerDrafts.userId, userId));
  },

  /** Keeps the answers given so far to one step, replacing the previous draft. */
  async saveDraft(
    db: DbOrTx,
    row: { userId: string; day: JourneyDay; qna: Qna[]; updatedAt: Date },
  ): Promise<void> {
    await db
      .insert(answerDrafts)
      .values(row)
      .onConflictDoUpdate({
        target: [answerDrafts.userId, answerDrafts.day],
        set: { qna: row.qna, updatedAt: row.updatedAt },
      });
  },

  async deleteDraft(db: DbOrTx, userId: string, day: JourneyDay): Promise<void> {
    await db
      .delete(answerDrafts)
      .where(and(eq(answerDrafts.userId, userId), eq(answerDrafts.day, day)));
  },
};
