/** Fixed per-occupation nudges, independent of the person. */

/**
 * A mild preference for careers that need real preparation (Job Zone 3–5), as suits a
 * student audience, without ruling the others out.
 */
const ZONE_PRIOR: Readonly<Record<number, number>> = { 1: -0.12, 2: -0.06, 3: 0, 4: 0.02, 5: 0.01 };

export function zonePrior(jobZone: number | null): number {
  return ZONE_PRIOR[jobZone ?? 3] ?? 0;
}

/**
 * Some of the smallest U.S. occupations (a few thousand jobs each): real careers, but too rare
 * to crowd a student's top three on interests alone. Someone who names them in their own words
 * still gets them through the career hints.
 */
const RARE = new Set([
  '15-2021.00', // Mathematicians
  '19-2011.00', // Astronomers
  '19-3093.00', // Historians
  '27-2032.00', // Choreographers
  '29-1024.00', // Prosthodontists
  '39-4012.00', // Crematory Operators
  '39-5091.00', // Makeup Artists, Theatrical and Performance
  '41-9012.00', // Models
  '49-9092.00', // Commercial Divers
  '51-8011.00', // Nuclear Power Reactor Operators
]);

/**
 * O*NET's own specialisations (".01"… codes such as Hydroelectric Plant Technicians), the
 * residual "…, All Other" broad groups (xx-xx99) and the rare occupations above are real but
 * narrow; they should not crowd out the everyday occupation a counsellor would name first.
 */
export function nichePrior(code: string): number {
  let prior = 0;
  if (!code.endsWith('.00')) prior -= 0.04;
  if (code.slice(5, 7) === '99') prior -= 0.03;
  if (RARE.has(code)) prior -= 0.06;
  return prior;
}
