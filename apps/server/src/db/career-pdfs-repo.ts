import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { careerPdfs } from './schema.js';

export const careerPdfsRepo = {
  /** Stores the user's PDF, replacing the previous one. */
  async save(db: DbOrTx, row: { userId: string; pdf: Buffer; filename: string; createdAt: Date }) {
    await db
      .insert(careerPdfs)
      .values(row)
      .onConflictDoUpdate({
        target: careerPdfs.userId,
        set: { pdf: row.pdf, filename: row.filename, createdAt: row.createdAt },
      });
  },

  async find(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(careerPdfs).where(eq(careerPdfs.userId, userId)).limit(1);
    return row;
  },

  async exists(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: careerPdfs.userId })
      .from(careerPdfs)
      .where(eq(careerPdfs.userId, userId))
      .limit(1);
    return row !== undefined;
  },
};
