import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { textLink } from '@/components/button-styles';
import { usePublicConfig } from '@/lib/public-config';

interface PaymentFactsProps {
  /** Where the receipt goes: "your email" or the account's address. */
  receiptTo: string;
}

/**
 * What a careful payer (or their parent) wants to know before paying: one-time, how, the receipt,
 * and the refund policy (opened beside the checkout, not instead of it).
 */
export function PaymentFacts({ receiptTo }: PaymentFactsProps) {
  const sandbox = usePublicConfig()?.paymentProvider !== 'razorpay';
  const strong = (chunks: ReactNode[]) => <strong className="text-slate-900">{chunks}</strong>;
  return (
    <ul className="mt-4 space-y-2 text-sm leading-relaxed text-slate-700">
      <li>
        <FormattedMessage id="payment.facts.oneTime" values={{ strong }} />
      </li>
      <li>
        <FormattedMessage
          id={sandbox ? 'payment.facts.sandbox' : 'payment.facts.razorpay'}
          values={{ strong }}
        />
      </li>
      <li>
        <FormattedMessage id="payment.facts.receipt" values={{ strong, receiptTo }} />
      </li>
      <li>
        <FormattedMessage
          id="payment.facts.refund"
          values={{
            strong,
            link: (chunks) => (
              <Link to="/refunds" target="_blank" rel="noopener" className={textLink}>
                {chunks}
                <span className="sr-only">
                  <FormattedMessage id="payment.facts.newTab" />
                </span>
              </Link>
            ),
          }}
        />
      </li>
    </ul>
  );
}
