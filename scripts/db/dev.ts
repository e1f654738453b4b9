import { createServer, loadEnv } from 'vite';
import type { Stack } from '../../supabase/local/stack.ts';
import { printBanner } from '../../supabase/local/banner.ts';
import { chosenBackend, runMain, startLocalStack, stopOnSignal } from '../../supabase/local/lifecycle.ts';

const LOCAL_URLS = new Set(['http://127.0.0.1:54321', 'http://localhost:54321']);

runMain(async () => {
  const env = loadEnv('development', process.cwd(), 'VITE_');
  const supabaseUrl = process.env.VITE_SUPABASE_URL ?? env.VITE_SUPABASE_URL;
  let stack: Stack | undefined;
  if (supabaseUrl && LOCAL_URLS.has(supabaseUrl.replace(/\/$/, ''))) {
    stack = await startLocalStack(chosenBackend(), 54321);
  } else {
    console.log(`VITE_SUPABASE_URL is ${supabaseUrl}: starting only Vite.`);
  }
  const vite = await createServer({ server: { open: false } });
  await vite.listen();
  const appUrl = `${vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'}admin`;
  if (stack) printBanner(stack, appUrl);
  else console.log(`Admin: ${appUrl}`);
  stopOnSignal(async () => {
    await vite.close();
    await stack?.stop();
  });
});
