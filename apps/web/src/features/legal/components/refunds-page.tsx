import { PRICE_LABEL } from '@acp/shared';
import { useIntl } from 'react-intl';
import { LegalLayout } from './legal-layout';
import { LegalText } from './legal-text';

/** How many days after paying a refund can be asked for, no reason needed. */
export const REFUND_DAYS = 7;

/** The refund policy of the paid full report, linked from the payment dialog and the receipt. */
export function RefundsPage() {
  const intl = useIntl();
  return (
    <LegalLayout
      title={intl.formatMessage({ id: 'legal.refunds.title' })}
      intro={
        <p>
          <LegalText id="legal.refunds.intro" values={{ price: PRICE_LABEL }} />
        </p>
      }
    >
      <section>
        <h2>
          <LegalText id="legal.refunds.mind.title" />
        </h2>
        <p>
          <LegalText
            id="legal.refunds.mind.body"
            values={{ days: REFUND_DAYS, price: PRICE_LABEL }}
          />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.refunds.wrong.title" />
        </h2>
        <ul>
          <li>
            <LegalText id="legal.refunds.wrong.locked" />
          </li>
          <li>
            <LegalText id="legal.refunds.wrong.twice" />
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <LegalText id="legal.refunds.how.title" />
        </h2>
        <p>
          <LegalText id="legal.refunds.how.body" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.refunds.ask.title" />
        </h2>
        <p>
          <LegalText id="legal.refunds.ask.body" />
        </p>
      </section>
    </LegalLayout>
  );
}
