import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder contact page; the form arrives with the contact issue. */
export function ContactPage() {
  return (
    <PlaceholderPage title="WE'D LOVE TO HEAR FROM YOU">
      <p>We reply within 24-48 hours.</p>
    </PlaceholderPage>
  );
}
