import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { primaryButton } from '@/components/button-styles';

/** Any unknown path (product.md §10: a page titled "Page not found" with a link home). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-indigo-700">404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900">
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        <FormattedMessage id="notFound.body" />
      </p>
      <Link to="/" className={`${primaryButton} mt-8`}>
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
