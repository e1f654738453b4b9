import type { Stack } from './stack.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './keys.ts';

export function printBanner(stack: Stack, appUrl?: string, mailboxUrl?: string): void {
  const lines = [
    '',
    'Local Supabase-compatible stack is running.',
    `         API URL: ${stack.url}`,
    `        REST URL: ${stack.url}/rest/v1`,
    `        Auth URL: ${stack.url}/auth/v1`,
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
    '  user@example.se   (no admin role)',
    '',
  ];
  console.log(lines.join('\n'));
}
