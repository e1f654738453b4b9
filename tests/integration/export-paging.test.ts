import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { fetchAllPages } from '../../src/lib/fetchAllPages.ts';
import type { Stack } from '../../supabase/local/stack.ts';
import { BACKEND } from './backends.ts';
import { adminDataProvider } from './admin-provider.ts';
import { withTestStack } from './stack-fixture.ts';

const EXTRA = 1_500;

describe(`export pages past PostgREST's 1,000-row cap (${BACKEND})`, () => {
  let stack: Stack;
  let provider: DataProvider;
  let expected: number;

  withTestStack(
    async (started) => {
      stack = started;
      await stack.sql.query(`
      insert into public.cookie_consents (consent_id, policy_version, action, necessary, functional, analytics,
                                          marketing, source)
      select gen_random_uuid(), 'export-test', 'reject_all', true, false, false, false, 'banner'
        from generate_series(1, ${EXTRA})`);
      expected = Number(
        (
          await stack.sql.query<{ n: string }>(
            `select count(*) as n from public.cookie_consents where action = 'reject_all'`,
          )
        ).rows[0].n,
      );
      ({ provider } = await adminDataProvider(stack));
    },
    {},
    120_000,
  );

  it('one request stops at 1,000 rows; paging reads every row the filter matches, each once', async () => {
    const params = { filter: { action: 'reject_all' }, sort: { field: 'id', order: 'ASC' as const } };
    const single = await provider.getList('cookie_consents', {
      ...params,
      pagination: { page: 1, perPage: 100_000 },
    });
    expect(expected).toBeGreaterThan(1_500);
    expect(single.data.length).toBe(1_000);

    const { rows, complete } = await fetchAllPages((page, perPage) =>
      provider.getList('cookie_consents', { ...params, pagination: { page, perPage } }),
    );
    expect(complete).toBe(true);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((row) => row.id)).size).toBe(expected);
  });
});
