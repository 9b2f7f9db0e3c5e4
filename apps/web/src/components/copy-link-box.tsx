import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { secondaryButton } from '@/components/button-styles';

interface CopyLinkBoxProps {
  url: string;
  /** What the link is for, as the field's label. */
  label: ReactNode;
  /** A line under the field: how long it works, what it shows. */
  note: ReactNode;
  /** The title a phone's share sheet gives the link. */
  shareTitle: string;
}

/** A link to hand on: a read-only field, "Copy link", and the phone's share sheet when it has one. */
export function CopyLinkBox({ url, label, note, shareTitle }: CopyLinkBoxProps) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: the field is selected so a long-press or Ctrl+C copies it.
      document.getElementById(inputId)?.focus();
    }
  };
  const share = async () => {
    await navigator.share({ title: shareTitle, url }).catch(() => undefined);
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <>
      <label htmlFor={inputId} className="mt-2 block text-sm text-slate-700">
        {label}
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
          <FormattedMessage id={copied ? 'copyLink.copied' : 'copyLink.copy'} />
        </button>
        {canShare ? (
          <button type="button" className={secondaryButton} onClick={() => void share()}>
            <FormattedMessage id="copyLink.share" />
          </button>
        ) : null}
      </div>
      <p className="mt-2 text-xs text-slate-600" role="status">
        {copied ? `${intl.formatMessage({ id: 'copyLink.linkCopied' })} ` : ''}
        {note}
      </p>
    </>
  );
}
