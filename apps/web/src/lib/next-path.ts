/**
 * The page asked for before a login, carried as `?next=` through the login and signup modals.
 * Only a page of the app's own `/user/` area is followed: never another site (`//evil.example`),
 * a scheme, or a backslash trick.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/user/') || value.includes('\\') || value.includes('//')) return null;
  return value;
}

/** Where a protected page sends a logged-out visitor: the login modal, remembering the page. */
export function loginPathFor(next: string): string {
  return `/user/signin?next=${encodeURIComponent(next)}`;
}

/** Where login and signup land when no page was asked for: the journey hub. */
export const DEFAULT_AFTER_LOGIN = '/user/journey';
