import { startTransition, useEffect, useState, type ReactNode } from 'react';

interface WhenIdleProps {
  children: ReactNode;
  /** How long after mounting the content may come, at the browser's next idle moment (ms). */
  afterMs?: number;
  /** The placeholder's height until then, so that the page does not jump much when it comes. */
  minHeight?: number;
}

/**
 * Content below a form (a record's history) that the first screen does not need: mounted once the page has
 * settled after opening (`afterMs`, then the browser's next idle moment, at the latest `afterMs` later). Until
 * then an empty placeholder, hidden from assistive technology, holds its place. Issue 24: on a tablet the form is
 * usable before the history's chunk, requests and rows are handled. (An IntersectionObserver is no test of "below
 * the fold" here: the form's tab fills in after its first commit, when the placeholder is still in view.)
 */
export function WhenIdle({ children, afterMs = 1000, minHeight = 120 }: WhenIdleProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    // Rendered in slices (a transition), so that it does not hold the main thread in one long task either.
    const show = () => startTransition(() => setShown(true));
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(show, { timeout: afterMs });
      else show();
    }, afterMs);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [shown, afterMs]);
  return shown ? children : <div aria-hidden style={{ minHeight }} />;
}
