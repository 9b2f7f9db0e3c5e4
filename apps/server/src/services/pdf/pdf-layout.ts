import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** Bundled DejaVu Sans: covers ₹ and the scripts of Indian names; nothing is fetched. */
export const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
/** Noto Sans Devanagari (OFL): Hindi and Marathi names and answers, shaped (conjuncts, matras). */
export const FONT_DEVANAGARI =
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff');
export const FONT_DEVANAGARI_BOLD =
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff');

// Parsing a TrueType font costs more than laying out a whole report: parse each font once per
// process and hand the parsed font to every document (pdfkit still subsets it per document).
let fonts: Record<'regular' | 'bold' | 'deva' | 'devaBold', Font> | undefined;
function loadFonts() {
  fonts ??= {
    regular: createFont(fs.readFileSync(FONT_REGULAR)) as Font,
    bold: createFont(fs.readFileSync(FONT_BOLD)) as Font,
    deva: createFont(fs.readFileSync(FONT_DEVANAGARI)) as Font,
    devaBold: createFont(fs.readFileSync(FONT_DEVANAGARI_BOLD)) as Font,
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
  const { regular, bold, deva, devaBold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.registerFont('deva', deva);
  doc.registerFont('deva-bold', devaBold);
  doc.font('regular').fillColor(colors.ink);
  return doc;
}

/** Devanagari letters (with the dandas), and the spaces and joiners between them: one run, one font. */
const DEVANAGARI_RUN =
  /([\p{Script=Devanagari}\u0964\u0965]+(?:[\s\u200C\u200D]+[\p{Script=Devanagari}\u0964\u0965]+)*)/u;
const DEVANAGARI = /[\p{Script=Devanagari}\u0964\u0965]/u;

type TextOptions = PDFKit.Mixins.TextOptions & { bold?: boolean };

/**
 * Writes text in the right font for each script: DejaVu Sans for Latin (and ₹), Noto Sans
 * Devanagari for Hindi, so a name or an answer in Devanagari is shaped, not boxes. At `x, y` when
 * given, else where the text cursor is.
 */
export function write(
  doc: Doc,
  text: string,
  options: TextOptions = {},
  at?: { x: number; y: number },
): Doc {
  const { bold, ...rest } = options;
  const latin = bold ? 'bold' : 'regular';
  const parts = DEVANAGARI.test(text) ? text.split(DEVANAGARI_RUN).filter(Boolean) : [text];
  parts.forEach((part, index) => {
    doc.font(DEVANAGARI.test(part) ? (bold ? 'deva-bold' : 'deva') : latin);
    const partOptions = { ...rest, continued: index < parts.length - 1 || rest.continued === true };
    if (index === 0 && at) doc.text(part, at.x, at.y, partOptions);
    else doc.text(part, partOptions);
  });
  return doc.font(latin);
}

export const contentWidth = (doc: Doc) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page unless at least `space` points are left on this one. */
export function ensureSpace(doc: Doc, space: number): void {
  if (doc.y + space > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function sectionTitle(doc: Doc, title: string): void {
  ensureSpace(doc, 80);
  doc.moveDown(0.6);
  write(doc.fontSize(17).fillColor(colors.brand), title, { bold: true });
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
  write(doc.fontSize(12.5).fillColor(colors.ink), text, { bold: true });
  doc.font('regular').fontSize(11);
}

export function paragraph(doc: Doc, text: string, options: { muted?: boolean } = {}): void {
  write(doc.fontSize(11).fillColor(options.muted ? colors.muted : colors.ink), text, {
    align: 'left',
    lineGap: 2,
  });
  doc.moveDown(0.35);
  doc.fillColor(colors.ink);
}

export function bullets(doc: Doc, items: readonly string[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc) - 20;
  for (const item of items) {
    ensureSpace(doc, 20);
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(colors.ink)
      .text('•', left + 8, y);
    // A hanging indent: wrapped lines start under the words, not under the bullet.
    write(doc, item, { width, lineGap: 2 }, { x: left + 20, y });
  }
  doc.x = left;
  doc.moveDown(0.35);
}

/** "www.onetonline.org/link/summary/…" from "https://www.onetonline.org/link/summary/…". */
export function displayUrl(link: string): string {
  return link.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * A resource: its name (a link), its description, then its address on one line of its own (cut
 * with an ellipsis rather than broken, the whole address still behind the link).
 */
export function linkItem(doc: Doc, name: string, description: string, link: string): void {
  ensureSpace(doc, 44);
  const left = doc.page.margins.left;
  const width = contentWidth(doc) - 20;
  write(
    doc.fontSize(10.5).fillColor(colors.brand),
    `•  ${name}`,
    { bold: true, width: width + 12, link },
    { x: left + 8, y: doc.y },
  );
  write(
    doc.fontSize(9.5).fillColor(colors.muted),
    description,
    { width, lineGap: 1 },
    { x: left + 20, y: doc.y },
  );
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.brand)
    .text(displayUrl(link), left + 20, doc.y, {
      width,
      link,
      lineBreak: false,
      ellipsis: true,
      height: 12,
    });
  doc.x = left;
  doc.moveDown(0.35);
  doc.fillColor(colors.ink);
}

/**
 * A quotation in curly quotes, once: a text that already starts and ends with quote marks is not
 * quoted again (no “”doubled”” marks).
 */
export function quote(text: string): string {
  const trimmed = text.trim();
  const bare = /^["“‘'][\s\S]*["”’']$/.test(trimmed) ? trimmed.slice(1, -1).trim() : trimmed;
  return `“${bare.replace(/["“”]/g, '‘').replace(/‘([^‘]*)‘/g, '‘$1’')}”`;
}

/** Horizontal bars with labels and 0–100 values; a `mark` ("top 3") is written after the value. */
export function barChart(
  doc: Doc,
  bars: readonly { label: string; value: number; strong?: boolean }[],
  options: { labelWidth?: number; mark?: string } = {},
): void {
  const left = doc.page.margins.left;
  const labelWidth = options.labelWidth ?? 150;
  const markWidth = options.mark ? 44 : 0;
  const barWidth = contentWidth(doc) - labelWidth - 40 - markWidth;
  ensureSpace(doc, bars.length * 24 + 10);
  let y = doc.y + 4;
  for (const bar of bars) {
    const value = Math.max(0, Math.min(100, bar.value));
    write(
      doc.fontSize(10.5).fillColor(colors.ink),
      bar.label,
      { width: labelWidth - 8, lineBreak: false, ellipsis: true, height: 14 },
      { x: left, y },
    );
    doc
      .roundedRect(left + labelWidth, y, barWidth, 12, 3)
      .fillColor(colors.light)
      .fill();
    if (value > 0) {
      doc
        .roundedRect(left + labelWidth, y, (barWidth * value) / 100, 12, 3)
        .fillColor(bar.strong === false ? '#94a3b8' : colors.brand)
        .fill();
    }
    doc
      .fillColor(colors.ink)
      .text(String(value), left + labelWidth + barWidth + 8, y, { width: 32 });
    if (options.mark && bar.strong) {
      write(
        doc.fontSize(8.5).fillColor(colors.accent),
        options.mark,
        { bold: true, width: markWidth },
        { x: left + labelWidth + barWidth + 40, y: y + 1 },
      );
    }
    y += 22;
  }
  doc.x = left;
  doc.y = y + 6;
}

/** The footer of every page: whose report on the left, the page number on the right. */
export function footer(
  doc: Doc,
  text: string,
  pageOf: (page: number, count: number) => string,
): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    const y = doc.page.height - 36;
    // Separate runs: mixed scripts do not centre reliably in pdfkit, left and right do.
    write(
      doc.fontSize(8.5).fillColor(colors.muted),
      text,
      { width: width - 100, lineBreak: false, ellipsis: true, height: 12 },
      { x: left, y },
    );
    write(
      doc,
      pageOf(index + 1, range.count),
      { width: 100, align: 'right' },
      {
        x: left + width - 100,
        y,
      },
    );
    doc.page.margins.bottom = bottom;
  }
}
