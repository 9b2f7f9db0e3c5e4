import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { secondaryButton, textLink } from '@/components/button-styles';
import { CopyLinkBox } from '@/components/copy-link-box';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/api/user-api';
import { useLocale } from '@/lib/i18n/locale-provider';
import { isOfferPaused } from '@/lib/paid-plan';
import { toast } from '@/lib/toast';
import {
  useCreateParentViewMutation,
  useParentViewStatusQuery,
  useRevokeParentViewMutation,
  useSetParentViewFeelingsMutation,
} from '../api/parent-api';

const WHEN = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' } as const;
/** Hindi says the time on the 24-hour clock: its "am"/"pm" would be English words. */
const WHEN_HI = { ...WHEN, hourCycle: 'h23' } as const;

/**
 * "Share with my parent": a read-only page of the blueprint for a parent, from a link with no
 * login. The student sees when it was last opened, chooses whether the Step 2 map shows, makes a
 * new link or switches it off.
 */
export function ShareWithParent() {
  // No word of paying while offers are paused for them (decision 019).
  const offersPaused = isOfferPaused(useCurrentUser().user);
  const intl = useIntl();
  const { locale } = useLocale();
  const when = (at: string) => intl.formatDate(new Date(at), locale === 'hi' ? WHEN_HI : WHEN);
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
        <FormattedMessage id="journey.share.title" />
      </h2>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id={offersPaused ? 'journey.share.bodyNoOffer' : 'journey.share.body'} />
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
          <FormattedMessage id="journey.share.feelings" />
        </span>
      </label>
      {link ? (
        <div className="mt-4 rounded-2xl bg-slate-50 p-4">
          <p className="text-sm text-slate-700">
            <FormattedMessage id="journey.share.made" values={{ when: when(link.createdAt) }} />{' '}
            {link.lastOpenedAt ? (
              <FormattedMessage
                id="journey.share.lastOpened"
                values={{ when: when(link.lastOpenedAt) }}
              />
            ) : (
              <FormattedMessage id="journey.share.notOpened" />
            )}
          </p>
          {url ? (
            <CopyLinkBox
              url={url}
              shareTitle={intl.formatMessage({ id: 'journey.share.shareTitle' })}
              label={<FormattedMessage id="journey.share.sendLink" />}
              note={<FormattedMessage id="journey.share.linkNote" />}
            />
          ) : null}
          <div className="mt-3 flex flex-wrap gap-x-5">
            <button
              type="button"
              className={`${textLink} min-h-11`}
              disabled={creating.isLoading}
              onClick={() => void run(() => create({ shareFeelings: feelings }).unwrap())}
            >
              <FormattedMessage id="journey.share.newLink" />
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
              <FormattedMessage id="journey.share.stop" />
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
          <FormattedMessage
            id={creating.isLoading ? 'journey.share.making' : 'journey.share.title'}
          />
        </button>
      )}
    </section>
  );
}
