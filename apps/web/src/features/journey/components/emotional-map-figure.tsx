import type { EmotionalMapPoint } from '@acp/shared';
import { useId, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BatteryLowIcon,
  BoltIcon,
  EyeIcon,
  LifebuoyIcon,
  MapPinIcon,
  ThoughtIcon,
  type IconProps,
} from '@/components/icons';

/** How each point of the map looks: an icon and a colour; its label names it in words. */
const LOOKS: Record<EmotionalMapPoint['id'], { Icon: ComponentType<IconProps>; tone: string }> = {
  now: { Icon: MapPinIcon, tone: 'bg-sky-50 ring-sky-200 text-sky-800' },
  energy: { Icon: BoltIcon, tone: 'bg-emerald-50 ring-emerald-200 text-emerald-800' },
  drain: { Icon: BatteryLowIcon, tone: 'bg-amber-50 ring-amber-200 text-amber-800' },
  helps: { Icon: LifebuoyIcon, tone: 'bg-teal-50 ring-teal-200 text-teal-800' },
  voice: { Icon: ThoughtIcon, tone: 'bg-violet-50 ring-violet-200 text-violet-800' },
  seen: { Icon: EyeIcon, tone: 'bg-rose-50 ring-rose-200 text-rose-800' },
};

function Point({ point }: { point: EmotionalMapPoint }) {
  const { Icon, tone } = LOOKS[point.id];
  return (
    <li className={`flex gap-3 rounded-2xl p-4 ring-1 ${tone}`}>
      <Icon className="mt-0.5 shrink-0 text-2xl" />
      <span>
        <span className="block text-xs font-bold uppercase tracking-wide text-slate-700">
          {point.label}
        </span>
        <span className="mt-1 block font-semibold text-slate-900">{point.value}</span>
      </span>
    </li>
  );
}

function Side({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {children}
    </ul>
  );
}

/**
 * Step 2's map as one picture: the person in the middle, what lifts them on one side and what
 * weighs on them on the other, where they are now above and what helps below. A list in reading
 * order, so a screen reader gets the same map as the eye.
 */
export function EmotionalMapFigure({
  name,
  points,
}: {
  name: string;
  points: readonly EmotionalMapPoint[];
}) {
  const pick = (...ids: EmotionalMapPoint['id'][]) =>
    points.filter((point) => ids.includes(point.id));
  const lifts = pick('energy', 'seen');
  const weighs = pick('drain', 'voice');
  const now = pick('now');
  const helps = pick('helps');
  const titleId = useId();
  const intl = useIntl();
  const say = (
    id: 'results.map.now' | 'results.map.lifts' | 'results.map.weighs' | 'results.map.helps',
  ) => intl.formatMessage({ id });
  return (
    <figure
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <figcaption>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          <FormattedMessage id="results.map.title" />
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <FormattedMessage id="results.map.caption" />
        </p>
      </figcaption>
      <div className="mt-5 space-y-3">
        {now.length > 0 ? (
          <Side label={say('results.map.now')}>
            {now.map((p) => (
              <Point key={p.id} point={p} />
            ))}
          </Side>
        ) : null}
        <div className="grid items-center gap-3 md:grid-cols-[1fr_auto_1fr]">
          <Side label={say('results.map.lifts')}>
            {lifts.map((p) => (
              <Point key={p.id} point={p} />
            ))}
          </Side>
          <p
            aria-hidden="true"
            className="mx-auto grid size-24 place-items-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 p-2 text-center text-sm font-bold text-white shadow-md"
          >
            {name}
          </p>
          <Side label={say('results.map.weighs')}>
            {weighs.map((p) => (
              <Point key={p.id} point={p} />
            ))}
          </Side>
        </div>
        {helps.length > 0 ? (
          <Side label={say('results.map.helps')}>
            {helps.map((p) => (
              <Point key={p.id} point={p} />
            ))}
          </Side>
        ) : null}
      </div>
    </figure>
  );
}
