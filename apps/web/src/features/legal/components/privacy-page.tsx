import { Link } from 'react-router';
import { WriteToUs } from '@/components/contact-details';
import { LegalLayout } from './legal-layout';

/** What AI Career Path collects, why, where it keeps it, who sees it, and how to take it back. */
export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          AI Career Path collects only what it needs to run your career journey. This page says
          plainly what that is, why we need it, where it is kept, who else can see it, how long we
          keep it, and how you can download or delete it.
        </p>
      }
    >
      <section>
        <h2>What we collect and why</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your name, email address and phone number, and your
            profile picture if you sign in with Google. We need them to sign you in and to reach you
            if you ask us for help.
          </li>
          <li>
            <strong>Your date of birth,</strong> and for anyone under 18 a parent&apos;s or
            guardian&apos;s email: to follow the law on children&apos;s data (see below).
          </li>
          <li>
            <strong>Your answers and results:</strong> your answers to the three steps and the
            insights, career matches and roadmaps made from them. They are the journey itself:
            without them we cannot show you your results.
          </li>
          <li>
            <strong>Your career choices and PDF:</strong> the career you select from your blueprint
            and the career PDF made for it, so you can come back to them.
          </li>
          <li>
            <strong>Payment records:</strong> for the full report, the order, its amount and whether
            it was paid, so we know what you have unlocked. Card and bank details go straight to
            Razorpay, our payment provider; we never see or store them.
          </li>
          <li>
            <strong>Contact messages:</strong> what you send us through the contact form, so we can
            answer you.
          </li>
          <li>
            <strong>A yes/no support flag:</strong> when one of your answers suggests you may be
            going through a hard time, we show you a short note with free helpline numbers. To keep
            showing it, we store only a yes/no flag with your answers. We never store an analysis of
            your words, never label you, and never share the flag with anyone.
          </li>
        </ul>
      </section>
      <section>
        <h2>Children under 18</h2>
        <p>
          India&apos;s Digital Personal Data Protection Act 2023 treats everyone under 18 as a
          child. We ask everyone&apos;s date of birth when they sign up, and we follow these rules:
        </p>
        <ul>
          <li>
            <strong>Under 13:</strong> we do not open an account. Our questions are written for
            secondary-school students and older.
          </li>
          <li>
            <strong>13 to 17:</strong> we keep nothing of a child&apos;s answers and make no result
            until a parent or guardian says yes. We email them a link that works once, for a week;
            the page behind it says, in English and Hindi, what we collect, why, who sees it and how
            long we keep it. We record the consent with the parent&apos;s email address, the time
            and the version of the text they read.
          </li>
          <li>
            <strong>Withdrawing:</strong> every email we send the parent afterwards has a link to
            withdraw consent. Using it erases the child&apos;s answers and results at once.
          </li>
          <li>
            <strong>No tracking:</strong> we do not track, profile for advertising or show
            advertising to anyone. For a signed-in child no outside script loads at all, except
            Razorpay&apos;s checkout at the moment of a payment.
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
        <ul>
          <li>
            <strong>Your answers stay with us by default:</strong> your results are computed by our
            own engine, on our own servers.
          </li>
          <li>
            <strong>An AI language model provider, only if the operator sets one up:</strong> then
            only the answers needed to word a result are sent to that provider. Answers that suggest
            someone may be struggling are never sent; those results are written by our own engine
            alone.
          </li>
          <li>
            <strong>Razorpay</strong> sees what it needs to take a payment.
          </li>
          <li>
            <strong>The email service</strong> the operator uses sees your email address when we
            send you an email, such as a password reset link.
          </li>
        </ul>
        <p>We do not sell your data or use it for advertising.</p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          We keep your account, answers, results and messages until you delete your account. When
          you do, they are deleted at once. Payment records are the one exception: we keep them for
          our accounts, as an anonymous record (the amount, the date and the payment provider&apos;s
          reference) that is no longer linked to you. Sign-in sessions also end on their own after a
          period without use.
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
        <h2>Download or delete your data</h2>
        <p>
          On <Link to="/user/profile">your profile</Link>, under &ldquo;Your data&rdquo;:
        </p>
        <ul>
          <li>
            <strong>Download my data</strong> saves a file with everything we hold about you: your
            account, answers, results, career choices, payments, contact messages and sessions.
          </li>
          <li>
            <strong>Delete my account</strong> deletes your account and all of the above, after you
            confirm with your email address (and your password, if you have one).
          </li>
        </ul>
        <p>
          For anything else, or to have something corrected, <WriteToUs />{' '}
          <Link to="/user/contact">contact form</Link>.
        </p>
      </section>
      <section>
        <h2>Questions and complaints</h2>
        <p>
          Questions or a complaint about your data, or your child&apos;s: <WriteToUs />{' '}
          <Link to="/user/contact">contact form</Link> (&ldquo;General Inquiry&rdquo;). The person
          who answers is our grievance contact for data protection. If you are not satisfied with
          our answer, you may complain to the Data Protection Board of India.
        </p>
      </section>
    </LegalLayout>
  );
}
