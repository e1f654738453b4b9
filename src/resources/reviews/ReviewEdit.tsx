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
  return status === 'rejected' ? <TextInput source="rejection_reason" multiline fullWidth /> : null;
}

export function ReviewEdit() {
  const { identity } = useGetIdentity();
  return (
    <Edit
      emptyWhileLoading
      mutationMode="pessimistic"
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
          <Labeled>
            <ReferenceField source="card_id" reference="cards" link="edit">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
          <Labeled>
            <NumberField source="rating" />
          </Labeled>
          <Labeled>
            <DateField source="created_at" showTime locales="sv-SE" />
          </Labeled>
          <Labeled>
            <TextField source="author_name" />
          </Labeled>
        </Stack>
        <Labeled>
          <TextField source="title" />
        </Labeled>
        <Labeled>
          <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <RadioButtonGroupInput source="status" choices={REVIEW_STATUSES} />
        <RejectionReasonInput />
        <BooleanInput source="is_verified" />
        <TextInput source="verification_method" />
        <Stack direction="row" spacing={3}>
          <Labeled>
            <DateField source="moderated_at" showTime locales="sv-SE" emptyText="–" />
          </Labeled>
          <Labeled>
            <DateField source="published_at" showTime locales="sv-SE" emptyText="–" />
          </Labeled>
        </Stack>
      </SimpleForm>
    </Edit>
  );
}
