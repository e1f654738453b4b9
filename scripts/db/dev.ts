// `npm run dev`: the embedded stack (when the app points at the local URL), the local mailbox, then Vite.
// Ports: SUPABASE_LOCAL_PORT (stack, 54321), VITE_PORT or PORT or `--port N` (Vite, 5173), SUPABASE_MAILBOX_PORT
// (mailbox, 54324). With another stack port the app is given VITE_SUPABASE_URL=http://127.0.0.1:<port>.
import { createServer, loadEnv, type ViteDevServer } from 'vite';
import type { Stack } from '../../supabase/local/stack.ts';
import { printBanner } from '../../supabase/local/banner.ts';
import {
  chosenBackend,
  LOCAL_PORT,
  runMain,
  startLocalStack,
  stopOnSignal,
} from '../../supabase/local/lifecycle.ts';
import {
  DEFAULT_MAILBOX_PORT,
  startMailboxServer,
  type MailboxServer,
} from '../../supabase/local/mailbox.ts';
import { devPorts, isLocalSupabaseUrl } from './devPorts.ts';

const DEFAULT_VITE_PORT = 5173;

runMain(async () => {
  const ports = devPorts(process.argv.slice(2), process.env, {
    stack: LOCAL_PORT,
    vite: DEFAULT_VITE_PORT,
    mailbox: DEFAULT_MAILBOX_PORT,
  });
  const env = loadEnv('development', process.cwd(), 'VITE_');
  const supabaseUrl = process.env.VITE_SUPABASE_URL ?? env.VITE_SUPABASE_URL;
  const appOrigin = `http://127.0.0.1:${ports.vite}`;
  let stack: Stack | undefined;
  let mailbox: MailboxServer | undefined;
  if (supabaseUrl && isLocalSupabaseUrl(supabaseUrl)) {
    // config.toml's site_url names Vite's default port; mails link to the app where it really runs.
    const siteUrl = ports.vite === DEFAULT_VITE_PORT ? undefined : appOrigin;
    stack = await startLocalStack(chosenBackend(), ports.stack, siteUrl ? { siteUrl } : {});
    // Vite gives variables already in the environment precedence over .env files.
    process.env.VITE_SUPABASE_URL = stack.url;
    mailbox = await startMailboxServer(stack.mailbox, ports.mailbox);
  } else {
    console.log(`VITE_SUPABASE_URL is ${supabaseUrl}: starting only Vite.`);
  }
  // Vite's dev server exits the process on SIGTERM (and on stdin's end) as soon as it has closed itself, which would
  // cut the stack's shutdown short: its listeners go, and stopOnSignal below closes Vite, the mailbox and the stack.
  const before = { sigterm: process.listeners('SIGTERM'), end: process.stdin.listeners('end') };
  let vite: ViteDevServer;
  try {
    vite = await createServer({ server: { open: false, port: ports.vite, strictPort: true } });
    for (const listener of process.listeners('SIGTERM'))
      if (!before.sigterm.includes(listener)) process.off('SIGTERM', listener);
    for (const listener of process.stdin.listeners('end'))
      if (!before.end.includes(listener)) process.stdin.off('end', listener as () => void);
    await vite.listen();
  } catch (error) {
    // A taken Vite port must not leave the database server and the mailbox running behind the failed command.
    await mailbox?.close();
    await stack?.stop();
    // Vite says only "Port 5173 is already in use"; name the setting that chooses another (issue 31).
    if (error instanceof Error && /is already in use/.test(error.message))
      throw new Error(`${error.message}. Set VITE_PORT (or --port) to a free port.`);
    throw error;
  }
  const appUrl = `${vite.resolvedUrls?.local[0] ?? `${appOrigin}/`}admin`;
  if (stack) printBanner(stack, appUrl, mailbox?.url);
  else console.log(`Admin: ${appUrl}`);
  stopOnSignal(async () => {
    await vite.close();
    await mailbox?.close();
    await stack?.stop();
  });
});
