import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { primaryButton } from '@/components/button-styles';
import { useCountdown } from '../hooks/use-countdown';
import { useProgressStatus } from '../hooks/use-progress-status';
import { formatHms, localUnlockTime } from '../lib/countdown';

interface UnlockPanelProps {
  /** The step that unlocks next. */
  step: 'day2' | 'day3';
}

function Countdown({
  unlockAtMs,
  label,
  to,
}: {
  unlockAtMs: number | null;
  label: string;
  to: string;
}) {
  const remaining = useCountdown(unlockAtMs);
  const intl = useIntl();
  if (remaining <= 0) {
    return (
      <Link to={to} className={`${primaryButton} px-8 py-3 text-lg`}>
        <FormattedMessage id="results.unlock.continue" values={{ label }} />
      </Link>
    );
  }
  return (
    <div className="rounded-2xl bg-white px-8 py-6 text-center shadow-sm ring-1 ring-indigo-100">
      <p className="font-semibold text-slate-700">
        <FormattedMessage id="results.unlock.unlocksIn" values={{ label }} />
      </p>
      <p
        role="timer"
        aria-label={intl.formatMessage(
          { id: 'results.unlock.unlocksInTime' },
          { label, time: formatHms(remaining) },
        )}
        className="mt-2 font-mono text-4xl font-bold tabular-nums text-indigo-700"
      >
        {formatHms(remaining)}
      </p>
    </div>
  );
}

/**
 * The bottom of a result page (product.md §2): "Loading...", then the continue button when the next
 * step is open or its hh:mm:ss countdown. When the progress call fails there is no countdown,
 * only the button; the next screen's gate still checks the time.
 */
export function UnlockPanel({ step }: UnlockPanelProps) {
  const state = useProgressStatus();
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: 'results.unlock.step' },
    { step: step === 'day2' ? 2 : 3 },
  );
  const to = step === 'day2' ? '/user/day2' : '/user/day3';
  let body;
  if (state.status === 'loading') {
    body = (
      <p className="text-slate-600">
        <FormattedMessage id="results.unlock.loading" />
      </p>
    );
  } else {
    const unlockAtMs =
      state.status === 'loaded' ? localUnlockTime(state.progress, step, state.receivedAtMs) : null;
    body = <Countdown unlockAtMs={unlockAtMs} label={label} to={to} />;
  }
  return <div className="mt-12 flex justify-center">{body}</div>;
}
