import {
  BooleanInput,
  DateField,
  Edit,
  Labeled,
  ReferenceField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { Stack } from '@mui/material';
import { AssignToMeButton } from './AssignToMeButton';
import { INQUIRY_STATUSES, inquiryStatusDates, validateInquiry } from './inquiryStatuses';

const Actions = () => (
  <TopToolbar>
    <AssignToMeButton />
  </TopToolbar>
);

export function InquiryEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title="Expertförfrågan"
      actions={<Actions />}
      redirect="list"
      transform={(data: Record<string, unknown>) => ({ ...data, ...inquiryStatusDates(data) })}
    >
      <SimpleForm validate={validateInquiry}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Labeled label="Namn">
            <TextField source="name" />
          </Labeled>
          <Labeled label="E-post">
            <TextField source="email" />
          </Labeled>
          <Labeled label="Telefon">
            <TextField source="phone" emptyText="–" />
          </Labeled>
          <Labeled label="Inkommen">
            <DateField source="created_at" showTime locales="sv-SE" />
          </Labeled>
        </Stack>
        <Labeled label="Fråga (ren text)">
          <TextField source="question" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <Stack direction="row" spacing={3}>
          <Labeled label="Om kortet">
            <ReferenceField source="card_id" reference="cards" emptyText="–">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
          <Labeled label="Kategori">
            <ReferenceField source="category_id" reference="categories" emptyText="–">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
        </Stack>
        <SelectInput source="status" label="Status" choices={INQUIRY_STATUSES} />
        <TextInput source="answer" label="Svar" multiline minRows={4} fullWidth />
        <TextInput
          source="internal_note"
          label="Intern anteckning (syns inte för frågeställaren)"
          multiline
          fullWidth
        />
        <BooleanInput
          source="publish_as_faq"
          label="Publicera som vanlig fråga (endast med frågeställarens samtycke)"
        />
      </SimpleForm>
    </Edit>
  );
}
