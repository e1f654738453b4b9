import type { RaRecord } from 'react-admin';
import { ImageThumbnail } from '../ImageThumbnail';
import { ThumbnailNameField } from '../ThumbnailNameField';
import { ListShell, type ListShellProps } from './ListShell';

interface CardOwner extends RaRecord {
  name: string;
  logo_url: string | null;
}

/** The list of records cards belong to (banks, networks): by name, each with its logo, opened on its show page. */
export function CardOwnerList<T extends CardOwner>({
  children,
  ...props
}: Omit<ListShellProps<T>, 'sort' | 'primaryText' | 'leftIcon' | 'open'>) {
  return (
    <ListShell<T>
      sort={{ field: 'name', order: 'ASC' }}
      primaryText={(r) => r.name}
      leftIcon={(r) => <ImageThumbnail src={r.logo_url} kind="logo" />}
      open="show"
      {...props}
    >
      <ThumbnailNameField source="name" imageSource="logo_url" kind="logo" />
      {children}
    </ListShell>
  );
}
