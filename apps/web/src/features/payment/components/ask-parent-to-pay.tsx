import { PAY_LINK_TTL_MS } from '@acp/shared';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
        <FormattedMessage id="payment.parent.title" />
      </h3>
      {url ? (
        <CopyLinkBox
          url={url}
          shareTitle={intl.formatMessage({ id: 'payment.parent.shareTitle' })}
          label={intl.formatMessage({ id: 'payment.parent.label' })}
          note={intl.formatMessage({ id: 'payment.parent.note' }, { days: LINK_DAYS })}
        />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            <FormattedMessage id="payment.parent.intro" />
          </p>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            disabled={isLoading}
            onClick={() => void make()}
          >
            <FormattedMessage id={isLoading ? 'payment.parent.making' : 'payment.parent.make'} />
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
