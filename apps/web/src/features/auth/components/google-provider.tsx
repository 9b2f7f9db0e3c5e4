import { GoogleOAuthProvider } from '@react-oauth/google';
import type { ReactNode } from 'react';
import { usePublicConfig } from '@/lib/public-config';

/** Mounts Google's provider (and its script) only when the deployment configures a client id. */
export function GoogleProvider({ children }: { children: ReactNode }) {
  const clientId = usePublicConfig()?.googleClientId;
  if (!clientId) return <>{children}</>;
  return <GoogleOAuthProvider clientId={clientId}>{children}</GoogleOAuthProvider>;
}
