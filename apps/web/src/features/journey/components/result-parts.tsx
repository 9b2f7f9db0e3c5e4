import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A white card of a result page. */
export function ResultCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-indigo-500">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The text in curly quotes: a text that is already one quotation is not quoted twice, and
 * quotations inside it become single quotes.
 */
export function quoted(text: string): string {
  const trimmed = text.trim();
  const inner = /^["“][^"“”]*["”]$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  const nested = inner
    .replace(/"([^"]*)"/g, '‘$1’')
    .replace(/“/g, '‘')
    .replace(/”/g, '’');
  return `“${nested}”`;
}

/** A closing reflection, in quotes. */
export function Reflection({ title, quote }: { title: string; quote: string }) {
  return (
    <section className="rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-700 p-8 text-center text-white shadow-lg">
      <h2 className="text-sm font-bold uppercase tracking-widest text-indigo-100">{title}</h2>
      <blockquote className="mx-auto mt-4 max-w-2xl text-xl font-medium leading-relaxed">
        {quoted(quote)}
      </blockquote>
    </section>
  );
}

/** Shown while a missing result is being prepared, or when that failed. */
export function ResultPending({ failed }: { failed: boolean }) {
  return failed ? (
    <p className="rounded-2xl bg-rose-50 p-6 text-rose-800 ring-1 ring-rose-200">
      <FormattedMessage id="results.pending.failed" />
    </p>
  ) : (
    <p role="status" className="p-6 text-center text-slate-600">
      <FormattedMessage id="results.pending.preparing" />
    </p>
  );
}
