import { ONET_ATTRIBUTION } from '@acp/insights';
import type {
  CareerResult,
  Day1Result,
  Day2Result,
  DeepRoadmap,
  RoadmapSection,
  RoadmapStage,
  SupportNotice,
} from '@acp/shared';
import {
  barChart,
  bullets,
  colors,
  contentWidth,
  createDoc,
  ensureSpace,
  footer,
  linkItem,
  paragraph,
  quote,
  sectionTitle,
  subheading,
  write,
  type Doc,
} from './pdf-layout.js';
import { lowSignalNote, supportBox } from './pdf-notices.js';

export interface CareerReport {
  name: string;
  date: Date;
  day1: Day1Result;
  day2: Day2Result;
  career: CareerResult;
  deep: DeepRoadmap;
  /** The helplines, when the person's answers suggested they may be struggling. */
  support?: SupportNotice;
}

const RIASEC_NAMES = {
  R: 'Realistic',
  I: 'Investigative',
  A: 'Artistic',
  S: 'Social',
  E: 'Enterprising',
  C: 'Conventional',
} as const;
type Letter = keyof typeof RIASEC_NAMES;

const riasecLabels: Record<Letter, string> = {
  R: 'Realistic (doing)',
  I: 'Investigative (thinking)',
  A: 'Artistic (creating)',
  S: 'Social (helping)',
  E: 'Enterprising (leading)',
  C: 'Conventional (organising)',
};

/** The roadmap section that lists the sources: printed last, with the data credits. */
const SOURCES_HEADING = 'Where these facts come from';

/** "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
    : (names[0] ?? '');

const strongestInterests = (code: string) =>
  listed([...code].map((letter) => RIASEC_NAMES[letter as Letter] ?? letter));

/** The fit in a word, as the blueprint says it. */
function fitWord(fit: number): string {
  if (fit >= 80) return 'strong match';
  if (fit >= 65) return 'good match';
  if (fit >= 50) return 'partial match';
  return 'weak match';
}

const dateOf = (date: Date) =>
  date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The report's parts, each with the page it starts on (for the contents on the cover). */
type Contents = { title: string; page: number }[];

/** Where the contents go on the cover, filled in once every part has its page. */
interface ContentsSlot {
  page: number;
  y: number;
}

/**
 * The cover: name, chosen career and date on the brand band, the congratulation, the top 3 at a
 * glance, then the contents (filled in at the end) and, when needed, the helplines.
 */
function cover(doc: Doc, report: CareerReport): ContentsSlot {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 300).fill(colors.brand);
  doc
    .circle(doc.page.width - 60, 70, 110)
    .fillOpacity(0.12)
    .fill('#ffffff');
  doc
    .circle(doc.page.width - 150, 250, 60)
    .fillOpacity(0.08)
    .fill('#ffffff');
  doc.fillOpacity(1);
  doc.fillColor('#ffffff').font('bold').fontSize(11).text('AI CAREER PATH', left, 56, {
    characterSpacing: 2,
  });
  doc.fontSize(32).text('Your Career Report', left, 92, { width });
  write(doc.fontSize(18), report.name, { width }, { x: left, y: 140 });
  doc
    .fontSize(10.5)
    .fillColor('#e0e7ff')
    .text(`Prepared on ${dateOf(report.date)}`, left, 168);
  doc.fontSize(10.5).text('Your chosen career', left, 214);
  write(
    doc.fontSize(24).fillColor('#ffffff'),
    report.deep.chosen_career,
    { bold: true, width, height: 60, ellipsis: true },
    { x: left, y: 232 },
  );

  doc.x = left;
  doc.y = 324;
  doc.fillColor(colors.ink);
  paragraph(doc, report.deep.congrats_message);
  paragraph(doc, report.deep.opening_line);
  if (report.support) supportBox(doc, report.support);

  // The top 3 at a glance; for a student shown the helplines, those come first and this waits
  // for the next pages (decision 006: nothing there pushes them on).
  if (!report.support) atAGlance(doc, report.career);
  // The helplines can push the cover onto a second page: the contents follow where it ended.
  return { page: doc.bufferedPageRange().count - 1, y: doc.y + 6 };
}

/** The top 3 careers with their fit as bars, and the strongest interests in words. */
function atAGlance(doc: Doc, career: CareerResult): void {
  doc.moveDown(0.4);
  doc.font('bold').fontSize(13).fillColor(colors.brand).text('At a glance');
  doc.moveDown(0.3);
  const firstGuess = career.confidence === 'low';
  barChart(
    doc,
    career.results.topCareers.careers.map((match) => ({
      label: match.title,
      value: match.fitScore,
    })),
    { labelWidth: 200 },
  );
  paragraph(
    doc,
    firstGuess
      ? 'Fit out of 100: a first guess, as your answers gave us little to go on.'
      : `Fit out of 100 for your top 3 careers. The work that draws you most: ${strongestInterests(career.profile.riasecCode)}.`,
    { muted: true },
  );
}

/** Writes "Inside this report" with page numbers where the cover kept room for it. */
function writeContents(doc: Doc, slot: ContentsSlot, contents: Contents): void {
  doc.switchToPage(slot.page);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  let y = slot.y;
  doc.font('bold').fontSize(13).fillColor(colors.brand).text('Inside this report', left, y);
  y = doc.y + 4;
  for (const { title, page } of contents) {
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(colors.ink)
      .text(title, left, y, {
        width: width - 40,
        lineBreak: false,
      });
    doc.text(String(page), left + width - 40, y, { width: 40, align: 'right' });
    y += 16;
  }
  // The closing note, when it fits above the footer (a cover with the helplines is full).
  const noteY = Math.max(y + 10, doc.page.height - 96);
  if (noteY + 26 <= doc.page.height - 44) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(colors.muted)
      .text(
        'Full report with lifelong access (₹499). Made from your own answers by a psychometric engine matched against real occupations; check exam rules on the official sites.',
        left,
        noteY,
        { width },
      );
  }
  doc.page.margins.bottom = bottom;
}

function profile(doc: Doc, career: CareerResult): void {
  sectionTitle(doc, 'Your interest profile');
  paragraph(
    doc,
    `How much each kind of work draws you, out of 100. Your strongest: ${strongestInterests(career.profile.riasecCode)} (your interest code is ${career.profile.riasecCode}).`,
  );
  barChart(
    doc,
    (Object.keys(riasecLabels) as Letter[]).map((letter) => ({
      label: riasecLabels[letter],
      value: career.profile.riasec[letter],
      strong: career.profile.riasecCode.includes(letter),
    })),
    { mark: 'top 3' },
  );
  subheading(doc, career.results.whoYouAre.title);
  paragraph(doc, career.results.whoYouAre.descriptionTemplate);
}

function topCareers(doc: Doc, career: CareerResult): void {
  const { topCareers: top } = career.results;
  sectionTitle(doc, 'Your top 3 careers');
  if (career.lowSignal) lowSignalNote(doc, career.lowSignal);
  const guess = career.confidence === 'low';
  paragraph(
    doc,
    guess
      ? 'These careers are a first guess: your answers gave us little to go on.'
      : 'Fit is how closely a career matches everything you told us in the three steps, out of 100.',
    { muted: true },
  );
  for (const match of top.careers) {
    ensureSpace(doc, 160);
    subheading(
      doc,
      guess
        ? match.title
        : `${match.title} — fit ${match.fitScore}/100, ${fitWord(match.fitScore)}`,
    );
    paragraph(doc, `${top.labels.emotionalFit}: ${match.emotionalFit}`);
    paragraph(doc, `${top.labels.thinkingStyleFit}: ${match.thinkingStyleFit}`);
    paragraph(doc, `${top.labels.whyLove}: ${match.whyLove}`);
    bullets(doc, match.reasons);
  }
}

function innerStrengths(doc: Doc, day1: Day1Result): void {
  sectionTitle(doc, 'Step 1 · Your inner strengths');
  paragraph(doc, day1.subheading);
  if (day1.chart) {
    // The heading stays with its bars.
    ensureSpace(doc, 60 + day1.chart.workStyles.length * 22);
    subheading(doc, 'How you like to work');
    barChart(
      doc,
      day1.chart.workStyles.map((style) => ({ label: style.name, value: style.score })),
      { labelWidth: 170 },
    );
  }
  for (const insight of day1.insights) {
    subheading(doc, insight.title);
    paragraph(doc, insight.desc);
  }
  for (const list of [day1.coreStrengths, day1.learningStyle, day1.hiddenTalents]) {
    subheading(doc, list.heading);
    bullets(doc, list.list);
  }
  subheading(doc, day1.whatOthersFeel.heading);
  bullets(doc, day1.whatOthersFeel.quotes.map(quote));
  subheading(doc, day1.closingReflection.heading);
  paragraph(doc, quote(day1.closingReflection.message));
}

/** Step 2's map as a grid of labelled boxes, two to a row. */
function mapGrid(doc: Doc, points: NonNullable<Day2Result['results']['map']>): void {
  const left = doc.page.margins.left;
  const gap = 10;
  const boxWidth = (contentWidth(doc) - gap) / 2;
  const boxHeight = 44;
  for (let index = 0; index < points.length; index += 2) {
    ensureSpace(doc, boxHeight + gap);
    const y = doc.y;
    for (const [column, point] of points.slice(index, index + 2).entries()) {
      const x = left + column * (boxWidth + gap);
      doc.roundedRect(x, y, boxWidth, boxHeight, 6).fillColor('#eef2ff').fill();
      doc
        .font('bold')
        .fontSize(8)
        .fillColor(colors.muted)
        .text(point.label.toUpperCase(), x + 10, y + 8, {
          width: boxWidth - 20,
          characterSpacing: 0.5,
          lineBreak: false,
        });
      doc
        .font('bold')
        .fontSize(11)
        .fillColor(colors.ink)
        .text(point.value, x + 10, y + 22, {
          width: boxWidth - 20,
          lineBreak: false,
          ellipsis: true,
          height: 14,
        });
    }
    doc.x = left;
    doc.y = y + boxHeight + gap;
  }
  doc.moveDown(0.3);
}

function emotionalMap(doc: Doc, day2: Day2Result): void {
  sectionTitle(doc, 'Step 2 · Your emotional map');
  if (day2.results.map?.length) mapGrid(doc, day2.results.map);
  for (const card of day2.results.cards) {
    subheading(doc, card.title);
    paragraph(doc, card.description);
  }
  subheading(doc, day2.closingReflection.title);
  paragraph(doc, quote(day2.closingReflection.quote));
}

function lists(doc: Doc, items: RoadmapStage['lists']): void {
  for (const list of items) {
    ensureSpace(doc, 40);
    doc.font('bold').fontSize(10.5).fillColor(colors.accent).text(list.label);
    doc.fillColor(colors.ink);
    for (const entry of list.items) {
      if (typeof entry === 'string') bullets(doc, [entry]);
      else linkItem(doc, entry.name, entry.description, entry.link);
    }
    doc.moveDown(0.3);
  }
}

function stage(doc: Doc, item: RoadmapStage): void {
  subheading(doc, item.title);
  paragraph(doc, item.description);
  lists(doc, item.lists);
}

function roadmapSection(doc: Doc, section: RoadmapSection): void {
  subheading(doc, section.heading);
  for (const line of section.content) {
    if (line === '') doc.moveDown(0.4);
    else paragraph(doc, line);
  }
  lists(doc, section.lists ?? []);
  for (const item of section.stages ?? []) stage(doc, item);
}

/** Renders the career PDF from the person's stored results; user text is drawn as plain text. */
export async function renderCareerPdf(report: CareerReport): Promise<Buffer> {
  const doc = createDoc(`Career Report — ${report.name}`, 'AI Career Path');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const contents: Contents = [];
  /** Starts a part of the report, noting its page for the contents. */
  const part = (title: string, draw: () => void) => {
    ensureSpace(doc, 120);
    contents.push({ title, page: doc.bufferedPageRange().count });
    draw();
  };
  const sources = report.deep.sections.filter((section) => section.heading === SOURCES_HEADING);
  const roadmapSections = report.deep.sections.filter((section) => !sources.includes(section));

  const slot = cover(doc, report);
  doc.addPage();
  part('Your interest profile', () => profile(doc, report.career));
  part('Your top 3 careers', () => topCareers(doc, report.career));
  part(`Your roadmap: ${report.deep.chosen_career}`, () => {
    sectionTitle(doc, `Your roadmap · ${report.deep.chosen_career}`);
    for (const section of roadmapSections) roadmapSection(doc, section);
  });
  part('Step 1 · Your inner strengths', () => innerStrengths(doc, report.day1));
  part('Step 2 · Your emotional map', () => emotionalMap(doc, report.day2));
  part('Sources', () => {
    sectionTitle(doc, 'Sources');
    for (const section of sources) roadmapSection(doc, section);
    subheading(doc, 'About the data');
    paragraph(doc, ONET_ATTRIBUTION, { muted: true });
  });
  writeContents(doc, slot, contents);
  footer(doc, `AI Career Path · ${report.name}`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
