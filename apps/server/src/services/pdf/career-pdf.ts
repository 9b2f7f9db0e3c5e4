import { ONET_ATTRIBUTION } from '@acp/insights';
import type {
  CareerResult,
  Day1Result,
  Day2Result,
  DeepRoadmap,
  RoadmapStage,
  SupportNotice,
} from '@acp/shared';
import {
  barChart,
  bullets,
  colors,
  createDoc,
  ensureSpace,
  footer,
  linkItem,
  paragraph,
  sectionTitle,
  subheading,
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

const riasecLabels = {
  R: 'Realistic (doing)',
  I: 'Investigative (thinking)',
  A: 'Artistic (creating)',
  S: 'Social (helping)',
  E: 'Enterprising (leading)',
  C: 'Conventional (organising)',
} as const;

function cover(doc: Doc, report: CareerReport): void {
  doc.rect(0, 0, doc.page.width, 250).fill(colors.brand);
  doc.fillColor('#ffffff').font('bold').fontSize(14).text('AI CAREER PATH', 56, 70);
  doc.fontSize(30).text('Your Career Report', 56, 110);
  doc.font('regular').fontSize(16).text(report.name, 56, 160);
  doc.fontSize(11).text(
    report.date.toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
    56,
    188,
  );
  doc.fillColor(colors.ink).font('bold').fontSize(13).text('Your chosen career', 56, 290);
  doc.font('bold').fontSize(22).fillColor(colors.brand).text(report.deep.chosen_career, 56, 312);
  doc.font('regular').fontSize(11.5).fillColor(colors.ink).moveDown(0.8);
  paragraph(doc, report.deep.congrats_message);
  paragraph(doc, report.deep.opening_line);
  doc.moveDown(1);
  if (report.support) supportBox(doc, report.support);
  paragraph(
    doc,
    'Full report, lifelong access (₹499). Built from your own answers by a psychometric engine matched against real occupations.',
    { muted: true },
  );
}

function profile(doc: Doc, career: CareerResult): void {
  sectionTitle(doc, 'Your interest profile');
  paragraph(
    doc,
    `Holland code: ${career.profile.riasecCode}. Higher bars are the kinds of work that draw you most.`,
  );
  barChart(
    doc,
    (Object.keys(riasecLabels) as (keyof typeof riasecLabels)[]).map((letter) => ({
      label: riasecLabels[letter],
      value: career.profile.riasec[letter],
    })),
  );
  subheading(doc, career.results.whoYouAre.title);
  paragraph(doc, career.results.whoYouAre.descriptionTemplate);
}

function innerStrengths(doc: Doc, day1: Day1Result): void {
  sectionTitle(doc, 'Step 1 · Your inner strengths');
  paragraph(doc, day1.subheading);
  for (const insight of day1.insights) {
    subheading(doc, insight.title);
    paragraph(doc, insight.desc);
  }
  for (const list of [day1.coreStrengths, day1.learningStyle, day1.hiddenTalents]) {
    subheading(doc, list.heading);
    bullets(doc, list.list);
  }
  subheading(doc, day1.whatOthersFeel.heading);
  bullets(
    doc,
    day1.whatOthersFeel.quotes.map((quote) => `“${quote}”`),
  );
  subheading(doc, day1.closingReflection.heading);
  paragraph(doc, `“${day1.closingReflection.message}”`);
}

function emotionalMap(doc: Doc, day2: Day2Result): void {
  sectionTitle(doc, 'Step 2 · Your emotional map');
  for (const card of day2.results.cards) {
    subheading(doc, card.title);
    paragraph(doc, card.description);
  }
  subheading(doc, day2.closingReflection.title);
  paragraph(doc, `“${day2.closingReflection.quote}”`);
}

function topCareers(doc: Doc, career: CareerResult): void {
  const { topCareers: top } = career.results;
  sectionTitle(doc, 'Step 3 · Your top 3 careers');
  if (career.lowSignal) lowSignalNote(doc, career.lowSignal);
  const guess = career.confidence === 'low' ? ' (a first guess)' : '';
  for (const match of top.careers) {
    ensureSpace(doc, 120);
    subheading(doc, `${match.title} — fit ${match.fitScore}/100${guess}`);
    paragraph(doc, `${top.labels.emotionalFit}: ${match.emotionalFit}`);
    paragraph(doc, `${top.labels.thinkingStyleFit}: ${match.thinkingStyleFit}`);
    paragraph(doc, `${top.labels.whyLove}: ${match.whyLove}`);
    bullets(doc, match.reasons);
  }
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

function roadmap(doc: Doc, deep: DeepRoadmap): void {
  sectionTitle(doc, `Your roadmap · ${deep.chosen_career}`);
  for (const section of deep.sections) {
    subheading(doc, section.heading);
    for (const line of section.content) {
      if (line === '') doc.moveDown(0.4);
      else paragraph(doc, line);
    }
    lists(doc, section.lists ?? []);
    for (const item of section.stages ?? []) stage(doc, item);
  }
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

  cover(doc, report);
  doc.addPage();
  profile(doc, report.career);
  topCareers(doc, report.career);
  doc.addPage();
  innerStrengths(doc, report.day1);
  emotionalMap(doc, report.day2);
  doc.addPage();
  roadmap(doc, report.deep);
  sectionTitle(doc, 'About the data');
  paragraph(doc, ONET_ATTRIBUTION, { muted: true });
  footer(doc, `AI Career Path · ${report.name}`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
