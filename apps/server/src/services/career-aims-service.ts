import { messages, type CatalogueCareerSummary } from '@acp/shared';
import { careerSummary, findCatalogueCareer } from '@acp/insights';
import type { DbOrTx } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { usersRepo } from '../db/users-repo.js';
import { errors } from '../errors.js';

/**
 * The careers a person picked ("Is there a career you are already thinking about?"), as the
 * search lists them: empty for "Not sure yet", null until asked. A career the catalogue no
 * longer has is left out.
 */
export function careerAimsOf(
  user: Pick<UserRow, 'careerAims' | 'locale'>,
): CatalogueCareerSummary[] | null {
  if (!user.careerAims) return null;
  return user.careerAims
    .map(findCatalogueCareer)
    .filter((career) => career !== undefined)
    .map((career) => careerSummary(career, user.locale ?? 'en'));
}

/** Saves the picks (catalogue ids, already checked for count and repeats); 400 for an unknown id. */
export async function saveCareerAims(db: DbOrTx, userId: string, ids: string[]): Promise<UserRow> {
  if (ids.some((id) => !findCatalogueCareer(id)))
    throw errors.validation(messages.careerAimsUnknown, { careers: messages.careerAimsUnknown });
  const saved = await usersRepo.saveCareerAims(db, userId, ids);
  if (!saved) throw errors.unauthorized();
  return saved;
}
