import type { Page } from '@playwright/test';

/**
 * Runs in the page: React's DevTools hook as the React DevTools extension installs it, which React calls after each
 * commit's DOM changes (no code in the app). Self-contained: Playwright serialises it.
 */
function installCommitHook(onCommit: (root: unknown) => void): void {
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: unknown) => onCommit(root),
  };
}

/**
 * In every document the page loads from now on, calls `setup(arg)` once before any script, then the function it
 * returns with the fiber root of every React commit. Both run in the page: keep them self-contained.
 */
export async function onEveryCommit<A, R>(
  page: Page,
  setup: (arg: A) => (root: R) => void,
  arg: A,
): Promise<void> {
  await page.addInitScript({
    content: `(${installCommitHook.toString()})((${setup.toString()})(${JSON.stringify(arg)}));`,
  });
}
