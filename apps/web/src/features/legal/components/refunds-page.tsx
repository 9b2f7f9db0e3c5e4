import { PRICE_LABEL } from '@acp/shared';
import { Link } from 'react-router';
import { WriteToUs } from '@/components/contact-details';
import { LegalLayout } from './legal-layout';

/** How many days after paying a refund can be asked for, no reason needed. */
export const REFUND_DAYS = 7;

/** The refund policy of the paid full report, linked from the payment dialog and the receipt. */
export function RefundsPage() {
  return (
    <LegalLayout
      title="Refund Policy"
      intro={
        <p>
          The full report is a one-time payment of {PRICE_LABEL}. If it is not right for you, you
          get your money back.
        </p>
      }
    >
      <section>
        <h2>Changed your mind</h2>
        <p>
          Ask within {REFUND_DAYS} days of paying and we refund the full {PRICE_LABEL}, whatever the
          reason, even if you have opened the roadmap or downloaded the PDF. The account goes back
          to the free plan; your answers and your blueprint stay.
        </p>
      </section>
      <section>
        <h2>Something went wrong</h2>
        <ul>
          <li>
            Money left your account but the report is still locked: tell us and we unlock it or
            refund you, whichever you prefer, at any time.
          </li>
          <li>Paid twice for the same account: we refund the second payment in full.</li>
        </ul>
      </section>
      <section>
        <h2>How a refund reaches you</h2>
        <p>
          Refunds go back the way you paid (the same UPI account, card or bank account) through
          Razorpay, our payment gateway. Once we have sent it, banks usually take 5 to 7 working
          days to show it.
        </p>
      </section>
      <section>
        <h2>How to ask</h2>
        <p>
          Please <WriteToUs /> <Link to="/user/contact">contact form</Link> with the topic
          &quot;Payment/Unlocking Issue&quot;, from the email of the account. The order id in your
          receipt email helps us find the payment quickly.
        </p>
      </section>
    </LegalLayout>
  );
}
