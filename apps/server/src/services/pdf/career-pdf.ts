import {
  findCatalogueCareerByTitle,
  ONET_ATTRIBUTION,
  ROADMAP_SOURCES_HEADINGS,
} from '@acp/insights';
import type {
  CareerResult,
  Locale,
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
import { PDF_TEXTS, type PdfTexts, type RiasecLetter } from './pdf-texts.js';

export interface CareerReport {
  name: string;
  date: Date;
  day1: Day1Result;
  day2: Day2Result;
  career: CareerResult;
  deep: DeepRoadmap;
  /** The helplines, when the person's answers suggested they may be struggling. */
  support?: SupportNotice;
  /** The language of the report's own words: the account's (decision 016). */
  locale?: Locale;
}

/** The roadmap section that lists the sources, in either language: printed last, with the data credits. */
const SOURCES_HEADINGS: ReadonlySet<string> = new Set(Object.values(ROADMAP_SOURCES_HEADINGS));

/** The chosen career as the report names it: by the catalogue's Hindi title in Hindi. */
const chosenTitle = (report: CareerReport) =>
  (report.locale === 'hi'
    ? findCatalogueCareerByTitle(report.deep.chosen_career)?.titleHi
    : undefined) ?? report.deep.chosen_career;

/** "A, B and C". */
const listed = (t: PdfTexts, names: readonly string[]) =>
  names.length > 1
    ? `${names.slice(0, -1).join(', ')} ${t.and} ${names.at(-1) ?? ''}`
    : (names[0] ?? '');

const strongestInterests = (t: PdfTexts, code: string) =>
  listed(
    t,
    [...code].map((letter) => t.riasecNames[letter as RiasecLetter] ?? letter),
  );

/** The fit in a word, as the blueprint says it. */
function fitWord(t: PdfTexts, fit: number): string {
  const [strong, good, partial, weak] = t.fitWords;
  if (fit >= 80) return strong;
  if (fit >= 65) return good;
  if (fit >= 50) return partial;
  return weak;
}

const dateOf = (t: PdfTexts, date: Date) =>
  date.toLocaleDateString(t.dateLocale, {
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
function cover(doc: Doc, t: PdfTexts, report: CareerReport): ContentsSlot {
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
  write(doc.fontSize(32), t.reportTitle, { width, bold: true }, { x: left, y: 92 });
  write(doc.fontSize(18), report.name, { width }, { x: left, y: 140 });
  write(
    doc.fontSize(10.5).fillColor('#e0e7ff'),
    t.preparedOn(dateOf(t, report.date)),
    {},
    { x: left, y: 168 },
  );
  write(doc.fontSize(10.5), t.chosenCareer, {}, { x: left, y: 214 });
  write(
    doc.fontSize(24).fillColor('#ffffff'),
    chosenTitle(report),
    { bold: true, width, height: 60, ellipsis: true },
    { x: left, y: 232 },
  );

  doc.x = left;
  doc.y = 324;
  doc.fillColor(colors.ink);
  paragraph(doc, report.deep.congrats_message);
  paragraph(doc, report.deep.opening_line);
  if (report.support) supportBox(doc, report.support, t.or);

  // The top 3 at a glance; for a student shown the helplines, those come first and this waits
  // for the next pages (decision 006: nothing there pushes them on).
  if (!report.support) atAGlance(doc, t, report.career);
  // The helplines can push the cover onto a second page: the contents follow where it ended.
  return { page: doc.bufferedPageRange().count - 1, y: doc.y + 6 };
}

/** The top 3 careers with their fit as bars, and the strongest interests in words. */
function atAGlance(doc: Doc, t: PdfTexts, career: CareerResult): void {
  doc.moveDown(0.4);
  write(doc.fontSize(13).fillColor(colors.brand), t.atAGlance, { bold: true });
  doc.moveDown(0.3);
  const firstGuess = career.confidence === 'low';
  barChart(
    doc,
    career.results.topCareers.careers.map((match) => ({
      label: match.titleHi ?? match.title,
      value: match.fitScore,
    })),
    { labelWidth: 200 },
  );
  paragraph(
    doc,
    firstGuess ? t.glanceFirstGuess : t.glance(strongestInterests(t, career.profile.riasecCode)),
    { muted: true },
  );
}

/** Writes "Inside this report" with page numbers where the cover kept room for it. */
function writeContents(doc: Doc, t: PdfTexts, slot: ContentsSlot, contents: Contents): void {
  doc.switchToPage(slot.page);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  let y = slot.y;
  write(doc.fontSize(13).fillColor(colors.brand), t.insideReport, { bold: true }, { x: left, y });
  y = doc.y + 4;
  for (const { title, page } of contents) {
    write(
      doc.fontSize(10.5).fillColor(colors.ink),
      title,
      { width: width - 40, lineBreak: false },
      { x: left, y },
    );
    doc.text(String(page), left + width - 40, y, { width: 40, align: 'right' });
    y += 16;
  }
  // The closing note, when it fits above the footer (a cover with the helplines is full).
  const noteY = Math.max(y + 10, doc.page.height - 96);
  if (noteY + 26 <= doc.page.height - 44) {
    write(doc.fontSize(9).fillColor(colors.muted), t.closingNote, { width }, { x: left, y: noteY });
  }
  doc.page.margins.bottom = bottom;
}

function profile(doc: Doc, t: PdfTexts, career: CareerResult): void {
  sectionTitle(doc, t.interestProfile);
  paragraph(
    doc,
    t.interestIntro(strongestInterests(t, career.profile.riasecCode), career.profile.riasecCode),
  );
  barChart(
    doc,
    (Object.keys(t.riasecLabels) as RiasecLetter[]).map((letter) => ({
      label: t.riasecLabels[letter],
      value: career.profile.riasec[letter],
      strong: career.profile.riasecCode.includes(letter),
    })),
    { mark: t.topMark },
  );
  subheading(doc, career.results.whoYouAre.title);
  paragraph(doc, career.results.whoYouAre.descriptionTemplate);
}

function topCareers(doc: Doc, t: PdfTexts, career: CareerResult): void {
  const { topCareers: top } = career.results;
  sectionTitle(doc, t.topCareers);
  if (career.lowSignal) lowSignalNote(doc, career.lowSignal);
  const guess = career.confidence === 'low';
  paragraph(doc, guess ? t.topFirstGuess : t.topIntro, { muted: true });
  for (const match of top.careers) {
    ensureSpace(doc, 160);
    subheading(
      doc,
      guess
        ? (match.titleHi ?? match.title)
        : t.careerHeading(match.titleHi ?? match.title, match.fitScore, fitWord(t, match.fitScore)),
    );
    // Who may enter it comes before why it fits (decision 021).
    if (match.eligibility) paragraph(doc, t.whoCanApply(match.eligibility));
    paragraph(doc, `${top.labels.emotionalFit}: ${match.emotionalFit}`);
    paragraph(doc, `${top.labels.thinkingStyleFit}: ${match.thinkingStyleFit}`);
    paragraph(doc, `${top.labels.whyLove}: ${match.whyLove}`);
    bullets(doc, match.reasons);
  }
}

function innerStrengths(doc: Doc, t: PdfTexts, day1: Day1Result): void {
  sectionTitle(doc, t.innerStrengths);
  paragraph(doc, day1.subheading);
  if (day1.chart) {
    // The heading stays with its bars.
    ensureSpace(doc, 60 + day1.chart.workStyles.length * 22);
    subheading(doc, t.howYouWork);
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
      write(
        doc.fontSize(8).fillColor(colors.muted),
        point.label.toUpperCase(),
        { bold: true, width: boxWidth - 20, characterSpacing: 0.5, lineBreak: false },
        { x: x + 10, y: y + 8 },
      );
      write(
        doc.fontSize(11).fillColor(colors.ink),
        point.value,
        { bold: true, width: boxWidth - 20, lineBreak: false, ellipsis: true, height: 14 },
        { x: x + 10, y: y + 22 },
      );
    }
    doc.x = left;
    doc.y = y + boxHeight + gap;
  }
  doc.moveDown(0.3);
}

function emotionalMap(doc: Doc, t: PdfTexts, day2: Day2Result): void {
  sectionTitle(doc, t.emotionalMap);
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
    write(doc.fontSize(10.5).fillColor(colors.accent), list.label, { bold: true });
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
  const t = PDF_TEXTS[report.locale ?? 'en'];
  const doc = createDoc(t.documentTitle(report.name), 'AI Career Path');
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
  const sources = report.deep.sections.filter((section) => SOURCES_HEADINGS.has(section.heading));
  const roadmapSections = report.deep.sections.filter((section) => !sources.includes(section));

  const slot = cover(doc, t, report);
  doc.addPage();
  part(t.interestProfile, () => profile(doc, t, report.career));
  part(t.topCareers, () => topCareers(doc, t, report.career));
  part(t.roadmapPart(chosenTitle(report)), () => {
    sectionTitle(doc, t.roadmapTitle(chosenTitle(report)));
    for (const section of roadmapSections) roadmapSection(doc, section);
  });
  part(t.innerStrengths, () => innerStrengths(doc, t, report.day1));
  part(t.emotionalMap, () => emotionalMap(doc, t, report.day2));
  part(t.sources, () => {
    sectionTitle(doc, t.sources);
    for (const section of sources) roadmapSection(doc, section);
    subheading(doc, t.aboutData);
    paragraph(doc, ONET_ATTRIBUTION, { muted: true });
  });
  writeContents(doc, t, slot, contents);
  footer(doc, `AI Career Path · ${report.name}`, t.page);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
