// pg-safeupdate as hosted Supabase preloads it for PostgREST's connections. supabase/postgres runs
// `ALTER ROLE authenticator SET session_preload_libraries = 'safeupdate'` (migrations/db/init-scripts, and later
// migrations set it for anon and authenticated too, see nix/ext/tests/pg_safeupdate.nix @1328cfd9); the extension
// (eradman/pg-safeupdate safeupdate.c @0317a2d8) refuses, after parse analysis, every UPDATE or DELETE whose
// jointree has no quals: ERRCODE_CARDINALITY_VIOLATION (21000), "UPDATE requires a WHERE clause" / "DELETE requires
// a WHERE clause". PostgREST (src/PostgREST/Error.hs, mapSQLtoHTTP) answers 21000 with a message ending in
// "requires a WHERE clause" with 400 and its usual error body.
//
// Neither backend here can load the C extension (PGlite has none; Debian's PostgreSQL ships no safeupdate package),
// so the gateway applies the same rule to PostgREST's requests: PostgREST writes a WHERE clause for a table's
// PATCH/DELETE exactly when the request carries a filter on the table itself (a column filter, or `or`/`and`/`not.*`
// logic). Embedded-resource parameters (`children.col=…`) and the reserved parameters filter nothing on the table.

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const LOGIC = new Set(['or', 'and', 'not.or', 'not.and']);

export interface SafeupdateRefusal {
  status: 400;
  body: { code: '21000'; details: null; hint: null; message: string };
}

function filtersTheTable(query: URLSearchParams): boolean {
  for (const key of query.keys()) {
    if (RESERVED.has(key)) continue;
    if (LOGIC.has(key) || !key.includes('.')) return true;
  }
  return false;
}

/** The refusal hosted Supabase answers for a filterless table PATCH or DELETE; undefined when the request may pass. */
export function safeupdateRefusal(
  method: string | undefined,
  path: string,
  query: URLSearchParams,
): SafeupdateRefusal | undefined {
  const command = method === 'PATCH' ? 'UPDATE' : method === 'DELETE' ? 'DELETE' : undefined;
  // `/table` only: `/rpc/fn` runs a function, whose own statements are the database's business.
  if (!command || !/^\/[^/]+$/.test(path) || path.startsWith('/rpc')) return undefined;
  if (filtersTheTable(query)) return undefined;
  return {
    status: 400,
    body: { code: '21000', details: null, hint: null, message: `${command} requires a WHERE clause` },
  };
}
