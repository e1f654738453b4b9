// Edge Function `admin-users`: who has the admin role, invite an admin, revoke the role.
// It needs the service_role key (Supabase Auth's admin API), so it runs on the server, never in the browser.
// Deployed unchanged with `supabase functions deploy admin-users`; served locally by supabase/local/functions.ts.
//
//   GET    /functions/v1/admin-users              → { admins: AdminRow[] }
//   POST   /functions/v1/admin-users  { email, redirect_to? } → 201 { id, email, invited }
//   DELETE /functions/v1/admin-users/<user id>    → { id }
//
// Every call: a valid user JWT (Supabase Auth checks it and its session), the admin role in public.user_roles,
// and aal2 when the caller has a verified MFA factor. Errors are JSON { code, message } with a Swedish message.
import { createClient, type User } from 'npm:@supabase/supabase-js@2.119.1';
import type { AdminRow } from '../_shared/adminRow.ts';

const SUPABASE_URL = Deno.env.get('SUPABASE_URL') ?? '';
const SERVICE_ROLE_KEY = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json' } });

const admin = createClient(SUPABASE_URL, SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

function claimsOf(token: string): { aal?: string } {
  const payload = token.split('.')[1] ?? '';
  const json = atob(
    payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '='),
  );
  return JSON.parse(json) as { aal?: string };
}

const hasVerifiedFactor = (user: User) => (user.factors ?? []).some((f) => f.status === 'verified');

/** The caller: a signed-in admin, at aal2 when they have a verified factor. */
async function authorise(req: Request): Promise<User> {
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!token) throw new HttpError(401, 'not_authenticated', 'Du är inte inloggad');
  // getUser asks Supabase Auth, which verifies the signature, the expiry and that the session still exists.
  const { data, error } = await admin.auth.getUser(token);
  if (error || !data.user)
    throw new HttpError(401, 'not_authenticated', 'Din session är ogiltig, logga in igen');
  const user = data.user;
  const role = await admin
    .from('user_roles')
    .select('role')
    .eq('user_id', user.id)
    .eq('role', 'admin')
    .maybeSingle();
  if (role.error) throw role.error;
  if (!role.data) throw new HttpError(403, 'not_admin', 'Endast administratörer får hantera administratörer');
  if (hasVerifiedFactor(user) && claimsOf(token).aal !== 'aal2') {
    throw new HttpError(403, 'insufficient_aal', 'Verifiera dig med din autentiseringsapp först');
  }
  return user;
}

async function allUsers(): Promise<User[]> {
  const users: User[] = [];
  for (let page = 1; ; page++) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw error;
    users.push(...data.users);
    if (data.users.length < 1000) return users;
  }
}

async function listAdmins(caller: User): Promise<AdminRow[]> {
  const roles = await admin.from('user_roles').select('user_id, created_at').eq('role', 'admin');
  if (roles.error) throw roles.error;
  const users = new Map((await allUsers()).map((u) => [u.id, u]));
  return roles.data
    .map((r) => {
      const user = users.get(r.user_id);
      return {
        id: r.user_id,
        email: user?.email ?? '',
        last_sign_in_at: user?.last_sign_in_at ?? null,
        mfa: user ? hasVerifiedFactor(user) : false,
        granted_at: r.created_at,
        is_self: r.user_id === caller.id,
      };
    })
    .sort((a, b) => a.email.localeCompare(b.email, 'sv'));
}

async function invite(req: Request): Promise<Response> {
  const body = (await req.json().catch(() => ({}))) as { email?: unknown; redirect_to?: unknown };
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, 'invalid_email', 'Ange en giltig e-postadress');
  const redirectTo = typeof body.redirect_to === 'string' ? body.redirect_to : undefined;

  let userId: string;
  let invited = true;
  const sent = await admin.auth.admin.inviteUserByEmail(email, { redirectTo });
  if (sent.data.user) {
    userId = sent.data.user.id;
  } else if (sent.error?.code === 'email_exists' || sent.error?.status === 422) {
    // Already a user of the project (e.g. signed up on the site): grant the role, no invitation mail.
    const existing = (await allUsers()).find((u) => u.email?.toLowerCase() === email);
    if (!existing) throw sent.error;
    userId = existing.id;
    invited = false;
  } else {
    throw sent.error ?? new Error('invite failed');
  }

  const current = await admin.from('user_roles').select('role').eq('user_id', userId).maybeSingle();
  if (current.error) throw current.error;
  if (current.data?.role === 'admin')
    throw new HttpError(409, 'already_admin', `${email} är redan administratör`);
  const granted = await admin
    .from('user_roles')
    .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id' });
  if (granted.error) throw granted.error;
  return reply(201, { id: userId, email, invited });
}

async function revoke(caller: User, userId: string): Promise<Response> {
  if (userId === caller.id)
    throw new HttpError(400, 'cannot_revoke_self', 'Du kan inte ta bort din egen behörighet');
  const removed = await admin
    .from('user_roles')
    .delete()
    .eq('user_id', userId)
    .eq('role', 'admin')
    .select('user_id');
  if (removed.error) {
    // public.user_roles' trigger keeps the last admin (migration 20261123130000_admin_team.sql).
    if (removed.error.hint === 'last_admin')
      throw new HttpError(409, 'last_admin', 'Det måste finnas minst en administratör');
    throw removed.error;
  }
  if (!removed.data.length) throw new HttpError(404, 'not_found', 'Användaren är inte administratör');
  return reply(200, { id: userId });
}

export async function handle(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  try {
    // Hosted and local runtimes both pass the path after /functions/v1: /admin-users[/<id>].
    const [, name, id] = new URL(req.url).pathname.split('/');
    if (name !== 'admin-users') throw new HttpError(404, 'not_found', 'Okänd adress');
    const caller = await authorise(req);
    if (req.method === 'GET' && !id) return reply(200, { admins: await listAdmins(caller) });
    if (req.method === 'POST' && !id) return await invite(req);
    if (req.method === 'DELETE' && id) return await revoke(caller, id);
    throw new HttpError(405, 'method_not_allowed', 'Metoden stöds inte');
  } catch (error) {
    if (error instanceof HttpError) return reply(error.status, { code: error.code, message: error.message });
    console.error(error);
    return reply(500, { code: 'unexpected_failure', message: 'Något gick fel, försök igen' });
  }
}

Deno.serve(handle);
