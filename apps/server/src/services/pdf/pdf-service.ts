import {
  careerResultSchema,
  day1ResultSchema,
  day2ResultSchema,
  deepRoadmapSchema,
  messages,
  supportNotice,
} from '@acp/shared';
import { careerPdfsRepo } from '../../db/career-pdfs-repo.js';
import type { DbOrTx } from '../../db/client.js';
import { insightResultsRepo } from '../../db/insight-results-repo.js';
import type { UserRow } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { loadAnswers, needsSupport } from '../journey-service.js';
import { resultLocale } from '../insight-request.js';
import { requirePaidPlan } from '../plan.js';
import { renderCareerPdf } from './career-pdf.js';

/** A download name made of safe characters: "AI-Career-Path-Asha-Verma.pdf". */
export function pdfFilename(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `AI-Career-Path-${slug || 'Report'}.pdf`;
}

/** Renders and stores the career PDF from the person's latest results (paid plan only). */
export async function generateCareerPdf(db: DbOrTx, user: UserRow, now: Date): Promise<Buffer> {
  requirePaidPlan(user);
  const [day1, day2, career, deep] = await Promise.all(
    // In the person's language where there is one (decision 016), else the latest made.
    (['day1', 'day2', 'career', 'deep'] as const).map(
      async (kind) =>
        (await insightResultsRepo.latest(db, user.id, kind, resultLocale(kind, user.locale))) ??
        insightResultsRepo.latest(db, user.id, kind),
    ),
  );
  if (!day1 || !day2 || !career || !deep) throw errors.stepIncomplete(messages.openRoadmapFirst);
  const results = {
    day1: day1ResultSchema.parse(day1.payload),
    day2: day2ResultSchema.parse(day2.payload),
    career: careerResultSchema.parse(career.payload),
    deep: deepRoadmapSchema.parse(deep.payload),
  };
  // Results stored before the support notice travelled inside them still get it from the flags.
  const support =
    results.deep.support ??
    results.career.support ??
    results.day2.support ??
    results.day1.support ??
    (needsSupport(await loadAnswers(db, user.id)) ? supportNotice(user.locale ?? 'en') : undefined);
  const pdf = await renderCareerPdf({
    name: user.name,
    date: now,
    ...results,
    support,
    locale: user.locale ?? 'en',
  });
  await careerPdfsRepo.save(db, {
    userId: user.id,
    pdf,
    filename: pdfFilename(user.name),
    createdAt: now,
  });
  return pdf;
}
