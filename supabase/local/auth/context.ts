import type { SqlClient } from '../sql-client.ts';
import type { AuthConfig } from '../config.ts';
import { createGuards } from './guards.ts';
import { createMailer, type Mail } from './mail.ts';
import { PasswordHasher } from './password.ts';
import { createLimiters } from './ratelimit.ts';
import { createRedirectCheck } from './redirect.ts';
import { createSessions } from './sessions.ts';
import { createUsers } from './users.ts';

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
export type { Claims } from './guards.ts';

export interface AuthOptions {
  sql: SqlClient;
  jwtSecret: string;
  externalUrl: string;
  mailbox: Mail[];
  config: AuthConfig;
  log?: (line: string) => void;
}

export type AuthContext = ReturnType<typeof createContext>;

/** What every handler gets: the settings and the models (users, sessions, guards, mail) over one connection. */
export function createContext(options: AuthOptions) {
  const { sql, config } = options;
  const secret = new TextEncoder().encode(options.jwtSecret);
  const log = options.log ?? (() => {});
  const passwords = new PasswordHasher();
  const limiters = createLimiters(config.rateLimit);
  const redirectAllowed = createRedirectCheck(config.siteUrl, config.additionalRedirectUrls);
  const users = createUsers(sql, passwords);
  const externalUrl = options.externalUrl;

  /** getRedirectTo + IsRedirectURLValid: the asked-for target when allowed, else the site URL. */
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
