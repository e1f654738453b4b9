import {
  CreateButton,
  FilterButton,
  TopToolbar,
  useFilterContext,
  useListContext,
  useResourceDefinition,
} from 'react-admin';
import { PagedExportButton } from './PagedExportButton';
import { SavedViewsButton } from './SavedViewsButton';

/** react-admin's default list actions (filter, create, export), with the export that reads every page. */
export function PagedListActions() {
  const { exporter } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && <FilterButton disableSaveQuery />}
      {filters && <SavedViewsButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <PagedExportButton />}
    </TopToolbar>
  );
}
