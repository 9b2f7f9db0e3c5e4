import { useId } from 'react';
import { PhoneIcon } from './icons';

/** India's free mental-health helplines; `tel` is what a phone dials. */
const helplines = [
  {
    name: 'Tele-MANAS',
    detail: 'Free, 24×7, in many Indian languages',
    numbers: [
      { label: '14416', tel: '14416' },
      { label: '1-800-891-4416', tel: '18008914416' },
    ],
  },
  {
    name: 'KIRAN',
    detail: 'Free mental health helpline',
    numbers: [{ label: '1800-599-0019', tel: '18005990019' }],
  },
] as const;

/**
 * A calm note that the person is not alone, with free helplines. Shown when an answer suggested
 * someone may be struggling; its words never say so, only offer support.
 */
export function SupportCard({ className = '' }: { className?: string }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-3xl bg-teal-50 p-5 text-teal-950 ring-1 ring-teal-200 sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-bold">
        You don&apos;t have to figure everything out alone
      </h2>
      <p className="mt-2 leading-relaxed text-teal-900">
        Thinking about the future can feel heavy at times. Talking with someone you trust, such as a
        friend, a family member or a teacher, often helps. If you would like to talk to a trained
        counsellor, these helplines are free and confidential:
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {helplines.map((helpline) => (
          <li key={helpline.name} className="rounded-2xl bg-white/80 p-4 ring-1 ring-teal-100">
            <p className="font-semibold">{helpline.name}</p>
            <p className="text-sm text-teal-800">{helpline.detail}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {helpline.numbers.map((number) => (
                <a
                  key={number.tel}
                  href={`tel:${number.tel}`}
                  className="inline-flex items-center gap-1.5 rounded-lg py-1 font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
                >
                  <PhoneIcon />
                  {`Call ${number.label}`}
                </a>
              ))}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-teal-900">
        If you or someone near you is in immediate danger, call the emergency number{' '}
        <a
          href="tel:112"
          className="rounded font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          112
        </a>
        .
      </p>
    </section>
  );
}
