import { FunctionsHttpError } from '@supabase/functions-js';
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { AppSupabaseClient } from './appSupabaseClient';
import type { AdminRow, StaffRole } from '../../supabase/functions/_shared/adminRow';

/** The route of the administrators, a resource of the Edge Function `admin-users`, not of a table. */
const FUNCTION = 'admin-users';

/** One row of the Edge Function `admin-users`: the type the function itself answers with. */
export type { AdminRow, StaffRole };

/** The answer to an invitation: `invited` is false when the address already had an account. */
export interface InvitedAdmin {
  id: string;
  email: string;
  role?: StaffRole;
  invited: boolean;
}

/** The function's codes (JSON `{ code, message }`) and the i18n key of their Swedish text. */
const MESSAGES: Record<string, string> = {
  not_authenticated: 'app.admins.errors.not_authenticated',
  not_admin: 'app.admins.errors.not_admin',
  insufficient_aal: 'app.admins.errors.insufficient_aal',
  invalid_email: 'app.admins.errors.invalid_email',
  invalid_body: 'app.admins.errors.invalid_body',
  already_admin: 'app.admins.errors.already_admin',
  already_editor: 'app.admins.errors.already_editor',
  invalid_role: 'app.admins.errors.invalid_role',
  cannot_revoke_self: 'app.admins.errors.cannot_revoke_self',
  last_admin: 'app.admins.errors.last_admin',
  not_found: 'app.admins.errors.not_found',
  payload_too_large: 'app.admins.errors.payload_too_large',
  email_quota_exceeded: 'app.admins.errors.email_quota_exceeded',
};
/** When a code is new to the app, the status still says what happened. */
const CODE_OF_STATUS: Record<number, string> = {
  401: 'not_authenticated',
  403: 'not_admin',
  413: 'payload_too_large',
  429: 'email_quota_exceeded',
};

/**
 * The function's error as react-admin's HttpError whose message is an i18n key (`app.admins.errors.<code>`);
 * the body keeps the code and the e-mail the message may name.
 */
export async function adminsError(error: unknown, email?: string): Promise<HttpError> {
  if (!(error instanceof FunctionsHttpError))
    return new HttpError('app.admins.errors.unreachable', 0, { code: 'unreachable' });
  const response = error.context as Response;
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  const given = typeof body.code === 'string' ? body.code : '';
  const code = given in MESSAGES ? given : (CODE_OF_STATUS[response.status] ?? 'generic');
  return new HttpError(MESSAGES[code] ?? 'app.admins.errors.generic', response.status, { code, email });
}

/**
 * The `admins` resource (the team: admins and editors): react-admin's list, create (invite with a role), update (a
 * member's role) and delete over the Edge Function, as Atomic CRM's sales.
 */
export function createAdminsProvider(client: AppSupabaseClient) {
  async function call<T>(
    path: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    body?: object,
    email?: string,
  ) {
    const { data, error } = await (await client.loadFunctions()).invoke<T>(path, { method, body });
    if (error) throw await adminsError(error, email);
    return data as T;
  }
  return {
    async getList() {
      const { admins } = await call<{ admins: AdminRow[] }>(FUNCTION, 'GET');
      return { data: admins, total: admins.length };
    },
    async getOne(_resource: string, { id }: { id: Identifier }) {
      const { admins } = await call<{ admins: AdminRow[] }>(FUNCTION, 'GET');
      const found = admins.find((admin) => admin.id === id);
      if (!found) throw new HttpError(MESSAGES.not_found, 404, { code: 'not_found' });
      return { data: found };
    },
    async create(_resource: string, { data }: { data: Partial<RaRecord> }) {
      const email = String(data.email ?? '').trim();
      const redirectTo = `${globalThis.location?.origin ?? ''}/admin/set-password`;
      const role = data.role === 'editor' ? 'editor' : 'admin';
      const created = await call<InvitedAdmin>(
        FUNCTION,
        'POST',
        { email, role, redirect_to: redirectTo },
        email,
      );
      return { data: created };
    },
    async update(
      _resource: string,
      { id, data, previousData }: { id: Identifier; data: Partial<RaRecord>; previousData?: RaRecord },
    ) {
      const email = previousData?.email as string | undefined;
      const changed = await call<{ id: string; role: StaffRole }>(
        `${FUNCTION}/${id}`,
        'PATCH',
        { role: data.role },
        email,
      );
      return { data: { ...previousData, ...changed } };
    },
    async delete(_resource: string, { id, previousData }: { id: Identifier; previousData?: RaRecord }) {
      await call(`${FUNCTION}/${id}`, 'DELETE', undefined, previousData?.email as string | undefined);
      return { data: previousData ?? { id } };
    },
  } as Pick<DataProvider, 'getList' | 'getOne' | 'create' | 'update' | 'delete'>;
}
