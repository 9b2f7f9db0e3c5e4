import type { MessageId } from '@acp/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePublicConfig } from '@/lib/public-config';

const linkTo = (to: string) =>
  function PageLink(chunks: ReactNode[]) {
    return <Link to={to}>{chunks}</Link>;
  };

/** The tags the legal texts use: bold lead-ins and links to the other pages. */
const tags = {
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  contact: linkTo('/user/contact'),
  cookies: linkTo('/cookies'),
  credits: linkTo('/credits'),
  privacy: linkTo('/privacy'),
  profile: linkTo('/user/profile'),
  refunds: linkTo('/refunds'),
};

/**
 * One paragraph of a legal page from the legal catalogue, with its links; `{email}` is the team's
 * address where this deployment sets one (`none` where it does not), shown as it is written.
 */
export function LegalText({ id }: { id: MessageId }) {
  const email = usePublicConfig()?.contact.email ?? null;
  return (
    <FormattedMessage
      id={id}
      values={{
        ...tags,
        email: email ?? 'none',
        mail: (chunks: ReactNode[]) => (
          <a href={`mailto:${email ?? ''}`} translate="no">
            {chunks}
          </a>
        ),
      }}
    />
  );
}
