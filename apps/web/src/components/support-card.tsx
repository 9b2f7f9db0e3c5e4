import { SUPPORT_NOTICE, type MessageId, type SupportNotice } from '@acp/shared';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PhoneIcon } from './icons';

const dialLink =
  'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600';

interface SupportCardProps {
  /** The words and helplines to show; a result carries its own, else the shared ones. */
  notice?: SupportNotice;
  className?: string;
}

/** The shared notice's words as catalogue messages; a result's own words show as they are. */
const WORDED: Record<string, MessageId> = {
  [SUPPORT_NOTICE.heading]: 'support.heading',
  [SUPPORT_NOTICE.message]: 'support.message',
  'Free, 24×7, in many Indian languages': 'support.teleManas',
  'Free mental health helpline': 'support.kiran',
};

/**
 * A calm note that the person is not alone, with free helplines. Shown when an answer suggested
 * someone may be struggling; its words never say so, only offer support.
 */
export function SupportCard({ notice = SUPPORT_NOTICE, className = '' }: SupportCardProps) {
  const titleId = useId();
  const intl = useIntl();
  const word = (text: string) => {
    const id = WORDED[text];
    return id ? intl.formatMessage({ id }) : text;
  };
  const emergencyLink = (label: ReactNode) => (
    <a href={`tel:${notice.emergency.tel}`} className={`rounded ${dialLink}`}>
      {label}
    </a>
  );
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-3xl bg-teal-50 p-5 text-teal-950 ring-1 ring-teal-200 sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {word(notice.heading)}
      </h2>
      <p className="mt-2 leading-relaxed text-teal-900">{word(notice.message)}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {notice.helplines.map((helpline) => (
          <li key={helpline.name} className="rounded-2xl bg-white/80 p-4 ring-1 ring-teal-100">
            <p className="font-semibold">{helpline.name}</p>
            <p className="text-sm text-teal-800">{word(helpline.detail)}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {helpline.numbers.map((number) => (
                <a
                  key={number.tel}
                  href={`tel:${number.tel}`}
                  className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg py-1 ${dialLink}`}
                >
                  <PhoneIcon />
                  {intl.formatMessage({ id: 'support.call' }, { number: number.label })}
                </a>
              ))}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-teal-900">
        {notice.emergency.text === SUPPORT_NOTICE.emergency.text ? (
          <FormattedMessage
            id="support.emergency"
            values={{ number: notice.emergency.label, call: (chunks) => emergencyLink(chunks) }}
          />
        ) : (
          <>
            {notice.emergency.text} {emergencyLink(notice.emergency.label)}.
          </>
        )}
      </p>
    </section>
  );
}
