// What the interaction bench (issue 24) installs in the page before any script runs: a long-task log and
// (optionally) a minimal React DevTools hook that counts component renders per commit, or ('log', for
// bench:profile-form) also records each commit's components by name, with their render times where React is its
// profiling build.
import type { BrowserContext, Page } from '@playwright/test';

/** One React commit's re-rendered components (probe mode 'log'). */
export interface CommitLog {
  /** performance.now() at the commit. */
  at: number;
  /** Renders per component name. */
  names: Record<string, number>;
  /** Their own render time per name (ms; React's profiling build only). */
  ms: Record<string, number>;
  /** Their render time with their subtrees per name (ms; profiling build only). */
  tree: Record<string, number>;
  /** The topmost re-rendered components ("(new)" when mounted). */
  roots: string[];
}

export interface PageProbe {
  longtasks: Array<{ start: number; duration: number }>;
  renders: number;
  commits: number;
  commitLog: CommitLog[];
}

export type RenderProbe = boolean | 'log';

declare global {
  interface Window {
    __bench: PageProbe;
  }
}

/** Runs in the page (serialised by Playwright): keep it self-contained. */
function install(countRenders: RenderProbe) {
  const probe: PageProbe = { longtasks: [], renders: 0, commits: 0, commitLog: [] };
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
    type: unknown;
    selfBaseDuration?: number;
    treeBaseDuration?: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  const COMPONENTS = new Set([0, 1, 11, 15]);
  const nameOf = (fiber: Fiber) => {
    const type = fiber.type as {
      displayName?: string;
      name?: string;
      render?: { name?: string };
      type?: { name?: string };
    } | null;
    return type?.displayName || type?.name || type?.render?.name || type?.type?.name || '?';
  };
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
      const log: CommitLog = { at: performance.now(), names: {}, ms: {}, tree: {}, roots: [] };
      // [fiber, is new, below a re-rendered component]
      const stack: Array<[Fiber, boolean, boolean]> = [
        [root.current, root.current.alternate === null, false],
      ];
      while (stack.length) {
        const [parent, parentIsNew, below] = stack.pop()!;
        if (!parentIsNew && parent.alternate && parent.child === parent.alternate.child) continue;
        for (let fiber = parent.child; fiber; fiber = fiber.sibling) {
          const isNew = parentIsNew || fiber.alternate === null;
          const rendered = COMPONENTS.has(fiber.tag) && (isNew || (fiber.flags & 1) === 1);
          if (rendered) probe.renders += 1;
          if (rendered && countRenders === 'log') {
            const name = nameOf(fiber);
            log.names[name] = (log.names[name] ?? 0) + 1;
            log.ms[name] = (log.ms[name] ?? 0) + (fiber.selfBaseDuration ?? 0);
            log.tree[name] = (log.tree[name] ?? 0) + (fiber.treeBaseDuration ?? 0);
            if (!below && log.roots.length < 8) log.roots.push(name + (isNew ? '(new)' : ''));
          }
          stack.push([fiber, isNew, below || rendered]);
        }
      }
      if (countRenders === 'log') probe.commitLog.push(log);
    },
  };
}

export async function installProbes(context: BrowserContext, countRenders: RenderProbe): Promise<void> {
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
