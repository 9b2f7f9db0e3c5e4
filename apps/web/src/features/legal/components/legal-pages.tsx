import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder legal and credits pages linked from the modals and the footer. */
export function PrivacyPage() {
  return (
    <PlaceholderPage title="Privacy Policy">
      <p>
        We collect only what we need to run your career journey: your account details and your
        answers.
      </p>
      <p>The full policy will be published here.</p>
    </PlaceholderPage>
  );
}

export function TermsPage() {
  return (
    <PlaceholderPage title="Terms of Use">
      <p>The full terms of use of AI Career Path will be published here.</p>
    </PlaceholderPage>
  );
}

export function CookiesPage() {
  return (
    <PlaceholderPage title="Cookies Settings">
      <p>We use one essential cookie to keep you signed in. We use no advertising cookies.</p>
    </PlaceholderPage>
  );
}

export function CreditsPage() {
  return (
    <PlaceholderPage title="Credits">
      <p>
        Occupation data comes from O*NET 29.3, by the U.S. Department of Labor, Employment and
        Training Administration, used under the CC BY 4.0 license.
      </p>
    </PlaceholderPage>
  );
}
