import type { ReactNode } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';

interface ContactDetailsProps {
  /** Classes of the block (spacing). */
  className: string;
  /** Colour of the icons. */
  iconClassName: string;
  /** Classes of the phone and email links. */
  linkClassName: string;
  /** Shown instead when the deployment sets no contact detail. */
  fallback: ReactNode;
}

/**
 * The team's address, phone and email as this deployment configures them (`SUPPORT_*`): a line
 * whose setting is unset is left out, and nothing is drawn when none is set. No placeholders.
 */
export function ContactDetails({
  className,
  iconClassName,
  linkClassName,
  fallback,
}: ContactDetailsProps) {
  const contact = usePublicConfig()?.contact;
  if (!contact || (!contact.address && !contact.phone && !contact.email)) return fallback;
  return (
    // The operator's own address, phone and email: shown as they are set, in either language.
    <address translate="no" className={`not-italic ${className}`}>
      {contact.address ? (
        <p className="flex items-start gap-3">
          <MapPinIcon className={`mt-1 shrink-0 ${iconClassName}`} />
          {contact.address}
        </p>
      ) : null}
      {contact.phone ? (
        <p className="flex items-center gap-3">
          <PhoneIcon className={`shrink-0 ${iconClassName}`} />
          <a
            href={`tel:${contact.phone.replace(/[\s()-]/g, '')}`}
            className={`inline-flex min-h-11 items-center ${linkClassName}`}
          >
            {contact.phone}
          </a>
        </p>
      ) : null}
      {contact.email ? (
        <p className="flex items-center gap-3">
          <MailIcon className={`shrink-0 ${iconClassName}`} />
          <a
            href={`mailto:${contact.email}`}
            className={`inline-flex min-h-11 items-center break-all ${linkClassName}`}
          >
            {contact.email}
          </a>
        </p>
      ) : null}
    </address>
  );
}
