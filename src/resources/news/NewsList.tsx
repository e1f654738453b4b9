import { EditorialList } from '../../components/editorial/EditorialList';

export function NewsList() {
  return <EditorialList title="Nyheter" filename="nyheter" emptyText="Inga nyheter ännu" />;
}
