/**
 * What supabase-js's own `functions` is in the browser build (build/supabaseClientsPlugin.ts points supabase-js's
 * import of @supabase/functions-js here). supabase-js 2.119.1 imports FunctionsClient (its `functions` getter) and
 * re-exports the error classes and FunctionRegion; the app calls Edge Functions only through
 * AppSupabaseClient.loadFunctions (src/providers/appSupabaseClient.ts), which loads the real functions-js on first
 * use, and imports the error classes from @supabase/functions-js. Using `client.functions` is a programming error
 * that says where to look.
 */
const notInBuild = (what: string): never => {
  throw new Error(
    `supabase-js's ${what} is not part of this build: use AppSupabaseClient.loadFunctions() and @supabase/functions-js (src/providers/appSupabaseClient.ts; build/supabaseClientsPlugin.ts).`,
  );
};

export class FunctionsClient {
  /** supabase-js passes the URL, headers and fetch; the real client is made by loadFunctions. */
  constructor(..._args: unknown[]) {}

  invoke(): never {
    return notInBuild('client.functions');
  }

  setAuth(): never {
    return notInBuild('client.functions');
  }
}

class NotInBuildError extends Error {
  constructor() {
    super();
    notInBuild(new.target.name);
  }
}
/** Import these from @supabase/functions-js (ESLint forbids them from supabase-js). */
export class FunctionsError extends NotInBuildError {}
export class FunctionsFetchError extends NotInBuildError {}
export class FunctionsHttpError extends NotInBuildError {}
export class FunctionsRelayError extends NotInBuildError {}
export const FunctionRegion = {} as const;
