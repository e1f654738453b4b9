// Start and shutdown shared by `npm run db:start`/`db:reset` (cli.ts) and `npm run dev` (dev.ts).
import { backendFromEnvironment, type BackendKind } from './backend.ts';
import { PostgresUnavailableError } from './postgres-backend.ts';
import { PostgrestUnavailableError } from './postgrest.ts';
import { startStack, type Stack, type StackOptions } from './stack.ts';
import { TriggersDisabledError } from './trigger-guard.ts';

export const LOCAL_PORT = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);

/** The backend chosen on the command line (`--postgres`) or by SUPABASE_LOCAL_BACKEND. */
export function chosenBackend(): BackendKind {
  return backendFromEnvironment(process.argv.slice(2));
}

/** Starts the persisted local stack on the given port and says how long it took. */
export async function startLocalStack(
  backend: BackendKind,
  port = LOCAL_PORT,
  options: Pick<StackOptions, 'siteUrl'> = {},
): Promise<Stack> {
  const started = Date.now();
  const stack = await startStack({ port, backend, ...options });
  console.log(
    `Database: ${backend === 'postgres' ? 'PostgreSQL' : 'PGlite'}. Ready in ${Date.now() - started} ms.`,
  );
  return stack;
}

/**
 * Runs `stop` once on Ctrl+C or SIGTERM, then exits. A second Ctrl+C while stopping exits at once (the database
 * child processes stop themselves when their parent goes away).
 */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) process.exit(130);
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** Runs a command's main function; known start failures print their one-line explanation. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (
      error instanceof PostgrestUnavailableError ||
      error instanceof PostgresUnavailableError ||
      error instanceof TriggersDisabledError
    ) {
      console.error(error.message);
    } else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
