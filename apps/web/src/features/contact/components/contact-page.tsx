import { useCurrentUser } from '@/lib/api/user-api';
import { ContactDetails } from '@/components/contact-details';
import { SocialLinks } from '@/components/social-links';
import { Link } from 'react-router';
import { ContactForm } from './contact-form';

/** /user/contact (product.md §2): the form, the quick-contact block and the privacy note. */
export function ContactPage() {
  const { user } = useCurrentUser();
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <header className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            WE&apos;D LOVE TO HEAR FROM YOU
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            Questions about your test, your report or a payment? Send us a message and we will reply
            within <span className="whitespace-nowrap">24-48 hours</span>.
          </p>
        </header>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <section
            aria-label="Send us a message"
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
                Quick contact
              </h2>
              <ContactDetails
                className="mt-5 space-y-4"
                iconClassName="text-amber-300"
                linkClassName="rounded hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
                fallback={
                  <p className="mt-5 leading-relaxed">
                    The form is the quickest way to reach us: every message is read by a person and
                    answered by email.
                  </p>
                }
              />
              <div className="mt-6">
                <SocialLinks tone="dark" />
              </div>
            </section>
            <p className="rounded-2xl bg-white p-5 text-sm leading-relaxed text-slate-600 ring-1 ring-slate-900/5">
              <strong className="text-slate-800">Your privacy matters.</strong> We use your details
              only to answer this message. See our{' '}
              <Link
                to="/privacy"
                className="font-medium text-indigo-700 underline underline-offset-2"
              >
                Privacy Policy
              </Link>
              .
            </p>
          </aside>
        </div>
      </div>
    </div>
  );
}
