import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link';

interface CardPageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A page that is one centred card (the password screens, unsubscribe), with the back arrow to /. */
export function CardPage({ title, subtitle, children }: CardPageProps) {
  return (
    <section className="flex min-h-[calc(100vh-4rem)] items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 sm:p-8">
        <BackLink />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
