import type { SqlClient } from '../sql-client.ts';
import type { AuthConfig } from '../config.ts';
import { createGuards, type Guards } from './guards.ts';
import { createMailer, type Mail, type Mailer } from './mail.ts';
import { PasswordHasher } from './password.ts';
import { createLimiters, type Limiters } from './ratelimit.ts';
import { createRedirectCheck } from './redirect.ts';
import { createSessions, type Sessions } from './sessions.ts';
import { createUsers, type Users } from './users.ts';

export {
  iso,
  isUuid,
  opaqueToken,
  sha256Base64Url,
  tokenHash,
  unprocessableEmailExists,
  validateEmail,
  type FactorRow,
  type UserRow,
} from './users.ts';
export type { Claims } from './claims.ts';

export interface AuthOptions {
  sql: SqlClient;
  jwtSecret: string;
  externalUrl: string;
  mailbox: Mail[];
  config: AuthConfig;
  log?: (line: string) => void;
}

/**
 * What every handler gets: the settings and the models (users, sessions, guards, mail) over one connection.
 * Declared rather than inferred from createContext, so the modules it is built from never depend on it.
 */
export interface AuthContext extends Users, Sessions, Guards, Mailer {
  sql: SqlClient;
  config: AuthConfig;
  log: (line: string) => void;
  secret: Uint8Array;
  passwords: PasswordHasher;
  limiters: Limiters;
  externalUrl: string;
  /** IsRedirectURLValid. */
  redirectAllowed: (url: string) => boolean;
  /** getRedirectTo + IsRedirectURLValid: the asked-for target when allowed, else the site URL. */
  redirectTarget: (asked: string | undefined | null) => string;
  close: () => Promise<void>;
}

export function createContext(options: AuthOptions): AuthContext {
  const { sql, config } = options;
  const secret = new TextEncoder().encode(options.jwtSecret);
  const log = options.log ?? (() => {});
  const passwords = new PasswordHasher();
  const limiters = createLimiters(config.rateLimit);
  const redirectAllowed = createRedirectCheck(config.siteUrl, config.additionalRedirectUrls);
  const users = createUsers(sql, passwords);
  const externalUrl = options.externalUrl;

  const redirectTarget = (asked: string | undefined | null) =>
    asked && redirectAllowed(asked) ? asked : config.siteUrl;

  return {
    sql,
    config,
    log,
    secret,
    passwords,
    limiters,
    externalUrl,
    redirectAllowed,
    redirectTarget,
    ...users,
    ...createSessions({ sql, config, secret, externalUrl, users }),
    ...createGuards({ sql, config, secret, users }),
    ...createMailer({ config, limiters, mailbox: options.mailbox, log }),
    close: () => passwords.close(),
  };
}
