import { EditorialList } from '../../components/editorial/EditorialList';

export function NewsList() {
  return <EditorialList filename="nyheter" />;
}
