import { Create } from 'react-admin';
import { EditorialForm } from '../../components/editorial/EditorialForm';
import { prepareEditorial } from '../../components/editorial/editorialStatuses';

export function BlogCreate() {
  return (
    <Create
      redirect="list"
      record={{ status: 'draft', body: '', tags: [] }}
      transform={(data) => prepareEditorial(data)}
    >
      <EditorialForm withTags />
    </Create>
  );
}
