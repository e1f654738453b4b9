import type { AppSupabaseClient } from './appSupabaseClient';
import type { DataProvider } from 'react-admin';

export const ADMINS_RESOURCE = 'admins';

/** The methods ./adminsProvider answers; the rest of react-admin's methods are not offered for admins. */
const ADMIN_METHODS = ['getList', 'getOne', 'create', 'update', 'delete'] as const;

/**
 * The CRUD methods with the `admins` resource answered by the Edge Function, every other one unchanged. The admins
 * provider loads on the first call for admins (it is not part of the sign-in page and dashboard's entry chunk).
 */
export function withAdmins(crud: DataProvider, client: AppSupabaseClient): DataProvider {
  let admins: Promise<Record<string, (resource: string, params: unknown) => unknown>> | undefined;
  const loadAdmins = () =>
    (admins ??= import('./adminsProvider').then(
      (module) =>
        module.createAdminsProvider(client) as Record<string, (resource: string, params: unknown) => unknown>,
    ));
  const routed: Record<string, unknown> = { ...crud };
  for (const method of ADMIN_METHODS) {
    const original = crud[method] as (resource: string, params: unknown) => unknown;
    routed[method] = async (resource: string, params: unknown) =>
      resource === ADMINS_RESOURCE
        ? (await loadAdmins())[method](resource, params)
        : original(resource, params);
  }
  return routed as DataProvider;
}
