import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Where integration tests live (issue 19): every stack a test starts comes from backends.ts' startTestStack (one
 * place picks the backend, the free ports and the quiet mode), and the auth server's MFA cases are in one file.
 */
const INTEGRATION = resolve(__dirname, '../integration');
const testFiles = () => readdirSync(INTEGRATION).filter((name) => name.endsWith('.test.ts'));
const read = (name: string) => readFileSync(resolve(INTEGRATION, name), 'utf8');

describe('integration test layout', () => {
  it('no test file starts a stack by hand: startStack is imported only by backends.ts', () => {
    const byHand = testFiles().filter((name) => /\bstartStack\b/.test(read(name)));
    expect(byHand).toEqual([]);
    expect(read('backends.ts')).toMatch(/export function startTestStack/);
  });

  it('the auth MFA cases (supabase-js mfa.* calls) are all in auth-mfa.test.ts', () => {
    const authFiles = testFiles().filter((name) => name.startsWith('auth'));
    expect(authFiles).toContain('auth-mfa.test.ts');
    const elsewhere = authFiles.filter(
      (name) => name !== 'auth-mfa.test.ts' && /\.mfa\.\w+\(/.test(read(name)),
    );
    expect(elsewhere).toEqual([]);
  });
});
