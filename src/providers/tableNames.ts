import type { DataProvider } from 'react-admin';
import { toSwedishError } from './databaseErrors';
import { CRUD_METHODS, tableFor } from './tables';

/** Routes are the admin's names ('cards'); tables are the database's ('credit_cards'). Errors come out in Swedish. */
export function withTableNames(base: DataProvider, tables: Record<string, string>): DataProvider {
  const mapped: DataProvider = { ...base };
  for (const method of CRUD_METHODS) {
    const original = base[method] as (resource: string, params: unknown) => Promise<unknown>;
    (mapped as unknown as Record<string, unknown>)[method] = (resource: string, params: unknown) =>
      original(tableFor(resource, tables), params).catch((error: unknown) => {
        throw toSwedishError(error);
      });
  }
  return mapped;
}
