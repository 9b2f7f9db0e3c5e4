import type { CheckInFeeling, MessageId } from '@acp/shared';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getErrorMessage } from '@/lib/api-error';
import { useCheckInMutation } from '@/lib/api/user-api';
import { journeyToast } from '@/lib/journey-toast';
import { secondaryButton } from './button-styles';

const FEELINGS: readonly { feeling: CheckInFeeling; label: MessageId }[] = [
  { feeling: 'okay', label: 'support.checkIn.okay' },
  { feeling: 'struggling', label: 'support.checkIn.struggling' },
  { feeling: 'rather-not-say', label: 'support.checkIn.ratherNot' },
];

/**
 * A gentle question when some words read heavy but not clearly (decision 019): how have you been
 * feeling lately? "It's been hard" or "rather not say" brings the support card; "okay" clears the
 * question. Only that flag is kept, never the answer.
 */
export function SupportCheckIn({ className = '' }: { className?: string }) {
  const titleId = useId();
  const intl = useIntl();
  const [checkIn, { isLoading }] = useCheckInMutation();
  const answer = async (feeling: CheckInFeeling) => {
    try {
      await checkIn(feeling).unwrap();
      // The question goes; the support card takes its place, or a word of thanks.
      if (feeling === 'okay')
        journeyToast.success(intl.formatMessage({ id: 'support.checkIn.thanks' }));
    } catch (error) {
      journeyToast.error(getErrorMessage(error));
    }
  };
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-3xl bg-teal-50 p-5 text-teal-950 ring-1 ring-teal-200 sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-bold">
        <FormattedMessage id="support.checkIn.question" />
      </h2>
      <p className="mt-2 text-sm text-teal-900">
        <FormattedMessage id="support.checkIn.note" />
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {FEELINGS.map(({ feeling, label }) => (
          <button
            key={feeling}
            type="button"
            className={`${secondaryButton} min-h-11 px-5`}
            disabled={isLoading}
            onClick={() => void answer(feeling)}
          >
            <FormattedMessage id={label} />
          </button>
        ))}
      </div>
    </section>
  );
}
