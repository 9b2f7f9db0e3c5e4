import { Link } from 'react-router';
import { textLink } from '@/components/button-styles';

/** A slim footer with the legal links; the full footer arrives with the landing issue. */
export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} AI Career Path. All rights reserved.</p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/privacy" className={textLink}>
            Privacy Policy
          </Link>
          <Link to="/terms" className={textLink}>
            Terms of Service
          </Link>
          <Link to="/cookies" className={textLink}>
            Cookies Settings
          </Link>
          <Link to="/credits" className={textLink}>
            Credits
          </Link>
        </nav>
      </div>
    </footer>
  );
}
