import type { LowSignalNote, SupportNotice } from '@acp/shared';
import { bullets, colors, ensureSpace, paragraph, type Doc } from './pdf-layout.js';

/**
 * The helplines, in a calm box, on the first page of the report of a person whose answers
 * suggested they may be struggling (the same words as on every result screen).
 */
export function supportBox(doc: Doc, notice: SupportNotice): void {
  ensureSpace(doc, 190);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  doc.x = left + 14;
  doc.y = top + 12;
  const inner = { width: width - 28 };
  doc.font('bold').fontSize(13).fillColor('#134e4a').text(notice.heading, inner);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10.5).fillColor(colors.ink).text(notice.message, inner);
  doc.moveDown(0.4);
  for (const helpline of notice.helplines) {
    const numbers = helpline.numbers.map((number) => number.label).join(' or ');
    doc
      .font('bold')
      .fontSize(10.5)
      .text(`${helpline.name}: ${numbers}`, { ...inner, continued: true })
      .font('regular')
      .text(` — ${helpline.detail}`);
  }
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10.5)
    .text(`${notice.emergency.text} `, { ...inner, continued: true })
    .font('bold')
    .text(`${notice.emergency.label}.`);
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
  doc.font('bold').fontSize(12).fillColor(colors.accent).text(note.heading);
  doc.moveDown(0.2);
  paragraph(doc, note.message);
  bullets(doc, note.tips);
}
