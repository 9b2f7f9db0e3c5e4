import { messages } from '@acp/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  answerDrafts,
  answers,
  careerPdfs,
  careerSelections,
  contactMessages,
  insightResults,
  payments,
  sessions,
  users,
  type UserRow,
} from '../db/schema.js';
import { errors } from '../errors.js';
import { careerAimsOf } from './career-aims-service.js';
import { consentRecords } from './consent-service.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';

/** Everything we hold about the person, for "Download my data" (no secrets, no hashes). */
export async function exportUserData(db: Db, user: UserRow, now: Date) {
  const [
    answerRows,
    draftRows,
    resultRows,
    selectionRows,
    paymentRows,
    messageRows,
    pdfRows,
    sessionRows,
    consents,
  ] = await Promise.all([
    db.select().from(answers).where(eq(answers.userId, user.id)),
    db.select().from(answerDrafts).where(eq(answerDrafts.userId, user.id)),
    db
      .select()
      .from(insightResults)
      .where(eq(insightResults.userId, user.id))
      .orderBy(asc(insightResults.seq)),
    db
      .select()
      .from(careerSelections)
      .where(eq(careerSelections.userId, user.id))
      .orderBy(asc(careerSelections.seq)),
    db.select().from(payments).where(eq(payments.userId, user.id)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, user.id)),
    db
      .select({ filename: careerPdfs.filename, createdAt: careerPdfs.createdAt })
      .from(careerPdfs)
      .where(eq(careerPdfs.userId, user.id)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    consentRecords(db, user.id),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: {
      name: user.name,
      email: user.email,
      contact: user.contact,
      avatarUrl: user.avatarUrl,
      signInWithPassword: user.passwordHash !== null,
      signInWithGoogle: user.googleSub !== null,
      isPaymentDone: user.isPaymentDone,
      educationStage: user.educationStage ?? null,
      // The careers they picked, by id and title; empty for "Not sure yet", null if not asked.
      careerAims: careerAimsOf(user)?.map(({ id, title }) => ({ id, title })) ?? null,
      reminderEmails: user.remindersOffAt === null,
      dateOfBirth: user.dateOfBirth,
      parentEmail: user.parentEmail,
      createdAt: user.createdAt.toISOString(),
    },
    answers: answerRows.map((row) => ({
      day: row.day,
      submittedAt: row.submittedAt.toISOString(),
      qna: row.qna,
    })),
    drafts: draftRows.map((row) => ({
      day: row.day,
      savedAt: row.updatedAt.toISOString(),
      qna: row.qna,
    })),
    results: resultRows.map((row) => ({
      kind: row.kind,
      engine: row.engine,
      createdAt: row.createdAt.toISOString(),
      result: row.payload,
    })),
    careerSelections: selectionRows.map((row) => ({
      title: row.title,
      code: row.code,
      selectedAt: row.createdAt.toISOString(),
    })),
    payments: paymentRows.map((row) => ({
      provider: row.provider,
      orderId: row.orderId,
      paymentId: row.paymentId,
      amountPaise: row.amount,
      currency: row.currency,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
    contactMessages: messageRows.map((row) => ({
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      inquiryType: row.inquiryType,
      message: row.message,
      sentAt: row.createdAt.toISOString(),
    })),
    careerPdf: pdfRows[0]
      ? { filename: pdfRows[0].filename, createdAt: pdfRows[0].createdAt.toISOString() }
      : null,
    parentalConsents: consents,
    sessions: sessionRows.map((row) => ({
      startedAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * Deletes the account after the person confirmed it: answers, results, selections, PDF,
 * sessions, reset tokens and contact messages go with it (ON DELETE CASCADE); payments stay
 * as the minimum accounting record, detached from the person (user id and receipt cleared).
 */
export async function deleteAccount(
  db: Db,
  user: UserRow,
  confirmation: { email: string; password?: string },
): Promise<void> {
  if (confirmation.email.trim().toLowerCase() !== user.email) {
    throw errors.validation(messages.deleteEmailMismatch, { email: messages.deleteEmailMismatch });
  }
  if (user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, confirmation.password ?? ''))) {
      throw errors.validation(messages.deletePasswordWrong, {
        password: messages.deletePasswordWrong,
      });
    }
  } else {
    await verifyAgainstDummy(confirmation.password ?? '');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ userId: null, receipt: 'deleted-account' })
      .where(eq(payments.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
