import { PAY_LINK_TTL_MS } from '@acp/shared';
import { useId } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { CopyLinkBox } from '@/components/copy-link-box';
import { getErrorMessage } from '@/lib/api-error';
import { useCreatePayLinkMutation } from '../api/payment-api';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';

const LINK_DAYS = Math.round(PAY_LINK_TTL_MS / (24 * 60 * 60 * 1000));

interface AskParentToPayProps {
  /** The career being unlocked, named to the payer. */
  career: string | null;
  /** Called once a link exists: the dialog then watches for the parent's payment. */
  onLinkMade: () => void;
}

/**
 * "Ask a parent to pay": makes a link that pays for this account without logging in, to copy or
 * share (WhatsApp, SMS…) with whoever pays.
 */
export function AskParentToPay({ career, onLinkMade }: AskParentToPayProps) {
  const [createLink, { data, isLoading, error }] = useCreatePayLinkMutation();
  const titleId = useId();
  const translate = useTranslateMessage();
  const url = data?.url;

  const make = async () => {
    const made = await createLink({ career })
      .unwrap()
      .catch(() => null);
    if (made) onLinkMade();
  };

  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-2xl bg-slate-50 p-4">
      <h3 id={titleId} className="font-bold text-slate-900">
        Want a parent to pay?
      </h3>
      {url ? (
        <CopyLinkBox
          url={url}
          shareTitle="Please pay for my career report"
          label="Send them this link. They can pay with it without an account, and your report unlocks here."
          note={`It works for ${LINK_DAYS} days and shows only your first name and chosen career. A new link ends this one.`}
        />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Make a link that lets a parent or guardian pay from their own phone, no login needed.
          </p>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            disabled={isLoading}
            onClick={() => void make()}
          >
            {isLoading ? 'Making the link...' : 'Make a payment link'}
          </button>
          {error ? (
            <p className="mt-2 text-sm text-rose-700" role="alert">
              {translate(getErrorMessage(error))}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
