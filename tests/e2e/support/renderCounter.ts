import type { Page } from '@playwright/test';
import { onEveryCommit } from './reactCommits';

/** Component renders React committed, in total and for the components with a displayName. */
export interface RenderCounts {
  total: number;
  commits: number;
  byName: Record<string, number>;
}

declare global {
  interface Window {
    __renderCounts?: RenderCounts;
  }
}

interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps: unknown;
  memoizedState: unknown;
  type: { displayName?: string } | null;
  elementType: { displayName?: string } | null;
}

/**
 * Counts component renders in the production build at every commit (onEveryCommit). A function, class, forwardRef
 * or memo fiber rendered in a commit when it carries React's PerformedWork flag (1) and its props or state are not
 * the ones counted last time (a subtree React skipped keeps its old fibers, flags included). Minified builds keep
 * only names given as `displayName`.
 */
function renderCounter(): (root: { current: Fiber }) => void {
  const COMPOSITE = new Set([0, 1, 11, 14, 15]);
  const counts: RenderCounts = { total: 0, commits: 0, byName: {} };
  const seen = new WeakMap<object, { props: unknown; state: unknown }>();
  window.__renderCounts = counts;
  return (root) => {
    counts.commits++;
    const stack: Fiber[] = [root.current];
    while (stack.length) {
      const fiber = stack.pop()!;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
      if (!COMPOSITE.has(fiber.tag) || (fiber.flags & 1) === 0) continue;
      const last = seen.get(fiber);
      if (last && last.props === fiber.memoizedProps && last.state === fiber.memoizedState) continue;
      seen.set(fiber, { props: fiber.memoizedProps, state: fiber.memoizedState });
      counts.total++;
      const name = fiber.elementType?.displayName ?? fiber.type?.displayName;
      if (name) counts.byName[name] = (counts.byName[name] ?? 0) + 1;
    }
  };
}

/** Installs the counter in every document the page loads from now on. */
export async function countRenders(page: Page): Promise<void> {
  await onEveryCommit(page, renderCounter, undefined);
}

/** The counts since the document loaded (or since resetRenders). */
export async function readRenders(page: Page): Promise<RenderCounts> {
  return page.evaluate(() => structuredClone(window.__renderCounts!));
}
