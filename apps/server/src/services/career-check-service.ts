import type { CareerFit, CareerResult, CatalogueCareerSummary, Locale } from '@acp/shared';
import { messages } from '@acp/shared';
import {
  careerSummary,
  checkCareerFit,
  findCatalogueCareerByTitle,
  searchCareers,
} from '@acp/insights';
import type { DbOrTx } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { errors } from '../errors.js';
import { latestBlueprint } from './career-selection-service.js';
import { loadAnswers, quesAnsOf } from './journey-service.js';

/** "Check any career": catalogue careers for what the person typed, best first. */
export function searchCatalogueCareers(
  query: string,
  locale: Locale = 'en',
): CatalogueCareerSummary[] {
  return searchCareers(query).map((career) => careerSummary(career, locale));
}

/**
 * Whether a catalogue career is one of the blueprint's three, as stored: by id, or by title
 * (an LLM may have written the blueprint, and a blueprint from before the catalogue has other ids).
 */
function inTopThree(blueprint: CareerResult, id: string): boolean {
  return blueprint.results.topCareers.careers.some(
    (career) => career.id === id || findCatalogueCareerByTitle(career.title)?.id === id,
  );
}

/**
 * How one catalogue career fits the person, scored from their stored Step 1–3 answers as their
 * blueprint was, in the person's language; refused before the blueprint, 404 for an id the
 * catalogue does not have.
 */
export async function checkCareerFitFor(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'locale' | 'careerAims'>,
  id: string,
): Promise<CareerFit> {
  const blueprint = await latestBlueprint(db, user.id);
  const fit = checkCareerFit(
    quesAnsOf(await loadAnswers(db, user.id)),
    id,
    user.locale ?? 'en',
    user.careerAims ?? [],
  );
  if (!fit) throw errors.notFound(messages.careerUnknown);
  return { ...fit, inTopThree: inTopThree(blueprint, fit.id) };
}
