import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useGetList, useGetMany, type Identifier, type RaRecord } from 'react-admin';

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

/**
 * The first page of suggestions with the parameters react-admin's ReferenceInput and ReferenceArrayInput ask for it
 * (ra-core 5.15 useReferenceInputController: page 1 of 25, the input's sort, no filter), asked through react-admin's
 * own useGetList, so the cache entry is the one the inputs read.
 */
function useReferenceChoices(choices: ReferenceChoices, enabled: boolean) {
  return useGetList<RaRecord>(
    choices.reference,
    { pagination: { page: 1, perPage: 25 }, sort: { field: choices.sortBy, order: 'ASC' }, filter: {} },
    { enabled, staleTime: REFERENCE_CHOICES_STALE_MS, refetchOnWindowFocus: false },
  );
}

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
 * Fetches a form's suggestions ahead of its first open (a list mounts it when idle), so that the form renders once
 * with them instead of again when they arrive (issue 24). Renders nothing.
 */
export function ReferenceChoicesPrefetch({ choices }: { choices: ReferenceChoices }) {
  const queryClient = useQueryClient();
  // react-admin's ReferenceArrayInput does not pass its queryOptions to its getMany (ra-core 5.15
  // useReferenceArrayInputController), so the selected records' freshness is set for the resource's getMany (not
  // its getOne, which the resource's own edit form reads).
  useState(() => reuseReferenceRecords(queryClient, choices.reference));
  useReferenceChoices(choices, true);
  return null;
}

const idsOf = (value: unknown): Identifier[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (id): id is Identifier => (typeof id === 'number' || typeof id === 'string') && id !== '',
  );

/**
 * Gives a reference input's selected record(s) to react-admin's getMany from fresh suggestions that hold them all
 * (its `initialData`, in the order of the value), so that the input shows them at once and does not ask for them.
 * Call it before the input renders; it asks nothing itself.
 */
export function useSelectedFromChoices(choices: ReferenceChoices, value: unknown): void {
  const { data, dataUpdatedAt } = useReferenceChoices(choices, false);
  const ids = idsOf(value);
  const [fresh] = useState(() => Date.now() - dataUpdatedAt <= REFERENCE_CHOICES_STALE_MS);
  const records =
    fresh && data ? ids.map((id) => data.find((record) => String(record.id) === String(id))) : [];
  const complete = ids.length > 0 && records.length === ids.length && records.every(Boolean);
  useGetMany<RaRecord>(
    choices.reference,
    { ids },
    {
      enabled: false,
      initialData: complete ? (records as RaRecord[]) : undefined,
      initialDataUpdatedAt: dataUpdatedAt,
    },
  );
}
