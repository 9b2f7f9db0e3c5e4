import { useId, useState } from 'react';
import { secondaryButton, textLink } from '@/components/button-styles';
import { CopyLinkBox } from '@/components/copy-link-box';
import { getErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import {
  useCreateParentViewMutation,
  useParentViewStatusQuery,
  useRevokeParentViewMutation,
  useSetParentViewFeelingsMutation,
} from '../api/parent-api';

const WHEN = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * "Share with my parent": a read-only page of the blueprint for a parent, from a link with no
 * login. The student sees when it was last opened, chooses whether the Step 2 map shows, makes a
 * new link or switches it off.
 */
export function ShareWithParent() {
  const titleId = useId();
  const feelingsId = useId();
  const { data: status } = useParentViewStatusQuery();
  const [create, creating] = useCreateParentViewMutation();
  const [setFeelings, settingFeelings] = useSetParentViewFeelingsMutation();
  const [revoke, revoking] = useRevokeParentViewMutation();
  const [shareFeelings, setShareFeelings] = useState(false);
  const link = status?.link ?? null;
  // The address exists only in the answer that made it (the server keeps a hash).
  const url = link && creating.data?.link.createdAt === link.createdAt ? creating.data.url : null;
  const feelings = link ? link.shareFeelings : shareFeelings;

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (failure) {
      toast.error(getErrorMessage(failure));
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        Share with my parent
      </h2>
      <p className="mt-2 text-slate-700">
        Give a parent or guardian their own page of your results: your top 3 careers, why they fit,
        the route in India, costs and a Plan B, with questions to talk about together. They need no
        account, can pay for your full report there, and never see what you wrote.
      </p>
      <label htmlFor={feelingsId} className="mt-4 flex min-h-11 cursor-pointer items-start gap-3">
        <input
          id={feelingsId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 rounded accent-indigo-600"
          checked={feelings}
          disabled={settingFeelings.isLoading}
          onChange={(event) => {
            const next = event.target.checked;
            if (link) void run(() => setFeelings(next).unwrap());
            else setShareFeelings(next);
          }}
        />
        <span className="text-slate-700">
          Also show my Step 2 map (what gives me energy and what drains it)
        </span>
      </label>
      {link ? (
        <div className="mt-4 rounded-2xl bg-slate-50 p-4">
          <p className="text-sm text-slate-700">
            Link made {WHEN.format(new Date(link.createdAt))}.{' '}
            {link.lastOpenedAt
              ? `Last opened ${WHEN.format(new Date(link.lastOpenedAt))}.`
              : 'Not opened yet.'}
          </p>
          {url ? (
            <CopyLinkBox
              url={url}
              shareTitle="My career results"
              label="Send this link to your parent or guardian:"
              note="It works until you switch it off or make a new one."
            />
          ) : null}
          <div className="mt-3 flex flex-wrap gap-x-5">
            <button
              type="button"
              className={`${textLink} min-h-11`}
              disabled={creating.isLoading}
              onClick={() => void run(() => create({ shareFeelings: feelings }).unwrap())}
            >
              Make a new link
            </button>
            <button
              type="button"
              className={`${textLink} min-h-11`}
              disabled={revoking.isLoading}
              onClick={() =>
                void run(async () => {
                  const answer = await revoke().unwrap();
                  toast.success(answer.message ?? 'Stopped');
                })
              }
            >
              Stop sharing
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${secondaryButton} mt-4`}
          disabled={creating.isLoading}
          onClick={() => void run(() => create({ shareFeelings }).unwrap())}
        >
          {creating.isLoading ? 'Making the link…' : 'Share with my parent'}
        </button>
      )}
    </section>
  );
}
