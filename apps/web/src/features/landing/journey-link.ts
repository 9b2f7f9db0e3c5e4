import type { PublicUser } from '@acp/shared';

/** Where the landing page offers to take a logged-in user next, if anywhere. */
export type JourneyLink =
  | { kind: 'blueprint'; to: '/user/day3home'; label: 'See your Journey' }
  | { kind: 'resume'; to: '/user/day2' | '/user/day3'; label: 'Resume your journey' };

type JourneyFields = Pick<PublicUser, 'quesAns' | 'careerResponse'>;

const hasItems = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * product.md §2: "See your Journey" once all three steps are answered and a career response exists;
 * otherwise, once Step 1 is answered, a resume button to the next unanswered step.
 */
export function journeyLinkFor(user: JourneyFields | null | undefined): JourneyLink | null {
  if (!user || !hasItems(user.quesAns.day1)) return null;
  const { day2, day3 } = user.quesAns;
  if (hasItems(day2) && hasItems(day3) && hasItems(user.careerResponse)) {
    return { kind: 'blueprint', to: '/user/day3home', label: 'See your Journey' };
  }
  return {
    kind: 'resume',
    to: hasItems(day2) ? '/user/day3' : '/user/day2',
    label: 'Resume your journey',
  };
}
