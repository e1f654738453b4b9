import { rm } from 'node:fs/promises';
import { defaultDataDir, defaultStorageDir } from '../../supabase/local/stack.ts';
import { printBanner } from '../../supabase/local/banner.ts';
import { chosenBackend, runMain, startLocalStack, stopOnSignal } from '../../supabase/local/lifecycle.ts';

const command = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'start';

runMain(async () => {
  const backend = chosenBackend();
  if (command === 'reset') {
    const dir = defaultDataDir(backend);
    await rm(dir, { recursive: true, force: true });
    const files = defaultStorageDir(backend, dir);
    await rm(files, { recursive: true, force: true });
    console.log(`Removed ${dir} and Storage's files (${files}); migrating and seeding a fresh database…`);
  } else if (command !== 'start') {
    console.error('Usage: cli.ts start | reset [--postgres]');
    process.exit(2);
  }
  const stack = await startLocalStack(backend);
  printBanner(stack);
  if (command === 'reset' && process.env.SUPABASE_LOCAL_EXIT === '1') {
    await stack.stop();
    return;
  }
  console.log('Ctrl+C stops.');
  stopOnSignal(() => stack.stop());
});
