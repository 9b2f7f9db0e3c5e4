import { PAY_LINK_TTL_MS } from '@acp/shared';
import { useId, useState } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { getErrorMessage } from '@/lib/api-error';
import { useCreatePayLinkMutation } from '../api/payment-api';

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
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const url = data?.url;

  const make = async () => {
    const made = await createLink({ career })
      .unwrap()
      .catch(() => null);
    if (made) onLinkMade();
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: the field is selected so a long-press or Ctrl+C copies it.
      document.getElementById(inputId)?.focus();
    }
  };
  const share = async () => {
    if (!url) return;
    await navigator.share({ title: 'Please pay for my career report', url }).catch(() => undefined);
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-6 rounded-2xl bg-slate-50 p-4">
      <h3 id={`${inputId}-title`} className="font-bold text-slate-900">
        Want a parent to pay?
      </h3>
      {url ? (
        <>
          <label htmlFor={inputId} className="mt-2 block text-sm text-slate-700">
            Send them this link. They can pay with it without an account, and your report unlocks
            here.
          </label>
          <div className="mt-2 flex flex-wrap gap-2">
            <input
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 min-w-0 basis-full rounded-xl border border-slate-300 bg-white px-3 font-mono text-sm text-slate-800 sm:flex-1 sm:basis-auto"
            />
            <button type="button" className={secondaryButton} onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
            {canShare ? (
              <button type="button" className={secondaryButton} onClick={() => void share()}>
                Share
              </button>
            ) : null}
          </div>
          <p className="mt-2 text-xs text-slate-600" role="status">
            {copied ? 'Link copied. ' : ''}It works for {LINK_DAYS} days and shows only your first
            name and chosen career. A new link ends this one.
          </p>
        </>
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
              {getErrorMessage(error)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
