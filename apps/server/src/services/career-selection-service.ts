import { careerResultSchema, messages, type CareerResult } from '@acp/shared';
import { findCatalogueCareerByTitle } from '@acp/insights';
import { careerSelectionsRepo } from '../db/career-selections-repo.js';
import type { DbOrTx } from '../db/client.js';
import { insightResultsRepo } from '../db/insight-results-repo.js';
import { errors } from '../errors.js';

/** The person's latest career blueprint; refused until they have generated one. */
export async function latestBlueprint(db: DbOrTx, userId: string): Promise<CareerResult> {
  const latest = await insightResultsRepo.latest(db, userId, 'career');
  if (!latest) throw errors.stepIncomplete(messages.generateBlueprintFirst);
  return careerResultSchema.parse(latest.payload);
}

/** A career of the Indian catalogue ("check any career"): its title and first O*NET code. */
function catalogueChoice(title: string): { title: string; code: string } | undefined {
  const career = findCatalogueCareerByTitle(title);
  const code = career?.soc[0];
  return career && code ? { title: career.title, code } : undefined;
}

/**
 * Saves a choice among the person's latest top careers (matched by exact title), or of any
 * catalogue career they checked (matched by its title), once they have a blueprint.
 */
export async function selectCareer(
  db: DbOrTx,
  userId: string,
  title: string,
  now: Date,
): Promise<{ title: string; code: string }> {
  const blueprint = await latestBlueprint(db, userId);
  const career =
    blueprint.results.topCareers.careers.find((candidate) => candidate.title === title) ??
    catalogueChoice(title);
  if (!career)
    throw errors.validation(messages.careerNotInBlueprint, {
      choosedCareer: messages.careerNotInBlueprint,
    });
  const saved = await careerSelectionsRepo.insert(db, {
    userId,
    title: career.title,
    code: career.code,
    createdAt: now,
  });
  return { title: saved.title, code: saved.code };
}
