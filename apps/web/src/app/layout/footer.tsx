import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { lazy, Suspense } from 'react';

const FooterContact = lazy(() =>
  import('./footer-contact').then((module) => ({ default: module.FooterContact })),
);

const footerLink =
  'inline-flex min-h-11 min-w-11 items-center rounded text-slate-300 transition hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-300';

/** The footer of product.md §2: about, quick links, contact, social icons, copyright and legal links. */
export function Footer() {
  const intl = useIntl();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1.2fr]">
        <div>
          <div className="inline-block rounded-xl bg-white px-3 py-2">
            <Logo />
          </div>
          <p className="mt-4 max-w-sm leading-relaxed">
            <FormattedMessage id="footer.about" />
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="text-sm font-semibold uppercase tracking-widest text-white"
          >
            <FormattedMessage id="footer.quickLinks" />
          </h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/" className={footerLink}>
                <FormattedMessage id="nav.home" />
              </Link>
            </li>
            <li>
              <Link to="/user/contact" className={footerLink}>
                <FormattedMessage id="footer.contactUs" />
              </Link>
            </li>
            <li>
              <Link to="/credits" className={footerLink}>
                <FormattedMessage id="footer.credits" />
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-widest text-white">
            <FormattedMessage id="footer.contact" />
          </h2>
          {/* The deployment's details come from GET /config: loaded after the page, so the
              landing page's first download stays without the API client. */}
          <Suspense fallback={null}>
            <FooterContact linkClassName={footerLink} />
          </Suspense>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
          </p>
          <nav
            aria-label={intl.formatMessage({ id: 'footer.legal' })}
            className="flex flex-wrap gap-x-5"
          >
            <Link to="/privacy" className={footerLink}>
              <FormattedMessage id="footer.privacy" />
            </Link>
            <Link to="/terms" className={footerLink}>
              <FormattedMessage id="footer.terms" />
            </Link>
            <Link to="/refunds" className={footerLink}>
              <FormattedMessage id="footer.refunds" />
            </Link>
            <Link to="/cookies" className={footerLink}>
              <FormattedMessage id="footer.cookies" />
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
