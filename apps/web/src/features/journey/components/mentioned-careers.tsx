import type { MentionedCareer } from '@acp/shared';
import { FormattedMessage } from 'react-intl';
import { CareerFitCard } from './career-fit-card';
import { useCareerTitle } from './career-parts';

interface MentionedCareersProps {
  careers: readonly MentionedCareer[];
  /** The blueprint has low confidence: "Low confidence" instead of the fit scores. */
  firstGuess: boolean;
  isChosen: (title: string) => boolean;
  busy: boolean;
  onSelect: (title: string) => void;
}

/**
 * The careers the person named that are not in their top 3: how each fits them and, in words,
 * why it is not among the three; each can be chosen like a top career.
 */
export function MentionedCareers({
  careers,
  firstGuess,
  isChosen,
  busy,
  onSelect,
}: MentionedCareersProps) {
  const shown = useCareerTitle();
  return (
    <section aria-labelledby="named-careers">
      <h2 id="named-careers" className="text-2xl font-bold text-slate-900">
        <FormattedMessage id="results.named.title" />
      </h2>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="results.named.intro" />
      </p>
      <ul aria-labelledby="named-careers" className="mt-5 grid gap-6 lg:grid-cols-2">
        {careers.map((career) => (
          <CareerFitCard
            key={career.id}
            as="li"
            title={shown(career)}
            fitScore={career.fitScore}
            lowConfidence={firstGuess}
            eligibility={career.eligibility}
            message={career.message}
            reasons={career.reasons}
            chosen={isChosen(career.title)}
            busy={busy}
            onSelect={() => onSelect(career.title)}
          />
        ))}
      </ul>
    </section>
  );
}
