import { useCurrentUser } from '@/lib/api/user-api';

/**
 * Keeps the logged-in person's user fetched and cached for every screen. It loads (with the
 * API slice) only when the persisted flag says a session is worth asking for.
 */
export function SessionUser() {
  useCurrentUser();
  return null;
}
