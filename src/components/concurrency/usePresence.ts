import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useActorName } from '../useAuditActors';

/** How often an open page says it is still there and looks who else is. */
export const PRESENCE_INTERVAL_MS = 10_000;

/**
 * While an edit page is open: says every 10 s that I have the record open (the row expires 30 s after the last
 * refresh, so a dead browser drops out) and returns the other admins who have it open. Leaving removes my row.
 */
export function useRecordPresence(resource: string, id: Identifier | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  useEffect(() => {
    if (id === undefined) return;
    // Best effort, never in the editor's way (a closing tab may not get the request out; the row then expires).
    const leave = () =>
      void Promise.resolve()
        .then(() => dataProvider.leaveEditingSession(resource, id))
        .catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [dataProvider, resource, id]);
  return useQuery({
    queryKey: ['editing_sessions', resource, String(id)],
    queryFn: async () => {
      await dataProvider.touchEditingSession(resource, id as Identifier);
      return dataProvider.getEditingSessions(resource, id);
    },
    enabled: id !== undefined,
    retry: false,
    refetchInterval: PRESENCE_INTERVAL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  }).data;
}

/** The other admins' open records of a list's resource, refreshed every 10 s: record id → their names. */
export function useListPresence(resource: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['editing_sessions', resource],
    queryFn: () => dataProvider.getEditingSessions(resource as string),
    enabled: Boolean(resource),
    retry: false,
    refetchInterval: PRESENCE_INTERVAL_MS,
  });
  const nameOf = useActorName();
  // The same map while the sessions and the names are the same: the rows' markers read it from a context.
  return useMemo(() => {
    const byRecord = new Map<string, string[]>();
    for (const session of data ?? []) {
      const names = byRecord.get(session.record_id) ?? [];
      byRecord.set(session.record_id, [...names, nameOf(session.user_id, session.editor_email ?? '?')]);
    }
    return byRecord;
  }, [data, nameOf]);
}
