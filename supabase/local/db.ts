import { bootstrapPlatform, ensureLateBootstrap, type BackendKind, type DatabaseServer } from './backend.ts';
import { startPglite } from './pglite-backend.ts';
import { startPostgres } from './postgres-backend.ts';
import { migrate } from './migrate.ts';
import { connectSqlClient, type ClosableSqlClient } from './sql-client.ts';

export interface OpenDatabaseOptions {
  backend?: BackendKind;
  /** null = in memory (PGlite) or a temporary cluster removed on stop (PostgreSQL). */
  dataDir: string | null;
  /** In memory / throwaway only: start from a migrated snapshot (test-snapshot.ts) instead of a fresh database. */
  snapshot?: string;
}

/** Starts the chosen backend and lays down the hosted Supabase platform once (bootstrap/*.sql). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseServer> {
  const server =
    (options.backend ?? 'pglite') === 'postgres'
      ? await startPostgres({ dataDir: options.dataDir, snapshot: options.snapshot })
      : await startPglite({ dataDir: options.dataDir, snapshot: options.snapshot });
  try {
    if (server.fresh) {
      await bootstrapPlatform(server);
      await server.saveTemplate?.();
    } else {
      await ensureLateBootstrap(server);
    }
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export interface AdminDatabase {
  server: DatabaseServer;
  /** A superuser (supabase_admin) connection. */
  sql: ClosableSqlClient;
  close(): Promise<void>;
}

/** Opens the database, applies the migrations (and the seed into an empty one), and connects as supabase_admin. */
export async function openMigratedDatabase(
  options: OpenDatabaseOptions & { seed?: boolean },
): Promise<AdminDatabase> {
  const server = await openDatabase(options);
  try {
    await migrate(server, { seed: options.seed ?? true });
    const sql = await connectSqlClient(server, 'supabase_admin');
    return {
      server,
      sql,
      close: async () => {
        await sql.close().catch(() => undefined);
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
