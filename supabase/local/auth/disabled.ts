import { decodeJwt } from 'jose';
import { AuthError, MESSAGES, badRequest, forbidden, invalid, notFound, unprocessable } from './errors.ts';
import type { Body } from './http.ts';
import type { Reply, Route } from './types.ts';

/**
 * What Supabase Auth answers for the features this project switches off (config.toml enables no SAML, no Web3,
 * no external OIDC provider and no phone provider), each as the Go source answers with the switch off:
 * - SSO: api.go mounts /sso behind requireSAMLEnabled (middleware.go): 404 saml_provider_disabled.
 * - Web3: web3.go Web3Grant at 05bf80d8, before reading the body: 422 web3_provider_disabled.
 * - ID-token sign-in: token_oidc.go IdTokenGrant / getProvider: 400 provider_disabled or validation_failed.
 * - Phone OTPs: verify.go VerifyParams.Validate (validatePhone) and verifyUserAndToken: no phone user can match.
 */

/** OAuth-style errors (apierrors.NewOAuthError): `{error, error_description}`. */
class OAuthError extends AuthError {
  constructor(
    readonly oauthError: string,
    description: string,
  ) {
    super(400, 'validation_failed', description);
  }

  override toJSON(): Record<string, unknown> {
    return { error: this.oauthError, error_description: this.message };
  }
}

export const requireSAMLEnabled = () => {
  throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled');
};

const samlRoute = (method: Route['method'], path: string): Route => ({
  method,
  path,
  gate: requireSAMLEnabled,
  handler: async (): Promise<Reply> => requireSAMLEnabled(),
});

export const ssoRoutes: Route[] = [
  samlRoute('POST', '/sso'),
  samlRoute('GET', '/sso/saml/metadata'),
  samlRoute('POST', '/sso/saml/acs'),
];

export function web3Grant(): never {
  throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
}

/** provider.Issuer* constants; Azure issuers are login.microsoftonline.com/<tenant>/v2.0. */
const ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};
const AZURE_ISSUER = /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0$/;

function oidcIssuer(provider: string, issuer: string, idToken: string): string | undefined {
  const named = Object.entries(ISSUERS).find(([name, url]) => provider === name || issuer === url);
  if (named) return named[1];
  if (provider === 'azure' || AZURE_ISSUER.test(issuer)) {
    if (AZURE_ISSUER.test(issuer)) return issuer;
    let detected: unknown;
    try {
      detected = decodeJwt(idToken).iss;
    } catch {
      detected = undefined;
    }
    if (typeof detected !== 'string' || !AZURE_ISSUER.test(detected))
      throw invalid('Unable to detect issuer in ID token for Azure provider');
    return detected;
  }
  // Keycloak's issuer is its configured URL, empty while the provider is off.
  if (provider === 'keycloak') return '';
  return undefined;
}

/** IdTokenGrant with every provider off and no allowed custom issuers. */
export function idTokenGrant(body: Body): never {
  const idToken = body.str('id_token') ?? '';
  const provider = body.str('provider') ?? '';
  const issuer = body.str('issuer') ?? '';
  if (!idToken) throw new OAuthError('invalid request', 'id_token required');
  if (!provider && (!body.str('client_id') || !issuer))
    throw new OAuthError('invalid request', 'provider or client_id and issuer required');
  const known = oidcIssuer(provider, issuer, idToken);
  if (known === undefined) throw invalid(`Custom OIDC provider "${provider}" not allowed`);
  throw badRequest('provider_disabled', `Provider (issuer "${known}") is not enabled`);
}

/** validatePhone (internal/api/phone.go): E.164 digits once '+', spaces and dashes are dropped. */
const E164 = /^[1-9]\d{1,14}$/;

/**
 * POST /verify for sms and phone_change: Validate checks the phone, then verifyUserAndToken finds no user with a
 * pending phone OTP (the phone provider is off), which is 403 otp_expired.
 */
export function phoneVerify(body: Body): never {
  const token = body.str('token') ?? '';
  const hash = body.str('token_hash') ?? '';
  if ((!token && !hash) || (token && hash)) throw invalid('Verify requires either a token or a token hash');
  if (token) {
    const phone = (body.str('phone') ?? '').replace(/[+\s-]/g, '');
    if (!body.str('phone') && body.str('email'))
      throw invalid('Only an email address or phone number should be provided on verify');
    if (!E164.test(phone)) throw invalid('Invalid phone number format (E.164 required)');
  }
  throw forbidden('otp_expired', MESSAGES.otpExpired);
}

export const isPhoneVerification = (type: string) => type === 'sms' || type === 'phone_change';
