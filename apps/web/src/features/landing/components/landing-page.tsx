import { messages } from '@acp/shared';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAppSelector } from '@/app/hooks';
import { primaryButton } from '@/components/button-styles';

const steps = [
  'Decode your inner operating system',
  'Understand your emotional map',
  'Unlock your ideal career blueprint',
];

/** The landing page's hero; the remaining sections arrive with the landing issue. */
export function LandingPage() {
  const isLoggedIn = useAppSelector((state) => state.auth.isloggedIn);
  const navigate = useNavigate();
  const takeTest = () => {
    if (isLoggedIn) void navigate('/user/day1');
    else toast.error(messages.loginToTakeTest);
  };

  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-4xl rounded-full bg-gradient-to-r from-indigo-300/40 via-violet-300/40 to-amber-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <span aria-hidden="true">★</span> Trusted by 500+ users
          </p>
          <h1 className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            Find the career that{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">
              fits who you are
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">
            Built by branding and career psychology experts. Three short steps decode your strengths
            and emotions, then match you with real careers and a roadmap to get there.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <button
              type="button"
              onClick={takeTest}
              className={`${primaryButton} px-8 py-3.5 text-lg`}
            >
              Take Test
            </button>
            <span className="text-sm text-slate-600">About 5 minutes per step</span>
          </div>
        </div>
        <ol className="space-y-4" aria-label="How it works">
          {steps.map((step, index) => (
            <li
              key={step}
              className="flex items-center gap-4 rounded-2xl bg-white/90 p-5 shadow-sm ring-1 ring-slate-900/5"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-lg font-bold text-indigo-700">
                {index + 1}
              </span>
              <span className="font-semibold text-slate-800">{step}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
