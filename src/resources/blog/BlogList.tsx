import { EditorialList } from '../../components/editorial/EditorialList';

export function BlogList() {
  return <EditorialList filename="blogg" />;
}
