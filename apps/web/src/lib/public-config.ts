import type { PublicConfig } from '@acp/shared';
import { usePublicConfigQuery } from './api/user-api';

/**
 * The deployment's public configuration (`GET /config`), fetched once and cached; null while
 * unknown or when it failed, so the optional features (Google sign-in) simply stay hidden.
 */
export function usePublicConfig(): PublicConfig | null {
  return usePublicConfigQuery().data ?? null;
}
