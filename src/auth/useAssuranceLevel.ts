import { useQuery } from '@tanstack/react-query';
import { needsSecondFactor } from './verifySecondFactor';
import { useAuth } from './AuthContext';

/** True when the user has a verified factor but this session has not passed it yet (aal1 → aal2). */
export function useNeedsSecondFactor() {
  const { session } = useAuth();
  const query = useQuery({
    queryKey: ['assurance-level', session?.access_token],
    queryFn: needsSecondFactor,
    enabled: Boolean(session),
    // A new token (refresh, step-up) must not unmount the page while its level is re-read.
    placeholderData: (previous) => previous,
  });
  return { needsSecondFactor: query.data === true, isPending: query.isPending && Boolean(session) };
}
