import type { SqlClient } from './sql-client.ts';

/** A user trigger of the project's own schemas that is switched off (`alter table … disable trigger`). */
export interface DisabledTrigger {
  table: string;
  trigger: string;
}

/** Every user trigger in public and private whose firing is not the default (disabled, or replica/always only). */
export async function disabledTriggers(sql: SqlClient): Promise<DisabledTrigger[]> {
  const { rows } = await sql.query<DisabledTrigger>(`
    select format('%I.%I', n.nspname, c.relname) as "table", t.tgname as "trigger"
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
     where not t.tgisinternal and t.tgenabled <> 'O' and n.nspname in ('public', 'private')
     order by 1, 2`);
  return rows;
}

export class TriggersDisabledError extends Error {}

/**
 * Refuses to serve a database whose protective triggers (moderation defaults, consent server time, append-only,
 * audit, counters, search text) are off: every anonymous request would then bypass them.
 */
export async function assertTriggersEnabled(sql: SqlClient): Promise<void> {
  const off = await disabledTriggers(sql);
  if (off.length === 0) return;
  const tables = [...new Set(off.map((t) => t.table))];
  throw new TriggersDisabledError(
    `Refusing to start: ${off.length} trigger(s) are disabled (${off.map((t) => `${t.table}.${t.trigger}`).join(', ')}), ` +
      'so anonymous requests would bypass moderation, consent and audit rules. This is what an interrupted bulk load ' +
      'from an older version left behind. Fix: `npm run db:reset` (a fresh database), or re-enable them and rebuild ' +
      `what they maintain: ${tables.map((t) => `alter table ${t} enable trigger user;`).join(' ')}`,
  );
}
