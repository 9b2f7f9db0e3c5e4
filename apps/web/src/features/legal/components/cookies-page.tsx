import { useIntl } from 'react-intl';
import { LegalLayout } from './legal-layout';
import { LegalText } from './legal-text';

/** The cookies and local storage the app uses; nothing optional, so nothing to switch off. */
export function CookiesPage() {
  const intl = useIntl();
  return (
    <LegalLayout
      title={intl.formatMessage({ id: 'legal.cookies.title' })}
      intro={
        <p>
          <LegalText id="legal.cookies.intro" />
        </p>
      }
    >
      <section>
        <h2>
          <LegalText id="legal.cookies.stored.title" />
        </h2>
        <ul>
          <li>
            <LegalText id="legal.cookies.stored.session" />
          </li>
          <li>
            <LegalText id="legal.cookies.stored.flag" />
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <LegalText id="legal.cookies.third.title" />
        </h2>
        <p>
          <LegalText id="legal.cookies.third.body" />
        </p>
      </section>
      <section>
        <h2>
          <LegalText id="legal.cookies.more.title" />
        </h2>
        <p>
          <LegalText id="legal.cookies.more.body" />
        </p>
      </section>
    </LegalLayout>
  );
}
