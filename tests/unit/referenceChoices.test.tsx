import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Form, RecordContextProvider, type DataProvider } from 'react-admin';
import { ReferenceNameInput, ReferenceNamesInput } from '../../src/components/form/ReferenceNameInputs';
import { renderWithAdmin, testDataProvider } from './kit';
import {
  REFERENCE_CHOICES_STALE_MS,
  prefetchReferenceChoices,
  seedSelectedFromChoices,
} from '../../src/components/form/referenceChoices';

// Issue 24: a card form opened from the list renders once with its reference inputs' suggestions and selected
// records, prefetched by the list into the cache keys react-admin's ReferenceInput reads (ra-core 5.15).
const BANKS = { source: 'bank_id', reference: 'banks', sortBy: 'name' };
const rows = [
  { id: 1, name: 'SEB' },
  { id: 2, name: 'Nordea' },
];
const listKey = [
  'banks',
  'getList',
  {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
    filter: {},
    meta: undefined,
  },
];

async function prefetched() {
  const queryClient = new QueryClient();
  const getList = vi.fn(() => Promise.resolve({ data: rows, total: 2 }));
  await prefetchReferenceChoices(queryClient, { getList } as unknown as DataProvider, [BANKS]);
  return { queryClient, getList };
}

describe('reference suggestions prefetched for a form', () => {
  it("fetch the input's first page, sorted, into react-admin's getList key, once while fresh", async () => {
    const { queryClient, getList } = await prefetched();
    expect(getList).toHaveBeenCalledWith('banks', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(queryClient.getQueryData(listKey)).toEqual({ data: rows, total: 2 });
    expect(queryClient.getQueryData(['banks', 'getOne', { id: '2' }])).toEqual(rows[1]);
    await prefetchReferenceChoices(queryClient, { getList } as unknown as DataProvider, [BANKS]);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryDefaults(['banks', 'getMany', { ids: ['1'] }]).staleTime).toBe(
      REFERENCE_CHOICES_STALE_MS,
    );
    // Not the resource's getOne: its own edit form reads that, and asks again on every open.
    expect(queryClient.getQueryDefaults(['banks', 'getOne', { id: '1' }]).staleTime).toBeUndefined();
  });

  it('seed the selected records (one or many) from them, in the order of the value', async () => {
    const { queryClient } = await prefetched();
    seedSelectedFromChoices(queryClient, BANKS, 2);
    expect(queryClient.getQueryData(['banks', 'getMany', { ids: ['2'], meta: undefined }])).toEqual([
      rows[1],
    ]);
    seedSelectedFromChoices(queryClient, BANKS, [2, '1']);
    expect(queryClient.getQueryData(['banks', 'getMany', { ids: ['2', '1'] }])).toEqual([rows[1], rows[0]]);
  });

  it('seed nothing for an empty value, an id not among them, or suggestions gone stale', async () => {
    const { queryClient } = await prefetched();
    seedSelectedFromChoices(queryClient, BANKS, null);
    seedSelectedFromChoices(queryClient, BANKS, []);
    seedSelectedFromChoices(queryClient, BANKS, [1, 3]);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['banks', 'getMany'] })).toEqual([]);
    vi.useFakeTimers({ now: Date.now() + REFERENCE_CHOICES_STALE_MS + 1 });
    try {
      seedSelectedFromChoices(queryClient, BANKS, 1);
      expect(queryClient.getQueryCache().findAll({ queryKey: ['banks', 'getMany'] })).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('seed nothing without prefetched suggestions', () => {
    const queryClient = new QueryClient();
    seedSelectedFromChoices(queryClient, BANKS, 1);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

// The keys above are written by hand after ra-core 5.15; this renders react-admin's own ReferenceInput and
// ReferenceArrayInput (through the form's inputs) so that a change of ra-core's keys or first-page parameters fails
// here, loudly, instead of silently doubling the form's requests (issue 30; docs/performance.md).
describe("react-admin's own reference inputs read the prefetched cache", () => {
  const CATEGORIES = { source: 'category_ids', reference: 'categories', sortBy: 'sort_order' };
  const records: Record<string, Array<{ id: number; name: string; sort_order?: number }>> = {
    banks: rows,
    categories: [
      { id: 1, name: 'Resor', sort_order: 1 },
      { id: 2, name: 'Cashback', sort_order: 2 },
    ],
  };

  function recordingProvider() {
    const calls: string[] = [];
    const dataProvider = testDataProvider({
      getList: (resource: string) => {
        calls.push(`getList ${resource}`);
        return Promise.resolve({ data: records[resource], total: records[resource].length });
      },
      getMany: (resource: string, { ids }: { ids: unknown[] }) => {
        calls.push(`getMany ${resource}`);
        return Promise.resolve({
          data: records[resource].filter((record) => ids.map(String).includes(String(record.id))),
        });
      },
    } as unknown as Partial<DataProvider>);
    return { calls, dataProvider };
  }

  async function openForm(prefetch: boolean) {
    const { calls, dataProvider } = recordingProvider();
    const queryClient = new QueryClient();
    if (prefetch) await prefetchReferenceChoices(queryClient, dataProvider, [BANKS, CATEGORIES]);
    calls.length = 0;
    renderWithAdmin(
      <RecordContextProvider value={{ id: 9, bank_id: 2, category_ids: [1] }}>
        <Form>
          <ReferenceNameInput {...BANKS} />
          <ReferenceNamesInput {...CATEGORIES} />
        </Form>
      </RecordContextProvider>,
      { dataProvider, queryClient, resource: 'cards' },
    );
    expect(await screen.findByDisplayValue('Nordea')).toBeInTheDocument();
    expect(await screen.findByText('Resor')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    return calls;
  }

  it('the form opened after the prefetch asks nothing: its inputs find their suggestions and selections', async () => {
    expect(await openForm(true)).toEqual([]);
  });

  it('the same form without the prefetch asks for both (what a key that drifted would bring back)', async () => {
    expect((await openForm(false)).sort()).toEqual(
      ['getList banks', 'getList categories', 'getMany banks', 'getMany categories'].sort(),
    );
  });
});
