import type { LowSignalNote as LowSignalNoteContent, SupportNotice } from '@acp/shared';
import { LowSignalNote } from './low-signal-note';
import { SupportCard } from './support-card';
import { SupportCheckIn } from './support-check-in';

interface ResultNoticesProps {
  /** The support notice the result carries, if any. */
  support?: SupportNotice | undefined;
  /** An earlier answer of the person asked for the support card (`user.showSupportCard`). */
  supportFlagged: boolean;
  /** Some words read heavy, not clearly: ask how they have been (`user.supportCheckIn`). */
  checkIn?: boolean;
  lowSignal?: LowSignalNoteContent | undefined;
}

/**
 * What a result page says before the result itself: the support card first, so a person who may
 * be struggling sees it before anything else, then the note on too-thin answers.
 */
export function ResultNotices({
  support,
  supportFlagged,
  checkIn = false,
  lowSignal,
}: ResultNoticesProps) {
  const showSupport = Boolean(support) || supportFlagged;
  const ask = checkIn && !showSupport;
  if (!showSupport && !ask && !lowSignal) return null;
  return (
    <div className="mt-6 space-y-4">
      {showSupport ? <SupportCard notice={support} /> : null}
      {ask ? <SupportCheckIn /> : null}
      {lowSignal ? <LowSignalNote note={lowSignal} /> : null}
    </div>
  );
}
