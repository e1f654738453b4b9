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
import { FormGrid, WideField } from '../../components/form/FormGrid';
import { FactRow, RecordHeader } from '../../components/form/RecordHeader';
import { AssignToMeButton } from './AssignToMeButton';
import { AnswerInput, FULL_WIDTH } from './AnswerInput';
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
      // The admin stays on the inquiry after a save: the list's default filter hides an answered inquiry, and
      // closing it is often the next step (issue 31).
      redirect={false}
      transform={(data: Record<string, unknown>) => ({ ...data, ...inquiryStatusDates(data) })}
    >
      <SimpleForm validate={validateInquiry} warnWhenUnsavedChanges>
        <RecordHeader>
          <TextField source="name" />
          <TextField source="email" />
          <TextField source="phone" emptyText="–" className="nowrap" />
          <DateTimeField source="created_at" className="nowrap" />
          <StatusChipField source="status" choices={INQUIRY_STATUSES} label="app.status.current" />
        </RecordHeader>
        <Labeled>
          <TextField source="question" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <FactRow>
          <ReferenceField source="card_id" reference="cards" emptyText="–">
            <TextField source="name" />
          </ReferenceField>
          <ReferenceField source="category_id" reference="categories" emptyText="–">
            <TextField source="name" />
          </ReferenceField>
        </FactRow>
        <FormGrid>
          <SelectInput source="status" choices={INQUIRY_STATUSES} />
          <BooleanInput source="publish_as_faq" />
          <WideField>
            <AnswerInput />
          </WideField>
          <WideField>
            <TextInput source="internal_note" multiline fullWidth sx={FULL_WIDTH} />
          </WideField>
        </FormGrid>
      </SimpleForm>
    </ConflictAwareEdit>
  );
}
