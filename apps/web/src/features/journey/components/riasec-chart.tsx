import type { TraitProfileScores } from '@acp/shared';
import { ScoreBars, type ScoreBar } from './score-bars';

export const AREAS = [
  { letter: 'R', name: 'Realistic', hint: 'building, fixing, working with your hands' },
  { letter: 'I', name: 'Investigative', hint: 'researching, analysing, solving puzzles' },
  { letter: 'A', name: 'Artistic', hint: 'creating, designing, expressing ideas' },
  { letter: 'S', name: 'Social', hint: 'helping, teaching, caring for people' },
  { letter: 'E', name: 'Enterprising', hint: 'leading, persuading, starting things' },
  { letter: 'C', name: 'Conventional', hint: 'organising, planning, working with data' },
] as const;

/** The six interest areas as bars, the code's three marked as the top ones. */
export function interestBars(scores: TraitProfileScores['riasec'], code: string): ScoreBar[] {
  return AREAS.map(({ letter, name, hint }) => ({
    key: letter,
    name,
    hint,
    score: scores[letter],
    top: code.includes(letter),
  }));
}

/** "Investigative, Artistic and Realistic" from the code "IAR". */
export function strongest(code: string): string {
  const names = [...code].map(
    (letter) => AREAS.find((area) => area.letter === letter)?.name ?? letter,
  );
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
    : (names[0] ?? '');
}

/** "What is this?": the six interest areas and the code, for those who want to know. */
export function InterestCodeExplained({ code }: { code: string }) {
  return (
    <details className="mt-2 text-sm text-slate-700">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-indigo-700">
        What is this?
      </summary>
      <p className="mt-1 leading-relaxed">
        Career counsellors sort work into six interest areas (John Holland&apos;s model, also used
        by the O*NET career database). Your answers lean towards some more than others; careers
        built on your strongest areas usually feel natural. Your three strongest areas make your
        interest code, <strong>{code}</strong>.
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
  return (
    <figure className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
      <figcaption>
        <h2 className="text-xl font-bold text-slate-900">Your interest profile</h2>
        <p className="mt-1 text-sm text-slate-700">
          How much each kind of work draws you, from 0 to 100. Your strongest:{' '}
          <strong className="text-indigo-800">{strongest(code)}</strong>.
        </p>
        <InterestCodeExplained code={code} />
      </figcaption>
      <div className="mt-5">
        <ScoreBars bars={interestBars(scores, code)} topLabel="Top 3" />
      </div>
    </figure>
  );
}
