import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { usersRepo } from '../db/users-repo.js';
import { stepReadyEmail, welcomeEmail, type ReminderLinks } from './emails.js';
import type { Jobs } from './jobs.js';
import { loadSubmissions } from './journey-service.js';
import type { Mailer } from './mailer.js';

/** A "Step N is ready" email waiting for its step to unlock. */
export interface StepReminder {
  userId: string;
  day: 'day2' | 'day3';
  /** When the step unlocks (ISO), on the app's clock. */
  unlocksAt: string;
}

export interface RemindersContext {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  clock: () => Date;
  appUrl: string;
  unlockDelayMs: number;
  log: FastifyBaseLogger;
}

/** The links of every reminder: one click on the page, or the mail app's own button. */
export function reminderLinks(appUrl: string, user: Pick<UserRow, 'emailToken'>): ReminderLinks {
  const token = encodeURIComponent(user.emailToken);
  return {
    unsubscribe: `${appUrl}/unsubscribe?token=${token}`,
    unsubscribePost: `${appUrl}/api/v1/email/unsubscribe?token=${token}`,
  };
}

/**
 * The queue's start time for something due at `due` on the app's clock. They are the same in
 * production; tests move the app's clock, and the queue keeps the database's.
 */
function queueTime(due: Date, now: Date): Date {
  return new Date(Date.now() + Math.max(0, due.getTime() - now.getTime()));
}

/** Stores the reminder for the step that unlocks next; it runs at unlock time, on one instance. */
export async function scheduleStepReminder(ctx: RemindersContext, reminder: StepReminder) {
  await ctx.jobs.send('reminder', reminder, {
    startAfter: queueTime(new Date(reminder.unlocksAt), ctx.clock()),
  });
}

/**
 * Runs a due reminder: nothing for an account that is gone, has reminders off, or has taken the
 * step already; a reminder that wakes early (another clock) waits again.
 */
export async function runStepReminder(ctx: RemindersContext, reminder: StepReminder) {
  const user = await usersRepo.findById(ctx.db, reminder.userId);
  if (!user || user.remindersOffAt) return;
  const submitted = await loadSubmissions(ctx.db, user.id);
  if (submitted[reminder.day]) return;
  const due = new Date(reminder.unlocksAt);
  const now = ctx.clock();
  if (now < due) {
    await ctx.jobs.send('reminder', reminder, { startAfter: queueTime(due, now) });
    return;
  }
  await ctx.mailer.send(
    stepReadyEmail(
      user.email,
      user.name,
      reminder.day,
      `${ctx.appUrl}/user/${reminder.day}`,
      reminderLinks(ctx.appUrl, user),
      user.locale ?? 'en',
    ),
  );
  ctx.log.info({ userId: user.id, day: reminder.day }, 'step reminder sent');
}

/** The welcome email of a new account. A failure to queue it does not undo the signup. */
export async function sendWelcome(ctx: RemindersContext, user: UserRow) {
  try {
    await ctx.mailer.send(
      welcomeEmail(
        user.email,
        user.name,
        `${ctx.appUrl}/user/day1`,
        ctx.unlockDelayMs,
        reminderLinks(ctx.appUrl, user),
        user.locale ?? 'en',
      ),
    );
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'welcome email not queued');
  }
}
