import type { Stack } from './stack.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './keys.ts';

/**
 * Where psql, pgAdmin or DBeaver reach the stack's database, in the form `supabase start` prints as `DB URL`
 * (supabase/cli internal/status/status.go, `DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres`).
 * Both backends accept it: PostgreSQL 15 runs with trust authentication on 127.0.0.1, PGlite's socket server
 * takes any user and password (and is one session shared with the stack: leave its role and settings alone).
 */
export function databaseUrl(stack: Pick<Stack, 'dbPort'>): string {
  return `postgresql://postgres:postgres@127.0.0.1:${stack.dbPort}/postgres`;
}

export function bannerLines(stack: Stack, appUrl?: string, mailboxUrl?: string): string[] {
  return [
    '',
    'Local Supabase-compatible stack is running.',
    `         API URL: ${stack.url}`,
    `        REST URL: ${stack.url}/rest/v1`,
    `        Auth URL: ${stack.url}/auth/v1`,
    `          DB URL: ${databaseUrl(stack)}${stack.backend === 'pglite' ? '  (PGlite over pglite-socket)' : ''}`,
    ...(appUrl ? [`           Admin: ${appUrl}`] : []),
    ...(mailboxUrl ? [`         Mailbox: ${mailboxUrl}`] : []),
    ` Publishable key: ${LOCAL_PUBLISHABLE_KEY}`,
    `      Secret key: ${LOCAL_SECRET_KEY}`,
    `      JWT secret: ${stack.jwtSecret}`,
    `        anon key: ${stack.anonKey}`,
    `service_role key: ${stack.serviceRoleKey}`,
    '',
    'Seeded logins (password Demo-1234!):',
    '  admin@example.se  (admin)',
    '  editor@example.se (editor: drafts, no publishing or deleting)',
    '  user@example.se   (no admin role)',
    '',
  ];
}

export function printBanner(stack: Stack, appUrl?: string, mailboxUrl?: string): void {
  console.log(bannerLines(stack, appUrl, mailboxUrl).join('\n'));
}
