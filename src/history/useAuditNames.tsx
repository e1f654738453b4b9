import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useAuditActors } from '../components/useAuditActors';
import { formatAuditValue } from './auditLabels';
import {
  codeLabel,
  PERSON_FIELDS,
  REFERENCE_FIELDS,
  referencedIds,
  representRecord,
  resourceOfRow,
  type AuditRowLike,
} from './auditNames';

/** How the history names things: people, the rows' records and the changed values. */
export interface AuditNames {
  /** An admin's (or any user's) name, else e-mail; 'Systemet' for changes no user made. */
  person(userId: string | null, unknownKey?: string): string;
  row(row: AuditRowLike): string;
  value(table: string, field: string, value: unknown): string;
}

/**
 * Names for a page of audit rows: the records they are about and point at are read with one getMany per
 * resource (as the lists do), people come from the data provider's getAuditActors; a record deleted since is
 * named from the row itself (INSERT and DELETE rows hold the whole row), else by its id.
 */
export function useAuditNames(rows: readonly AuditRowLike[] | undefined): AuditNames {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const actors = useAuditActors();
  const wanted = useMemo(() => referencedIds(rows ?? []), [rows]);
  const records = useQuery({
    queryKey: ['audit_log', 'names', wanted],
    queryFn: async () => {
      const entries = await Promise.all(
        Object.entries(wanted).map(async ([resource, ids]) => {
          const { data } = await dataProvider.getMany(resource, { ids });
          return [resource, new Map(data.map((record) => [String(record.id), record]))] as const;
        }),
      );
      return new Map<string, Map<string, RaRecord>>(entries);
    },
    enabled: Object.keys(wanted).length > 0,
    staleTime: 30_000,
  });

  return useMemo(() => {
    const person = (userId: string | null, unknownKey = 'app.history.unknown_actor') => {
      if (!userId) return translate('app.history.system');
      const actor = actors.data?.get(userId);
      return actor ? (actor.full_name ?? actor.email) : translate(unknownKey);
    };
    const named = (resource: string, id: unknown) =>
      representRecord(resource, records.data?.get(resource)?.get(String(id))) ?? `#${String(id)}`;
    const row = (audit: AuditRowLike) => {
      if (!audit.row_id) return '–';
      if (audit.table_name === 'user_roles') return person(audit.row_id);
      const resource = resourceOfRow(audit);
      if (!resource) return `#${audit.row_id}`;
      const current = records.data?.get(resource)?.get(audit.row_id);
      const fromRow =
        audit.action !== 'UPDATE' && audit.table_name !== 'card_categories' && audit.changed_fields
          ? ({ id: audit.row_id, ...audit.changed_fields } as RaRecord)
          : undefined;
      return representRecord(resource, current ?? fromRow) ?? `#${audit.row_id}`;
    };
    const value = (table: string, field: string, stored: unknown) => {
      if (stored === null || stored === undefined || stored === '') return formatAuditValue(stored);
      if (PERSON_FIELDS.has(field)) return person(String(stored), 'app.history.unknown_person');
      if (REFERENCE_FIELDS[field]) return named(REFERENCE_FIELDS[field], stored);
      return codeLabel(table, field, stored, translate) ?? formatAuditValue(stored);
    };
    return { person, row, value };
  }, [actors.data, records.data, translate]);
}

const AuditNamesContext = createContext<AuditNames | null>(null);

/** Names for the rows of the surrounding list, for its fields (useListAuditNames). */
export function ListAuditNames({ children }: { children: ReactNode }) {
  const { data } = useListContext<AuditRowLike & RaRecord>();
  const names = useAuditNames(data);
  return <AuditNamesContext.Provider value={names}>{children}</AuditNamesContext.Provider>;
}

export function useListAuditNames(): AuditNames {
  const names = useContext(AuditNamesContext);
  if (!names) throw new Error('useListAuditNames outside <ListAuditNames>');
  return names;
}
