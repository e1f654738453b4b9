// `npm run db:lint`: lints the migrated schema with db-lint.sql and exits 1 listing every finding.
//   npm run db:lint                                   migrations applied to a fresh in-memory stack
//   npm run db:lint -- --migrations <dir>             another migrations directory (tests use this)
//   npm run db:lint -- --db-url postgres://…          an existing database (DB_LINT_DATABASE_URL works too)
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startStack } from '../../supabase/local/stack.ts';
import type { SqlClient } from '../../supabase/local/sql-client.ts';

const here = dirname(fileURLToPath(import.meta.url));
const LINT_SQL = join(here, 'db-lint.sql');
const CONFIG_TOML = join(here, '..', '..', 'supabase', 'config.toml');

export interface Finding {
  rule: string;
  object: string;
  detail: string;
}

interface Allowed {
  rule: string;
  object: string;
  reason: string;
}

/**
 * The only exceptions. Each needs a reason a reviewer can check; an entry that matches nothing is itself a finding.
 * Allow-listed SECURITY DEFINER RPCs must also refuse non-admins before anything else (checked below).
 */
const SEARCH_REASON =
  'admin-only search RPC: refuses non-admins first; definer because ilike is not leakproof, so under RLS the ' +
  'trigram index cannot serve the search (see "Admin text search" in the security migration and the search ' +
  'pages migration)';
export const ALLOW_LIST: Allowed[] = [
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.audit_actors()',
    reason:
      'admin-only RPC for the change history: refuses non-admins first; definer because the e-mails of the ' +
      "audit log's actors are in auth.users, which no API role can read",
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.last_change(p_table text, p_row_id text)',
    reason:
      'admin-only RPC for the conflict message (who changed the record last): refuses non-admins first; definer ' +
      'because the e-mail is in auth.users, which no API role can read',
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object:
      'public.search_reviews_page(p_query text, p_filter jsonb, p_sort text, p_order text, p_limit integer, p_offset integer)',
    reason: SEARCH_REASON,
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object:
      'public.search_credit_cards_page(p_query text, p_filter jsonb, p_sort text, p_order text, p_limit integer, p_offset integer)',
    reason: SEARCH_REASON,
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object:
      'public.search_expert_inquiries_page(p_query text, p_filter jsonb, p_sort text, p_order text, p_limit integer, p_offset integer)',
    reason: SEARCH_REASON,
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object:
      'public.search_chat_sessions_page(p_query text, p_filter jsonb, p_sort text, p_order text, p_limit integer, p_offset integer)',
    reason: SEARCH_REASON,
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.site_image_usage(p_paths text[])',
    reason:
      'admin-only RPC for the image picker\'s "where used": refuses non-admins first; definer so that a file\'s ' +
      'users are found in every table whatever the caller may read (20261126120000)',
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.site_image_cleanup_candidates()',
    reason:
      'admin-only RPC (admin_write_allowed first) returning the queued unused site images; definer because the ' +
      'queue is in private, which no API role can read (20261126120000)',
  },
  // Issue 32: one person's data (20261128005100).
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.find_personal_data(p_terms text[])',
    reason:
      'admin-only RPC (admin_write_allowed first: aal2 with MFA) finding one person in every visitor table and the ' +
      'history; definer so that the search is the same whatever the policies let the caller read',
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.erase_personal_data(p_terms text[])',
    reason:
      'admin-only RPC (admin_write_allowed first) erasing one person; definer because only the owner may grant ' +
      "the transaction its way past the logs' append-only rule (private.grant_log_changes)",
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.delete_visitor_chats(p_visitor_id text)',
    reason:
      'admin-only RPC (admin_write_allowed first): Radera besökarens chattar, the erasure of one visitor id; ' +
      'definer for the same reason as erase_personal_data',
  },
];

const ROLE_CHECK_FIRST =
  /^\s*(declare\b[\s\S]*?)?\bbegin\s+if\s+not\s+private\.(is_admin|admin_write_allowed)\(\)\s+then\s+raise\b/i;

/** The schemas PostgREST exposes, from supabase/config.toml ([api] schemas), as on the hosted project. */
export async function exposedSchemas(configPath = CONFIG_TOML): Promise<string[]> {
  const toml = await readFile(configPath, 'utf8');
  const api = toml.split(/^\[/m).find((section) => section.startsWith('api]')) ?? '';
  const list = /^schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1] ?? '"public"';
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** Runs the lint over the catalog the client sees; returns the findings the allow-list does not cover. */
export async function lintDatabase(
  sql: Pick<SqlClient, 'query'>,
  options: { schemas?: string[]; allowList?: Allowed[] } = {},
): Promise<Finding[]> {
  const schemas = options.schemas ?? (await exposedSchemas());
  const allowList = options.allowList ?? ALLOW_LIST;
  const text = await readFile(LINT_SQL, 'utf8');
  // search_path '' makes pg_get_expr print every function schema-qualified (auth.uid(), private.is_admin()).
  const previous = (await sql.query<{ search_path: string }>('show search_path')).rows[0].search_path;
  await sql.query(`set search_path = ''`);
  let found: Finding[];
  try {
    found = (await sql.query<Finding>(text, [schemas])).rows;
  } finally {
    await sql.query(`select pg_catalog.set_config('search_path', $1, false)`, [previous]);
  }
  found.push(...(await managedTableFindings(sql)));
  const allowed = (f: Finding) => allowList.some((a) => a.rule === f.rule && a.object === f.object);
  const findings = found.filter((f) => !allowed(f));
  for (const entry of allowList) {
    const hit = found.find((f) => f.rule === entry.rule && f.object === entry.object);
    if (!hit) {
      findings.push({
        rule: 'allow_list_unused',
        object: entry.object,
        detail: `no ${entry.rule} finding to allow`,
      });
      continue;
    }
    if (entry.rule === 'authenticated_security_definer_function_executable') {
      const { rows } = await sql.query<{ body: string }>(
        `select prosrc as body from pg_catalog.pg_proc where oid = $1::pg_catalog.regprocedure`,
        [entry.object.replace(/\((.*)\)$/, (_, args: string) => `(${args.replace(/\bp_\w+\s+/g, '')})`)],
      );
      if (!ROLE_CHECK_FIRST.test(rows[0]?.body ?? ''))
        findings.push({
          rule: 'allow_listed_definer_without_role_check',
          object: entry.object,
          detail:
            'an allow-listed SECURITY DEFINER RPC must start with `if not private.is_admin() then raise`',
        });
    }
  }
  return findings;
}

/**
 * What a managed table (private.manage_table, 20261127100000_managed_tables.sql) lacks: its version trigger, audit
 * trigger, a length limit, its admin policies… One finding a problem; none on a database without the check.
 */
export async function managedTableFindings(sql: Pick<SqlClient, 'query'>): Promise<Finding[]> {
  const { rows } = await sql.query<{ present: boolean }>(
    `select pg_catalog.to_regprocedure('private.managed_table_problems()') is not null as present`,
  );
  if (!rows[0]?.present) return [];
  const problems = await sql.query<{ table_name: string; problem: string }>(
    'select table_name, problem from private.managed_table_problems()',
  );
  return problems.rows.map((p) => ({
    rule: 'managed_table_incomplete',
    object: p.table_name,
    detail: p.problem,
  }));
}

export function formatFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.rule}  ${f.object}: ${f.detail}`).join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { 'db-url': { type: 'string' }, migrations: { type: 'string' } },
  });
  const dbUrl = values['db-url'] ?? process.env.DB_LINT_DATABASE_URL;
  let findings: Finding[];
  let target: string;
  if (dbUrl) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      findings = await lintDatabase({
        query: async (text, params) => ({ rows: (await client.query(text, params)).rows }),
      });
    } finally {
      await client.end();
    }
    target = dbUrl.replace(/\/\/[^@/]*@/, '//');
  } else {
    const stack = await startStack({
      port: 0,
      dataDir: null,
      quiet: true,
      seed: false,
      migrationsDir: values.migrations,
    });
    try {
      findings = await lintDatabase(stack.sql);
    } finally {
      await stack.stop();
    }
    target = `the migrations in ${values.migrations ?? 'supabase/migrations'} (fresh in-memory stack)`;
  }
  if (findings.length === 0) {
    console.log(`db:lint: no findings in ${target} (${ALLOW_LIST.length} allow-listed exceptions)`);
    return 0;
  }
  console.error(`db:lint: ${findings.length} finding(s) in ${target}:\n${formatFindings(findings)}`);
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
