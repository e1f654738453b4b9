import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, scriptHash } from '../../build/prerender/boot';

/** Runs the boot script against a fake document and returns the attributes it sets on <html>. */
function boot(pathname: string, storageKeys: string[] = [], cookie = '') {
  const attributes: Record<string, string> = {};
  const document = {
    documentElement: { setAttribute: (n: string, v: string) => (attributes[n] = v) },
    cookie,
    addEventListener: () => undefined,
  };
  const localStorage = { length: storageKeys.length, key: (i: number) => storageKeys[i] ?? null };
  new Function('document', 'location', 'localStorage', BOOT_SCRIPT)(document, { pathname }, localStorage);
  return attributes;
}

/** Runs the boot script's loader: the document is parsed, then the given frames and timers run in order. */
function load(
  entry: string | null,
  steps: Array<'frame' | 'paint' | 'timers' | 'zero timers'>,
  pathname = '/admin/login',
  storageKeys: string[] = [],
) {
  const listeners: Record<string, () => void> = {};
  const paintObservers: Array<() => void> = [];
  class FakePerformanceObserver {
    constructor(private callback: (list: unknown, observer: { disconnect: () => void }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      let connected = true;
      paintObservers.push(() => {
        if (connected) this.callback({}, { disconnect: () => (connected = false) });
      });
    }
  }
  const frames: Array<() => void> = [];
  let timers: Array<[() => void, number]> = [];
  const added: Array<Record<string, string>> = [];
  const document = {
    documentElement: { setAttribute: () => undefined },
    cookie: '',
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    querySelector: (selector: string) =>
      selector === 'meta[name="app-entry"]' && entry ? { getAttribute: () => entry } : null,
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push(element) },
  };
  const localStorage = { length: storageKeys.length, key: (i: number) => storageKeys[i] ?? null };
  new Function(
    'document',
    'location',
    'localStorage',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    BOOT_SCRIPT,
  )(
    document,
    { pathname },
    localStorage,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms: number) => timers.push([callback, ms]),
    FakePerformanceObserver,
  );
  const seen: number[] = [];
  listeners.DOMContentLoaded?.();
  for (const step of steps) {
    if (step === 'frame') frames.splice(0).forEach((callback) => callback());
    else if (step === 'paint') paintObservers.forEach((callback) => callback());
    else if (step === 'zero timers') {
      const due = timers.filter(([, ms]) => ms === 0);
      timers = timers.filter(([, ms]) => ms !== 0);
      due.forEach(([callback]) => callback());
    } else {
      const due = timers.sort((a, b) => a[1] - b[1]);
      timers = [];
      due.forEach(([callback]) => callback());
    }
    seen.push(added.length);
  }
  return { added, seen };
}

describe("the boot script loads the app's module after the first frame", () => {
  it('adds the entry named by the build once the first paint has been presented, once', () => {
    // Animation frames run while the first paint is held: they are no sign of it.
    const { added, seen } = load('/assets/index-abc.js', [
      'frame',
      'frame',
      'zero timers',
      'paint',
      'zero timers',
      'paint',
      'timers',
    ]);
    expect(seen).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect(added).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-abc.js' }]);
  });

  it('does not wait for a paint that never comes (a hidden tab): the 1 s timer loads it', () => {
    expect(load('/assets/index-abc.js', ['timers']).added).toHaveLength(1);
  });

  it('loads at once where there is no static first paint (a password link)', () => {
    const { seen } = load('/assets/index-abc.js', ['zero timers'], '/admin/set-password');
    expect(seen).toEqual([1]);
  });

  it("loads at once on the layout's other pages (a list opened by URL waits for its rows, not a paint)", () => {
    const session = ['sb-abc-auth-token'];
    expect(boot('/admin/reviews', session)['data-prerender']).toBe('shell');
    const { seen } = load('/assets/index-abc.js', ['zero timers'], '/admin/reviews', session);
    expect(seen).toEqual([1]);
    // The dashboard still waits for its first paint.
    expect(load('/assets/index-abc.js', ['zero timers'], '/admin', session).seen).toEqual([0]);
  });

  it("adds nothing without the build's entry (vite dev keeps its own script)", () => {
    expect(load(null, ['frame', 'timers']).added).toHaveLength(0);
  });
});

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
    const document = {
      documentElement: { setAttribute: (n: string, v: string) => (attributes[n] = v) },
      addEventListener: () => undefined,
    };
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
