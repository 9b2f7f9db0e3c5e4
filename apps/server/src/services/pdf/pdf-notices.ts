import type { LowSignalNote, SupportNotice } from '@acp/shared';
import { bullets, colors, ensureSpace, paragraph, write, type Doc } from './pdf-layout.js';

/**
 * The helplines, in a calm box, on the first page of the report of a person whose answers
 * suggested they may be struggling (the same words as on every result screen).
 */
export function supportBox(doc: Doc, notice: SupportNotice, or: string): void {
  ensureSpace(doc, 190);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  doc.x = left + 14;
  doc.y = top + 12;
  const inner = { width: width - 28 };
  write(doc.fontSize(13).fillColor('#134e4a'), notice.heading, { ...inner, bold: true });
  doc.moveDown(0.3);
  write(doc.fontSize(10.5).fillColor(colors.ink), notice.message, inner);
  doc.moveDown(0.4);
  for (const helpline of notice.helplines) {
    const numbers = helpline.numbers.map((number) => number.label).join(` ${or} `);
    write(doc.fontSize(10.5), `${helpline.name}: ${numbers}`, {
      ...inner,
      bold: true,
      continued: true,
    });
    write(doc, ` — ${helpline.detail}`);
  }
  doc.moveDown(0.3);
  write(doc.fontSize(10.5), `${notice.emergency.text} `, { ...inner, continued: true });
  write(doc, `${notice.emergency.label}.`, { bold: true });
  const bottom = doc.y + 12;
  doc
    .roundedRect(left, top, width, bottom - top, 8)
    .lineWidth(1)
    .strokeColor('#5eead4')
    .stroke();
  doc.x = left;
  doc.y = bottom + 10;
  doc.fillColor(colors.ink);
}

/** The plain note that the answers carried too little to go on. */
export function lowSignalNote(doc: Doc, note: LowSignalNote): void {
  ensureSpace(doc, 120);
  write(doc.fontSize(12).fillColor(colors.accent), note.heading, { bold: true });
  doc.moveDown(0.2);
  paragraph(doc, note.message);
  bullets(doc, note.tips);
}
