import { startTransition, useOptimistic } from 'react';
import { FormattedMessage } from 'react-intl';
import { getErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSetRemindersMutation } from '../api/account-api';

/** Whether we email the person when their next step is ready; every reminder can stop them too. */
export function RemindersSection({ remindersOn }: { remindersOn: boolean }) {
  const [setReminders, { isLoading }] = useSetRemindersMutation();
  // The box follows the click at once; the saved setting takes over when the call ends.
  const [shown, show] = useOptimistic(remindersOn);

  const change = (on: boolean) =>
    startTransition(async () => {
      show(on);
      try {
        toast.success((await setReminders(on).unwrap()).message);
      } catch (error) {
        toast.error(getErrorMessage(error));
      }
    });

  return (
    <section
      aria-labelledby="reminders-title"
      className="mt-10 rounded-3xl bg-white p-6 ring-1 ring-slate-900/10 sm:p-8"
    >
      <h2 id="reminders-title" className="text-xl font-bold text-slate-900">
        <FormattedMessage id="profile.reminders.title" />
      </h2>
      <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 text-slate-700">
        <input
          type="checkbox"
          checked={shown}
          disabled={isLoading}
          onChange={(event) => change(event.target.checked)}
          className="mt-1 size-5 shrink-0 rounded border-slate-300 text-indigo-600 focus-visible:ring-4 focus-visible:ring-indigo-200"
        />
        <span>
          <FormattedMessage id="profile.reminders.label" />
          <span className="block text-sm text-slate-500">
            <FormattedMessage id="profile.reminders.note" />
          </span>
        </span>
      </label>
    </section>
  );
}
