import type { LowSignalNote as LowSignalNoteContent } from '@acp/shared';
import { useId } from 'react';

interface LowSignalNoteProps {
  note: LowSignalNoteContent;
  className?: string;
}

/**
 * Said plainly when the answers carried too little to go on: what the result can and cannot
 * tell, and what would make it better.
 */
export function LowSignalNote({ note, className = '' }: LowSignalNoteProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-3xl bg-sky-50 p-5 text-slate-800 ring-1 ring-sky-200 sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {note.heading}
      </h2>
      <p className="mt-2 leading-relaxed">{note.message}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-sky-700">
        {note.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
