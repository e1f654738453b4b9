import { createElement, lazy, memo, startTransition, useEffect, useState, type ComponentType } from 'react';
import { loadViewMessages } from '../providers/i18nProvider';

/** A view loaded on demand that can also be fetched ahead of its first render (`preload`). */
export type LazyView = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A view loaded on demand: its module (and what only it imports) becomes its own chunk, fetched the first time
 * the route is shown. The layout's <Suspense> shows the loading state meanwhile.
 *
 * `preload()` fetches and evaluates the chunk ahead of time (a list does it when idle, or when a row is pressed;
 * usePrefetchView), with the texts views show beyond the sign-in page's and the dashboard's (loadViewMessages).
 * A view mounted after its module has arrived renders it directly, not through React.lazy: a lazy component
 * suspends on its first render even when its promise has already settled (React 19's lazyInitializer only learns
 * the result in a `then` callback), which would cost a fallback commit and a retry.
 * (The idea of react-lazy-with-preload, written here to keep the named-export loader.)
 */
export function lazyView<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyView {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadViewMessages()]).then(
      ([module]) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        loading = undefined; // a failed fetch (offline) is tried again on the next call
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function View(props: object) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the view.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    // A loaded view's first render is a transition, which React renders in slices of a few milliseconds: a tap
    // that opens a form leaves the main thread free for input while the form is built, instead of one long task
    // (issue 24). The route's first commit shows the page chrome; the view follows a moment later. A view still
    // loading renders at once, so that the layout's Suspense shows its loading state (a transition would not).
    const [shown, setShown] = useState(Component === Lazy);
    useEffect(() => startTransition(() => setShown(true)), []);
    return shown ? createElement(Component, props) : null;
  }
  // Memoised: react-admin's routes re-render from the top when its auth query refetches (twice on every route
  // change), which re-rendered the whole open form; views take no props and read the route through hooks.
  return Object.assign(memo(View), { preload });
}
