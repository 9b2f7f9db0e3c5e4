import type { PublicUser } from '@acp/shared';

/**
 * The Hindi title of a career chosen by its English title, from the person's latest blueprint
 * (its top careers and the ones they named); `null` when the blueprint has none for it (an
 * English blueprint, or a career found with "check any career").
 */
export function hindiCareerTitle(
  user: Pick<PublicUser, 'careerResponse'> | null | undefined,
  title: string,
): string | null {
  const latest = user?.careerResponse.at(-1);
  if (!latest) return null;
  const careers = [
    ...latest.results.topCareers.careers,
    ...(latest.results.mentionedCareers ?? []),
  ];
  return careers.find((career) => career.title === title)?.titleHi ?? null;
}
