import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { AuthContext, FactorRow } from './context.ts';
import { isUuid } from './context.ts';
import { forbidden, invalid, notFound, unprocessable } from './errors.ts';
import type { Request } from './http.ts';
import { downgradeSessionsOfFactor, findSession, isAal2 } from './sessions.ts';
import { ok, type Reply, type Route } from './types.ts';

/**
 * TOTP factors, limited by [auth.mfa]. Followed: supabase/auth internal/api/mfa.go at 0139bdf7 (EnrollFactor,
 * validateFactors, verifyTOTPFactor, UnenrollFactor).
 */
const CHALLENGE_TTL_MS = 300_000;
/** conf.MFAConfiguration MaxVerifiedFactors' default. */
const MAX_VERIFIED_FACTORS = 10;

async function enroll(ctx: AuthContext, req: Request): Promise<Reply> {
  const claims = await ctx.authenticate(req);
  const body = await req.body();
  const type = body.str('factor_type') ?? '';
  if (type === 'phone')
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn')
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp') throw invalid('factor_type needs to be totp, phone or webauthn');
  if (!ctx.config.mfa.totpEnrollEnabled)
    throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  const user = await ctx.mustFindUser(claims.sub);
  // Unverified factors beyond the limit are cleaned up, as validateFactors does first.
  await ctx.sql.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - interval '1 day'`,
    [user.id],
  );
  const factors = await ctx.factorsOf(user.id);
  const friendlyName = body.str('friendly_name') ?? '';
  if (friendlyName && factors.some((f) => f.friendly_name === friendlyName))
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (factors.length >= ctx.config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS)
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  // A password alone must not add a second factor to an account that already has one.
  if (verified > 0 && !isAal2(await findSession(ctx.sql, claims.session_id)))
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  const secretValue = new Secret({ size: 20 });
  const issuer = body.str('issuer') || new URL(ctx.config.siteUrl).hostname;
  const totp = new TOTP({ issuer, label: user.email ?? user.id, secret: secretValue });
  const id = randomUUID();
  await ctx.sql.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, user.id, friendlyName || null, secretValue.base32],
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="4" y="24" font-size="10">${secretValue.base32}</text></svg>`;
  return ok({
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: {
      qr_code: `data:image/svg+xml;utf-8,${encodeURIComponent(svg)}`,
      secret: secretValue.base32,
      uri: totp.toString(),
    },
  });
}

async function loadFactor(ctx: AuthContext, req: Request) {
  const claims = await ctx.authenticate(req);
  const factorId = req.params.factorId;
  const factor = isUuid(factorId)
    ? (
        await ctx.sql.query<FactorRow>(
          'select *, factor_type::text as factor_type, status::text as status from auth.mfa_factors where id = $1 and user_id = $2',
          [factorId, claims.sub],
        )
      ).rows[0]
    : undefined;
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return { claims, factor };
}

async function challenge(ctx: AuthContext, req: Request): Promise<Reply> {
  const { factor } = await loadFactor(ctx, req);
  if (!ctx.config.mfa.totpVerifyEnabled)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const id = randomUUID();
  await ctx.sql.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3)`,
    [id, factor.id, req.ip.replace(/^::ffff:/, '') || '127.0.0.1'],
  );
  await ctx.sql.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
  return ok({ id, type: 'totp', expires_at: Math.floor((Date.now() + CHALLENGE_TTL_MS) / 1000) });
}

async function verify(ctx: AuthContext, req: Request): Promise<Reply> {
  const { claims, factor } = await loadFactor(ctx, req);
  if (!ctx.config.mfa.totpVerifyEnabled)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const body = await req.body();
  const challengeId = body.str('challenge_id') ?? '';
  const row = isUuid(challengeId)
    ? (
        await ctx.sql.query<{ id: string; verified_at: Date | null; created_at: Date }>(
          'select * from auth.mfa_challenges where id = $1 and factor_id = $2',
          [challengeId, factor.id],
        )
      ).rows[0]
    : undefined;
  if (!row) throw notFound('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (row.verified_at || Date.now() - new Date(row.created_at).getTime() > CHALLENGE_TTL_MS) {
    await ctx.sql.query('delete from auth.mfa_challenges where id = $1', [row.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${row.id} has expired, verify against another challenge or create a new factor.`,
    );
  }
  const totp = new TOTP({ secret: Secret.fromBase32(factor.secret ?? '') });
  if (totp.validate({ token: body.str('code') ?? '', window: 1 }) === null)
    throw unprocessable('mfa_verification_failed', `Invalid TOTP code entered`);
  await ctx.sql.query('update auth.mfa_challenges set verified_at = now() where id = $1', [row.id]);
  await ctx.sql.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
    factor.id,
  ]);
  if (claims.session_id)
    await ctx.sql.query('update auth.sessions set factor_id = $2 where id = $1', [
      claims.session_id,
      factor.id,
    ]);
  // models.DeleteUnverifiedFactors: the other half-finished enrolments of this type go.
  await ctx.sql.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
    [factor.user_id],
  );
  const user = await ctx.mustFindUser(claims.sub);
  return ok(await ctx.issueSession(user, 'totp', claims.session_id, 'aal2'));
}

async function unenroll(ctx: AuthContext, req: Request): Promise<Reply> {
  const { claims, factor } = await loadFactor(ctx, req);
  if (factor.status === 'verified' && !isAal2(await findSession(ctx.sql, claims.session_id)))
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  await downgradeSessionsOfFactor(ctx.sql, factor.id);
  await ctx.sql.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  return ok({ id: factor.id });
}

export const mfaRoutes: Route[] = [
  { method: 'POST', path: '/factors', handler: enroll },
  { method: 'POST', path: '/factors/:factorId/challenge', handler: challenge },
  { method: 'POST', path: '/factors/:factorId/verify', handler: verify },
  { method: 'DELETE', path: '/factors/:factorId', handler: unenroll },
];
