import type { ReactNode } from 'react';

interface LegalLayoutProps {
  title: string;
  /** A plain date, e.g. "July 2025". */
  updated?: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of the legal pages: a readable column with headings and spaced paragraphs. */
export function LegalLayout({ title, updated, intro, children }: LegalLayoutProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 md:py-20">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-slate-500">Last updated {updated}</p> : null}
      <div className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</div>
      <div className="mt-10 space-y-10 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_li]:mt-2 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
