import { careerResultSchema, messages } from '@acp/shared';
import { careerSelectionsRepo } from '../db/career-selections-repo.js';
import type { DbOrTx } from '../db/client.js';
import { insightResultsRepo } from '../db/insight-results-repo.js';
import { errors } from '../errors.js';

/** Saves a choice among the person's latest top careers (matched by exact title). */
export async function selectCareer(
  db: DbOrTx,
  userId: string,
  title: string,
  now: Date,
): Promise<{ title: string; code: string }> {
  const latest = await insightResultsRepo.latest(db, userId, 'career');
  if (!latest) throw errors.stepIncomplete(messages.generateBlueprintFirst);
  const blueprint = careerResultSchema.parse(latest.payload);
  const career = blueprint.results.topCareers.careers.find(
    (candidate) => candidate.title === title,
  );
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
