import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Form, RecordContextProvider, type DataProvider } from 'react-admin';
import { ReferenceNameInput, ReferenceNamesInput } from '../../src/components/form/ReferenceNameInputs';
import { renderWithAdmin, testDataProvider } from './kit';
import {
  REFERENCE_CHOICES_STALE_MS,
  ReferenceChoicesPrefetch,
  type ReferenceChoices,
} from '../../src/components/form/referenceChoices';

// Issue 24: a card form opened from the list renders once with its reference inputs' suggestions and selected
// records, which the list fetched ahead through react-admin's own useGetList, and which the form hands to
// react-admin's getMany (useGetMany's initialData) before its inputs render (ra-core 5.15).
const BANKS = { source: 'bank_id', reference: 'banks', sortBy: 'name' };
const rows = [
  { id: 1, name: 'SEB' },
  { id: 2, name: 'Nordea' },
];

describe('reference suggestions prefetched for a form', () => {
  it("fetch the input's first page, sorted, once while fresh, each record under its getOne too", async () => {
    const queryClient = new QueryClient();
    const getList = vi.fn(() => Promise.resolve({ data: rows, total: 2 }));
    const dataProvider = testDataProvider({ getList } as unknown as Partial<DataProvider>);
    const view = renderWithAdmin(<ReferenceChoicesPrefetch choices={BANKS} />, { dataProvider, queryClient });
    await waitFor(() => expect(queryClient.getQueryData(['banks', 'getOne', { id: '2' }])).toEqual(rows[1]));
    expect(getList).toHaveBeenCalledWith(
      'banks',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
    );
    view.unmount();
    renderWithAdmin(<ReferenceChoicesPrefetch choices={BANKS} />, { dataProvider, queryClient });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getList).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryDefaults(['banks', 'getMany', { ids: ['1'] }]).staleTime).toBe(
      REFERENCE_CHOICES_STALE_MS,
    );
    // Not the resource's getOne: its own edit form reads that, and asks again on every open.
    expect(queryClient.getQueryDefaults(['banks', 'getOne', { id: '1' }]).staleTime).toBeUndefined();
  });
});

// The prefetch and the seeding go through ra-core's hooks (their keys are react-admin's); the first page's
// parameters are written after ra-core 5.15's ReferenceInput. This renders react-admin's own ReferenceInput and
// ReferenceArrayInput (through the form's inputs) so that a change of those parameters fails here, loudly, instead
// of silently doubling the form's requests (issue 30; docs/performance.md).
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
        // Ids from 40 up stand for records past the suggestions' first page.
        const page = records[resource].filter((record) => record.id < 40);
        return Promise.resolve({ data: page, total: records[resource].length });
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

  /** Prefetches (or not) as the list does, then opens the form on `value`, `ageMs` after the prefetch. */
  async function openForm(prefetch: boolean, { value = { bank_id: 2, category_ids: [1] }, ageMs = 0 } = {}) {
    const { calls, dataProvider } = recordingProvider();
    const queryClient = new QueryClient();
    if (prefetch) {
      const list = renderWithAdmin(
        <>
          <ReferenceChoicesPrefetch choices={BANKS} />
          <ReferenceChoicesPrefetch choices={CATEGORIES} />
        </>,
        { dataProvider, queryClient },
      );
      await waitFor(() =>
        expect(
          [BANKS, CATEGORIES].map(({ reference }: ReferenceChoices) =>
            queryClient.getQueryData([reference, 'getOne', { id: '1' }]),
          ),
        ).not.toContain(undefined),
      );
      list.unmount();
    }
    calls.length = 0;
    if (ageMs) vi.useFakeTimers({ now: Date.now() + ageMs, shouldAdvanceTime: true });
    try {
      renderWithAdmin(
        <RecordContextProvider value={{ id: 9, ...value }}>
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
    } finally {
      vi.useRealTimers();
    }
    return calls.sort();
  }

  it('the form opened after the prefetch asks nothing: its inputs find their suggestions and selections', async () => {
    expect(await openForm(true)).toEqual([]);
  });

  it('the same form without the prefetch asks for both (what a key that drifted would bring back)', async () => {
    expect(await openForm(false)).toEqual(
      ['getList banks', 'getList categories', 'getMany banks', 'getMany categories'].sort(),
    );
  });

  it('suggestions older than their freshness are asked again, with the selections', async () => {
    expect(await openForm(true, { ageMs: REFERENCE_CHOICES_STALE_MS + 1_000 })).toEqual(
      ['getList banks', 'getList categories', 'getMany banks', 'getMany categories'].sort(),
    );
  });

  it('a selection the suggestions do not hold all of is asked for; the bank is still seeded', async () => {
    records.categories.push({ id: 40, name: 'Bensin', sort_order: 40 });
    try {
      expect(await openForm(true, { value: { bank_id: 2, category_ids: [1, 40] } })).toEqual([
        'getMany categories',
      ]);
    } finally {
      records.categories.pop();
    }
  });
});
