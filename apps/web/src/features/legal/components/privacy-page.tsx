import { Link } from 'react-router';
import { siteContact } from '@/lib/site-contact';
import { LegalLayout } from './legal-layout';

/** What AI Career Path collects, where it keeps it and who else sees it. */
export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          AI Career Path collects only what it needs to run your career journey. This page says what
          that is, where it is kept and who else can see it.
        </p>
      }
    >
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your name, email address and phone number, and your
            profile picture if you sign in with Google.
          </li>
          <li>
            <strong>Your answers and results:</strong> your answers to the three steps and the
            insights, career matches and roadmaps generated from them.
          </li>
          <li>
            <strong>Your career choices:</strong> the career you select from your blueprint.
          </li>
          <li>
            <strong>Payment records:</strong> for the full report, the order, its amount and whether
            it was paid. Card and bank details go straight to Razorpay, our payment provider; we
            never see or store them.
          </li>
          <li>
            <strong>Contact messages:</strong> what you send us through the contact form.
          </li>
        </ul>
      </section>
      <section>
        <h2>Where it is kept</h2>
        <p>
          Everything above is stored in our own database (PostgreSQL, or the database embedded in
          the application on smaller installations). Passwords are stored only as one-way hashes.
        </p>
      </section>
      <section>
        <h2>Who else sees it</h2>
        <p>
          Your results are computed by our own engine. Only when the operator of this service
          configures an AI language model provider are your answers sent to that provider to word
          your results. Razorpay sees what it needs to take a payment. We do not sell your data or
          use it for advertising.
        </p>
      </section>
      <section>
        <h2>Cookies and sessions</h2>
        <p>
          We keep you signed in with one HttpOnly session cookie, which scripts on the page cannot
          read. See <Link to="/cookies">Cookies Settings</Link> for details.
        </p>
      </section>
      <section>
        <h2>Your choices and how to reach us</h2>
        <p>
          To see the data we hold about you, or to have it corrected or deleted, contact us and we
          will help: write to <a href={`mailto:${siteContact.email}`}>{siteContact.email}</a> or use
          the <Link to="/user/contact">contact form</Link>.
        </p>
      </section>
    </LegalLayout>
  );
}
