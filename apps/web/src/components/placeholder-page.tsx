import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A simple titled page for screens whose content arrives in a later release. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-600">{children}</div>
    </section>
  );
}
