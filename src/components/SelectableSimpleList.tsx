import type { ChangeEvent, ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import {
  BulkActionsToolbar,
  LinkBase,
  ListNoResults,
  RecordContextProvider,
  SimpleListLoading,
  useGetPathForRecord,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useListContext,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';

type RowText<T> = (record: T) => ReactNode;

export interface SelectableSimpleListProps<T extends RaRecord> {
  primaryText: RowText<T>;
  secondaryText?: RowText<T>;
  tertiaryText?: RowText<T>;
  /** A thumbnail or icon before the texts, inside the row's link. */
  leftIcon?: RowText<T>;
  /** A control after the row's link (outside it, so not nested in the link), e.g. a publish switch. */
  rowAction?: RowText<T>;
  linkType: 'edit' | 'show';
  /** The bulk action buttons, as given to a Datagrid; `false` renders the list without selection. */
  bulkActionButtons: ReactNode | false;
}

/**
 * react-admin's SimpleList with row selection, for the compact (tablet portrait, phone) lists.
 *
 * SimpleList itself cannot carry a checkbox: its only per-row slots (leftIcon, leftAvatar) render inside the row's
 * link, and a checkbox inside an <a> is nested interactive content (axe `nested-interactive`) whose taps would also
 * open the record. Here each row is an <li> holding the checkbox and, beside it, the link; the text and styling
 * follow SimpleList's (ra-ui-materialui 5.15.4, src/list/SimpleList). Selection is the list context's
 * (selectedIds, onToggleItem, onSelect), so react-admin's BulkActionsToolbar and the Datagrid's bulk buttons work
 * unchanged.
 */
export function SelectableSimpleList<T extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  leftIcon,
  rowAction,
  linkType,
  bulkActionButtons,
}: SelectableSimpleListProps<T>) {
  const { data, isPending, selectedIds = [], onSelect, onToggleItem } = useListContext<T>();
  const translate = useTranslate();
  const selectable = bulkActionButtons !== false;

  if (isPending) {
    return <SimpleListLoading hasSecondaryText={!!secondaryText} hasTertiaryText={!!tertiaryText} />;
  }
  if (!data || data.length === 0) return <ListNoResults />;

  const pageIds = data.map((record) => record.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  const togglePage = (event: ChangeEvent<HTMLInputElement>) => {
    onSelect(
      event.target.checked
        ? [...selectedIds, ...pageIds.filter((id) => !selectedIds.includes(id))]
        : selectedIds.filter((id) => !pageIds.includes(id)),
    );
  };

  return (
    <Box data-testid="compact-list">
      {selectable && (
        <>
          <Box sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
            <FormControlLabel
              sx={{ minHeight: 44, mr: 0 }}
              label={translate('ra.action.select_all')}
              control={
                <Checkbox
                  checked={selectedOnPage === pageIds.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                  onChange={togglePage}
                />
              }
            />
          </Box>
          <Box
            sx={{
              // In the page's flow rather than over the filters as on desktop: here the buttons wrap onto
              // several lines, which an overlay of a fixed 48 px would cut off.
              '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
                position: 'static',
                transform: 'none',
                height: 'auto',
                flexWrap: 'wrap',
                columnGap: 1,
                px: 1,
                py: 0.5,
                borderRadius: 0,
              },
              '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-collapsed': {
                position: 'static',
                display: 'none',
              },
              '& .RaBulkActionsToolbar-topToolbar': {
                // Beside the count where they fit (tablets), on a line of their own where not (phones).
                flex: '0 1 auto',
                flexWrap: 'wrap',
                justifyContent: 'flex-start',
                backgroundColor: 'transparent',
                p: 0,
              },
            }}
          >
            <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>
          </Box>
        </>
      )}
      <List disablePadding>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <SelectableRow<T>
              record={record}
              linkType={linkType}
              primaryText={primaryText}
              secondaryText={secondaryText}
              tertiaryText={tertiaryText}
              leftIcon={leftIcon}
              rowAction={rowAction}
              selected={selectable ? selectedIds.includes(record.id) : undefined}
              onToggle={onToggleItem}
            />
          </RecordContextProvider>
        ))}
      </List>
    </Box>
  );
}

function SelectableRow<T extends RaRecord>({
  record,
  linkType,
  primaryText,
  secondaryText,
  tertiaryText,
  leftIcon,
  rowAction,
  selected,
  onToggle,
}: Omit<SelectableSimpleListProps<T>, 'bulkActionButtons'> & {
  record: T;
  /** undefined: the list has no bulk actions, so the row has no checkbox. */
  selected: boolean | undefined;
  onToggle: (id: Identifier) => void;
}) {
  const resource = useResourceContext();
  const path = useGetPathForRecord({ record, resource, link: linkType });
  const representation = useGetRecordRepresentation(resource);
  const resourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  const name = translate('app.bulk.select_record', {
    name: resourceLabel(resource ?? '', 1).toLocaleLowerCase('sv-SE'),
    recordRepresentation: String(representation(record) ?? record.id),
  });
  const tertiary = tertiaryText?.(record);
  return (
    <ListItem disablePadding divider sx={{ alignItems: 'stretch' }}>
      {selected !== undefined && (
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 0.5 }}>
          <Checkbox aria-label={name} checked={selected} onChange={() => onToggle(record.id)} />
        </Box>
      )}
      <ListItemButton
        component={LinkBase}
        to={path || ''}
        sx={{ minHeight: 56, minWidth: 0, pl: selected !== undefined ? 0.5 : 2 }}
      >
        {leftIcon ? (
          <Box sx={{ display: 'flex', alignItems: 'center', mr: 1.5, flexShrink: 0 }}>{leftIcon(record)}</Box>
        ) : null}
        <ListItemText
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          primary={
            <div>
              {primaryText(record)}
              {tertiary ? (
                <Box
                  component="span"
                  className="RaSimpleList-tertiary"
                  sx={{ float: 'right', color: 'text.secondary', ml: 1 }}
                >
                  {tertiary}
                </Box>
              ) : null}
            </div>
          }
          secondary={secondaryText?.(record)}
        />
      </ListItemButton>
      {rowAction ? (
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, pr: 0.5 }}>{rowAction(record)}</Box>
      ) : null}
    </ListItem>
  );
}
