import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';

/** The journey's loading screen: a drawn compass (shipped with the app) and the spec's text. */
export function LoadingScreen() {
  // It replaces a long form whose button sat at the bottom: show it from the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-4 text-center"
    >
      <svg
        viewBox="0 0 120 120"
        className="size-32 text-indigo-600"
        aria-hidden="true"
        focusable="false"
      >
        <circle
          cx="60"
          cy="60"
          r="52"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.15"
          strokeWidth="8"
        />
        <g className="origin-center motion-safe:animate-spin [animation-duration:1.6s]">
          <path
            d="M60 8a52 52 0 0 1 52 52"
            fill="none"
            stroke="currentColor"
            strokeWidth="8"
            strokeLinecap="round"
          />
        </g>
        <g className="origin-center motion-safe:animate-[spin_4s_linear_infinite_reverse]">
          <polygon points="60,30 68,60 60,90 52,60" className="fill-violet-500" />
          <polygon points="60,30 68,60 52,60" className="fill-indigo-700" />
        </g>
        <circle cx="60" cy="60" r="5" className="fill-white" />
      </svg>
      <p className="text-lg font-semibold text-slate-700">
        <FormattedMessage id="questionnaire.loading" />
      </p>
    </div>
  );
}
