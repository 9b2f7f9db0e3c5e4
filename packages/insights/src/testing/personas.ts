import type { Persona } from './persona.js';
import { LAW_AND_FOOD_PERSONAS } from './personas-law-food.js';
import { PEOPLE_PERSONAS } from './personas-people.js';
import { TECHNICAL_PERSONAS } from './personas-technical.js';

export type { Persona } from './persona.js';

/** The ten hand-written personas of the engine tests and the bench table. */
export const PERSONAS: readonly Persona[] = [
  ...TECHNICAL_PERSONAS,
  ...PEOPLE_PERSONAS,
  ...LAW_AND_FOOD_PERSONAS,
];
