import { EditorialEdit } from '../../components/editorial/EditorialEdit';

export const NewsEdit = () => <EditorialEdit />;
