import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND, startTestStack } from './backends.ts';
import {
  BULK_EDIT_FIELDS,
  BULK_WRITABLE_COLUMNS,
  CARD_COLUMNS_NOT_EDITABLE,
  CARD_FIELDS,
} from '../../src/resources/cards/cardFields.ts';

// Issue 30: the card field descriptors (src/resources/cards/cardFields.ts) against the migrated database.
describe(`card field descriptors against credit_cards and bulk_update_cards (${BACKEND})`, () => {
  let stack: Stack;
  let admin: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await admin.auth.signInWithPassword({
      email: 'admin@example.se',
      password: 'Demo-1234!',
    });
    if (error) throw error;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const sorted = (names: Iterable<string>) => [...names].sort();

  it('describes every column of credit_cards or lists it as not editable', async () => {
    const { rows } = await stack.sql.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'credit_cards'`,
    );
    const described = [...CARD_FIELDS.map((field) => field.source), ...CARD_COLUMNS_NOT_EDITABLE];
    expect(new Set(described).size).toBe(described.length);
    expect(sorted(described)).toEqual(sorted(rows.map((row) => row.column_name)));
  });

  it("has the bulk function's whitelist hold exactly the descriptors with `bulk`", async () => {
    const { rows } = await stack.sql.query<{ columns: string[] }>(
      `select private.bulk_card_columns() as columns`,
    );
    expect(sorted(rows[0].columns)).toEqual(sorted(BULK_WRITABLE_COLUMNS));
    expect(Object.keys(BULK_EDIT_FIELDS).every((field) => rows[0].columns.includes(field))).toBe(true);
  });

  it('writes every field the bulk edit and the import offer, and refuses one not described as bulk', async () => {
    const card = (await admin.from('credit_cards').select('*').eq('id', 1).single()).data!;
    const offered = Object.keys(BULK_EDIT_FIELDS);
    // Each offered field alone, set to its current value: the function accepts it and writes the row (a new
    // version, no history row as nothing changed).
    let version = card.version as number;
    for (const field of offered) {
      const { data, error } = await admin.rpc('bulk_update_cards', {
        p_changes: [{ id: 1, version, values: { [field]: card[field] } }],
      });
      expect(error, field).toBeNull();
      expect(data, field).toBe(1);
      version = (await admin.from('credit_cards').select('version').eq('id', 1).single()).data!.version;
    }
    // A changed value lands through the generated SET list.
    const { error } = await admin.rpc('bulk_update_cards', {
      p_changes: [{ id: 1, version, values: { extra_card_fee: Number(card.extra_card_fee ?? 0) + 3 } }],
    });
    expect(error).toBeNull();
    const after = (await admin.from('credit_cards').select('extra_card_fee').eq('id', 1).single()).data!;
    expect(after.extra_card_fee).toBe(Number(card.extra_card_fee ?? 0) + 3);

    const notBulk = CARD_FIELDS.map((field) => field.source).filter(
      (source) => !(BULK_WRITABLE_COLUMNS as string[]).includes(source),
    );
    expect(notBulk).toContain('name');
    for (const field of notBulk) {
      const refused = await admin.rpc('bulk_update_cards', {
        p_changes: [{ id: 1, version: version + 1, values: { [field]: card[field] } }],
      });
      expect(refused.error?.message, field).toBe(`Fältet ${field} kan inte ändras i en massändring`);
    }
  });

  it('takes only existing, editable columns into the whitelist', async () => {
    for (const name of ['no_such_column', 'version']) {
      await expect(
        stack.sql.query(`insert into private.card_bulk_columns (name) values ($1)`, [name]),
      ).rejects.toThrow(/kan inte massändras/);
    }
  });
});
