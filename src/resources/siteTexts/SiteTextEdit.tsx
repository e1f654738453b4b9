import { ConflictAwareEdit } from '../../components/concurrency/ConflictAwareEdit';
import { SiteTextForm } from './SiteTextForm';
import { prepareSiteText } from './siteTextChoices';

/** The save is undoable afterwards and refused on a stale version, as every edit page's (ConflictAwareEdit). */
export function SiteTextEdit() {
  return (
    <ConflictAwareEdit
      emptyWhileLoading
      mutationMode="pessimistic"
      transform={(data) => prepareSiteText(data)}
    >
      <SiteTextForm />
    </ConflictAwareEdit>
  );
}
