/**
 * The Indian career catalogue, loaded from `data/india-careers/` (one JSON file per family) and
 * checked against the schema when the module loads: a broken data file fails at start-up, not
 * in front of a student.
 */
import medicineHealth from '../../data/india-careers/medicine-health.json' with { type: 'json' };
import engineering from '../../data/india-careers/engineering.json' with { type: 'json' };
import computing from '../../data/india-careers/computing.json' with { type: 'json' };
import scienceResearch from '../../data/india-careers/science-research.json' with { type: 'json' };
import law from '../../data/india-careers/law.json' with { type: 'json' };
import civilServices from '../../data/india-careers/civil-services.json' with { type: 'json' };
import defencePolice from '../../data/india-careers/defence-police.json' with { type: 'json' };
import bankingFinance from '../../data/india-careers/banking-finance.json' with { type: 'json' };
import commerceAccounting from '../../data/india-careers/commerce-accounting.json' with { type: 'json' };
import businessManagement from '../../data/india-careers/business-management.json' with { type: 'json' };
import design from '../../data/india-careers/design.json' with { type: 'json' };
import mediaCommunication from '../../data/india-careers/media-communication.json' with { type: 'json' };
import performingArts from '../../data/india-careers/performing-arts.json' with { type: 'json' };
import education from '../../data/india-careers/education.json' with { type: 'json' };
import psychologySocial from '../../data/india-careers/psychology-social.json' with { type: 'json' };
import humanities from '../../data/india-careers/humanities.json' with { type: 'json' };
import hospitalityFood from '../../data/india-careers/hospitality-food.json' with { type: 'json' };
import aviationTransport from '../../data/india-careers/aviation-transport.json' with { type: 'json' };
import agricultureEnvironment from '../../data/india-careers/agriculture-environment.json' with { type: 'json' };
import skilledTrades from '../../data/india-careers/skilled-trades.json' with { type: 'json' };
import sportsFitness from '../../data/india-careers/sports-fitness.json' with { type: 'json' };
import beautyWellness from '../../data/india-careers/beauty-wellness.json' with { type: 'json' };
import { CATALOGUE_FAMILIES, CatalogueSchema } from './catalogue-schema.js';
import type { CatalogueCareer, CatalogueFamilyKey } from './catalogue-schema.js';

/** Each family's file, keyed by family: a career must sit in the file of its own family. */
const FILES: Readonly<Record<CatalogueFamilyKey, readonly unknown[]>> = {
  'medicine-health': medicineHealth,
  engineering,
  computing,
  'science-research': scienceResearch,
  law,
  'civil-services': civilServices,
  'defence-police': defencePolice,
  'banking-finance': bankingFinance,
  'commerce-accounting': commerceAccounting,
  'business-management': businessManagement,
  design,
  'media-communication': mediaCommunication,
  'performing-arts': performingArts,
  education,
  'psychology-social': psychologySocial,
  humanities,
  'hospitality-food': hospitalityFood,
  'aviation-transport': aviationTransport,
  'agriculture-environment': agricultureEnvironment,
  'skilled-trades': skilledTrades,
  'sports-fitness': sportsFitness,
  'beauty-wellness': beautyWellness,
};

function load(): readonly CatalogueCareer[] {
  const filed = CATALOGUE_FAMILIES.flatMap(({ key }) => FILES[key].map(() => key));
  const careers = CatalogueSchema.parse(CATALOGUE_FAMILIES.flatMap(({ key }) => FILES[key]));
  const misplaced = careers.filter((career, index) => career.family !== filed[index]);
  if (misplaced.length > 0)
    throw new Error(
      `India careers filed under another family: ${misplaced.map((career) => career.id).join(', ')}`,
    );
  return Object.freeze(careers);
}

/** Every career of the catalogue, grouped by family in `CATALOGUE_FAMILIES` order. */
export const INDIA_CAREERS: readonly CatalogueCareer[] = load();

const byId = new Map(INDIA_CAREERS.map((career) => [career.id, career]));

/** The catalogue career with this id ("lawyer", "ias-officer"), if any. */
export function findCatalogueCareer(id: string): CatalogueCareer | undefined {
  return byId.get(id.trim().toLowerCase());
}

const byTitle = new Map<string, CatalogueCareer>(
  INDIA_CAREERS.flatMap((career) =>
    [career.title, ...(career.formerTitles ?? [])].map((title) => [title.toLowerCase(), career]),
  ),
);

/**
 * The catalogue career with this title (case-insensitive), if any; a title it had before
 * (stored blueprints and choices keep the title of their day) finds it too.
 */
export function findCatalogueCareerByTitle(title: string): CatalogueCareer | undefined {
  return byTitle.get(title.trim().toLowerCase());
}
