import type { PublicUser } from '@acp/shared';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useCurrentUser } from '@/lib/api/user-api';
import { PAID_PLAN_OFFER_STATE } from '@/lib/paid-plan';
import type { PricingCard } from './pricing-section';

/**
 * Where a card's button leads: the journey (product.md §2), except that someone with an unpaid
 * blueprint buying the full report goes straight to the offer, by their own choice. This is the
 * one place a person can buy while the app offers nothing by itself (see `isOfferPaused`).
 */
function cardLink(card: PricingCard, user: PublicUser | null): Pick<LinkProps, 'to' | 'state'> {
  if (!card.locked || !user || user.isPaymentDone || user.careerResponse.length === 0) {
    return { to: '/user/day1' };
  }
  return {
    to: user.chosenCareer ? '/user/deep' : '/user/day3home',
    state: PAID_PLAN_OFFER_STATE,
  };
}

/** A pricing card's button for someone logged in: it knows their blueprint. */
export function UserCardLink({
  card,
  className,
  children,
}: {
  card: PricingCard;
  className: string;
  children: ReactNode;
}) {
  const { user } = useCurrentUser();
  return (
    <Link {...cardLink(card, user)} className={className}>
      {children}
    </Link>
  );
}
