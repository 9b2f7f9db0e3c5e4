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
  return (
    <ul className="mt-4 space-y-2 text-sm leading-relaxed text-slate-700">
      <li>
        <strong className="text-slate-900">One-time payment.</strong> No subscription: nothing
        renews and nothing more is charged later.
      </li>
      <li>
        {sandbox ? (
          <>
            <strong className="text-slate-900">Test setup.</strong> This copy of the app uses a
            sandbox checkout: no real money moves.
          </>
        ) : (
          <>
            <strong className="text-slate-900">UPI, cards or net banking</strong> through Razorpay,
            our payment gateway. We never see your card or UPI PIN.
          </>
        )}
      </li>
      <li>
        <strong className="text-slate-900">A receipt</strong> is emailed to {receiptTo} as soon as
        the payment is confirmed.
      </li>
      <li>
        <strong className="text-slate-900">Full refund within 7 days</strong> if it is not right for
        you:{' '}
        <Link to="/refunds" target="_blank" rel="noopener" className={textLink}>
          Refund Policy
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
        .
      </li>
    </ul>
  );
}
