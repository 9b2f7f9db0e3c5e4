import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ContactDetails } from '@/components/contact-details';
import { SocialLinks } from '@/components/social-links';

/** The footer's contact block: the configured details and profiles, or a way to write to us. */
export function FooterContact({ linkClassName }: { linkClassName: string }) {
  return (
    <>
      <ContactDetails
        className="mt-4 space-y-3"
        iconClassName="text-indigo-300"
        linkClassName={linkClassName}
        fallback={
          <p className="mt-4 max-w-xs leading-relaxed">
            <FormattedMessage
              id="footer.questions"
              values={{
                link: (text) => (
                  <Link
                    to="/user/contact"
                    className="rounded text-white underline underline-offset-2 hover:text-indigo-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-300"
                  >
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        }
      />
      <div className="mt-6">
        <SocialLinks tone="dark" />
      </div>
    </>
  );
}
