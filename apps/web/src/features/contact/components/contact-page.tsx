import { useCurrentUser } from '@/lib/api/user-api';
import { ContactDetails } from '@/components/contact-details';
import { SocialLinks } from '@/components/social-links';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ContactForm } from './contact-form';

/** /user/contact (product.md §2): the form, the quick-contact block and the privacy note. */
export function ContactPage() {
  const { user } = useCurrentUser();
  const intl = useIntl();
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <header className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            <FormattedMessage id="contact.title" />
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            <FormattedMessage
              id="contact.intro"
              values={{
                nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
              }}
            />
          </p>
        </header>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <section
            aria-label={intl.formatMessage({ id: 'contact.formSection' })}
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-8"
          >
            <ContactForm user={user} />
          </section>
          <aside className="space-y-6">
            <section
              aria-labelledby="quick-contact-title"
              className="rounded-3xl bg-indigo-950 p-6 text-indigo-100 sm:p-8"
            >
              <h2 id="quick-contact-title" className="text-xl font-bold text-white">
                <FormattedMessage id="contact.quick" />
              </h2>
              <ContactDetails
                className="mt-5 space-y-4"
                iconClassName="text-amber-300"
                linkClassName="rounded hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
                fallback={
                  <p className="mt-5 leading-relaxed">
                    <FormattedMessage id="contact.fallback" />
                  </p>
                }
              />
              <div className="mt-6">
                <SocialLinks tone="dark" />
              </div>
            </section>
            <p className="rounded-2xl bg-white p-5 text-sm leading-relaxed text-slate-600 ring-1 ring-slate-900/5">
              <FormattedMessage
                id="contact.privacy"
                values={{
                  strong: (chunks) => <strong className="text-slate-800">{chunks}</strong>,
                  link: (chunks) => (
                    <Link
                      to="/privacy"
                      className="font-medium text-indigo-700 underline underline-offset-2"
                    >
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          </aside>
        </div>
      </div>
    </div>
  );
}
