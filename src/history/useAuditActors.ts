import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, AuditActor } from '../providers/dataProvider';

/** Every admin in the audit log (name and e-mail), by user id (the data provider's getAuditActors). */
export function useAuditActors() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['audit_log', 'getAuditActors'],
    queryFn: async () =>
      new Map<string, AuditActor>(
        (await dataProvider.getAuditActors()).map((actor) => [actor.actor_id, actor]),
      ),
    staleTime: 60_000,
  });
}
