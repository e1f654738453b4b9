import { Create } from 'react-admin';
import { EditorialForm } from '../../components/editorial/EditorialForm';
import { prepareEditorial } from '../../components/editorial/editorialStatuses';

export function NewsCreate() {
  return (
    <Create
      redirect="list"
      record={{ status: 'draft', body: '' }}
      transform={(data) => prepareEditorial(data)}
    >
      <EditorialForm />
    </Create>
  );
}
