import { rm } from 'node:fs/promises';
import { DEFAULT_DATA_DIR, startStack } from './stack.ts';
import { printBanner } from './banner.ts';
import { PostgrestUnavailableError } from './postgrest.ts';

const command = process.argv[2] ?? 'start';
const port = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);

async function main(): Promise<void> {
  if (command === 'reset') {
    await rm(DEFAULT_DATA_DIR, { recursive: true, force: true });
    console.log(`Removed ${DEFAULT_DATA_DIR}; migrating and seeding a fresh database…`);
  } else if (command !== 'start') {
    console.error('Usage: cli.ts start | reset');
    process.exit(2);
  }
  const started = Date.now();
  const stack = await startStack({ port });
  printBanner(stack);
  console.log(`Ready in ${Date.now() - started} ms. Ctrl+C stops.`);
  if (command === 'reset' && process.env.SUPABASE_LOCAL_EXIT === '1') {
    await stack.stop();
    return;
  }
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof PostgrestUnavailableError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
