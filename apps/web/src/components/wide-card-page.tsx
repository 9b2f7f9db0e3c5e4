import type { ReactNode } from 'react';

/** A page that is one wide card with no back arrow: the parent's pages, opened from an email or a shared link. */
export function WideCardPage({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex justify-center px-4 py-10">
      <div className="w-full max-w-2xl rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
