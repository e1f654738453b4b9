import { lazy, type ComponentType } from 'react';

/**
 * A view loaded on demand: its module (and what only it imports) becomes its own chunk, fetched the first time
 * the route is shown. The layout's <Suspense> shows the loading state meanwhile.
 */
export function lazyView<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
