/**
 * A lazy @supabase/storage-js for the browser bundle (vite.config.ts aliases the package here). supabase-js 2.119.1
 * (dist/index.mjs: `this.storage = new StorageClient(...)` in the SupabaseClient constructor, and
 * `export { StorageApiError }`) loads storage-js (with iceberg-js, about 130 kB minified) into the entry although
 * only the image upload uses it. This StorageClient keeps the constructor's arguments and loads the real one on the
 * first call: until then every method returns a promise that loads storage-js and calls the real method; once it is
 * loaded, `from(bucket)` hands out the real methods, synchronous ones (getPublicUrl) included. The image upload's
 * first call is async (createSignedUploadUrl), so its later getPublicUrl is the real, synchronous one.
 */
import type { StorageClient as RealStorageClient } from '@supabase/storage-js';

type Module = { StorageClient: typeof RealStorageClient };
type Args = ConstructorParameters<typeof RealStorageClient>;
type AnyFunction = (...args: unknown[]) => unknown;

let loaded: Module | undefined;
let loading: Promise<Module> | undefined;

function load(): Promise<Module> {
  loading ??= import('@supabase/storage-js/dist/index.mjs').then((module: Module) => (loaded = module));
  return loading;
}

/** A property of `target` as a value, with functions bound to it. */
function member(target: object, name: PropertyKey): unknown {
  const value = (target as Record<PropertyKey, unknown>)[name];
  return typeof value === 'function' ? (value as AnyFunction).bind(target) : value;
}

/** An object whose methods run on `resolve()`'s result: directly once storage-js is loaded, else after loading. */
function deferred(resolve: (module: Module) => object): object {
  return new Proxy(
    {},
    {
      get(_target, name) {
        // Not a thenable: `await` on it must not call a method.
        if (name === 'then' || typeof name === 'symbol') return undefined;
        if (loaded) return member(resolve(loaded), name);
        return (...args: unknown[]) =>
          load().then((module) => (member(resolve(module), name) as AnyFunction)(...args));
      },
    },
  );
}

export class StorageClient {
  /** Answered by the proxy the constructor returns (typed as storage-js's). */
  declare from: RealStorageClient['from'];
  private real: RealStorageClient | undefined;

  constructor(...args: Args) {
    const client = (module: Module) => (this.real ??= new module.StorageClient(...args));
    const rest = deferred(client);
    return new Proxy(this, {
      get(target, name, receiver) {
        if (name === 'from')
          // eslint-disable-next-line no-restricted-syntax -- storage-js's own bucket accessor, not a table query
          return (bucket: string) => deferred((module) => client(module).from(bucket));
        if (name in target) return Reflect.get(target, name, receiver);
        return Reflect.get(rest, name);
      },
    });
  }
}

/** supabase-js re-exports it; `instanceof` recognises storage-js's own errors by their name without loading it. */
export class StorageApiError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'StorageApiError';
  }
}
