// Issue 32: audit_log stays append-only for everyone, and private.redact_audit_rows is the one way to delete or
// redact the audit rows of given records (migration 20261128005000). Both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDatabase } from '../../supabase/local/db.ts';
import type { SqlClient } from '../../supabase/local/sql-client.ts';
import { BACKEND, openMigratedTestDatabase } from './backends.ts';

interface AuditRow {
  id: string;
  table_name: string;
  row_id: string;
  action: string;
  actor_id: string | null;
  occurred_at: string;
  changed_fields: Record<string, unknown>;
}

describe(`audit rows of personal data (${BACKEND})`, () => {
  let opened: AdminDatabase;
  let db: SqlClient;
  let inquiry: string;
  let other: string;

  const auditRows = async (table: string, rowId: string) =>
    (
      await db.query<AuditRow>(
        `select id::text, table_name, row_id, action, actor_id, occurred_at::text, changed_fields
           from public.audit_log where table_name = $1 and row_id = $2 order by id`,
        [table, rowId],
      )
    ).rows;

  beforeAll(async () => {
    opened = await openMigratedTestDatabase(false);
    db = opened.sql;
    const { rows } = await db.query<{ id: string }>(
      `insert into public.expert_inquiries (name, email, phone, question)
       values ('Greta Gallring', 'greta@exempel.se', '070-123 45 67', 'Vilket kort har lägst avgift?'),
              ('Olle Orörd', 'olle@exempel.se', null, 'Finns det kort utan årsavgift?')
       returning id::text`,
    );
    [inquiry, other] = rows.map((row) => row.id);
    await db.query(
      `update public.expert_inquiries set status = 'closed', internal_note = 'Greta ringde',
              phone = '070-765 43 21' where id = $1`,
      [inquiry],
    );
  }, 120_000);
  afterAll(() => opened?.close());

  it('lists the personal columns of every visitor table', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string; kind: string }>(
      'select table_name, column_name, kind from private.personal_data_columns',
    );
    const kinds = Object.fromEntries(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.kind]));
    expect(kinds).toMatchObject({
      'reviews.author_email': 'email',
      'reviews.author_name': 'name',
      'expert_inquiries.email': 'email',
      'expert_inquiries.phone': 'phone',
      'expert_inquiries.question': 'free_text',
      'chat_sessions.visitor_id': 'visitor_id',
      'chat_sessions.page_url': 'url',
      'chat_sessions.feedback': 'free_text',
      'chat_messages.content': 'free_text',
      'cookie_consents.consent_id': 'consent_id',
      'cookie_consents.ip_hash': 'ip',
      'cookie_consents.user_agent_family': 'user_agent',
    });
    // Every listed column exists.
    const { rows: missing } = await db.query(
      `select c.table_name, c.column_name from private.personal_data_columns c
        where not exists (select 1 from information_schema.columns i
                           where i.table_schema = 'public' and i.table_name = c.table_name
                             and i.column_name = c.column_name)`,
    );
    expect(missing).toEqual([]);
  });

  it('refuses a direct update or delete of audit_log to every role, whatever it sets', async () => {
    const [row] = await auditRows('expert_inquiries', inquiry);
    for (const role of ['postgres', 'service_role', 'authenticated']) {
      for (const statement of [
        `update public.audit_log set changed_fields = '{}' where id = ${row.id}`,
        `delete from public.audit_log where id = ${row.id}`,
      ]) {
        await expect(
          db.transaction(async (tx) => {
            await tx.query(`set local role ${role}`);
            // A setting anyone may set proves nothing: the grant is a row only the owner's functions write.
            await tx.query(`select set_config('app.audit_redaction', 'on', true)`);
            await tx.query(statement);
          }),
          `${role}: ${statement}`,
        ).rejects.toThrow(/logg som bara kan läggas till|permission denied/);
      }
    }
    for (const role of ['service_role', 'authenticated', 'anon']) {
      for (const statement of [
        `select private.redact_audit_rows('expert_inquiries', array['${inquiry}'], true)`,
        `select private.grant_log_changes('public.audit_log', 'expert_inquiries', array['${inquiry}'])`,
        `insert into private.log_change_grants (log_table, subject, row_id)
         values ('public.audit_log', 'expert_inquiries', '${inquiry}')`,
      ]) {
        await expect(
          db.transaction(async (tx) => {
            await tx.query(`set local role ${role}`);
            await tx.query(statement);
          }),
          `${role}: ${statement}`,
        ).rejects.toThrow(/permission denied/);
      }
    }
    expect(await auditRows('expert_inquiries', inquiry)).toHaveLength(2);
  });

  it('redacts the personal values and keeps what happened, for the given records only', async () => {
    const before = await auditRows('expert_inquiries', inquiry);
    const untouched = await auditRows('expert_inquiries', other);
    const { rows } = await db.query<{ n: number }>(
      `select private.redact_audit_rows('expert_inquiries', array[$1], false) as n`,
      [inquiry],
    );
    expect(rows[0].n).toBe(2);
    const after = await auditRows('expert_inquiries', inquiry);
    expect(after.map(({ changed_fields: _, ...rest }) => rest)).toEqual(
      before.map(({ changed_fields: _, ...rest }) => rest),
    );
    const text = JSON.stringify(after);
    for (const value of ['Greta', 'greta@exempel.se', '070-123 45 67', '070-765 43 21', 'lägst avgift']) {
      expect(text).not.toContain(value);
    }
    expect(after[0].changed_fields).toMatchObject({
      name: '[raderad]',
      email: '[raderad]',
      phone: '[raderad]',
      question: '[raderad]',
      status: 'pending',
      answer: null,
    });
    expect(after[1].changed_fields).toMatchObject({
      status: { old: 'pending', new: 'closed' },
      phone: { old: '[raderad]', new: '[raderad]' },
      internal_note: { old: null, new: '[raderad]' },
    });
    expect(await auditRows('expert_inquiries', other)).toEqual(untouched);
    // Idempotent: nothing left to change.
    const again = await db.query<{ n: number }>(
      `select private.redact_audit_rows('expert_inquiries', array[$1], false) as n`,
      [inquiry],
    );
    expect(again.rows[0].n).toBe(0);
    // The grant ended with the call: the same transaction can no longer change the log directly.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`select private.redact_audit_rows('expert_inquiries', array['${inquiry}'], false)`);
        await tx.query(`delete from public.audit_log where table_name = 'expert_inquiries'`);
      }),
    ).rejects.toThrow(/logg som bara kan läggas till/);
  });

  it('deletes the audit rows of the given records only', async () => {
    const untouched = await auditRows('expert_inquiries', other);
    const { rows } = await db.query<{ n: number }>(
      `select private.redact_audit_rows('expert_inquiries', array[$1], true) as n`,
      [inquiry],
    );
    expect(rows[0].n).toBe(2);
    expect(await auditRows('expert_inquiries', inquiry)).toEqual([]);
    expect(await auditRows('expert_inquiries', other)).toEqual(untouched);
    expect(untouched).toHaveLength(1);
    const { rows: grants } = await db.query('select * from private.log_change_grants');
    expect(grants).toEqual([]);
  });

  it('keeps cookie_consents append-only without a grant', async () => {
    await db.query(
      `insert into public.cookie_consents (policy_version, functional, analytics, marketing, action)
       values ('2026-01', false, false, false, 'reject_all')`,
    );
    for (const statement of [
      `delete from public.cookie_consents`,
      `update public.cookie_consents set ip_hash = 'x'`,
    ]) {
      await expect(db.query(statement)).rejects.toThrow(/logg som bara kan läggas till/);
    }
  });
});
