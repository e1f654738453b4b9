/**
 * A lazy @supabase/functions-js for the browser bundle (vite.config.ts aliases the package here). supabase-js
 * 2.119.1 imports FunctionsClient and its error classes eagerly (dist/index.mjs: the `functions` getter and
 * `export { FunctionsError, … }`); only the administrators page calls a function. The error classes are the real
 * ones (small, and `instanceof FunctionsHttpError` in src/providers/adminsProvider.ts must recognise what the real
 * client throws); FunctionsClient keeps its arguments and loads the real client on the first `invoke`.
 */
import type { FunctionsClient as RealFunctionsClient } from '@supabase/functions-js';

export {
  FunctionRegion,
  FunctionsError,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/functions-js/dist/module/types.js';

type Args = ConstructorParameters<typeof RealFunctionsClient>;

export class FunctionsClient {
  private readonly args: Args;
  private token: string | undefined;

  constructor(...args: Args) {
    this.args = args;
  }

  setAuth(token: string): void {
    this.token = token;
  }

  async invoke(
    ...call: Parameters<RealFunctionsClient['invoke']>
  ): ReturnType<RealFunctionsClient['invoke']> {
    const { FunctionsClient: Real } = await import('@supabase/functions-js/dist/module/FunctionsClient.js');
    const client = new Real(...this.args);
    if (this.token !== undefined) client.setAuth(this.token);
    return client.invoke(...call);
  }
}
