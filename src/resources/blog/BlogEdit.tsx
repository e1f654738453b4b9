import { EditorialEdit } from '../../components/editorial/EditorialEdit';

export const BlogEdit = () => <EditorialEdit withTags />;
