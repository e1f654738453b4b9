import { describe, expect, it } from 'vitest';
import { devPorts, isLocalSupabaseUrl } from '../../scripts/db/devPorts';

const DEFAULTS = { stack: 54321, vite: 5173, mailbox: 54324 };

describe('npm run dev ports', () => {
  it('defaults without variables or flags', () => {
    expect(devPorts([], {}, DEFAULTS)).toEqual(DEFAULTS);
  });

  const ENV = {
    SUPABASE_LOCAL_PORT: '55321',
    SUPABASE_MAILBOX_PORT: '55324',
    VITE_PORT: '5300',
    PORT: '5400',
  };

  it('reads SUPABASE_LOCAL_PORT, SUPABASE_MAILBOX_PORT and the Vite port from --port, VITE_PORT, PORT in that order', () => {
    expect(devPorts([], ENV, DEFAULTS)).toEqual({ stack: 55321, vite: 5300, mailbox: 55324 });
    for (const [argv, env, vite] of [
      [['--postgres', '--port', '5500'], ENV, 5500],
      [['--port=5600'], ENV, 5600],
      [[], { PORT: '5400' }, 5400],
    ] as const) {
      expect(devPorts([...argv], env, DEFAULTS).vite, argv.join(' ')).toBe(vite);
    }
  });

  it('refuses what is no port with the variable named', () => {
    expect(() => devPorts([], { SUPABASE_LOCAL_PORT: 'abc' }, DEFAULTS)).toThrow(/SUPABASE_LOCAL_PORT/);
    expect(() => devPorts([], { VITE_PORT: '70000' }, DEFAULTS)).toThrow(/VITE_PORT/);
    expect(() => devPorts(['--port'], {}, DEFAULTS)).not.toThrow();
  });

  it('treats 127.0.0.1 and localhost on any port as the embedded stack, a hosted URL not', () => {
    expect(isLocalSupabaseUrl('http://127.0.0.1:54321')).toBe(true);
    expect(isLocalSupabaseUrl('http://localhost:55321/')).toBe(true);
    expect(isLocalSupabaseUrl('https://abc.supabase.co')).toBe(false);
    expect(isLocalSupabaseUrl('not a url')).toBe(false);
  });
});
