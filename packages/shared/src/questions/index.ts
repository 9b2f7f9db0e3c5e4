export * from './types.js';
export * from './constants.js';
export * from './catalogue.js';
export * from './answer-schemas.js';
export * from './wording.js';
