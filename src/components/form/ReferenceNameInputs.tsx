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
  useSelectedFromChoices,
  type ReferenceChoices,
} from './referenceChoices';

const QUERY_OPTIONS = { staleTime: REFERENCE_CHOICES_STALE_MS };

/**
 * The reference input's props, its selected record(s) seeded before its first render from suggestions the list
 * prefetched, if fresh.
 */
function useSeededReference(choices: ReferenceChoices) {
  const record = useRecordContext();
  useSelectedFromChoices(choices, record?.[choices.source]);
  const { source, reference, sortBy } = choices;
  return { source, reference, sort: { field: sortBy, order: 'ASC' as const }, queryOptions: QUERY_OPTIONS };
}

/** A required reference to one record, picked by its name (a card's bank, its network). */
export function ReferenceNameInput(choices: ReferenceChoices) {
  return (
    <ReferenceInput {...useSeededReference(choices)}>
      <AutocompleteInput optionText="name" validate={required()} />
    </ReferenceInput>
  );
}

/** References to any number of records, picked by their names (a card's categories, an article's cards). */
export function ReferenceNamesInput(choices: ReferenceChoices) {
  return (
    <ReferenceArrayInput {...useSeededReference(choices)}>
      <AutocompleteArrayInput optionText="name" />
    </ReferenceArrayInput>
  );
}
