/**
 * Methods whose module loads on the first call of any of them, not with the sign-in page: `names` lists them all
 * (the type makes the list complete). A failed load (offline) is tried again on the next call.
 */
export function lazyMethods<T extends object>(load: () => Promise<T>, names: Record<keyof T, true>): T {
  let loaded: Promise<T> | undefined;
  const methods = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  return Object.fromEntries(
    Object.keys(names).map((name) => [
      name,
      async (...args: unknown[]) =>
        ((await methods()) as Record<string, (...args: unknown[]) => unknown>)[name](...args),
    ]),
  ) as T;
}
