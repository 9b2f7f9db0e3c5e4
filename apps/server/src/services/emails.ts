import { APP_NAME, describeDuration, RESET_TOKEN_TTL_MS } from '@acp/shared';
import type { Email } from './mailer.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#4f46e5;font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#6b7280;font-size:12px;margin-top:32px">${APP_NAME}</p></body></html>`;
}

export function resetPasswordEmail(to: string, name: string, link: string): Email {
  const subject = `Reset your ${APP_NAME} password`;
  const text = [
    `Hi ${name},`,
    '',
    'We received a request to reset your password. Open this link to choose a new one:',
    link,
    '',
    `The link works once and expires in ${describeDuration(RESET_TOKEN_TTL_MS)}.`,
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ].join('\n');
  const html = layout(
    'Reset your password',
    `<p>Hi ${escapeHtml(name)},</p>
<p>We received a request to reset your password. Click the button to choose a new one.</p>
<p><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Reset password</a></p>
<p>Or copy this link: ${escapeHtml(link)}</p>
<p>The link works once and expires in ${describeDuration(RESET_TOKEN_TTL_MS)}. If you did not ask for this, ignore this email: your password stays the same.</p>`,
  );
  return { to, subject, text, html, link };
}

export function passwordChangedEmail(to: string, name: string, appUrl: string): Email {
  const subject = `Your ${APP_NAME} password was changed`;
  const text = [
    `Hi ${name},`,
    '',
    'Your password was just reset, and every device was signed out.',
    `If this was you, log in again at ${appUrl}.`,
    'If it was not you, reset your password right away from the login screen and contact us.',
  ].join('\n');
  const html = layout(
    'Your password was changed',
    `<p>Hi ${escapeHtml(name)},</p>
<p>Your password was just reset, and every device was signed out.</p>
<p>If this was you, <a href="${escapeHtml(appUrl)}">log in again</a>. If it was not you, reset your password right away from the login screen and contact us.</p>`,
  );
  return { to, subject, text, html };
}
