import { useLayoutEffect } from 'react';

/** The build's static first paint (build/prerender/prerenderPlugin.ts): a layer over #root and its CSS. */
export function dismissPrerender(): void {
  document.getElementById('prerender')?.remove();
  document.getElementById('prerender-css')?.remove();
}

/**
 * Removes the static first paint once the real page is in the DOM: a layout effect runs after React has written
 * the page and before the browser paints it, so the prerender and the page never show together or apart.
 */
export function useDismissPrerender(ready = true): void {
  useLayoutEffect(() => {
    if (ready) dismissPrerender();
  }, [ready]);
}
