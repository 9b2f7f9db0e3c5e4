import { Link } from 'react-router';
import { LegalLayout } from './legal-layout';

/** The cookies and local storage the app uses; nothing optional, so nothing to switch off. */
export function CookiesPage() {
  return (
    <LegalLayout
      title="Cookies Settings"
      intro={
        <p>
          AI Career Path uses only what it needs to keep you signed in. There are no advertising or
          analytics cookies, so there is nothing to switch off here.
        </p>
      }
    >
      <section>
        <h2>What we store in your browser</h2>
        <ul>
          <li>
            <strong>Session cookie</strong> (strictly necessary): keeps you signed in. It is
            HttpOnly, so scripts on the page cannot read it, and it ends when you log out.
          </li>
          <li>
            <strong>Logged-in flag</strong> (local storage, strictly necessary): remembers whether
            you were signed in, so the app knows to restore your session.
          </li>
        </ul>
      </section>
      <section>
        <h2>Third parties</h2>
        <p>
          Google sign-in and Razorpay checkout run their own scripts, which may set cookies under
          Google&apos;s and Razorpay&apos;s policies. Google&apos;s script loads only when this
          service offers Google sign-in, and Razorpay&apos;s only when you pay.
        </p>
      </section>
      <section>
        <h2>More</h2>
        <p>
          See our <Link to="/privacy">Privacy Policy</Link> for what we collect and why.
        </p>
      </section>
    </LegalLayout>
  );
}
