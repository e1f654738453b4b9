import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
} from 'react-admin';

interface ReferenceNameProps {
  source: string;
  reference: string;
  /** The referenced records' order in the suggestions (ascending). */
  sortBy: string;
}

/** A required reference to one record, picked by its name (a card's bank, its network). */
export function ReferenceNameInput({ source, reference, sortBy }: ReferenceNameProps) {
  return (
    <ReferenceInput source={source} reference={reference} sort={{ field: sortBy, order: 'ASC' }}>
      <AutocompleteInput optionText="name" validate={required()} />
    </ReferenceInput>
  );
}

/** References to any number of records, picked by their names (a card's categories, an article's cards). */
export function ReferenceNamesInput({ source, reference, sortBy }: ReferenceNameProps) {
  return (
    <ReferenceArrayInput source={source} reference={reference} sort={{ field: sortBy, order: 'ASC' }}>
      <AutocompleteArrayInput optionText="name" />
    </ReferenceArrayInput>
  );
}
