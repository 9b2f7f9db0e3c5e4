import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { users, type UserRow } from './schema.js';

export type NewUser = typeof users.$inferInsert;

export const usersRepo = {
  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return row;
  },

  /** The account of an unsubscribe link; undefined for a token that is no one's. */
  async findByEmailToken(db: DbOrTx, token: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.emailToken, token)).limit(1);
    return row;
  },

  async findByGoogleSub(db: DbOrTx, googleSub: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
    return row;
  },

  /** Inserts a user; returns undefined when the email (or Google id) is already taken. */
  async create(db: DbOrTx, user: NewUser): Promise<UserRow | undefined> {
    const [row] = await db
      .insert(users)
      .values({ ...user, email: user.email.toLowerCase() })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    changes: Partial<
      Pick<
        NewUser,
        | 'passwordHash'
        | 'googleSub'
        | 'avatarUrl'
        | 'name'
        | 'educationStage'
        | 'remindersOffAt'
        | 'dateOfBirth'
        | 'locale'
        | 'parentEmail'
      >
    >,
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  /** The careers they are thinking about (catalogue ids; `[]` for "Not sure yet"). */
  async saveCareerAims(db: DbOrTx, id: string, careers: string[]): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ careerAims: careers, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
};
