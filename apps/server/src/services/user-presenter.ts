import type { CareerResult, Day1Result, Day2Result, DeepRoadmap, PublicUser } from '@acp/shared';
import { careerPdfsRepo } from '../db/career-pdfs-repo.js';
import { careerSelectionsRepo } from '../db/career-selections-repo.js';
import type { DbOrTx } from '../db/client.js';
import { insightResultsRepo, type InsightKind } from '../db/insight-results-repo.js';
import type { UserRow } from '../db/schema.js';
import { consentStatus, lastConsentSentAt } from './consent-service.js';
import { careerAimsOf } from './career-aims-service.js';
import { resultLocale } from './insight-request.js';
import {
  loadAnswers,
  needsCheckIn,
  needsSupport,
  quesAnsOf,
  withSupportNotice,
} from './journey-service.js';

/** Where the owner downloads their career PDF. */
export const CAREER_PDF_URL = '/api/v1/user/career-pdf';

/** The spec's user object; never a hash, token or another table's internal id. */
export async function loadUserView(db: DbOrTx, user: UserRow, now: Date): Promise<PublicUser> {
  const parentalConsent = consentStatus(user, now);
  const [byDay, results, selection, hasPdf, consentSentAt] = await Promise.all([
    loadAnswers(db, user.id),
    insightResultsRepo.listForUser(db, user.id),
    careerSelectionsRepo.latest(db, user.id),
    careerPdfsRepo.exists(db, user.id),
    parentalConsent === 'waiting' ? lastConsentSentAt(db, user.id) : null,
  ]);
  const showSupportCard = needsSupport(byDay);
  // The results in the person's language; until one is made in it, those in the other language,
  // and the result pages ask for it (`resultsInOtherLanguage`).
  const inOtherLanguage: InsightKind[] = [];
  const shown = (kind: InsightKind) => {
    const all = results.filter((result) => result.kind === kind);
    const wanted = resultLocale(kind, user.locale);
    const inLanguage = all.filter((result) => result.locale === wanted);
    if (inLanguage.length > 0 || all.length === 0) return inLanguage;
    inOtherLanguage.push(kind);
    return all;
  };
  // Every result shown carries the helplines once any answer was flagged, also one made before.
  const payloadsOf = <T>(kind: InsightKind) =>
    shown(kind).map(
      (result) => withSupportNotice(result.payload, showSupportCard, result.locale) as T,
    );
  const [day1response, day2response, careerResponse, selectedCareer] = [
    payloadsOf<Day1Result>('day1'),
    payloadsOf<Day2Result>('day2'),
    payloadsOf<CareerResult>('career'),
    payloadsOf<DeepRoadmap>('deep'),
  ];
  return {
    name: user.name,
    email: user.email,
    contact: user.contact,
    avatar: { url: user.avatarUrl },
    quesAns: quesAnsOf(byDay),
    day1response,
    day2response,
    careerResponse,
    selectedCareer,
    resultsInOtherLanguage: inOtherLanguage,
    chosenCareer: selection ? { title: selection.title, code: selection.code } : null,
    carrerPdfUrl: hasPdf ? CAREER_PDF_URL : null,
    isPaymentDone: user.isPaymentDone,
    hasPassword: user.passwordHash !== null,
    showSupportCard,
    supportCheckIn: needsCheckIn(byDay),
    educationStage: user.educationStage ?? null,
    careerAims: careerAimsOf(user),
    remindersOn: user.remindersOffAt === null,
    locale: user.locale,
    dateOfBirth: user.dateOfBirth,
    parentEmail: user.parentEmail,
    parentalConsent,
    consentSentAt: consentSentAt?.toISOString() ?? null,
  };
}
