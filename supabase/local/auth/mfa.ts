import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { AuthContext } from './context.ts';
import { AuthError, forbidden, invalid, notFound, unprocessable } from './errors.ts';
import type { Request } from './http.ts';
import { downgradeSessionsOfFactor, findSession, isAal2 } from './sessions.ts';
import {
  createChallenge,
  deleteChallenge,
  deleteFactor,
  deleteStaleUnverifiedFactors,
  findChallenge,
  findUserFactor,
  insertTotpFactor,
  markFactorVerified,
} from './factors.ts';
import { loaded, ok, type Reply, type Route } from './types.ts';

/**
 * TOTP factors, limited by [auth.mfa]. Followed: supabase/auth internal/api/mfa.go at 0139bdf7 (EnrollFactor,
 * validateFactors, verifyTOTPFactor, UnenrollFactor).
 */
const CHALLENGE_TTL_MS = 300_000;
/** conf.MFAConfiguration MaxVerifiedFactors' default. */
const MAX_VERIFIED_FACTORS = 10;

/** mfa.go answers a token without a session id with a 500 unexpected_failure. */
function requireSession(sessionId: string | undefined, message: string): asserts sessionId is string {
  if (!sessionId) throw new AuthError(500, 'unexpected_failure', message);
}

async function enroll(ctx: AuthContext, req: Request): Promise<Reply> {
  const claims = loaded(req, 'claims');
  requireSession(claims.session_id, 'A valid session and a registered user are required to enroll a factor');
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
  await deleteStaleUnverifiedFactors(ctx.sql, user.id);
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
  await insertTotpFactor(ctx.sql, {
    id,
    userId: user.id,
    friendlyName: friendlyName || null,
    secret: secretValue.base32,
  });
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

/** loadFactor (middleware.go): the signed-in user's factor named in the path. */
async function loadFactor(ctx: AuthContext, req: Request): Promise<void> {
  const claims = loaded(req, 'claims');
  const factor = await findUserFactor(ctx.sql, req.params.factorId, claims.sub);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  req.loaded.factor = factor;
}

async function challenge(ctx: AuthContext, req: Request): Promise<Reply> {
  const factor = loaded(req, 'factor');
  if (!ctx.config.mfa.totpVerifyEnabled)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const id = randomUUID();
  await createChallenge(ctx.sql, id, factor.id, req.ip.replace(/^::ffff:/, '') || '127.0.0.1');
  return ok({ id, type: 'totp', expires_at: Math.floor((Date.now() + CHALLENGE_TTL_MS) / 1000) });
}

async function verify(ctx: AuthContext, req: Request): Promise<Reply> {
  const claims = loaded(req, 'claims');
  const factor = loaded(req, 'factor');
  if (!ctx.config.mfa.totpVerifyEnabled)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const body = await req.body();
  const row = await findChallenge(ctx.sql, body.str('challenge_id') ?? '', factor.id);
  if (!row) throw notFound('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (row.verified_at || Date.now() - new Date(row.created_at).getTime() > CHALLENGE_TTL_MS) {
    await deleteChallenge(ctx.sql, row.id);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${row.id} has expired, verify against another challenge or create a new factor.`,
    );
  }
  const totp = new TOTP({ secret: Secret.fromBase32(factor.secret ?? '') });
  if (totp.validate({ token: body.str('code') ?? '', window: 1 }) === null)
    throw unprocessable('mfa_verification_failed', `Invalid TOTP code entered`);
  await markFactorVerified(ctx.sql, { challengeId: row.id, factor, sessionId: claims.session_id });
  const user = await ctx.mustFindUser(claims.sub);
  return ok(await ctx.issueSession(user, 'totp', claims.session_id, 'aal2'));
}

async function unenroll(ctx: AuthContext, req: Request): Promise<Reply> {
  const claims = loaded(req, 'claims');
  const factor = loaded(req, 'factor');
  requireSession(claims.session_id, 'A valid session and factor are required to unenroll a factor');
  if (factor.status === 'verified' && !isAal2(await findSession(ctx.sql, claims.session_id)))
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  await downgradeSessionsOfFactor(ctx.sql, factor.id);
  await deleteFactor(ctx.sql, factor.id);
  return ok({ id: factor.id });
}

const factorRoute = (
  method: Route['method'],
  path: string,
  handler: Route['handler'],
  limit?: Route['limit'],
): Route => ({
  method,
  path,
  auth: 'user',
  notAnonymous: true,
  ...(path.includes(':factorId') ? { load: loadFactor } : {}),
  ...(limit ? { limit } : {}),
  handler,
});

/** As api.go mounts /factors: verify and challenge each behind their own limiter (limiterOpts.FactorVerify/Challenge). */
export const mfaRoutes: Route[] = [
  factorRoute('POST', '/factors', enroll),
  factorRoute('POST', '/factors/:factorId/challenge', challenge, 'factorChallenge'),
  factorRoute('POST', '/factors/:factorId/verify', verify, 'factorVerify'),
  factorRoute('DELETE', '/factors/:factorId', unenroll),
];
