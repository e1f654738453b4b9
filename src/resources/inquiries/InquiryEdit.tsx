import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import {
  BooleanInput,
  Labeled,
  ReferenceField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { Stack } from '@mui/material';
import { FormGrid, WideField } from '../../components/form/FormGrid';
import { RecordHeader } from '../../components/form/RecordHeader';
import { AssignToMeButton } from './AssignToMeButton';
import { DateTimeField } from '../../components/DateFields';
import { StatusChipField } from '../../components/StatusChipField';
import { INQUIRY_STATUSES, inquiryStatusDates, validateInquiry } from './inquiryStatuses';

const Actions = () => (
  <TopToolbar>
    <AssignToMeButton />
  </TopToolbar>
);

export function InquiryEdit() {
  return (
    <ConflictAwareEdit
      emptyWhileLoading
      mutationMode="pessimistic"
      actions={<Actions />}
      redirect="list"
      transform={(data: Record<string, unknown>) => ({ ...data, ...inquiryStatusDates(data) })}
    >
      <SimpleForm validate={validateInquiry}>
        <RecordHeader>
          <Labeled>
            <TextField source="name" />
          </Labeled>
          <Labeled>
            <TextField source="email" />
          </Labeled>
          <Labeled>
            <TextField source="phone" emptyText="–" className="nowrap" />
          </Labeled>
          <Labeled>
            <DateTimeField source="created_at" className="nowrap" />
          </Labeled>
          <Labeled label="app.status.current">
            <StatusChipField source="status" choices={INQUIRY_STATUSES} />
          </Labeled>
        </RecordHeader>
        <Labeled>
          <TextField source="question" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <Stack direction="row" spacing={3}>
          <Labeled>
            <ReferenceField source="card_id" reference="cards" emptyText="–">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
          <Labeled>
            <ReferenceField source="category_id" reference="categories" emptyText="–">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
        </Stack>
        <FormGrid>
          <SelectInput source="status" choices={INQUIRY_STATUSES} />
          <BooleanInput source="publish_as_faq" />
          <WideField>
            <TextInput source="answer" multiline minRows={4} />
          </WideField>
          <WideField>
            <TextInput source="internal_note" multiline />
          </WideField>
        </FormGrid>
      </SimpleForm>
    </ConflictAwareEdit>
  );
}
