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
  // Issue 32: personal data no retention rule clears (20261128004200_retention_rule_tables.sql).
  {
    rule: 'personal_data_without_retention',
    object: 'public.news_articles.author_name',
    reason:
      "the article's published byline, a staff member's name shown on the site for as long as the article is; not a " +
      "visitor's data (not in private.personal_data_columns)",
  },
  {
    rule: 'personal_data_without_retention',
    object: 'public.blog_posts.author_name',
    reason:
      "the post's published byline, a staff member's name shown on the site for as long as the post is; not a " +
      "visitor's data (not in private.personal_data_columns)",
  },
];

const ROLE_CHECK_FIRST =
  /^\s*(declare\b[\s\S]*?)?\bbegin\s+if\s+not\s+private\.(is_admin|admin_write_allowed|is_staff|staff_write_allowed)\(\)\s+then\s+raise\b/i;

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
  found.push(...(await retentionFindings(sql)));
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
            'an allow-listed SECURITY DEFINER RPC must start with `if not private.is_admin() then raise` (or is_staff)',
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

/**
 * Column names that hold a person's data whatever the table (issue 32): e-mail, phone, a person's name, visitor or
 * consent id, IP, user agent. A table's `name` (a bank's, a card's) is not a person's, so a name needs a qualifier.
 */
export const PERSONAL_COLUMN_NAME =
  '(^|_)(e_?mail|phone|telephone|mobile|ip|ip_address|ip_hash)(_|$)' +
  '|(^|_)(author|first|last|full|given|family|sur|display|visitor|customer|contact|person|user|editor|sender|recipient)_?name(_|$)' +
  '|(^|_)(visitor|consent)_id$|user_?agent';

/**
 * A column in public or private that holds personal data (listed in private.personal_data_columns or named like
 * PERSONAL_COLUMN_NAME) in a table no retention rule clears (private.retention_rule_tables,
 * 20261128004200_retention_rule_tables.sql). None on a database without the mapping.
 */
export async function retentionFindings(sql: Pick<SqlClient, 'query'>): Promise<Finding[]> {
  const { rows } = await sql.query<{ present: boolean }>(
    `select pg_catalog.to_regclass('private.retention_rule_tables') is not null
        and pg_catalog.to_regclass('private.personal_data_columns') is not null as present`,
  );
  if (!rows[0]?.present) return [];
  const uncovered = await sql.query<{ qualified: string; column_name: string; listed: boolean }>(
    `select format('%I.%I', n.nspname, c.relname) as qualified, a.attname::text as column_name,
            exists (select 1 from private.personal_data_columns p
                     where 'public.' || p.table_name = format('%I.%I', n.nspname, c.relname)
                       and p.column_name = a.attname) as listed
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'p')
        and c.oid not in (select objid from pg_catalog.pg_depend where deptype = 'e')
        and (a.attname ~* $1
             or exists (select 1 from private.personal_data_columns p
                         where 'public.' || p.table_name = format('%I.%I', n.nspname, c.relname)
                           and p.column_name = a.attname))
        and not exists (select 1 from private.retention_rule_tables r
                         where r.table_name = format('%I.%I', n.nspname, c.relname))
      order by 1, 2`,
    [PERSONAL_COLUMN_NAME],
  );
  return uncovered.rows.map((u) => ({
    rule: 'personal_data_without_retention',
    object: `${u.qualified}.${u.column_name}`,
    detail:
      (u.listed ? 'listed in private.personal_data_columns' : 'named like personal data') +
      ': no retention rule clears the table (add one, and its row in private.retention_rule_tables)',
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
