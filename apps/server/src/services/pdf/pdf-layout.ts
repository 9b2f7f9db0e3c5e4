import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** Bundled DejaVu Sans: covers ₹ and the scripts of Indian names; nothing is fetched. */
export const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

// Parsing a TrueType font costs more than laying out a whole report: parse each font once per
// process and hand the parsed font to every document (pdfkit still subsets it per document).
let fonts: { regular: Font; bold: Font } | undefined;
function loadFonts() {
  fonts ??= {
    regular: createFont(fs.readFileSync(FONT_REGULAR)) as Font,
    bold: createFont(fs.readFileSync(FONT_BOLD)) as Font,
  };
  return fonts;
}

export const colors = {
  brand: '#4f46e5',
  ink: '#1f2937',
  muted: '#6b7280',
  light: '#e0e7ff',
  accent: '#7c3aed',
};

// pdfkit also takes a parsed fontkit font (parsed once, kept for every document); its typings
// list only paths and buffers.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the only way to extend pdfkit's global typings
  namespace PDFKit {
    interface PDFDocument {
      registerFont(name: string, src: Font, family?: string): this;
    }
  }
}

export type Doc = InstanceType<typeof PDFDocument>;

export function createDoc(title: string, author: string): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: title, Author: author, Creator: 'AI Career Path' },
    bufferPages: true,
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular').fillColor(colors.ink);
  return doc;
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page unless at least `space` points are left on this one. */
export function ensureSpace(doc: Doc, space: number): void {
  if (doc.y + space > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function sectionTitle(doc: Doc, title: string): void {
  ensureSpace(doc, 80);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(17).fillColor(colors.brand).text(title);
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + contentWidth(doc), y)
    .lineWidth(1)
    .strokeColor(colors.light)
    .stroke();
  doc.moveDown(0.5);
  doc.font('regular').fontSize(11).fillColor(colors.ink);
}

export function subheading(doc: Doc, text: string): void {
  ensureSpace(doc, 50);
  doc.moveDown(0.3);
  doc.font('bold').fontSize(12.5).fillColor(colors.ink).text(text);
  doc.font('regular').fontSize(11);
}

export function paragraph(doc: Doc, text: string, options: { muted?: boolean } = {}): void {
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(options.muted ? colors.muted : colors.ink)
    .text(text, { align: 'left', lineGap: 2 });
  doc.moveDown(0.35);
  doc.fillColor(colors.ink);
}

export function bullets(doc: Doc, items: readonly string[]): void {
  for (const item of items) {
    ensureSpace(doc, 20);
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(colors.ink)
      .text(`•  ${item}`, { indent: 8, lineGap: 2 });
  }
  doc.moveDown(0.35);
}

/** A resource line: its name as a clickable link, then its description. */
export function linkItem(doc: Doc, name: string, description: string, link: string): void {
  ensureSpace(doc, 30);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(colors.brand)
    .text(`•  ${name}`, { indent: 8, link, underline: true });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(colors.muted)
    .text(`${description} — ${link}`, { indent: 20 });
  doc.fillColor(colors.ink);
}

/** Horizontal bars with labels and 0–100 values. */
export function barChart(doc: Doc, bars: readonly { label: string; value: number }[]): void {
  const left = doc.page.margins.left;
  const labelWidth = 150;
  const barWidth = contentWidth(doc) - labelWidth - 40;
  ensureSpace(doc, bars.length * 24 + 10);
  let y = doc.y + 4;
  for (const bar of bars) {
    const value = Math.max(0, Math.min(100, bar.value));
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(colors.ink)
      .text(bar.label, left, y, { width: labelWidth });
    doc
      .roundedRect(left + labelWidth, y, barWidth, 12, 3)
      .fillColor(colors.light)
      .fill();
    if (value > 0) {
      doc
        .roundedRect(left + labelWidth, y, (barWidth * value) / 100, 12, 3)
        .fillColor(colors.brand)
        .fill();
    }
    doc
      .fillColor(colors.ink)
      .text(String(value), left + labelWidth + barWidth + 8, y, { width: 32 });
    y += 22;
  }
  doc.x = left;
  doc.y = y + 6;
}

/** Page numbers in the footer of every page. */
export function footer(doc: Doc, text: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(colors.muted)
      .text(
        `${text} · page ${index + 1} of ${range.count}`,
        doc.page.margins.left,
        doc.page.height - 36,
        {
          width: contentWidth(doc),
          align: 'center',
        },
      );
    doc.page.margins.bottom = bottom;
  }
}
