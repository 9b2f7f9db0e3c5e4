import type { PublicConfig } from '@acp/shared';
import { createContext, useContext } from 'react';

/** What the app knows about the deployment; null until `GET /config` answers. */
export type PublicConfigState = PublicConfig | null;

export const PublicConfigContext = createContext<PublicConfigState>(null);

/** The deployment's public configuration, or null while unknown (features stay hidden). */
export function usePublicConfig(): PublicConfigState {
  return useContext(PublicConfigContext);
}

/** Loads the client and the schema on demand: neither is needed to paint the first page. */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  const [{ apiClient }, { publicConfigSchema }] = await Promise.all([
    import('./api-client'),
    import('@acp/shared'),
  ]);
  return apiClient.get('/config', publicConfigSchema);
}
