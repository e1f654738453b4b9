import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListResult, Identifier, RaRecord } from 'react-admin';

/** A form's reference input: the field, the referenced resource and the order of its suggestions. */
export interface ReferenceChoices {
  source: string;
  reference: string;
  /** The referenced records' order in the suggestions (ascending). */
  sortBy: string;
}

/**
 * How long a reference input's suggestions (banks, networks, categories: short lists that rarely change) and its
 * selected records are reused without asking again. A record created or edited in this admin invalidates them at
 * once (react-admin invalidates the resource's queries after a mutation).
 */
export const REFERENCE_CHOICES_STALE_MS = 60_000;

/** The first page of suggestions as react-admin's ReferenceInput asks for it (ra-core 5.15 useReferenceInputController). */
const choicesParams = ({ sortBy }: ReferenceChoices) => ({
  pagination: { page: 1, perPage: 25 },
  sort: { field: sortBy, order: 'ASC' as const },
  filter: {},
});

/** Its react-query key (ra-core 5.15 useGetList: [resource, 'getList', { pagination, sort, filter, meta }]). */
const choicesKey = (choices: ReferenceChoices) => [
  choices.reference,
  'getList',
  { ...choicesParams(choices), meta: undefined },
];

/** The key of the selected records' query (ra-core 5.15 useGetManyAggregate, which useReference calls). */
const selectedKey = (reference: string, ids: Identifier[]) => [
  reference,
  'getMany',
  { ids: ids.map(String), meta: undefined },
];

/**
 * Lets react-admin's getMany of `reference` reuse records it holds for REFERENCE_CHOICES_STALE_MS instead of 0 ms:
 * records a list's select brought along (react-admin's `meta.prefetched`, which it keeps fresh for only 1 s) and
 * the suggestions' selected records. The rows' ReferenceFields, mounted after the rows have rendered (more than a
 * second after the answer on a slow tablet), then read them instead of asking again.
 */
export function reuseReferenceRecords(queryClient: QueryClient, reference: string): void {
  queryClient.setQueryDefaults([reference, 'getMany'], { staleTime: REFERENCE_CHOICES_STALE_MS });
}

/**
 * Fetches a form's suggestions ahead of its first open (a list does it when idle), into the cache its inputs read,
 * so that the form renders once with them instead of again when they arrive (issue 24).
 */
export function prefetchReferenceChoices(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  references: ReferenceChoices[],
): Promise<void[]> {
  // react-admin's ReferenceArrayInput does not pass its queryOptions to its getMany (ra-core 5.15
  // useReferenceArrayInputController), so the selected records' freshness is set for the resource's getMany (not
  // its getOne, which the resource's own edit form reads).
  for (const { reference } of references) reuseReferenceRecords(queryClient, reference);
  return Promise.all(
    references.map((choices) =>
      queryClient.prefetchQuery({
        queryKey: choicesKey(choices),
        queryFn: async () => {
          const { data, total, pageInfo, meta } = await dataProvider.getList(
            choices.reference,
            choicesParams(choices),
          );
          // Each record under its getOne key too, as react-admin's useGetList does (the card preview's names).
          for (const record of data)
            queryClient.setQueryData(
              [choices.reference, 'getOne', { id: String(record.id), meta: undefined }],
              (old: RaRecord | undefined) => old ?? record,
            );
          return { data, total, pageInfo, meta };
        },
        staleTime: REFERENCE_CHOICES_STALE_MS,
      }),
    ),
  );
}

/**
 * Puts a field's selected record(s) in the cache from fresh suggestions that hold them all, as react-admin would
 * after fetching them (getMany), so that the input shows them at once and does not fetch them again.
 */
export function seedSelectedFromChoices(
  queryClient: QueryClient,
  choices: ReferenceChoices,
  value: unknown,
): void {
  const ids = (Array.isArray(value) ? value : [value]).filter(
    (id): id is Identifier => (typeof id === 'number' || typeof id === 'string') && id !== '',
  );
  if (!ids.length) return;
  const state = queryClient.getQueryState<GetListResult<RaRecord>>(choicesKey(choices));
  if (!state?.data || Date.now() - state.dataUpdatedAt > REFERENCE_CHOICES_STALE_MS) return;
  const records = ids.map((id) => state.data?.data.find((record) => String(record.id) === String(id)));
  if (records.some((record) => record === undefined)) return;
  const key = selectedKey(choices.reference, ids);
  if (queryClient.getQueryData(key) === undefined)
    queryClient.setQueryData(key, records, { updatedAt: state.dataUpdatedAt });
}
