import { useIntl } from 'react-intl';
import { LegalLayout } from './legal-layout';
import { LegalText } from './legal-text';

/** The terms of using AI Career Path, short and plain. */
export function TermsPage() {
  const intl = useIntl();
  return (
    <LegalLayout
      title={intl.formatMessage({ id: 'legal.terms.title' })}
      intro={
        <p>
          <LegalText id="legal.terms.intro" />
        </p>
      }
    >
      <section>
        <h2>
          <LegalText id="legal.terms.service.title" />
        </h2>
        <p>
          <LegalText id="legal.terms.service.body" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.terms.account.title" />
        </h2>
        <ul>
          <li>
            <LegalText id="legal.terms.account.accurate" />
          </li>
          <li>
            <LegalText id="legal.terms.account.one" />
          </li>
          <li>
            <LegalText id="legal.terms.account.misuse" />
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <LegalText id="legal.terms.paid.title" />
        </h2>
        <p>
          <LegalText id="legal.terms.paid.body" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.terms.data.title" />
        </h2>
        <p>
          <LegalText id="legal.terms.data.body" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.terms.questions.title" />
        </h2>
        <p>
          <LegalText id="legal.terms.questions.body" />
        </p>
      </section>
    </LegalLayout>
  );
}
