import { CAREER_AIMS_MAX, type CatalogueCareerSummary } from '@acp/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { primaryButton, secondaryButton, textLink } from '@/components/button-styles';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser, useSaveCareerAimsMutation } from '@/lib/api/user-api';
import { useLocale, useTranslateMessage } from '@/lib/i18n/locale-provider';
import { journeyToast } from '@/lib/journey-toast';
import { SEARCH_MIN_LETTERS, useCareerSearch } from '../hooks/use-career-check';
import { CareerSearchInput } from './career-search-input';

/** Where the picks are asked: before Step 3 the card opens by itself; elsewhere on "Change". */
export type AimsPlace = 'before-step-3' | 'hub' | 'blueprint';

const resultButton =
  'grid min-h-11 w-full grid-cols-[1fr_auto] items-baseline gap-x-3 px-4 py-2.5 text-left transition hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-white';

/** A career's title in the page's language first, the other one after it. */
function useTitles() {
  const { locale } = useLocale();
  return (career: CatalogueCareerSummary) =>
    locale === 'hi'
      ? { first: career.titleHi, firstLang: 'hi', second: career.title, secondLang: 'en' }
      : { first: career.title, firstLang: 'en', second: career.titleHi, secondLang: 'hi' };
}

/**
 * "Is there a career you are already thinking about?" (issue 34): up to three catalogue careers
 * picked with the search of "check any career", or "Not sure yet". Asked beside "Where are you
 * now?" before Step 3 and changeable from the hub and the blueprint; a blueprint they already
 * have is made again with the picks, and the toast says so.
 */
export function CareerAimsCard({ place }: { place: AimsPlace }) {
  const { user } = useCurrentUser();
  const saved = user?.careerAims ?? null;
  const [editing, setEditing] = useState(place === 'before-step-3' && saved === null);
  const [picks, setPicks] = useState<readonly CatalogueCareerSummary[]>(saved ?? []);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useCareerSearch(text);
  const [saveAims, { isLoading: saving }] = useSaveCareerAimsMutation();
  const intl = useIntl();
  const translate = useTranslateMessage();
  const { locale } = useLocale();
  const titles = useTitles();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  if (!user) return null;
  const shown = (career: CatalogueCareerSummary) => titles(career).first;

  if (!editing) {
    const open = () => {
      setPicks(saved ?? []);
      setError(null);
      setEditing(true);
    };
    return (
      <p className="rounded-2xl bg-indigo-50 px-5 py-3 text-slate-700">
        {saved === null ? (
          <FormattedMessage id="aims.askLead" />
        ) : (
          <>
            <FormattedMessage id="aims.savedLead" />{' '}
            <span className="font-semibold">
              {saved.length > 0
                ? saved.map(shown).join(locale === 'hi' ? ', ' : ', ')
                : intl.formatMessage({ id: 'aims.notSureSaved' })}
            </span>
            {locale === 'hi' ? '।' : '.'}
          </>
        )}{' '}
        <button
          type="button"
          className={`${textLink} inline-flex min-h-11 min-w-11 items-center justify-center`}
          onClick={open}
        >
          <FormattedMessage id={saved === null ? 'aims.pick' : 'aims.change'} />
        </button>
      </p>
    );
  }

  const full = picks.length >= CAREER_AIMS_MAX;
  const add = (career: CatalogueCareerSummary) => {
    if (full || picks.some((pick) => pick.id === career.id)) return;
    setPicks([...picks, career]);
    setError(null);
    setText('');
    inputRef.current?.focus();
  };
  const remove = (career: CatalogueCareerSummary) => {
    setPicks(picks.filter((pick) => pick.id !== career.id));
    inputRef.current?.focus();
  };
  const save = async (careers: readonly CatalogueCareerSummary[]) => {
    try {
      const { message } = await saveAims(careers.map((career) => career.id)).unwrap();
      journeyToast.success(message);
      setError(null);
      setText('');
      setEditing(false);
    } catch (failure) {
      setError(translate(getErrorMessage(failure)));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picks.length === 0) setError(intl.formatMessage({ id: 'aims.pickFirst' }));
    else void save(picks);
  };

  const query = text.trim();
  const status = search.searching
    ? intl.formatMessage({ id: 'aims.searching' })
    : search.careers
      ? search.careers.length === 0
        ? intl.formatMessage({ id: 'aims.none' }, { query })
        : intl.formatMessage({ id: 'aims.found' }, { count: search.careers.length })
      : '';
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;

  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      noValidate
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-indigo-100 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        <FormattedMessage id="aims.heading" />
      </h2>
      <p className="mt-1 text-slate-600">
        <FormattedMessage
          id={place === 'before-step-3' ? 'aims.intro.beforeStep3' : 'aims.intro.later'}
        />
      </p>

      {picks.length > 0 ? (
        <ul
          aria-label={intl.formatMessage({ id: 'aims.picked' })}
          className="mt-4 flex flex-wrap gap-2"
        >
          {picks.map((career) => (
            <li
              key={career.id}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-100 py-1 pl-4 pr-1 text-indigo-900"
            >
              <span lang={titles(career).firstLang}>{shown(career)}</span>
              <button
                type="button"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full text-lg hover:bg-indigo-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                aria-label={intl.formatMessage({ id: 'aims.remove' }, { title: shown(career) })}
                onClick={() => remove(career)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <label
        htmlFor={`${id}-input`}
        className="mt-5 mb-1.5 block text-sm font-medium text-slate-700"
      >
        <FormattedMessage id="aims.label" />
      </label>
      <CareerSearchInput
        ref={inputRef}
        id={`${id}-input`}
        value={text}
        aria-describedby={`${hintId} ${countId}`}
        placeholder={intl.formatMessage({ id: 'aims.placeholder' })}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter adds the first match rather than saving half-way through a search.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const first = search.careers?.find((career) => !picks.some((p) => p.id === career.id));
          if (first) add(first);
        }}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        <FormattedMessage id="aims.hint" values={{ min: SEARCH_MIN_LETTERS }} />
      </p>
      <p id={countId} className="mt-1 text-sm font-medium text-slate-700">
        {full ? (
          <FormattedMessage id="aims.full" values={{ max: CAREER_AIMS_MAX }} />
        ) : (
          <FormattedMessage
            id="aims.count"
            values={{ count: picks.length, max: CAREER_AIMS_MAX }}
          />
        )}
      </p>
      {search.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {translate(search.error)}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      {search.careers && search.careers.length > 0 ? (
        <ul
          aria-label={intl.formatMessage({ id: 'aims.list' })}
          className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-900/10"
        >
          {search.careers.map((career) => {
            const title = titles(career);
            const already = picks.some((pick) => pick.id === career.id);
            return (
              <li key={career.id}>
                <button
                  type="button"
                  className={resultButton}
                  disabled={already || full}
                  aria-label={intl.formatMessage({ id: 'aims.add' }, { title: title.first })}
                  onClick={() => add(career)}
                >
                  <span>
                    <span lang={title.firstLang} className="font-semibold">
                      {title.first}
                    </span>{' '}
                    <span lang={title.secondLang} className="text-slate-600">
                      · {title.second}
                    </span>
                  </span>
                  <span className="text-right text-sm text-slate-600">
                    {already ? <FormattedMessage id="aims.already" /> : career.family}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      {error ? (
        <p role="alert" className="mt-4 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={saving}>
          <FormattedMessage id={saving ? 'aims.saving' : 'aims.save'} />
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={saving}
          onClick={() => void save([])}
        >
          <FormattedMessage id="aims.notSure" />
        </button>
        {saved !== null || place !== 'before-step-3' ? (
          <button
            type="button"
            className={`${textLink} inline-flex min-h-11 items-center`}
            onClick={() => setEditing(false)}
          >
            <FormattedMessage id="aims.cancel" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
