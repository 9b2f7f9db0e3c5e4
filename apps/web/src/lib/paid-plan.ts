import { createContext, useContext } from 'react';

/**
 * Asks for the paid plan before a paid action: resolves true once the full report is unlocked
 * (at once when it already is), false when the person closes the offer or the payment fails.
 */
export type RequirePaidPlan = () => Promise<boolean>;

/** Provided around the paid screens by the payment feature; features only see this contract. */
export const PaidPlanContext = createContext<RequirePaidPlan | null>(null);

export function useRequirePaidPlan(): RequirePaidPlan {
  const requirePaidPlan = useContext(PaidPlanContext);
  if (!requirePaidPlan) throw new Error('useRequirePaidPlan needs a PaidPlanContext provider');
  return requirePaidPlan;
}
