import type { ContactMessageInput } from '@acp/shared';
import { APP_NAME } from '@acp/shared';
import type { DbOrTx } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import type { Mailer } from './mailer.js';

type ContactMessage = Required<ContactMessageInput>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Stores a contact message and, when a support address is set, forwards it there. */
export async function saveContactMessage(
  ctx: { db: DbOrTx; mailer: Mailer; supportEmail?: string; now: Date },
  userId: string | null,
  message: ContactMessage,
): Promise<void> {
  await ctx.db.insert(contactMessages).values({
    userId,
    fullName: message.fullName,
    email: message.email,
    phone: message.phone || null,
    inquiryType: message.inquiryType,
    message: message.message,
    createdAt: ctx.now,
  });
  if (!ctx.supportEmail) return;
  const lines = [
    `From: ${message.fullName} <${message.email}>`,
    `Phone: ${message.phone || 'not given'}`,
    `Inquiry: ${message.inquiryType}`,
    '',
    message.message,
  ];
  await ctx.mailer.send({
    to: ctx.supportEmail,
    subject: `[${APP_NAME}] ${message.inquiryType} from ${message.fullName}`,
    text: lines.join('\n'),
    html: `<pre style="font-family:Arial,sans-serif;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre>`,
  });
}
