import type { TraitProfileScores } from '@acp/shared';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ScoreBars, type ScoreBar } from './score-bars';

export const AREAS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
type Area = (typeof AREAS)[number];

const isArea = (letter: string): letter is Area => (AREAS as readonly string[]).includes(letter);

/** An interest area's name in the language shown. */
const areaName = (intl: IntlShape, letter: Area) =>
  intl.formatMessage({ id: `results.area.${letter}` });

/** "A, B and C" in the language shown. */
export function listed(intl: IntlShape, names: readonly string[]): string {
  return names.length > 1
    ? intl.formatMessage(
        { id: 'results.list.and' },
        { first: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' },
      )
    : (names[0] ?? '');
}

/** The six interest areas as bars, the code's three marked as the top ones. */
export function interestBars(
  intl: IntlShape,
  scores: TraitProfileScores['riasec'],
  code: string,
): ScoreBar[] {
  return AREAS.map((letter) => ({
    key: letter,
    name: areaName(intl, letter),
    hint: intl.formatMessage({ id: `results.area.${letter}.hint` }),
    score: scores[letter],
    top: code.includes(letter),
  }));
}

/** "Investigative, Artistic and Realistic" from the code "IAR". */
export function strongest(intl: IntlShape, code: string): string {
  return listed(
    intl,
    [...code].map((letter) => (isArea(letter) ? areaName(intl, letter) : letter)),
  );
}

/** "What is this?": the six interest areas and the code, for those who want to know. */
export function InterestCodeExplained({ code }: { code: string }) {
  return (
    <details className="mt-2 text-sm text-slate-700">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-indigo-700">
        <FormattedMessage id="results.code.whatIsThis" />
      </summary>
      <p className="mt-1 leading-relaxed">
        <FormattedMessage
          id="results.code.explained"
          values={{ code, strong: (chunks) => <strong translate="no">{chunks}</strong> }}
        />
      </p>
    </details>
  );
}

interface RiasecChartProps {
  scores: TraitProfileScores['riasec'];
  code: string;
}

/** The person's six interest areas (Holland RIASEC, 0–100) as labelled bars; no chart library. */
export function RiasecChart({ scores, code }: RiasecChartProps) {
  const intl = useIntl();
  return (
    <figure className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
      <figcaption>
        <h2 className="text-xl font-bold text-slate-900">
          <FormattedMessage id="results.riasec.title" />
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <FormattedMessage
            id="results.riasec.caption"
            values={{
              areas: strongest(intl, code),
              strong: (chunks) => <strong className="text-indigo-800">{chunks}</strong>,
            }}
          />
        </p>
        <InterestCodeExplained code={code} />
      </figcaption>
      <div className="mt-5">
        <ScoreBars
          bars={interestBars(intl, scores, code)}
          topLabel={intl.formatMessage({ id: 'results.strengths.top3' })}
        />
      </div>
    </figure>
  );
}
