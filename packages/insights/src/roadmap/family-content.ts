/**
 * Which O*NET knowledge areas belong in whose roadmap. A catalogue career borrows the profile of
 * its O*NET occupations, and their knowledge lists carry areas that only make sense in another
 * line of work ("Medicine and Dentistry" for data scientists, whose US occupation sits next to
 * biostatisticians). General areas (English, maths, computers…) fit every family; a specialist
 * area is kept only for the families listed here.
 */
import type { CatalogueFamilyKey } from '../catalogue/catalogue-schema.js';

export const SPECIALIST_KNOWLEDGE: Readonly<Record<string, readonly CatalogueFamilyKey[]>> = {
  'Medicine and Dentistry': [
    'medicine-health',
    'sports-fitness',
    'psychology-social',
    'defence-police',
    'science-research',
  ],
  'Therapy and Counseling': [
    'medicine-health',
    'psychology-social',
    'sports-fitness',
    'beauty-wellness',
    'education',
  ],
  Biology: [
    'medicine-health',
    'science-research',
    'agriculture-environment',
    'psychology-social',
    'sports-fitness',
  ],
  Chemistry: [
    'science-research',
    'engineering',
    'medicine-health',
    'agriculture-environment',
    'beauty-wellness',
  ],
  Physics: [
    'science-research',
    'engineering',
    'computing',
    'aviation-transport',
    'medicine-health',
    'skilled-trades',
  ],
  'Food Production': ['agriculture-environment', 'hospitality-food'],
  Transportation: ['aviation-transport', 'business-management', 'skilled-trades'],
  'Building and Construction': ['engineering', 'design', 'skilled-trades'],
  'Fine Arts': ['performing-arts', 'design', 'media-communication', 'education', 'beauty-wellness'],
  'History and Archeology': ['humanities', 'education', 'civil-services', 'hospitality-food'],
  Geography: [
    'humanities',
    'science-research',
    'agriculture-environment',
    'civil-services',
    'aviation-transport',
    'engineering',
    'defence-police',
  ],
  'Sociology and Anthropology': [
    'humanities',
    'psychology-social',
    'civil-services',
    'education',
    'media-communication',
  ],
  'Philosophy and Theology': ['humanities', 'psychology-social', 'education'],
  'Foreign Language': [
    'humanities',
    'hospitality-food',
    'media-communication',
    'civil-services',
    'aviation-transport',
    'education',
  ],
  'Law and Government': [
    'law',
    'civil-services',
    'defence-police',
    'banking-finance',
    'commerce-accounting',
    'humanities',
    'business-management',
    'psychology-social',
    'agriculture-environment',
  ],
  'Public Safety and Security': [
    'defence-police',
    'civil-services',
    'aviation-transport',
    'skilled-trades',
    'engineering',
    'medicine-health',
    'sports-fitness',
    'agriculture-environment',
    'law',
  ],
  Telecommunications: ['computing', 'engineering', 'skilled-trades', 'media-communication'],
  Mechanical: [
    'engineering',
    'skilled-trades',
    'aviation-transport',
    'agriculture-environment',
    'science-research',
    'defence-police',
  ],
  'Production and Processing': [
    'engineering',
    'skilled-trades',
    'agriculture-environment',
    'hospitality-food',
    'design',
    'business-management',
    'commerce-accounting',
    'performing-arts',
  ],
  'Engineering and Technology': [
    'engineering',
    'computing',
    'science-research',
    'aviation-transport',
    'skilled-trades',
    'design',
    'defence-police',
  ],
  Design: [
    'design',
    'engineering',
    'computing',
    'media-communication',
    'performing-arts',
    'skilled-trades',
    'beauty-wellness',
  ],
};

/** Whether a knowledge area belongs in the roadmap of a career of this family. */
export function knowledgeFits(area: string, family: CatalogueFamilyKey): boolean {
  const families = SPECIALIST_KNOWLEDGE[area];
  return !families || families.includes(family);
}
