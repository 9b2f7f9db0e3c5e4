import { FormattedMessage } from 'react-intl';
/** How strong a new password looks from its length and variety (the server checks breaches). */
export function passwordStrength(password: string): 'short' | 'fair' | 'strong' {
  if (password.length < 8) return 'short';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) =>
    kind.test(password),
  ).length;
  return password.length >= 16 || (password.length >= 12 && kinds >= 2) ? 'strong' : 'fair';
}

const HINTS = {
  short: 'password.short',
  fair: 'password.fair',
  strong: 'password.strong',
} as const;

/** The strength hint under a new-password field; empty until something is typed. */
export function PasswordHint({ password }: { password: string }) {
  const strength = password ? passwordStrength(password) : null;
  return (
    <p aria-live="polite" className="-mt-2 min-h-5 text-xs text-slate-600">
      {strength ? (
        <>
          <span className="sr-only">
            <FormattedMessage id="password.strengthLabel" />
          </span>
          <FormattedMessage id={HINTS[strength]} />
        </>
      ) : null}
    </p>
  );
}
