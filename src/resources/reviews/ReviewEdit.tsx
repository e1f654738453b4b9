import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import {
  BooleanInput,
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
import { FactRow, RecordHeader } from '../../components/form/RecordHeader';
import { FormGrid, WideField } from '../../components/form/FormGrid';
import { DateTimeField } from '../../components/DateFields';
import { StatusChipField } from '../../components/StatusChipField';
import { REVIEW_STATUSES, moderationChanges, validateReview, type ReviewStatus } from './reviewStatuses';

function RejectionReasonInput() {
  const status = useWatch({ name: 'status' });
  return status === 'rejected' ? (
    <WideField>
      <TextInput source="rejection_reason" multiline fullWidth />
    </WideField>
  ) : null;
}

export function ReviewEdit() {
  const { identity } = useGetIdentity();
  return (
    <ConflictAwareEdit
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
        <RecordHeader>
          <ReferenceField source="card_id" reference="cards" link="edit">
            <TextField source="name" />
          </ReferenceField>
          <NumberField source="rating" />
          <DateTimeField source="created_at" />
          <StatusChipField source="status" choices={REVIEW_STATUSES} label="app.status.current" />
          <TextField source="author_name" />
        </RecordHeader>
        <Labeled>
          <TextField source="title" />
        </Labeled>
        <Labeled>
          <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <FormGrid>
          <WideField>
            <RadioButtonGroupInput source="status" choices={REVIEW_STATUSES} />
          </WideField>
          <RejectionReasonInput />
          <BooleanInput source="is_verified" />
          <TextInput source="verification_method" />
          <WideField>
            <FactRow>
              <DateTimeField source="moderated_at" />
              <DateTimeField source="published_at" />
            </FactRow>
          </WideField>
        </FormGrid>
      </SimpleForm>
    </ConflictAwareEdit>
  );
}
