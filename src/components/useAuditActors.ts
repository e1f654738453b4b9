import { useCallback } from 'react';
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

/**
 * An admin's name as the history shows it (full name, else e-mail), by user id, with `fallback` (the e-mail a
 * presence row or conflict carries) while the actors load or for an admin the audit log does not know yet.
 */
export function useActorName(): (userId: string | null | undefined, fallback: string) => string {
  const { data } = useAuditActors();
  return useCallback(
    (userId, fallback) => {
      const actor = userId ? data?.get(userId) : undefined;
      return actor ? (actor.full_name ?? actor.email) : fallback;
    },
    [data],
  );
}
