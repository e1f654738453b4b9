import { List, type ListProps } from 'react-admin';
import { EmptyState } from './EmptyState';
import { PagedListActions } from './PagedListActions';

/** react-admin's List with the app's defaults: actions whose export reads every page, and the Swedish empty state. */
export function AppList(props: ListProps) {
  return <List actions={<PagedListActions />} empty={<EmptyState />} {...props} />;
}
