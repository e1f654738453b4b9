import { randomBytes, randomUUID, createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { SqlClient } from '../sql-client.ts';
import type { Mail } from '../stack.ts';

export interface AuthOptions {
  sql: SqlClient;
  jwtSecret: string;
  jwtExpirySeconds: number;
  siteUrl: string;
  externalUrl: string;
  mailbox: Mail[];
  log?: (line: string) => void;
  minimumPasswordLength?: number;
}

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  confirmation_token: string | null;
}

interface Claims {
  sub: string;
  role: string;
  session_id?: string;
  aal?: string;
  amr?: Array<{ method: string; timestamp: number }>;
}

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const now = () => new Date();
const opaque = () => randomBytes(16).toString('hex');
const hashToken = (token: string) => createHash('sha224').update(token).digest('hex');

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.statusCode = status;
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

/** A Supabase-Auth (GoTrue) compatible API for what @supabase/supabase-js sends, storing everything in `auth`. */
export function createAuthHandler(options: AuthOptions) {
  const { sql } = options;
  const secret = new TextEncoder().encode(options.jwtSecret);
  const log = options.log ?? (() => {});
  const minPassword = options.minimumPasswordLength ?? 6;

  const userJson = async (user: UserRow) => {
    const identities = await sql.query<{
      id: string;
      provider_id: string;
      identity_data: unknown;
      provider: string;
      last_sign_in_at: Date | null;
      created_at: Date | null;
      updated_at: Date | null;
      email: string | null;
    }>('select * from auth.identities where user_id = $1', [user.id]);
    const factors = await sql.query<{
      id: string;
      friendly_name: string | null;
      factor_type: string;
      status: string;
      created_at: Date;
      updated_at: Date;
    }>('select * from auth.mfa_factors where user_id = $1 order by created_at', [user.id]);
    return {
      id: user.id,
      aud: user.aud ?? 'authenticated',
      role: user.role ?? 'authenticated',
      email: user.email ?? '',
      email_confirmed_at: iso(user.email_confirmed_at),
      phone: user.phone ?? '',
      confirmed_at: iso(user.confirmed_at),
      last_sign_in_at: iso(user.last_sign_in_at),
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      identities: identities.rows.map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: user.id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
        email: i.email,
      })),
      ...(factors.rows.length
        ? {
            factors: factors.rows.map((f) => ({
              id: f.id,
              friendly_name: f.friendly_name ?? '',
              factor_type: f.factor_type,
              status: f.status,
              created_at: iso(f.created_at),
              updated_at: iso(f.updated_at),
            })),
          }
        : {}),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      is_anonymous: user.is_anonymous,
    };
  };

  const findUserByEmail = async (email: string) =>
    (
      await sql.query<UserRow>(
        'select * from auth.users where lower(email) = lower($1) and deleted_at is null',
        [email],
      )
    ).rows[0];
  const findUser = async (id: string) =>
    (await sql.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0];

  const issueSession = async (
    user: UserRow,
    methods: string[],
    existingSessionId?: string,
    aal: 'aal1' | 'aal2' = 'aal1',
  ) => {
    const sessionId = existingSessionId ?? randomUUID();
    const refreshToken = opaque();
    const stamp = now();
    await sql.transaction(async (tx) => {
      if (!existingSessionId) {
        await tx.query(
          'insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, $3, $3, $4)',
          [sessionId, user.id, stamp, aal],
        );
      } else {
        await tx.query(
          'update auth.sessions set aal = $2, updated_at = $3::timestamptz, refreshed_at = $3::timestamptz where id = $1',
          [sessionId, aal, stamp],
        );
      }
      for (const method of methods) {
        await tx.query(
          `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
           values ($1, $2, $2, $3, $4) on conflict (session_id, authentication_method) do update set updated_at = $2`,
          [sessionId, stamp, method, randomUUID()],
        );
      }
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4)`,
        [refreshToken, user.id, stamp, sessionId],
      );
      await tx.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [
        user.id,
        stamp,
      ]);
    });
    return sessionResponse(user.id, sessionId, refreshToken);
  };

  const sessionResponse = async (userId: string, sessionId: string, refreshToken: string) => {
    const user = await findUser(userId);
    const session = (
      await sql.query<{ aal: string | null }>('select aal::text as aal from auth.sessions where id = $1', [
        sessionId,
      ])
    ).rows[0];
    const amr = (
      await sql.query<{ authentication_method: string; created_at: Date }>(
        'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at',
        [sessionId],
      )
    ).rows.map((c) => ({
      method: c.authentication_method,
      timestamp: Math.floor(new Date(c.created_at).getTime() / 1000),
    }));
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + options.jwtExpirySeconds;
    const accessToken = await new SignJWT({
      aud: 'authenticated',
      role: user.role ?? 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      aal: session?.aal ?? 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(options.externalUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(secret);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: options.jwtExpirySeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: await userJson(user),
    };
  };

  const authenticate = async (req: IncomingMessage, requireSession = true): Promise<Claims> => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer '))
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    let claims: Claims;
    try {
      claims = (await jwtVerify(header.slice(7), secret, { algorithms: ['HS256'] }))
        .payload as unknown as Claims;
    } catch (error) {
      const expired = error instanceof joseErrors.JWTExpired;
      throw new AuthError(
        403,
        'bad_jwt',
        expired
          ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
          : 'invalid JWT: unable to parse or verify signature, signature is invalid',
      );
    }
    if (requireSession && claims.role !== 'service_role') {
      if (!claims.session_id) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
      const found = await sql.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
      if (!found.rows.length) {
        throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    return claims;
  };

  const checkPassword = (password: unknown): string => {
    if (typeof password !== 'string' || password.length < minPassword) {
      const error = new AuthError(
        422,
        'weak_password',
        `Password should be at least ${minPassword} characters.`,
      );
      throw Object.assign(error, { weak_password: { reasons: ['length'] } });
    }
    return password;
  };

  const createUser = async (input: {
    email: string;
    password?: string;
    data?: Record<string, unknown>;
    appData?: Record<string, unknown>;
    confirmed?: boolean;
  }) => {
    if (!EMAIL_PATTERN.test(input.email))
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (await findUserByEmail(input.email))
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    const id = randomUUID();
    const stamp = now();
    const hash = input.password ? await bcrypt.hash(input.password, 10) : '';
    await sql.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
           email_change_token_new, email_change)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', lower($2::text), $3, $4,
           $5, $6, $7, $7, '', '', '', '')`,
        [
          id,
          input.email,
          hash,
          input.confirmed === false ? null : stamp,
          { provider: 'email', providers: ['email'], ...(input.appData ?? {}) },
          input.data ?? {},
          stamp,
        ],
      );
      await tx.query(
        `insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1, $2::uuid, $2::text, $3, 'email', $4, $4, $4)`,
        [
          randomUUID(),
          id,
          { sub: id, email: input.email.toLowerCase(), email_verified: input.confirmed !== false },
          stamp,
        ],
      );
    });
    return findUser(id);
  };

  const redirectTarget = (url: URL, body?: Record<string, unknown>) =>
    (url.searchParams.get('redirect_to') ?? (body?.redirect_to as string | undefined) ?? options.siteUrl) ||
    options.siteUrl;

  const routes = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '') || '/';

    if (path === '/health')
      return send(res, 200, { version: 'local', name: 'GoTrue', description: 'Local auth' });
    if (path === '/settings') {
      return send(res, 200, {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    if (path === '/.well-known/jwks.json') return send(res, 200, { keys: [] });

    if (path === '/signup' && method === 'POST') {
      const body = await readJson(req);
      const email = String(body.email ?? '');
      if (!email) throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
      const password = checkPassword(body.password);
      const user = await createUser({ email, password, data: (body.data as Record<string, unknown>) ?? {} });
      log(`[auth] signed up ${email} (redirect ${redirectTarget(url, body)})`);
      return send(res, 200, await issueSession(user, ['password']));
    }

    if (path === '/token' && method === 'POST') {
      const grant = url.searchParams.get('grant_type');
      const body = await readJson(req);
      if (grant === 'password') {
        const email = String(body.email ?? '');
        const password = String(body.password ?? '');
        const user = email ? await findUserByEmail(email) : undefined;
        const ok = user?.encrypted_password ? await bcrypt.compare(password, user.encrypted_password) : false;
        if (!user || !ok) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
        if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
        return send(res, 200, await issueSession(user, ['password']));
      }
      if (grant === 'refresh_token') {
        const token = String(body.refresh_token ?? '');
        if (!token) throw new AuthError(400, 'validation_failed', 'Refresh Token is required');
        const next = opaque();
        const result = await sql.transaction(async (tx) => {
          const row = (
            await tx.query<{
              id: string;
              user_id: string;
              revoked: boolean;
              session_id: string;
              updated_at: Date;
            }>('select * from auth.refresh_tokens where token = $1 for update', [token])
          ).rows[0];
          if (!row || !row.session_id)
            throw new AuthError(
              400,
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            );
          if (row.revoked) {
            // Reuse of a rotated token outside the grace period: revoke the whole session family.
            if (Date.now() - new Date(row.updated_at).getTime() > 10_000) {
              await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
            }
            throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
          }
          await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
            row.id,
          ]);
          await tx.query(
            `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
             values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
            [next, row.user_id, token, row.session_id],
          );
          await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
            row.session_id,
          ]);
          return row;
        });
        return send(res, 200, await sessionResponse(result.user_id, result.session_id, next));
      }
      throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }

    if (path === '/logout' && method === 'POST') {
      const claims = await authenticate(req);
      const scope = url.searchParams.get('scope') ?? 'global';
      if (scope === 'local') await sql.query('delete from auth.sessions where id = $1', [claims.session_id]);
      else if (scope === 'others')
        await sql.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          claims.sub,
          claims.session_id,
        ]);
      else await sql.query('delete from auth.sessions where user_id = $1', [claims.sub]);
      return send(res, 204);
    }

    if (path === '/user' && method === 'GET') {
      const claims = await authenticate(req);
      const user = await findUser(claims.sub);
      if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return send(res, 200, await userJson(user));
    }

    if (path === '/user' && method === 'PUT') {
      const claims = await authenticate(req);
      const body = await readJson(req);
      if (body.password !== undefined) {
        const password = checkPassword(body.password);
        await sql.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          claims.sub,
          await bcrypt.hash(password, 10),
        ]);
      }
      if (body.data && typeof body.data === 'object') {
        await sql.query(
          `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
             updated_at = now() where id = $1`,
          [claims.sub, body.data],
        );
      }
      if (typeof body.email === 'string') {
        if (!EMAIL_PATTERN.test(body.email))
          throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
        await sql.query('update auth.users set email = lower($2), updated_at = now() where id = $1', [
          claims.sub,
          body.email,
        ]);
      }
      return send(res, 200, await userJson(await findUser(claims.sub)));
    }

    if ((path === '/recover' || path === '/otp' || path === '/magiclink') && method === 'POST') {
      const body = await readJson(req);
      const email = typeof body.email === 'string' ? body.email : '';
      if (!email) {
        if (body.phone)
          throw new AuthError(
            400,
            'sms_send_failed',
            'Error sending sms: no SMS provider configured locally',
          );
        throw new AuthError(400, 'validation_failed', 'You must provide either an email or phone number.');
      }
      let user = await findUserByEmail(email);
      const type: Mail['type'] = path === '/recover' ? 'recovery' : 'magiclink';
      if (!user && type === 'magiclink' && body.create_user !== false) user = await createUser({ email });
      if (user) {
        const token = opaque();
        await sql.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
          user.id,
          hashToken(token),
        ]);
        const link = `${options.externalUrl}/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTarget(url, body))}`;
        const mail: Mail = {
          to: user.email ?? email,
          subject: type === 'recovery' ? 'Återställ ditt lösenord' : 'Din inloggningslänk',
          text: `Följ länken för att ${type === 'recovery' ? 'välja ett nytt lösenord' : 'logga in'}: ${link}`,
          link,
          type,
          sentAt: new Date().toISOString(),
        };
        options.mailbox.push(mail);
        log(`[auth] mail to ${mail.to}: ${mail.subject}\n        ${link}`);
      }
      return send(res, 200, {});
    }

    if (path === '/verify') {
      const body = method === 'POST' ? await readJson(req) : {};
      const token = String(url.searchParams.get('token') ?? body.token ?? body.token_hash ?? '');
      const type = String(url.searchParams.get('type') ?? body.type ?? '');
      const user = token
        ? (
            await sql.query<UserRow>(
              `select * from auth.users where recovery_token = $1 and recovery_sent_at > now() - interval '1 hour'`,
              [hashToken(token)],
            )
          ).rows[0]
        : undefined;
      if (!user || !['recovery', 'magiclink', 'signup', 'email', 'invite'].includes(type)) {
        if (method === 'GET') {
          res.statusCode = 303;
          res.setHeader(
            'Location',
            `${redirectTarget(url)}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent('Email link is invalid or has expired')}`,
          );
          return void res.end();
        }
        throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
      }
      await sql.query(
        `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
        [user.id],
      );
      const session = await issueSession(user, [type === 'recovery' ? 'otp' : 'otp']);
      if (method === 'GET') {
        const fragment = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type,
        });
        res.statusCode = 303;
        res.setHeader('Location', `${redirectTarget(url)}#${fragment.toString()}`);
        return void res.end();
      }
      return send(res, 200, session);
    }

    if (path === '/resend' && method === 'POST') {
      const body = await readJson(req);
      if (!body.email && !body.phone)
        throw new AuthError(400, 'validation_failed', 'You must provide either an email or phone number.');
      return send(res, 200, {});
    }
    if (path === '/reauthenticate' && method === 'GET') {
      await authenticate(req);
      return send(res, 200, {});
    }

    if (path === '/factors' && method === 'POST') {
      const claims = await authenticate(req);
      const body = await readJson(req);
      if (body.factor_type !== 'totp')
        throw new AuthError(422, 'mfa_factor_type_unsupported', 'Only TOTP factors are available locally');
      const user = await findUser(claims.sub);
      const secretValue = new Secret({ size: 20 });
      const issuer = String(body.issuer ?? 'localhost');
      const totp = new TOTP({ issuer, label: user.email ?? claims.sub, secret: secretValue });
      const id = randomUUID();
      const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : null;
      if (friendlyName) {
        const dup = await sql.query(
          'select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2',
          [claims.sub, friendlyName],
        );
        if (dup.rows.length)
          throw new AuthError(
            422,
            'mfa_factor_name_conflict',
            `A factor with the friendly name "${friendlyName}" for this user already exists`,
          );
      }
      await sql.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, claims.sub, friendlyName, secretValue.base32],
      );
      const uri = totp.toString();
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="4" y="24" font-size="10">${secretValue.base32}</text></svg>`;
      return send(res, 200, {
        id,
        type: 'totp',
        friendly_name: friendlyName ?? '',
        totp: {
          qr_code: `data:image/svg+xml;utf-8,${encodeURIComponent(svg)}`,
          secret: secretValue.base32,
          uri,
        },
      });
    }

    const factorMatch = path.match(/^\/factors\/([0-9a-f-]{36})(\/challenge|\/verify)?$/);
    if (factorMatch) {
      const claims = await authenticate(req);
      const [, factorId, action] = factorMatch;
      const factor = (
        await sql.query<{ id: string; user_id: string; secret: string; status: string }>(
          'select id, user_id, secret, status::text as status from auth.mfa_factors where id = $1 and user_id = $2',
          [factorId, claims.sub],
        )
      ).rows[0];
      if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
      if (action === '/challenge' && method === 'POST') {
        const id = randomUUID();
        await sql.query(
          `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), '127.0.0.1')`,
          [id, factorId],
        );
        await sql.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
        return send(res, 200, { id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 });
      }
      if (action === '/verify' && method === 'POST') {
        const body = await readJson(req);
        const challenge = (
          await sql.query<{ id: string; verified_at: Date | null; created_at: Date }>(
            'select * from auth.mfa_challenges where id = $1 and factor_id = $2',
            [String(body.challenge_id ?? ''), factorId],
          )
        ).rows[0];
        if (!challenge) throw new AuthError(404, 'mfa_challenge_not_found', 'MFA challenge not found');
        if (challenge.verified_at || Date.now() - new Date(challenge.created_at).getTime() > 300_000) {
          throw new AuthError(
            422,
            'mfa_challenge_expired',
            'MFA challenge has expired, verify against another challenge or create a new factor.',
          );
        }
        const totp = new TOTP({ secret: Secret.fromBase32(factor.secret) });
        if (totp.validate({ token: String(body.code ?? ''), window: 1 }) === null) {
          throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
        }
        await sql.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
        await sql.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
          factorId,
        ]);
        await sql.query('update auth.sessions set factor_id = $2 where id = $1', [
          claims.session_id,
          factorId,
        ]);
        const user = await findUser(claims.sub);
        await sql.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
          [claims.session_id],
        );
        return send(res, 200, await issueSession(user, ['totp'], claims.session_id, 'aal2'));
      }
      if (!action && method === 'DELETE') {
        if (factor.status === 'verified' && claims.aal !== 'aal2') {
          throw new AuthError(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
        }
        await sql.query('delete from auth.mfa_factors where id = $1', [factorId]);
        return send(res, 200, { id: factorId });
      }
    }

    // Issue 14 (H6): Supabase Auth's POST /invite (internal/api/invite.go): service_role only; creates the user
    // unconfirmed, or re-invites one who never confirmed; 422 email_exists for a confirmed user.
    if (path === '/invite' && method === 'POST') {
      const claims = await authenticate(req, false);
      if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
      const body = await readJson(req);
      const email = String(body.email ?? '');
      let user = await findUserByEmail(email);
      if (user?.email_confirmed_at)
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      user ??= await createUser({
        email,
        data: (body.data as Record<string, unknown>) ?? {},
        confirmed: false,
      });
      const token = opaque();
      await sql.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now(), invited_at = now() where id = $1',
        [user.id, hashToken(token)],
      );
      const link = `${options.externalUrl}/verify?token=${token}&type=invite&redirect_to=${encodeURIComponent(redirectTarget(url, body))}`;
      options.mailbox.push({
        to: email.toLowerCase(),
        subject: 'Du har blivit inbjuden',
        text: `Följ länken för att acceptera inbjudan och välja ett lösenord: ${link}`,
        link,
        type: 'invite',
        sentAt: new Date().toISOString(),
      });
      log(`[auth] invite to ${email}\n        ${link}`);
      return send(res, 200, await userJson(await findUser(user.id)));
    }

    if (path.startsWith('/admin/users')) {
      const claims = await authenticate(req, false);
      if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
      const id = path.split('/')[3];
      if (!id && method === 'POST') {
        const body = await readJson(req);
        if (body.password !== undefined) checkPassword(body.password);
        const user = await createUser({
          email: String(body.email ?? ''),
          password: body.password as string | undefined,
          data: (body.user_metadata as Record<string, unknown>) ?? {},
          appData: (body.app_metadata as Record<string, unknown>) ?? {},
          confirmed: body.email_confirm === true,
        });
        return send(res, 200, await userJson(user));
      }
      if (!id && method === 'GET') {
        const users = (await sql.query<UserRow>('select * from auth.users order by created_at')).rows;
        return send(res, 200, { users: await Promise.all(users.map(userJson)), aud: 'authenticated' });
      }
      if (id) {
        const user = await findUser(id);
        if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
        if (method === 'GET') return send(res, 200, await userJson(user));
        if (method === 'DELETE') {
          await sql.query('delete from auth.users where id = $1', [id]);
          return send(res, 200, {});
        }
        if (method === 'PUT') {
          const body = await readJson(req);
          if (body.password !== undefined) {
            await sql.query('update auth.users set encrypted_password = $2 where id = $1', [
              id,
              await bcrypt.hash(checkPassword(body.password), 10),
            ]);
          }
          if (body.email_confirm === true)
            await sql.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
          return send(res, 200, await userJson(await findUser(id)));
        }
      }
    }

    throw new AuthError(404, 'not_found', 'Not found');
  };

  return (req: IncomingMessage, res: ServerResponse, path: string) => {
    const url = new URL(path, 'http://auth.local');
    routes(req, res, url).catch((error: unknown) => {
      if (error instanceof AuthError) {
        const extra = (error as AuthError & { weak_password?: unknown }).weak_password;
        return send(res, error.status, {
          code: error.status,
          error_code: error.errorCode,
          msg: error.message,
          ...(extra ? { weak_password: extra } : {}),
        });
      }
      log(`[auth] unexpected error: ${(error as Error).stack ?? String(error)}`);
      send(res, 500, { code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure' });
    });
  };
}
