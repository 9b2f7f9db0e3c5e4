import { Link } from 'react-router';
import { WriteToUs } from '@/components/contact-details';
import { LegalLayout } from './legal-layout';

/** The terms of using AI Career Path, short and plain. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          By creating an account or using AI Career Path you agree to these terms. They are short on
          purpose.
        </p>
      }
    >
      <section>
        <h2>What the service is</h2>
        <p>
          AI Career Path offers a three-step questionnaire and generated career guidance. The
          guidance is a starting point for your own thinking, not professional, legal or financial
          advice, and it does not guarantee admission, a job or an income.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>Give accurate details and keep your password to yourself.</li>
          <li>One account per person. You are responsible for what happens in your account.</li>
          <li>Do not misuse the service, for example by trying to break or overload it.</li>
        </ul>
      </section>
      <section>
        <h2>The paid full report</h2>
        <p>
          Steps 1 to 3 are free. The full report (deep roadmap and career PDF) is a one-time payment
          processed by Razorpay. You can ask for a refund within 7 days, and if a payment goes wrong
          we sort it out: see the <Link to="/refunds">Refund Policy</Link>.
        </p>
      </section>
      <section>
        <h2>Your data</h2>
        <p>
          How we handle your data is described in our <Link to="/privacy">Privacy Policy</Link>.
          Occupation information comes from O*NET; see the <Link to="/credits">Credits</Link>.
        </p>
      </section>
      <section>
        <h2>Questions</h2>
        <p>
          Please <WriteToUs /> <Link to="/user/contact">contact form</Link>.
        </p>
      </section>
    </LegalLayout>
  );
}
