import { build, preview } from 'vite';
import { startStack } from '../../supabase/local/stack.ts';
import { E2E_APP_PORT, E2E_STACK_PORT } from '../../playwright.config.ts';
import { serveMailbox } from './mailbox-server.ts';

/** A fresh in-memory stack, the production build pointed at it, served by `vite preview`. */
export default async function globalSetup() {
  const stack = await startStack({
    port: E2E_STACK_PORT,
    dataDir: null,
    quiet: true,
    siteUrl: `http://127.0.0.1:${E2E_APP_PORT}`,
  });
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  process.env.E2E_STACK_URL = stack.url;
  process.env.E2E_ANON_KEY = stack.anonKey;
  process.env.E2E_SERVICE_KEY = stack.serviceRoleKey;
  const mailbox = await serveMailbox(stack.mailbox);
  process.env.E2E_MAILBOX_URL = mailbox.url;
  await build({ logLevel: 'warn', build: { outDir: 'dist-e2e', emptyOutDir: true } });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir: 'dist-e2e' },
    preview: { port: E2E_APP_PORT, strictPort: true, host: '127.0.0.1' },
  });
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    mailbox.server.close();
    await stack.stop();
  };
}
