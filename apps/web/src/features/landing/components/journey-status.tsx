import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicUser } from '@acp/shared';
import { Link } from 'react-router';
import { secondaryButton } from '@/components/button-styles';
import { ArrowRightIcon } from '@/components/icons';
import { ProgressWidget } from '@/components/progress-widget';
import { useCurrentUser } from '@/lib/api/user-api';
import { dayProgressOf } from '@/lib/journey-progress';
import { journeyLinkFor } from '../journey-link';

/** A logged-in user's progress and the link back into the journey (product.md §2). */
export function JourneyStatus({ user }: { user: PublicUser }) {
  const link = journeyLinkFor(user);
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'landing.journeyLabel' })}
      className="mt-8 flex max-w-xl flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:flex-row sm:items-center sm:justify-between"
    >
      <ProgressWidget steps={dayProgressOf(user.quesAns)} />
      {link ? (
        <Link to={link.to} className={`${secondaryButton} shrink-0`}>
          <FormattedMessage
            id={link.kind === 'blueprint' ? 'landing.seeJourney' : 'landing.resume'}
          />{' '}
          <ArrowRightIcon />
        </Link>
      ) : null}
    </section>
  );
}

/** The journey of the logged-in person, once their user has arrived. */
export function UserJourneyStatus() {
  const { user } = useCurrentUser();
  return user ? <JourneyStatus user={user} /> : null;
}
