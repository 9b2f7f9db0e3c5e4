import { useIntl } from 'react-intl';
import { LegalLayout } from './legal-layout';
import { LegalText } from './legal-text';

/** What AI Career Path collects, why, where it keeps it, who sees it, and how to take it back. */
export function PrivacyPage() {
  const intl = useIntl();
  return (
    <LegalLayout
      title={intl.formatMessage({ id: 'legal.privacy.title' })}
      intro={
        <p>
          <LegalText id="legal.privacy.intro" />
        </p>
      }
    >
      <section>
        <h2>
          <LegalText id="legal.privacy.collect.title" />
        </h2>
        <ul>
          <li>
            <LegalText id="legal.privacy.collect.account" />
          </li>
          <li>
            <LegalText id="legal.privacy.collect.age" />
          </li>
          <li>
            <LegalText id="legal.privacy.collect.answers" />
          </li>
          <li>
            <LegalText id="legal.privacy.collect.choices" />
          </li>
          <li>
            <LegalText id="legal.privacy.collect.payments" />
          </li>
          <li>
            <LegalText id="legal.privacy.collect.messages" />
          </li>
          <li>
            <LegalText id="legal.privacy.collect.support" />
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <LegalText id="legal.privacy.children.title" />
        </h2>
        <p>
          <LegalText id="legal.privacy.children.intro" />
        </p>
        <ul>
          <li>
            <LegalText id="legal.privacy.children.under13" />
          </li>
          <li>
            <LegalText id="legal.privacy.children.teen" />
          </li>
          <li>
            <LegalText id="legal.privacy.children.withdraw" />
          </li>
          <li>
            <LegalText id="legal.privacy.children.tracking" />
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <LegalText id="legal.privacy.kept.title" />
        </h2>
        <p>
          <LegalText id="legal.privacy.kept.body" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.privacy.sees.title" />
        </h2>
        <ul>
          <li>
            <LegalText id="legal.privacy.sees.default" />
          </li>
          <li>
            <LegalText id="legal.privacy.sees.model" />
          </li>
          <li>
            <LegalText id="legal.privacy.sees.razorpay" />
          </li>
          <li>
            <LegalText id="legal.privacy.sees.email" />
          </li>
        </ul>
        <p>
          <LegalText id="legal.privacy.sees.noSale" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.privacy.long.title" />
        </h2>
        <p>
          <LegalText id="legal.privacy.long.body" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.privacy.cookies.title" />
        </h2>
        <p>
          <LegalText id="legal.privacy.cookies.body" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.privacy.yours.title" />
        </h2>
        <p>
          <LegalText id="legal.privacy.yours.where" />
        </p>
        <ul>
          <li>
            <LegalText id="legal.privacy.yours.download" />
          </li>
          <li>
            <LegalText id="legal.privacy.yours.delete" />
          </li>
        </ul>
        <p>
          <LegalText id="legal.privacy.yours.else" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.privacy.questions.title" />
        </h2>
        <p>
          <LegalText id="legal.privacy.questions.body" />
        </p>
      </section>
    </LegalLayout>
  );
}
