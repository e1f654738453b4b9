import {
  BooleanInput,
  DateField,
  Edit,
  Labeled,
  NumberField,
  RadioButtonGroupInput,
  ReferenceField,
  SimpleForm,
  TextField,
  TextInput,
  useGetIdentity,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Stack } from '@mui/material';
import { REVIEW_STATUSES, moderationChanges, validateReview, type ReviewStatus } from './reviewStatuses';

function RejectionReasonInput() {
  const status = useWatch({ name: 'status' });
  return status === 'rejected' ? (
    <TextInput source="rejection_reason" label="Skäl för avvisning" multiline fullWidth />
  ) : null;
}

export function ReviewEdit() {
  const { identity } = useGetIdentity();
  return (
    <Edit
      mutationMode="pessimistic"
      title="Granska recension"
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        options?.previousData?.status === data.status
          ? data
          : {
              ...data,
              ...moderationChanges(
                data.status as ReviewStatus,
                identity?.id,
                data.rejection_reason as string,
              ),
            }
      }
    >
      <SimpleForm validate={validateReview}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Labeled label="Kort">
            <ReferenceField source="card_id" reference="cards" link="edit">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
          <Labeled label="Betyg">
            <NumberField source="rating" />
          </Labeled>
          <Labeled label="Inkommen">
            <DateField source="created_at" showTime locales="sv-SE" />
          </Labeled>
          <Labeled label="Namn">
            <TextField source="author_name" />
          </Labeled>
        </Stack>
        <Labeled label="Rubrik">
          <TextField source="title" />
        </Labeled>
        <Labeled label="Text (visas som ren text)">
          <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <RadioButtonGroupInput source="status" label="Beslut" choices={REVIEW_STATUSES} />
        <RejectionReasonInput />
        <BooleanInput source="is_verified" label="Verifierad" />
        <TextInput source="verification_method" label="Hur verifierades recensionen?" />
        <Stack direction="row" spacing={3}>
          <Labeled label="Granskad">
            <DateField source="moderated_at" showTime locales="sv-SE" emptyText="–" />
          </Labeled>
          <Labeled label="Publicerad">
            <DateField source="published_at" showTime locales="sv-SE" emptyText="–" />
          </Labeled>
        </Stack>
      </SimpleForm>
    </Edit>
  );
}
