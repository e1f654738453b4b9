// Edge Function `admin-users`: who has a role in the back office (admin or editor, issue 35), invite someone with
// a role, change a member's role, revoke it.
// It needs the service_role key (Supabase Auth's admin API), so it runs on the server, never in the browser.
// Deployed unchanged with `supabase functions deploy admin-users`; served locally by supabase/local/functions.ts.
//
//   GET    /functions/v1/admin-users              → { admins: AdminRow[] } (admins and editors, each with its role)
//   POST   /functions/v1/admin-users  { email, role?, redirect_to? } → 201 { id, email, role, invited }
//   PATCH  /functions/v1/admin-users/<user id>  { role } → { id, role }
//   DELETE /functions/v1/admin-users/<user id>    → { id }
// role is 'admin' (the default) or 'editor'; the database's triggers keep the last admin and refuse an admin's
// change of their own role, which this function answers as last_admin and cannot_revoke_self.
//
// Every call: a valid user JWT (Supabase Auth checks it and its session), the admin role in public.user_roles,
// and aal2 when the caller has a verified MFA factor. Errors are JSON { code, message } with a Swedish message and a
// 4xx status for anything the caller can cause; `code` is stable (the app maps it to its own text):
//   400 invalid_body, invalid_email, invalid_role, invalid_user_id, invite_failed, cannot_revoke_self ·
//   401 not_authenticated · 403 not_admin, insufficient_aal · 404 not_found · 405 method_not_allowed ·
//   409 already_admin, already_editor, last_admin ·
//   413 payload_too_large · 429 over_email_send_rate_limit (Supabase Auth's code when the mail quota is spent).
import { createClient, type User } from 'npm:@supabase/supabase-js@2.119.1';
import { STAFF_ROLES, type AdminRow, type StaffRole } from '../_shared/adminRow.ts';
import { jwtClaims } from '../_shared/jwtClaims.ts';

const SUPABASE_URL = Deno.env.get('SUPABASE_URL') ?? '';
const SERVICE_ROLE_KEY = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const ANON_KEY = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
/** Largest request body read (an e-mail and a redirect address need far less); larger ones get 413. */
export const MAX_BODY_BYTES = 16 * 1024;
/** RFC 5321: a forward path of 256 octets less the angle brackets; public.*_email_length allow the same. */
const MAX_EMAIL_LENGTH = 254;
const MAX_REDIRECT_LENGTH = 2048;
// No two quantifiers can match the same characters (the local part stops at '@', each domain label at '.'), so
// V8's backtracking engine runs in linear time. The old /^[^@\s]+@[^@\s]+\.[^@\s]+$/ was quadratic: a 256 KB
// address of dotted labels ending in a second '@' took 67 s and blocked every other call of the isolate.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)+$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
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

/**
 * A client that writes public.user_roles as the calling admin (their JWT, row-level security as in the app), so the
 * audit log names them as the one who granted or revoked the role: the service role has no user, and the history
 * showed every invitation as "Systemet" (issue 31). Auth's admin API still needs the service role.
 */
function asCaller(token: string) {
  return createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** The caller's access token (authorise has checked it). */
const tokenOf = (req: Request) => req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';

/** The JSON body, read up to MAX_BODY_BYTES whatever Content-Length claims (413 beyond, 400 when not JSON). */
async function readJson(req: Request): Promise<Record<string, unknown>> {
  const tooLarge = () => new HttpError(413, 'payload_too_large', 'Förfrågan är för stor');
  if (Number(req.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new HttpError(400, 'invalid_body', 'Förfrågan ska vara ett JSON-objekt');
}

const validEmail = (email: string) => email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);

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
  if (hasVerifiedFactor(user) && jwtClaims(token).aal !== 'aal2') {
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
  const roles = await admin.from('user_roles').select('user_id, role, created_at');
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
        role: r.role as StaffRole,
        is_self: r.user_id === caller.id,
      };
    })
    .sort((a, b) => a.email.localeCompare(b.email, 'sv'));
}

const findUser = async (email: string) => (await allUsers()).find((u) => u.email?.toLowerCase() === email);

/** Removes a user this call created, when the invitation or the role failed: no account is left without the role. */
async function removeCreated(email: string, existedBefore: boolean) {
  if (existedBefore) return;
  const created = await findUser(email);
  if (!created) return;
  const { error } = await admin.auth.admin.deleteUser(created.id);
  if (error) console.error('could not remove the half-invited user', created.id, error);
}

/** Supabase Auth's refusals of an invitation, as this function's 4xx answers. */
function inviteRefusal(error: { status?: number; code?: string; message: string }): HttpError | undefined {
  if (error.status === 429)
    return new HttpError(
      429,
      'over_email_send_rate_limit',
      'Projektets gräns för utskick av e-post är nådd just nu. Försök igen om en stund.',
    );
  if (error.code === 'email_address_invalid' || error.code === 'validation_failed')
    return new HttpError(400, 'invalid_email', 'Ange en giltig e-postadress');
  if (error.status && error.status >= 400 && error.status < 500)
    return new HttpError(400, 'invite_failed', 'Inbjudan kunde inte skickas');
  return undefined;
}

const alreadyHas = (role: StaffRole, email: string) =>
  role === 'admin'
    ? new HttpError(409, 'already_admin', `${email} är redan administratör`)
    : new HttpError(409, 'already_editor', `${email} är redan redaktör`);

/** The role asked for: 'admin' when none is given, 400 invalid_role for anything else but 'editor'. */
function roleOf(body: Record<string, unknown>, required: boolean): StaffRole {
  if (body.role === undefined && !required) return 'admin';
  if (typeof body.role === 'string' && (STAFF_ROLES as readonly string[]).includes(body.role))
    return body.role as StaffRole;
  throw new HttpError(400, 'invalid_role', 'Rollen ska vara administratör eller redaktör');
}

/** The database's refusals of a role change (public.user_roles' triggers), as this function's answers. */
function roleRefusal(error: { hint?: string; message: string }): HttpError | undefined {
  if (error.hint === 'last_admin')
    return new HttpError(409, 'last_admin', 'Det måste finnas minst en administratör');
  if (error.hint === 'cannot_revoke_self')
    return new HttpError(400, 'cannot_revoke_self', 'Du kan inte ta bort din egen behörighet');
  return undefined;
}

async function grantRole(token: string, userId: string, email: string, role: StaffRole) {
  const current = await admin.from('user_roles').select('role').eq('user_id', userId).maybeSingle();
  if (current.error) throw current.error;
  if (current.data?.role === role) throw alreadyHas(role, email);
  const granted = await asCaller(token)
    .from('user_roles')
    .upsert({ user_id: userId, role }, { onConflict: 'user_id' });
  if (granted.error) throw roleRefusal(granted.error) ?? granted.error;
}

async function invite(req: Request): Promise<Response> {
  const body = await readJson(req);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!validEmail(email)) throw new HttpError(400, 'invalid_email', 'Ange en giltig e-postadress');
  const role = roleOf(body, false);
  const redirectTo =
    typeof body.redirect_to === 'string' && body.redirect_to.length <= MAX_REDIRECT_LENGTH
      ? body.redirect_to
      : undefined;

  const existing = await findUser(email);
  if (existing?.email_confirmed_at) {
    // Already a user of the project (e.g. signed up on the site): grant the role, no invitation mail.
    await grantRole(tokenOf(req), existing.id, email, role);
    return reply(201, { id: existing.id, email, role, invited: false });
  }
  if (existing) {
    const current = await admin.from('user_roles').select('role').eq('user_id', existing.id).maybeSingle();
    if (current.error) throw current.error;
    if (current.data?.role === role) throw alreadyHas(role, email);
  }

  const sent = await admin.auth.admin.inviteUserByEmail(email, { redirectTo });
  if (!sent.data.user) {
    // Supabase Auth creates the user and sends the mail in one transaction (supabase/auth internal/api/invite.go,
    // revision 0444dd2: signupNewUser and sendInvite inside db.Transaction); a stand-in or a later version that
    // keeps the user when the mail fails must not leave an account behind that has no role.
    await removeCreated(email, Boolean(existing));
    const error = sent.error ?? new Error('invite failed');
    throw inviteRefusal(sent.error ?? { message: 'invite failed' }) ?? error;
  }
  const userId = sent.data.user.id;
  try {
    await grantRole(tokenOf(req), userId, email, role);
  } catch (error) {
    await removeCreated(email, Boolean(existing));
    throw error;
  }
  return reply(201, { id: userId, email, role, invited: true });
}

/** An admin gives a member of the team the other role (as the caller: the audit log names them). */
async function changeRole(req: Request, userId: string): Promise<Response> {
  if (!UUID_PATTERN.test(userId)) throw new HttpError(400, 'invalid_user_id', 'Ogiltigt användar-id');
  const role = roleOf(await readJson(req), true);
  const changed = await asCaller(tokenOf(req))
    .from('user_roles')
    .update({ role })
    .eq('user_id', userId)
    .select('user_id');
  if (changed.error) throw roleRefusal(changed.error) ?? changed.error;
  if (!changed.data.length) throw new HttpError(404, 'not_found', 'Användaren har ingen roll');
  return reply(200, { id: userId, role });
}

async function revoke(req: Request, caller: User, userId: string): Promise<Response> {
  if (!UUID_PATTERN.test(userId)) throw new HttpError(400, 'invalid_user_id', 'Ogiltigt användar-id');
  if (userId === caller.id)
    throw new HttpError(400, 'cannot_revoke_self', 'Du kan inte ta bort din egen behörighet');
  const removed = await asCaller(tokenOf(req))
    .from('user_roles')
    .delete()
    .eq('user_id', userId)
    .select('user_id');
  if (removed.error) {
    // public.user_roles' trigger keeps the last admin (migration 20261123130000_admin_team.sql).
    if (removed.error.hint === 'last_admin')
      throw new HttpError(409, 'last_admin', 'Det måste finnas minst en administratör');
    throw removed.error;
  }
  if (!removed.data.length) throw new HttpError(404, 'not_found', 'Användaren har ingen roll');
  return reply(200, { id: userId });
}

export async function handle(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  try {
    // Hosted and local runtimes both pass the path after /functions/v1: /admin-users[/<id>].
    const [, name, id, ...rest] = new URL(req.url).pathname.split('/');
    if (name !== 'admin-users' || rest.length) throw new HttpError(404, 'not_found', 'Okänd adress');
    // Before any work for the caller: an oversized body is refused on its declared size alone.
    if (Number(req.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES)
      throw new HttpError(413, 'payload_too_large', 'Förfrågan är för stor');
    const caller = await authorise(req);
    if (req.method === 'GET' && !id) return reply(200, { admins: await listAdmins(caller) });
    if (req.method === 'POST' && !id) return await invite(req);
    if (req.method === 'PATCH' && id) return await changeRole(req, id);
    if (req.method === 'DELETE' && id) return await revoke(req, caller, id);
    throw new HttpError(405, 'method_not_allowed', 'Metoden stöds inte');
  } catch (error) {
    if (error instanceof HttpError) return reply(error.status, { code: error.code, message: error.message });
    console.error(error);
    return reply(500, { code: 'unexpected_failure', message: 'Något gick fel, försök igen' });
  }
}

Deno.serve(handle);
