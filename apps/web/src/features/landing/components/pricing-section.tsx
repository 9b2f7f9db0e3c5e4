import { FormattedMessage } from 'react-intl';
import { StartJourneyLink } from './start-journey-link';
import { PRICE_LABEL, type MessageId } from '@acp/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { CheckIcon, LockIcon } from '@/components/icons';
import { PRICING_SECTION_ID } from '@/lib/paid-plan';
import { SectionHeading } from './section-heading';

/** A plan of product.md §3 (title, features, price, button text, lock icon flag). */
export interface PricingCard {
  title: MessageId;
  /** A message, or the price itself (₹499, the same in every language). */
  price: MessageId | { label: string };
  priceNote: MessageId;
  features: readonly MessageId[];
  buttonText: MessageId;
  locked: boolean;
}

/** product.md §9: the free Steps 1-3 and the paid full report. */
const cards: readonly PricingCard[] = [
  {
    title: 'landing.pricing.free.title',
    price: 'landing.pricing.free.price',
    priceNote: 'landing.pricing.free.note',
    features: ['landing.pricing.free.feature1'],
    buttonText: 'landing.pricing.free.button',
    locked: false,
  },
  {
    title: 'landing.pricing.full.title',
    price: { label: PRICE_LABEL },
    priceNote: 'landing.pricing.full.note',
    features: ['landing.pricing.full.feature1', 'landing.pricing.full.feature2'],
    buttonText: 'landing.pricing.full.button',
    locked: true,
  },
];

// Where the full report's button leads depends on the person's blueprint: that part loads (with
// the API slice) only for someone logged in; until then the button starts the journey.
const UserCardLink = lazy(() =>
  import('./user-card-link').then((module) => ({ default: module.UserCardLink })),
);

function CardLink(props: { card: PricingCard; className: string; children: ReactNode }) {
  const isloggedIn = useAppSelector((state) => state.auth.isloggedIn);
  const plain = <StartJourneyLink className={props.className}>{props.children}</StartJourneyLink>;
  if (!isloggedIn || !props.card.locked) return plain;
  return (
    <Suspense fallback={plain}>
      <UserCardLink {...props} />
    </Suspense>
  );
}

/** "Discover Your Potential Plan": two cards whose buttons start the journey. */
export function PricingSection() {
  return (
    <section
      id={PRICING_SECTION_ID}
      aria-labelledby="pricing-title"
      className="scroll-mt-16 py-16 md:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow={<FormattedMessage id="landing.pricing.eyebrow" />}
          title={<FormattedMessage id="landing.pricing.title" />}
        >
          <FormattedMessage id="landing.pricing.intro" />
        </SectionHeading>
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {cards.map((card) => (
            <li
              key={card.title}
              className={`flex flex-col rounded-3xl bg-white p-8 shadow-sm ${
                card.locked ? 'ring-2 ring-indigo-500' : 'ring-1 ring-slate-900/10'
              }`}
            >
              <h3 className="text-lg font-bold text-slate-900">
                <FormattedMessage id={card.title} />
              </h3>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-4xl font-extrabold tracking-tight text-slate-900">
                  {typeof card.price === 'string' ? (
                    <FormattedMessage id={card.price} />
                  ) : (
                    card.price.label
                  )}
                </span>
                <span className="text-sm text-slate-600">
                  <FormattedMessage id={card.priceNote} />
                </span>
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {card.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-slate-700">
                    <CheckIcon className="mt-0.5 shrink-0 text-lg text-emerald-600" />
                    <FormattedMessage id={feature} />
                  </li>
                ))}
              </ul>
              <CardLink
                card={card}
                className={`${card.locked ? primaryButton : secondaryButton} mt-8 w-full py-3`}
              >
                {card.locked ? <LockIcon /> : null}
                <FormattedMessage id={card.buttonText} />
              </CardLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
