// What the interaction bench (issue 24) installs in the page before any script runs: a long-task log and
// (optionally) a minimal React DevTools hook that counts component renders per commit.
import type { BrowserContext, Page } from '@playwright/test';

export interface PageProbe {
  longtasks: Array<{ start: number; duration: number }>;
  renders: number;
  commits: number;
}

declare global {
  interface Window {
    __bench: PageProbe;
  }
}

/** Runs in the page (serialised by Playwright): keep it self-contained. */
function install(countRenders: boolean) {
  const probe: PageProbe = { longtasks: [], renders: 0, commits: 0 };
  window.__bench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longtasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  if (!countRenders) return;
  // A fiber re-rendered in a commit when React cloned it and it performed work (PerformedWork = 1), or when it is
  // new; children are visited only where React cloned them (parent.child differs from its alternate's), the rule
  // React DevTools' renderer follows (react-devtools-shared/src/backend/fiber/renderer.js, didFiberRender and
  // updateFiberRecursively). Tags: FunctionComponent 0, ClassComponent 1, ForwardRef 11, SimpleMemoComponent 15
  // (a MemoComponent, 14, renders its inner component as a child fiber, which is counted instead).
  interface Fiber {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  const COMPONENTS = new Set([0, 1, 11, 15]);
  let ids = 0;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() {
      return ++ids;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      probe.commits += 1;
      const stack: Array<[Fiber, boolean]> = [[root.current, root.current.alternate === null]];
      while (stack.length) {
        const [parent, parentIsNew] = stack.pop()!;
        if (!parentIsNew && parent.alternate && parent.child === parent.alternate.child) continue;
        for (let fiber = parent.child; fiber; fiber = fiber.sibling) {
          const isNew = parentIsNew || fiber.alternate === null;
          if (COMPONENTS.has(fiber.tag) && (isNew || (fiber.flags & 1) === 1)) probe.renders += 1;
          stack.push([fiber, isNew]);
        }
      }
    },
  };
}

export async function installProbes(context: BrowserContext, countRenders: boolean): Promise<void> {
  // tsx (esbuild with keepNames) wraps the function's inner functions in __name(), which the page lacks.
  await context.addInitScript({
    content: `var __name = (f) => f; (${install.toString()})(${JSON.stringify(countRenders)});`,
  });
}

export const readProbe = (page: Page): Promise<PageProbe> => page.evaluate(() => window.__bench);

/** Total blocking time of the long tasks after `from` (ms on the page's clock): the part of each beyond 50 ms. */
export const blockingTime = (probe: PageProbe, from: number): number =>
  probe.longtasks.filter((t) => t.start >= from).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);

/**
 * Waits until the main thread has had no long task for `quietMs` after `since` (page clock) and returns the end of
 * the last long task (or `since`): when the page answers input again (Lighthouse's time-to-interactive idea).
 */
export async function quietAfter(
  page: Page,
  since: number,
  quietMs = 500,
  limitMs = 30_000,
): Promise<number> {
  return page.evaluate(
    async ([since, quietMs, limitMs]) => {
      const started = performance.now();
      for (;;) {
        const ends = window.__bench.longtasks.map((t) => t.start + t.duration).filter((end) => end > since);
        const last = Math.max(since, ...ends);
        if (performance.now() - last >= quietMs || performance.now() - started > limitMs) return last;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    [since, quietMs, limitMs] as const,
  );
}
