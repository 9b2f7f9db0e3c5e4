import { siteContact } from '@/lib/site-contact';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';

interface ContactDetailsProps {
  /** Classes of the block (spacing). */
  className: string;
  /** Colour of the icons. */
  iconClassName: string;
  /** Classes of the phone and email links. */
  linkClassName: string;
}

/** The team's address, phone and email, as the footer and the contact page show them. */
export function ContactDetails({ className, iconClassName, linkClassName }: ContactDetailsProps) {
  return (
    <address className={`not-italic ${className}`}>
      <p className="flex items-start gap-3">
        <MapPinIcon className={`mt-1 shrink-0 ${iconClassName}`} />
        {siteContact.address}
      </p>
      <p className="flex items-center gap-3">
        <PhoneIcon className={`shrink-0 ${iconClassName}`} />
        <a href={`tel:${siteContact.phone.replace(/\s/g, '')}`} className={linkClassName}>
          {siteContact.phone}
        </a>
      </p>
      <p className="flex items-center gap-3">
        <MailIcon className={`shrink-0 ${iconClassName}`} />
        <a href={`mailto:${siteContact.email}`} className={`break-all ${linkClassName}`}>
          {siteContact.email}
        </a>
      </p>
    </address>
  );
}
