import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { BulkDeleteButton, useListContext, useResourceContext, type RaRecord } from 'react-admin';
import { SelectableSimpleList } from './SelectableSimpleList';
import { ListPresenceContext, PresenceColumnHead, PresenceMarker } from './concurrency/Presence';
import { useListPresence } from './concurrency/usePresence';
import { RecordViewPrefetch, usePrefetchRecordView } from './usePrefetchRecordView';
import { useRoleAccess } from './RoleGate';

/** The desktop grid with a last column that marks rows another admin has open. */
function withPresenceColumn(children: ReactNode): ReactNode {
  return Children.map(children, (child) =>
    isValidElement<{ children?: ReactNode }>(child)
      ? cloneElement(
          child,
          {},
          ...Children.toArray(child.props.children),
          <PresenceMarker key="presence" label={<PresenceColumnHead />} />,
        )
      : child,
  );
}

/**
 * The bulk actions of the desktop grid among `children`: its `bulkActionButtons`, or, when it sets none, what
 * react-admin's Datagrid then shows (a bulk delete, where the user may delete).
 */
function datagridBulkActions(children: ReactNode, canDelete: boolean): ReactNode | false {
  const grid = Children.toArray(children).find(
    (child): child is ReactElement<{ bulkActionButtons?: ReactNode | false }> => isValidElement(child),
  );
  const fromGrid = grid?.props.bulkActionButtons;
  if (fromGrid === false) return false;
  if (isValidElement(fromGrid)) return fromGrid;
  return canDelete ? <BulkDeleteButton /> : false;
}

/**
 * The list's other editors for the markers in its rows. Their answers (and the names') re-render the provider and
 * the markers only: the rows are elements made by the list, which they leave as they are (issue 36).
 */
function ListPresenceProvider({ resource, children }: { resource: string | undefined; children: ReactNode }) {
  const presence = useListPresence(resource);
  return <ListPresenceContext.Provider value={presence}>{children}</ListPresenceContext.Provider>;
}

/**
 * A Datagrid on wide screens, a touch-friendly SimpleList on tablets in portrait and phones. Both offer the same
 * bulk actions: by default the compact list takes them from the Datagrid child (so that the two cannot drift
 * apart); `bulkActionButtons` overrides that, `false` turns selection off.
 */
export function ResponsiveList<T extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  leftIcon,
  rowAction,
  linkType = 'edit',
  bulkActionButtons,
  secondaryColumns = [],
  children,
}: {
  primaryText: (record: T) => ReactNode;
  secondaryText?: (record: T) => ReactNode;
  tertiaryText?: (record: T) => ReactNode;
  /** A thumbnail or icon before the texts. */
  leftIcon?: (record: T) => ReactNode;
  /** A control at the end of each compact row, outside its link (the cards' publish switch). */
  rowAction?: (record: T) => ReactNode;
  linkType?: 'edit' | 'show';
  bulkActionButtons?: ReactNode | false;
  /** Sources of the grid's columns that fold away below 1280 px (a column chooser still lists them). */
  secondaryColumns?: string[];
  children: ReactNode;
}) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const resource = useResourceContext();
  // From the role the layout holds: no access query whose answer builds the rows again.
  const canDelete = useRoleAccess()({ resource: resource ?? '', action: 'delete' });
  // The form a row opens is fetched while the rows are read, so that a tap does not wait for it.
  const { isPending } = useListContext();
  const prefetch = usePrefetchRecordView(resource, linkType);
  const idlePrefetch = <RecordViewPrefetch resource={resource} type={linkType} ready={!isPending} />;
  if (compact) {
    return (
      <ListPresenceProvider resource={resource}>
        {idlePrefetch}
        <Box {...prefetch}>
          <SelectableSimpleList<T>
            primaryText={(record) => (
              <>
                {primaryText(record)} <PresenceMarker />
              </>
            )}
            secondaryText={secondaryText}
            tertiaryText={tertiaryText}
            leftIcon={leftIcon}
            rowAction={rowAction}
            linkType={linkType}
            bulkActionButtons={
              bulkActionButtons === undefined ? datagridBulkActions(children, canDelete) : bulkActionButtons
            }
          />
        </Box>
      </ListPresenceProvider>
    );
  }
  return (
    <ListPresenceProvider resource={resource}>
      {idlePrefetch}
      <Box sx={fitTable(secondaryColumns)} {...prefetch}>
        {withPresenceColumn(children)}
      </Box>
    </ListPresenceProvider>
  );
}

/**
 * Below 1440 px the grid's cells keep 8 px at their sides (MUI's 16) and below 1280 px the secondary columns fold
 * away, so that the key columns and the row's switches fit the frame at 1024 and 1280 px without sideways scrolling.
 */
function fitTable(secondaryColumns: string[]) {
  return {
    '@media (max-width: 1439.95px)': {
      '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
    },
    ...(secondaryColumns.length
      ? {
          '@media (max-width: 1279.95px)': {
            [secondaryColumns.map((source) => `& .column-${source}`).join(', ')]: { display: 'none' },
          },
        }
      : {}),
  };
}
