import { APP_NAME } from '@acp/shared';

/** One part of an email, said once and rendered as plain text and as HTML. */
export type Block =
  /**
   * A paragraph; `html` when the HTML says it with a link (already escaped); `only` when one
   * version alone says it (the plain text's bare link where the HTML has a button).
   */
  | { kind: 'p'; text: string; html?: string; only?: 'text' | 'html' }
  /** A numbered list. */
  | { kind: 'list'; items: readonly string[] }
  /** A button in the HTML version only. */
  | { kind: 'button'; link: string; label: string }
  /** Label and value rows (a receipt). */
  | { kind: 'rows'; rows: readonly (readonly [string, string])[] }
  /** A paragraph in a second language, marked with its `lang`. */
  | { kind: 'aside'; lang: string; text: string };

/** What an email says, in one language; `footer` is the line under a reminder or a parent's email. */
export interface Letter {
  subject: string;
  /** The HTML version's heading. */
  title: string;
  greeting: string;
  blocks: readonly Block[];
  footer?: { text: readonly string[]; html: string };
  /** The `lang` of the HTML version. */
  lang: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function button(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
}

function textOf(block: Block): string {
  switch (block.kind) {
    case 'p':
      return block.only === 'html' ? '' : block.text;
    case 'aside':
      return block.text;
    case 'list':
      return block.items.map((item, index) => `${index + 1}. ${item}`).join('\n');
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return '';
  }
}

function htmlOf(block: Block): string {
  switch (block.kind) {
    case 'p':
      return block.only === 'text' ? '' : `<p>${block.html ?? escapeHtml(block.text)}</p>`;
    case 'aside':
      return `<p lang="${block.lang}">${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ol>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}</ol>`;
    case 'rows':
      return `<table style="border-collapse:collapse;margin:16px 0">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return button(block.link, block.label);
  }
}

/** The plain-text and HTML versions of a letter: paragraphs apart, the same words in both. */
export function renderLetter(letter: Letter): { subject: string; text: string; html: string } {
  const text = [letter.greeting, ...letter.blocks.map(textOf).filter(Boolean)].join('\n\n');
  const body = [`<p>${escapeHtml(letter.greeting)}</p>`, ...letter.blocks.map(htmlOf)]
    .filter(Boolean)
    .join('\n');
  const html = `<!doctype html><html lang="${letter.lang}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#4f46e5;font-size:20px">${escapeHtml(letter.title)}</h1>${body}
<p style="color:#6b7280;font-size:12px;margin-top:32px">${APP_NAME}${letter.footer?.html ?? ''}</p></body></html>`;
  return {
    subject: letter.subject,
    text: [text, ...(letter.footer?.text ?? [])].join('\n'),
    html,
  };
}
