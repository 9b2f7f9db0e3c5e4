/**
 * The screens after the landing page have catalogues of their own (`<section>/en.json`,
 * `<section>/hi.json`), loaded with the screen's chunk so the landing page carries only its own
 * texts (decision 016). Their keys start with the section's name.
 */
export const SECTIONS = [
  'journey',
  'profile',
  'contact',
  'legal',
  'results',
  'payment',
  'consent',
] as const;
export type Section = (typeof SECTIONS)[number];
