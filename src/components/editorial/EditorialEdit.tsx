import { ConflictAwareEdit } from '../concurrency/ConflictAwareEdit';
import { EditorialForm } from './EditorialForm';
import { prepareEditorial } from './editorialStatuses';

/** The edit page of a news article or a blog post (blog posts also have tags). */
export function EditorialEdit({ withTags = false }: { withTags?: boolean }) {
  return (
    <ConflictAwareEdit
      emptyWhileLoading
      mutationMode="pessimistic"
      transform={(data) => prepareEditorial(data)}
    >
      <EditorialForm withTags={withTags} />
    </ConflictAwareEdit>
  );
}
