import type { Persona } from './persona.js';
import { PEOPLE_PERSONAS } from './personas-people.js';
import { TECHNICAL_PERSONAS } from './personas-technical.js';

export type { Persona } from './persona.js';

/** The eight hand-written personas of the engine tests and the bench table. */
export const PERSONAS: readonly Persona[] = [...TECHNICAL_PERSONAS, ...PEOPLE_PERSONAS];
