export interface DevPorts {
  stack: number;
  vite: number;
  mailbox: number;
}

function parsePort(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port (1–65535): ${value}`);
  return port;
}

/** The dev command's ports: `--port N` or VITE_PORT or PORT for Vite, SUPABASE_MAILBOX_PORT, else the defaults. */
export function devPorts(argv: readonly string[], env: NodeJS.ProcessEnv, defaults: DevPorts): DevPorts {
  const flag = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const fromFlag =
    flag < 0 ? undefined : argv[flag]!.includes('=') ? argv[flag]!.split('=')[1] : argv[flag + 1];
  return {
    stack: parsePort('SUPABASE_LOCAL_PORT', env.SUPABASE_LOCAL_PORT) ?? defaults.stack,
    vite:
      parsePort('--port', fromFlag) ??
      parsePort('VITE_PORT', env.VITE_PORT) ??
      parsePort('PORT', env.PORT) ??
      defaults.vite,
    mailbox: parsePort('SUPABASE_MAILBOX_PORT', env.SUPABASE_MAILBOX_PORT) ?? defaults.mailbox,
  };
}

/** The embedded stack's URL as `.env.development` and `supabase start` write it: 127.0.0.1 or localhost, any port. */
export function isLocalSupabaseUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost');
  } catch {
    return false;
  }
}
