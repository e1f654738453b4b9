import type { AuthContext } from './context.ts';
import { ok, type Reply, type Route } from './types.ts';

/** /health, /settings and the JWKS (supabase/auth internal/api/api.go HealthCheck, settings.go, jwks.go). */
async function health(): Promise<Reply> {
  return ok({
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

async function settings(ctx: AuthContext): Promise<Reply> {
  const { config } = ctx;
  return ok({
    external: {
      anonymous_users: config.enableAnonymousSignIns,
      email: config.email.enableSignup,
      phone: false,
    },
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: !config.email.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** HS256 projects publish no public keys. */
async function jwks(): Promise<Reply> {
  return ok({ keys: [] });
}

export const settingsRoutes: Route[] = [
  { method: 'GET', path: '/health', handler: health },
  { method: 'GET', path: '/settings', handler: settings },
  { method: 'GET', path: '/.well-known/jwks.json', handler: jwks },
];
