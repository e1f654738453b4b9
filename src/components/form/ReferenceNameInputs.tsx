import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  useRecordContext,
} from 'react-admin';
import {
  REFERENCE_CHOICES_STALE_MS,
  seedSelectedFromChoices,
  type ReferenceChoices,
} from './referenceChoices';

const QUERY_OPTIONS = { staleTime: REFERENCE_CHOICES_STALE_MS };

/** Before the input's first render: its selected record(s) from suggestions the list prefetched, if fresh. */
function useSeededSelection(choices: ReferenceChoices) {
  const queryClient = useQueryClient();
  const record = useRecordContext();
  useState(() => seedSelectedFromChoices(queryClient, choices, record?.[choices.source]));
}

/** A required reference to one record, picked by its name (a card's bank, its network). */
export function ReferenceNameInput(choices: ReferenceChoices) {
  const { source, reference, sortBy } = choices;
  useSeededSelection(choices);
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      sort={{ field: sortBy, order: 'ASC' }}
      queryOptions={QUERY_OPTIONS}
    >
      <AutocompleteInput optionText="name" validate={required()} />
    </ReferenceInput>
  );
}

/** References to any number of records, picked by their names (a card's categories, an article's cards). */
export function ReferenceNamesInput(choices: ReferenceChoices) {
  const { source, reference, sortBy } = choices;
  useSeededSelection(choices);
  return (
    <ReferenceArrayInput
      source={source}
      reference={reference}
      sort={{ field: sortBy, order: 'ASC' }}
      queryOptions={QUERY_OPTIONS}
    >
      <AutocompleteArrayInput optionText="name" />
    </ReferenceArrayInput>
  );
}
