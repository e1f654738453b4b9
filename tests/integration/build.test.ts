import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('production build', () => {
  it('stops with one clear line when the Supabase URL and anon key are not set', () => {
    const env = { ...process.env };
    delete env.VITE_SUPABASE_URL;
    delete env.VITE_SUPABASE_ANON_KEY;
    const run = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', 'dist-guard-test'],
      {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^Cannot build for production: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY .*\(missing: VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY;/,
      ),
    ]);
    expect(run.stdout).not.toMatch(/built in/);
  });
});
