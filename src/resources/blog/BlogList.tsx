import { EditorialList } from '../../components/editorial/EditorialList';

export function BlogList() {
  return <EditorialList title="Blogg" filename="blogg" emptyText="Inga blogginlägg ännu" />;
}
