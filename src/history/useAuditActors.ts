import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** E-mail of every admin in the audit log, by actor id (the data provider's getAuditActors). */
export function useAuditActors() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['audit_log', 'getAuditActors'],
    queryFn: async () =>
      new Map((await dataProvider.getAuditActors()).map((actor) => [actor.actor_id, actor.email])),
    staleTime: 60_000,
  });
}
