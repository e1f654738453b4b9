import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cachedRole, whenRoleKnown } from '../providers/authPrefetch';

/**
 * Calls `ask` with react-admin's role: in this render when its cache already has it (as react-query's
 * usePrefetchQuery asks in render), else once it answers. `ask` may be called more than once and must ask only once.
 */
export function useWhenRoleKnown(enabled: boolean, ask: (role: unknown) => void): void {
  const queryClient = useQueryClient();
  const cached = enabled ? cachedRole(queryClient) : undefined;
  if (cached) ask(cached.role);
  useEffect(() => (enabled ? whenRoleKnown(queryClient, ask) : undefined), [enabled, queryClient, ask]);
}
