import { Edit } from 'react-admin';
import { EditorialForm } from '../../components/editorial/EditorialForm';
import { prepareEditorial } from '../../components/editorial/editorialStatuses';

export function NewsEdit() {
  return (
    <Edit emptyWhileLoading mutationMode="pessimistic" transform={(data) => prepareEditorial(data)}>
      <EditorialForm />
    </Edit>
  );
}
