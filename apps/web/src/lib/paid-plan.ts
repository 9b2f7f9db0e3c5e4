import type { PublicUser } from '@acp/shared';
import { createContext, useContext } from 'react';

/**
 * Asks for the paid plan before a paid action: resolves true once the full report is unlocked
 * (at once when it already is), false when the person closes the offer or the payment fails,
 * and false at once, offering nothing, while offers are paused. `career`: the one whose roadmap
 * this unlocks, named in the offer (else the chosen one, if any).
 */
export type RequirePaidPlan = (career?: string) => Promise<boolean>;

export interface PaidPlan {
  requirePaidPlan: RequirePaidPlan;
  /** Nothing offers the paid plan unasked: see {@link isOfferPaused}. */
  offersPaused: boolean;
}

/**
 * Whether the app stops offering the paid plan on its own: while a person's answers suggest they
 * may be struggling, or we are still asking how they have been, no screen pushes a purchase. They
 * can still buy from the pricing section.
 */
export function isOfferPaused(user: PublicUser | null): boolean {
  if (!user) return false;
  return (
    user.showSupportCard || user.supportCheckIn || Boolean(user.careerResponse.at(-1)?.support)
  );
}

/** The landing page's pricing section: its element id, and a link to it from anywhere. */
export const PRICING_SECTION_ID = 'pricing';
export const PRICING_HREF = `/#${PRICING_SECTION_ID}`;

/** Navigation state with which the pricing section opens the offer: the person chose to buy. */
export const PAID_PLAN_OFFER_STATE = { paidPlanOffer: true } as const;

export function asksForPaidPlanOffer(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'paidPlanOffer' in state;
}

/** Provided around the paid screens by the payment feature; features only see this contract. */
export const PaidPlanContext = createContext<PaidPlan | null>(null);

export function usePaidPlan(): PaidPlan {
  const paidPlan = useContext(PaidPlanContext);
  if (!paidPlan) throw new Error('usePaidPlan needs a PaidPlanContext provider');
  return paidPlan;
}
