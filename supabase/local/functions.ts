import { spawn, type ChildProcess } from 'node:child_process';
import { tieToParent } from './reaper.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jwtVerify } from 'jose';
import { parse } from 'smol-toml';
import { freePort } from './ports.ts';
import { proxyTo } from './proxy.ts';
import type { ServiceHandler } from './http/router.ts';

// Serves supabase/functions/<name>/index.ts at /functions/v1/<name> the way `supabase functions serve` does
// (supabase/cli internal/functions/serve/templates/main.ts, v2.x): the path after /functions/v1 is passed on,
// a user JWT is required unless config.toml says `verify_jwt = false`, and the function sees the environment a
// hosted function gets (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL), nothing of
// ours. The runtime is real Deno, from the npm package `deno`; one process per function, started on first call.

const here = dirname(fileURLToPath(import.meta.url));
export const FUNCTIONS_DIR = join(here, '..', 'functions');
const CONFIG_TOML = join(here, '..', 'config.toml');
const DENO_DIR = join(here, '..', '..', 'node_modules', '.cache', 'deno');

export interface FunctionsOptions {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  jwtSecret: string;
  functionsDir?: string;
  log?: (line: string) => void;
}

/** The gateway's service handler with the functions found and a stop for their workers. */
export type FunctionsHandler = ServiceHandler & {
  names: string[];
  stop(): Promise<void>;
};

interface Worker {
  process: ChildProcess;
  port: number;
  ready: Promise<void>;
}

let denoPath: string | undefined;
/** The Deno executable of the npm package `deno` (its platform binary comes as @deno/<platform>). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  denoPath ??= (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
  return denoPath;
}

/** `[functions.<name>] verify_jwt = false` in config.toml; everything else defaults to verify. */
export function verifyJwtSettings(toml: string): Record<string, boolean> {
  let functions: unknown;
  try {
    functions = (parse(toml) as { functions?: unknown }).functions;
  } catch {
    return {};
  }
  const settings: Record<string, boolean> = {};
  if (!functions || typeof functions !== 'object') return settings;
  for (const [name, table] of Object.entries(functions as Record<string, unknown>)) {
    const value = (table as { verify_jwt?: unknown } | null)?.verify_jwt;
    if (typeof value === 'boolean') settings[name] = value;
  }
  return settings;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', typeof body === 'string' ? 'text/plain' : 'application/json');
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export function createFunctionsHandler(options: FunctionsOptions): FunctionsHandler {
  const log = options.log ?? (() => {});
  const dir = options.functionsDir ?? FUNCTIONS_DIR;
  const names = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter(
          (e) => e.isDirectory() && !e.name.startsWith('_') && existsSync(join(dir, e.name, 'index.ts')),
        )
        .map((e) => e.name)
    : [];
  const verifyJwt = verifyJwtSettings(existsSync(CONFIG_TOML) ? readFileSync(CONFIG_TOML, 'utf8') : '');
  const secret = new TextEncoder().encode(options.jwtSecret);
  const workers = new Map<string, Promise<Worker>>();
  const children = new Set<ChildProcess>();
  let stopped = false;

  const denoDir = process.env.DENO_DIR ?? DENO_DIR;
  const start = async (name: string): Promise<Worker> => {
    // Dependencies are fetched first with this machine's settings (registry, certificates, proxy), so that the
    // function itself runs with only the environment a hosted function has.
    await new Promise<void>((resolve, reject) => {
      const cache = spawn(denoBinary(), ['cache', '--no-config', '--node-modules-dir=none', 'index.ts'], {
        cwd: join(dir, name),
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      });
      let errors = '';
      cache.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      cache.once('error', reject);
      cache.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`deno cache ${name} failed (${code}):\n${errors}`)),
      );
    });
    const port = await freePort();
    const child = spawn(
      denoBinary(),
      [
        'run',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--allow-sys',
        '--no-prompt',
        '--cached-only',
        '--no-config',
        '--node-modules-dir=none',
        join(dir, name, 'index.ts'),
      ],
      {
        cwd: join(dir, name),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          SUPABASE_URL: options.supabaseUrl,
          SUPABASE_ANON_KEY: options.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
          SUPABASE_DB_URL: options.dbUrl,
          DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
          DENO_DIR: denoDir,
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
      },
    );
    children.add(child);
    tieToParent(child, { signal: 'TERM' });
    child.once('exit', () => children.delete(child));
    const ready = new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        output += text;
        for (const line of text.split('\n')) if (line.trim()) log(`[functions:${name}] ${line}`);
        if (/Listening on/.test(output)) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        workers.delete(name);
        reject(new Error(`Function ${name} exited (${code}) before it listened:\n${output}`));
      });
      child.once('error', reject);
    });
    return { process: child, port, ready };
  };

  const workerFor = (name: string): Promise<Worker> => {
    let worker = workers.get(name);
    if (!worker) {
      worker = start(name).then(async (started) => {
        await started.ready;
        return started;
      });
      worker.catch(() => workers.delete(name));
      workers.set(name, worker);
    }
    return worker;
  };

  const handler = ((req: IncomingMessage, res: ServerResponse, path: string) => {
    void (async () => {
      const name = path.split(/[/?]/)[1] ?? '';
      if (!names.includes(name) || stopped) return json(res, 404, 'Function not found');
      if (req.method !== 'OPTIONS' && verifyJwt[name] !== false) {
        const header = req.headers.authorization;
        if (!header) return json(res, 401, { msg: 'Error: Missing authorization header' });
        const [scheme, token] = header.split(' ');
        if (scheme !== 'Bearer') return json(res, 401, { msg: "Error: Auth header is not 'Bearer {token}'" });
        const valid = await jwtVerify(token ?? '', secret, { algorithms: ['HS256'] }).then(
          () => true,
          () => false,
        );
        if (!valid) return json(res, 401, { msg: 'Invalid JWT' });
      }
      let worker: Worker;
      try {
        worker = await workerFor(name);
      } catch (error) {
        log(String(error));
        return json(res, 503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
      }
      const upstream = proxyTo(req, res, worker.port, path);
      upstream.on('error', () =>
        json(res, 500, {
          code: 'WORKER_ERROR',
          message: 'Function exited due to an error (please check logs)',
        }),
      );
      req.pipe(upstream);
    })();
  }) as FunctionsHandler;

  handler.names = names;
  handler.stop = async () => {
    stopped = true;
    await Promise.all(
      [...children].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    workers.clear();
  };
  return handler;
}
