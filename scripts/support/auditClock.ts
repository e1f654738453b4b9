// The audit log's clock, settable in a throwaway database (tests and benches only; no migration has it).
// private.audit_row_change() leaves occurred_at to its column default, now() (the transaction's start); this swaps
// the default for the transaction-local setting app.audit_clock when set, so the real trigger writes the real audit
// rows at a chosen moment: `select set_config('app.audit_clock', '<iso>', true)` before each write of a transaction
// (each later write reads the latest value).
import type { SqlClient } from '../../supabase/local/sql-client.ts';

export async function installAuditClock(sql: SqlClient): Promise<void> {
  await sql.query(
    `alter table public.audit_log alter column occurred_at
       set default coalesce(nullif(pg_catalog.current_setting('app.audit_clock', true), '')::timestamptz, now())`,
  );
}

/** The statement that sets the audit clock for the writes after it in the same transaction. */
export function auditClockAt(at: Date | string): string {
  const iso = typeof at === 'string' ? at : at.toISOString();
  if (Number.isNaN(Date.parse(iso))) throw new Error(`Not a moment: ${iso}`);
  return `select pg_catalog.set_config('app.audit_clock', '${iso}', true);`;
}

/** The first published seed card that meets the rules valid now (private.card_rule_problems): a template to clone. */
export async function publishableTemplateId(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ id: string }>(
    `select c.id::text as id from public.credit_cards c
      where c.is_published and not exists (select 1 from private.card_rule_problems(c, now()))
      order by c.id limit 1`,
  );
  if (!rows[0]) throw new Error('No published card meets the rules valid now');
  return Number(rows[0].id);
}

/**
 * A card cloned from a template card (publishableTemplateId; by default seed card 1, published with a consistent example), so that it meets
 * whatever the publish rules require; unpublished, not sponsored, rank 0, no window, unless `fields` say otherwise.
 */
export function cloneCardSql(
  id: number,
  fields: { name: string; slug: string } & Record<string, unknown>,
  templateId = 1,
): string {
  const json = JSON.stringify({
    is_published: false,
    is_sponsored: false,
    sort_rank: 0,
    publish_from: null,
    publish_until: null,
    ...fields,
    id,
  });
  return `insert into public.credit_cards
    select (pg_catalog.jsonb_populate_record(null::public.credit_cards,
                                             pg_catalog.to_jsonb(c) || '${json.replace(/'/g, "''")}'::jsonb)).*
      from public.credit_cards c where c.id = ${templateId};`;
}
