import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, scriptHash } from '../../scripts/prerender/boot';

/** Runs the boot script against a fake document and returns the attributes it sets on <html>. */
function boot(pathname: string, storageKeys: string[] = [], cookie = '') {
  const attributes: Record<string, string> = {};
  const document = {
    documentElement: { setAttribute: (n: string, v: string) => (attributes[n] = v) },
    cookie,
  };
  const localStorage = { length: storageKeys.length, key: (i: number) => storageKeys[i] ?? null };
  new Function('document', 'location', 'localStorage', BOOT_SCRIPT)(document, { pathname }, localStorage);
  return attributes;
}

describe('the static first paint picks its screen', () => {
  it('the sign-in form without a session, on every page that requires one', () => {
    for (const path of ['/', '/admin', '/admin/', '/admin/login', '/admin/cards/1']) {
      expect(boot(path)['data-prerender']).toBe('signin');
    }
    expect(boot('/admin/', ['ra.store', 'sb-other-token'])['data-prerender']).toBe('signin');
  });

  it('the dashboard skeleton with a session on the dashboard, the shell on other pages', () => {
    const session = ['sb-127-auth-token'];
    expect(boot('/admin/', session)['data-prerender']).toBe('dashboard');
    expect(boot('/admin', session)['data-prerender']).toBe('dashboard');
    expect(boot('/admin/cards', session)['data-prerender']).toBe('shell');
    expect(boot('/admin/login', session)['data-prerender']).toBe('none');
  });

  it('nothing on the pages outside the layout', () => {
    for (const path of ['/admin/set-password', '/admin/forgot-password', '/admin/sign-up']) {
      expect(boot(path)['data-prerender']).toBe('none');
      expect(boot(path, ['sb-abc-auth-token'])['data-prerender']).toBe('none');
    }
  });

  it('a collapsed sidebar from its cookie', () => {
    expect(boot('/admin/', ['sb-x-auth-token'], 'a=1; sidebar:state=false')['data-sidebar']).toBe(
      'collapsed',
    );
    expect(boot('/admin/', ['sb-x-auth-token'], 'sidebar:state=true')['data-sidebar']).toBeUndefined();
  });

  it('without localStorage (blocked storage) it falls back to the sign-in form', () => {
    const attributes: Record<string, string> = {};
    const document = { documentElement: { setAttribute: (n: string, v: string) => (attributes[n] = v) } };
    const throwing = {
      get length(): number {
        throw new Error('SecurityError');
      },
    };
    new Function('document', 'location', 'localStorage', BOOT_SCRIPT)(
      document,
      { pathname: '/admin/' },
      throwing,
    );
    expect(attributes['data-prerender']).toBe('signin');
  });

  it('its CSP hash is the SHA-256 of its exact text', () => {
    const digest = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(scriptHash(BOOT_SCRIPT)).toBe(`'sha256-${digest}'`);
  });
});
