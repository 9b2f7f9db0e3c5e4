import type { CareerResult, Day1Result, Day2Result, DeepRoadmap, PublicUser } from '@acp/shared';
import { careerPdfsRepo } from '../db/career-pdfs-repo.js';
import { careerSelectionsRepo } from '../db/career-selections-repo.js';
import type { DbOrTx } from '../db/client.js';
import { insightResultsRepo } from '../db/insight-results-repo.js';
import type { UserRow } from '../db/schema.js';
import { consentStatus, lastConsentSentAt } from './consent-service.js';
import { loadAnswers, needsSupport, quesAnsOf, withSupportNotice } from './journey-service.js';

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
  // Every result shown carries the helplines once any answer was flagged, also one made before.
  const payloadsOf = <T>(kind: (typeof results)[number]['kind']) =>
    results
      .filter((result) => result.kind === kind)
      .map((result) => withSupportNotice(result.payload, showSupportCard) as T);
  return {
    name: user.name,
    email: user.email,
    contact: user.contact,
    avatar: { url: user.avatarUrl },
    quesAns: quesAnsOf(byDay),
    day1response: payloadsOf<Day1Result>('day1'),
    day2response: payloadsOf<Day2Result>('day2'),
    careerResponse: payloadsOf<CareerResult>('career'),
    selectedCareer: payloadsOf<DeepRoadmap>('deep'),
    chosenCareer: selection ? { title: selection.title, code: selection.code } : null,
    carrerPdfUrl: hasPdf ? CAREER_PDF_URL : null,
    isPaymentDone: user.isPaymentDone,
    hasPassword: user.passwordHash !== null,
    showSupportCard,
    educationStage: user.educationStage ?? null,
    remindersOn: user.remindersOffAt === null,
    locale: user.locale,
    dateOfBirth: user.dateOfBirth,
    parentEmail: user.parentEmail,
    parentalConsent,
    consentSentAt: consentSentAt?.toISOString() ?? null,
  };
}
