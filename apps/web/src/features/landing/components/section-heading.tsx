import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** White text for the dark bands. */
  inverted?: boolean;
}

/** The heading block every landing section opens with: a small eyebrow, a title, a lead. */
export function SectionHeading({ id, eyebrow, title, children, inverted }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-widest ${inverted ? 'text-amber-300' : 'text-indigo-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${inverted ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {children ? (
        <p
          className={`mt-4 text-lg leading-relaxed ${inverted ? 'text-indigo-100' : 'text-slate-600'}`}
        >
          {children}
        </p>
      ) : null}
    </div>
  );
}
