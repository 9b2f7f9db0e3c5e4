import { consentTexts, type ConsentText } from '@acp/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { primaryButton } from '@/components/button-styles';
import { getErrorMessage } from '@/lib/api-error';
import { useConsentInfoQuery, useGiveConsentMutation } from '../api/consent-api';
import { WideCardPage } from '@/components/wide-card-page';
import { useLocale } from '@/lib/i18n/locale-provider';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';

const checkbox = 'mt-1 size-5 shrink-0 rounded accent-indigo-600';
const checkLabel =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 hover:bg-slate-50';

function LanguageSwitch({
  lang,
  onChange,
}: {
  lang: ConsentText['lang'];
  onChange: (lang: ConsentText['lang']) => void;
}) {
  const intl = useIntl();
  const option = (value: ConsentText['lang'], label: string, labelLang: string) => (
    <button
      type="button"
      lang={labelLang}
      aria-pressed={lang === value}
      onClick={() => onChange(value)}
      className={`min-h-11 rounded-lg px-4 font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 ${
        lang === value
          ? 'bg-white text-indigo-700 shadow-sm'
          : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'consent.give.languages' })}
      className="inline-flex rounded-xl bg-slate-100 p-1"
    >
      {option('en', 'English', 'en')}
      {option('hi', 'हिन्दी', 'hi')}
    </div>
  );
}

/**
 * /consent/:token: a parent or guardian reads, in English or Hindi, what is collected about their
 * child under 18, why, who sees it, how long it is kept and how to withdraw, confirms who they
 * are, and consents. The link works once (decision 014).
 */
export function ParentConsentPage() {
  const token = useParams().token ?? '';
  const translate = useTranslateMessage();
  const intl = useIntl();
  const { data: info, error, isLoading } = useConsentInfoQuery(token);
  const [giveConsent, giving] = useGiveConsentMutation();
  // The page's own switch is the app's language: the navbar and the page change together.
  const { locale: lang, setLocale } = useLocale();
  const [isAdult, setAdult] = useState(false);
  const [isGuardian, setGuardian] = useState(false);
  const text = consentTexts.find((candidate) => candidate.lang === lang) ?? consentTexts[0]!;

  if (isLoading) {
    return (
      <WideCardPage title={intl.formatMessage({ id: 'consent.give.loadingTitle' })}>
        <p className="mt-6 text-slate-600" role="status">
          <FormattedMessage id="consent.loading" />
        </p>
      </WideCardPage>
    );
  }
  if (giving.isSuccess) {
    return (
      <WideCardPage title={intl.formatMessage({ id: 'consent.give.thanksTitle' })}>
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {translate(giving.data.message)}
        </p>
        <p className="mt-4 text-slate-700">
          <FormattedMessage id="consent.give.emailed" />
        </p>
        <a
          href={new URL(giving.data.parentViewUrl).pathname}
          className={`${primaryButton} mt-6 w-full`}
        >
          <FormattedMessage id="consent.give.openChildPage" />
        </a>
      </WideCardPage>
    );
  }
  if (!info) {
    return (
      <WideCardPage title={intl.formatMessage({ id: 'consent.give.deadTitle' })}>
        <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          {error
            ? translate(getErrorMessage(error))
            : intl.formatMessage({ id: 'consent.give.askNew' })}
        </p>
      </WideCardPage>
    );
  }

  // A name is not a word of either language: a page checked for stray English leaves it out.
  const childName = <span translate="no">{info.childName}</span>;
  const submit = () =>
    void giveConsent({ token, isAdult: true, isGuardian: true, version: info.version });

  return (
    <WideCardPage
      title={<FormattedMessage id="consent.give.title" values={{ name: childName }} />}
      subtitle={<FormattedMessage id="consent.give.subtitle" values={{ name: childName }} />}
    >
      <div className="mt-6">
        <LanguageSwitch lang={lang} onChange={(next) => void setLocale(next)} />
      </div>
      <div lang={text.lang} className="mt-6">
        <h2 className="text-xl font-bold text-slate-900">{text.title}</h2>
        {text.sections.map((section) => (
          <section key={section.heading} className="mt-5">
            <h3 className="font-bold text-slate-900">{section.heading}</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
        <form
          className="mt-8 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label className={checkLabel}>
            <input
              type="checkbox"
              className={checkbox}
              checked={isAdult}
              onChange={(event) => setAdult(event.target.checked)}
            />
            <span>{text.confirmAdult}</span>
          </label>
          <label className={checkLabel}>
            <input
              type="checkbox"
              className={checkbox}
              checked={isGuardian}
              onChange={(event) => setGuardian(event.target.checked)}
            />
            <span>
              {text.confirmGuardian}{' '}
              <span translate="no" className="font-semibold">
                ({info.childName})
              </span>
            </span>
          </label>
          {giving.error ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
              {translate(getErrorMessage(giving.error))}
            </p>
          ) : null}
          <button
            type="submit"
            className={`${primaryButton} w-full`}
            disabled={!isAdult || !isGuardian || giving.isLoading}
          >
            {giving.isLoading ? '…' : text.give}
          </button>
        </form>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        <FormattedMessage
          id="consent.give.recorded"
          values={{
            email: info.parentEmail,
            version: info.version,
            mail: (chunks) => (
              <span translate="no" className="break-all">
                {chunks}
              </span>
            ),
          }}
        />
      </p>
    </WideCardPage>
  );
}
