import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { tableFor } from './tables';
import { i18nProvider } from './i18nProvider';
import { toSwedishError } from './databaseErrors';

/** Columns the database keeps itself: never sent as changes. */
const SYSTEM_COLUMNS = new Set(['id', 'version', 'created_at', 'updated_at']);
/** Form fields that are not columns of their table and are saved another way (the card's join table). */
const RELATED_FIELDS = new Set(['category_ids']);

/** Header that marks a write the editor chose knowingly over someone else's change (audit_log.conflict_overwritten). */
export const OVERWRITE_HEADER = 'x-conflict-overwrite';

export interface ConflictInfo {
  conflict: true;
  resource: string;
  /** The records that were not written. */
  ids: Identifier[];
  /** E-mail of whoever changed the record last (audit log), if known. */
  by: string | null;
  /** When they did (ISO time), if known. */
  at: string | null;
  /** Their change was a deletion. */
  deleted: boolean;
}

export type WriteMeta = {
  /** The versions the editor saw, for updateMany/deleteMany (which react-admin calls without previousData). */
  versions?: Record<string, number>;
  /** The editor saw the conflict and overwrites knowingly (marked in the audit log). */
  overwrite?: boolean;
};

export const isConflict = (error: unknown): error is HttpError & { body: ConflictInfo } =>
  error instanceof HttpError && error.status === 409 && (error.body as ConflictInfo)?.conflict === true;

/** Form values are JSON (text, numbers, booleans, arrays, null): equal when their JSON is. */
const isEqual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ from what the editor loaded. */
export function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) =>
        !SYSTEM_COLUMNS.has(key) && !RELATED_FIELDS.has(key) && !isEqual(value, previous[key]),
    ),
  );
}

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

/** The Swedish sentence a conflict shows: who got there first and when, and that nothing was saved. */
export function conflictMessage(info: Pick<ConflictInfo, 'by' | 'at' | 'deleted'>): string {
  const who = info.by ?? i18nProvider.translate('app.conflict.someone');
  const when = info.at ? formatWhen(info.at) : '';
  return i18nProvider.translate(info.deleted ? 'app.conflict.deleted_by' : 'app.conflict.changed_by', {
    who,
    when,
  });
}

type Client = SupabaseClient<Database>;
type AnyClient = SupabaseClient;

export async function conflictError(client: Client, resource: string, table: string, ids: Identifier[]) {
  // The change's author named as the history names them (audit_actors: full name, else e-mail; issue 31 item 7).
  const [{ data }, actors] = await Promise.all([
    client.rpc('last_change', { p_table: table, p_row_id: String(ids[0]) }),
    client.rpc('audit_actors'),
  ]);
  const last = data?.[0];
  const actor = last ? actors.data?.find((candidate) => candidate.email === last.email) : undefined;
  const info: ConflictInfo = {
    conflict: true,
    resource,
    ids,
    by: actor?.full_name || last?.email || null,
    at: last?.occurred_at ?? null,
    deleted: last?.action === 'DELETE',
  };
  return new HttpError(conflictMessage(info), 409, info);
}

function postgrestError(error: PostgrestError, status: number): unknown {
  return toSwedishError(new HttpError(error.message, status, error));
}

const versionOf = (record: Partial<RaRecord> | undefined): number | undefined =>
  typeof record?.version === 'number' ? record.version : undefined;

/**
 * Optimistic concurrency on react-admin's writes (issue 20). update/delete send the version the editor loaded
 * (previousData: in undoable and optimistic modes that is still the record as loaded at edit time) as a PostgREST
 * filter, so the PATCH/DELETE is a compare-and-set, and in the body, where the database's bump_version trigger
 * refuses a stale one with 409. updateMany/deleteMany take the versions from meta.versions (the list's records).
 * Zero rows written → HttpError 409 whose body is a ConflictInfo and whose message names who changed it and when.
 * The card's categories go with the card through save_card, one transaction under the same check.
 * Records without a version (tables that have none) fall through to the base provider.
 */
export function withConditionalWrites(
  base: DataProvider,
  tables: Record<string, string>,
  typedClient: Client,
): DataProvider {
  const client = typedClient as unknown as AnyClient;
  const from = (resource: string, overwrite?: boolean) => {
    const table = tableFor(resource, tables);
    return { table, query: () => client.from(table), overwrite: Boolean(overwrite) };
  };

  return {
    ...base,
    async update(resource, params) {
      const previous = (params.previousData ?? {}) as Record<string, unknown>;
      const version = versionOf(previous);
      if (version === undefined) return base.update(resource, params);
      const meta = (params.meta ?? {}) as WriteMeta;
      const { table, query } = from(resource);
      const data = params.data as Record<string, unknown>;
      const changes = changedFields(data, previous);
      const categories =
        resource === 'cards' &&
        Array.isArray(data.category_ids) &&
        !isEqual(data.category_ids, previous.category_ids)
          ? (data.category_ids as unknown[]).map(Number)
          : undefined;
      if (!Object.keys(changes).length && !categories) return { data: { ...previous } as never };

      if (resource === 'cards') {
        let call = client.rpc('save_card', {
          p_id: Number(params.id),
          p_version: version,
          p_changes: changes,
          p_category_ids: categories ?? null,
        });
        if (meta.overwrite) call = call.setHeader(OVERWRITE_HEADER, '1');
        const { data: saved, error, status } = await call;
        if (status === 409) throw await conflictError(typedClient, resource, table, [params.id]);
        if (error) throw postgrestError(error, status);
        const row = saved as Record<string, unknown>;
        return { data: { ...row, category_ids: categories ?? previous.category_ids } as never };
      }

      let patch = query()
        .update({ ...changes, version })
        .eq('id', params.id)
        .eq('version', version)
        .select();
      if (meta.overwrite) patch = patch.setHeader(OVERWRITE_HEADER, '1');
      const { data: rows, error, status } = await patch;
      if (status === 409 || (!error && !rows?.length))
        throw await conflictError(typedClient, resource, table, [params.id]);
      if (error) throw postgrestError(error, status);
      return { data: rows[0] as never };
    },

    async delete(resource, params) {
      const version = versionOf(params.previousData);
      if (version === undefined) return base.delete(resource, params);
      const { table, query } = from(resource);
      const {
        data: rows,
        error,
        status,
      } = await query().delete().eq('id', params.id).eq('version', version).select();
      if (error) throw postgrestError(error, status);
      if (!rows?.length) throw await conflictError(typedClient, resource, table, [params.id]);
      return { data: rows[0] as never };
    },

    async updateMany(resource, params) {
      const meta = (params.meta ?? {}) as WriteMeta;
      if (!meta.versions) return base.updateMany(resource, params);
      const { table, query } = from(resource);
      const rows = await conditionalMany(params.ids, meta.versions, (group, version) =>
        query().update(params.data).in('id', group).eq('version', version).select('id'),
      );
      return reportMany(rows, params.ids, resource, table);
    },

    async deleteMany(resource, params) {
      const meta = (params.meta ?? {}) as WriteMeta;
      if (!meta.versions) return base.deleteMany(resource, params);
      const { table, query } = from(resource);
      const rows = await conditionalMany(params.ids, meta.versions, (group, version) =>
        query().delete().in('id', group).eq('version', version).select('id'),
      );
      return reportMany(rows, params.ids, resource, table);
    },
  };

  /**
   * Each row is written only at the version the editor saw: one request per distinct version (a list's rows
   * mostly share few), each `id=in.(…)&version=eq.v`.
   */
  async function conditionalMany(
    ids: Identifier[],
    versions: Record<string, number>,
    write: (
      ids: number[],
      version: number,
    ) => PromiseLike<{
      data: Array<{ id: Identifier }> | null;
      error: PostgrestError | null;
      status: number;
    }>,
  ) {
    const byVersion = new Map<number, number[]>();
    for (const id of ids) {
      const version = Number(versions[String(id)] ?? -1);
      byVersion.set(version, [...(byVersion.get(version) ?? []), Number(id)]);
    }
    const written: Array<{ id: Identifier }> = [];
    for (const [version, group] of byVersion) {
      const { data, error, status } = await write(group, version);
      if (error) throw postgrestError(error, status);
      written.push(...(data ?? []));
    }
    return written;
  }

  /** All written → react-admin's answer; some not → 409 naming the ones left alone (the others are saved). */
  async function reportMany(
    rows: Array<{ id: Identifier }>,
    ids: Identifier[],
    resource: string,
    table: string,
  ) {
    const written = new Set(rows.map((row) => String(row.id)));
    const missed = ids.filter((id) => !written.has(String(id)));
    if (missed.length) throw await conflictError(typedClient, resource, table, missed);
    return { data: ids };
  }
}
