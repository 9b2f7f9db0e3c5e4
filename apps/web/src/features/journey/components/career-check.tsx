import type { CatalogueCareerSummary } from '@acp/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { secondaryButton } from '@/components/button-styles';
import {
  SEARCH_MIN_LETTERS,
  useCareerFit,
  useCareerSearch,
  type FitRequest,
} from '../hooks/use-career-check';
import { CareerFitCard } from './career-fit-card';
import { useCareerTitle } from './career-parts';
import { CareerSearchInput } from './career-search-input';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';

// Title over Hindi title, family at the right; read in that order: title, Hindi title, family.
const resultButton =
  'grid min-h-11 w-full grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-0.5 px-4 py-2.5 text-left transition hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500 aria-[current=true]:bg-indigo-50';

interface CareerCheckProps {
  /** Whether a title is the career chosen last time. */
  isChosen: (title: string) => boolean;
  busy: boolean;
  /** The blueprint's own "Select": save the career, then its deep roadmap. */
  onSelect: (title: string) => void;
}

/** What the live region says about the search and the check under way. */
function statusText(
  intl: IntlShape,
  query: string,
  search: ReturnType<typeof useCareerSearch>,
  checking: string | null,
): string {
  if (checking) return intl.formatMessage({ id: 'results.check.checking' }, { title: checking });
  if (search.searching) return intl.formatMessage({ id: 'results.check.searching' });
  if (!search.careers) return '';
  const count = search.careers.length;
  if (count === 0) return intl.formatMessage({ id: 'results.check.none' }, { query });
  return intl.formatMessage({ id: 'results.check.found' }, { count });
}

/**
 * "Check any career": search the catalogue by English or Hindi title, a Hinglish word or an
 * exam; choosing a match shows how it fits the person, with the blueprint's own "Select".
 */
export function CareerCheck({ isChosen, busy, onSelect }: CareerCheckProps) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useCareerSearch(text);
  const [picked, setPicked] = useState<CatalogueCareerSummary | null>(null);
  const [request, setRequest] = useState<FitRequest | null>(null);
  const { fit, checking, error: fitError } = useCareerFit(request);
  const translate = useTranslateMessage();
  const intl = useIntl();
  const shown = useCareerTitle();
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fitHeadingRef = useRef<HTMLHeadingElement>(null);

  // The card appears below the list: take keyboard and screen-reader users (and the eye) to it.
  useEffect(() => {
    if (fit) fitHeadingRef.current?.focus();
  }, [fit]);

  const choose = (career: CatalogueCareerSummary) => {
    setPicked(career);
    // Every choice is a new check: an earlier failure never stands for it.
    setRequest((earlier) => ({ id: career.id, attempt: (earlier?.attempt ?? 0) + 1 }));
  };

  const focusResult = (index: number) => {
    const buttons = listRef.current?.querySelectorAll('button');
    if (!buttons || buttons.length === 0) return;
    buttons[Math.max(0, Math.min(index, buttons.length - 1))]?.focus();
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && search.careers?.length) {
      event.preventDefault();
      focusResult(0);
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (event.key === 'ArrowUp' && index <= 0) inputRef.current?.focus();
    else focusResult(event.key === 'ArrowDown' ? index + 1 : index - 1);
  };

  const query = text.trim();
  const status = statusText(intl, query, search, checking && picked ? shown(picked) : null);
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        <FormattedMessage id="results.check.title" />
      </h2>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="results.check.intro" />
      </p>
      <form
        role="search"
        aria-labelledby={headingId}
        className="mt-5 max-w-2xl"
        onSubmit={(event) => {
          event.preventDefault();
          const first = search.careers?.[0];
          if (first) choose(first);
        }}
      >
        <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-slate-700">
          <FormattedMessage id="results.check.label" />
        </label>
        <CareerSearchInput
          ref={inputRef}
          id={`${id}-input`}
          value={text}
          aria-describedby={search.error ? `${hintId} ${errorId}` : hintId}
          placeholder={intl.formatMessage({ id: 'results.check.placeholder' })}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onInputKey}
        />
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          <FormattedMessage id="results.check.hint" values={{ min: SEARCH_MIN_LETTERS }} />
        </p>
        {search.error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-rose-700">
            {translate(search.error)}
          </p>
        ) : null}
        <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
          {status}
        </p>
        {search.careers && search.careers.length > 0 ? (
          <ul
            ref={listRef}
            aria-label={intl.formatMessage({ id: 'results.check.list' })}
            className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-900/10"
            onKeyDown={onListKey}
          >
            {search.careers.map((career) => (
              <li key={career.id}>
                <button
                  type="button"
                  className={resultButton}
                  aria-current={picked?.id === career.id ? 'true' : undefined}
                  onClick={() => choose(career)}
                >
                  <span className="font-semibold text-slate-900">{career.title}</span>
                  <span lang="hi" className="text-slate-700">
                    {career.titleHi}
                  </span>
                  <span className="col-start-2 row-start-1 text-right text-sm text-slate-600">
                    {career.family}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </form>
      {fitError && picked ? (
        <div
          role="alert"
          className="mt-5 max-w-2xl rounded-2xl bg-rose-50 p-4 text-rose-800 ring-1 ring-rose-200"
        >
          <p>{translate(fitError)}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            onClick={() => choose(picked)}
          >
            <FormattedMessage id="results.check.tryAgain" />
          </button>
        </div>
      ) : null}
      {fit ? (
        <div className="mt-5 max-w-2xl">
          <CareerFitCard
            as="article"
            headingRef={fitHeadingRef}
            title={shown(fit)}
            details={
              <p className="mt-1 text-slate-700">
                {shown(fit) === fit.title ? (
                  <span lang="hi">{fit.titleHi}</span>
                ) : (
                  <span lang="en">{fit.title}</span>
                )}{' '}
                · {fit.family}
              </p>
            }
            fitScore={fit.fitScore}
            lowConfidence={fit.confidence === 'low'}
            inTopThree={fit.inTopThree}
            eligibility={fit.eligibility}
            reasons={fit.reasons}
            chosen={isChosen(fit.title)}
            busy={busy}
            onSelect={() => onSelect(fit.title)}
          />
        </div>
      ) : null}
    </section>
  );
}
