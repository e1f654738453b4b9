import { useState, type ChangeEvent, type MouseEvent } from 'react';
import { Button, FormControlLabel, FormGroup, Popover, Switch } from '@mui/material';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import {
  FieldTitle,
  useResourceContext,
  useStore,
  useTranslate,
  type ConfigurableDatagridColumn,
} from 'react-admin';

/**
 * Shows and hides the columns of a DatagridConfigurable, through the same store keys as react-admin's
 * SelectColumnsButton (react-admin 5.15, ra-ui-materialui/src/list/datagrid/SelectColumnsButton.tsx). Written
 * because that button's rows are `role="option"` items outside any listbox, each holding a switch (axe: critical
 * aria-required-parent, serious nested-interactive); here each column is a labelled switch in a named group. Its
 * drag-to-reorder (mouse only) is left out.
 */
export function ColumnsButton() {
  const resource = useResourceContext();
  const translate = useTranslate();
  const key = `preferences.${resource}.datagrid`;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [available] = useStore<ConfigurableDatagridColumn[]>(`${key}.availableColumns`, []);
  const [omit] = useStore<string[]>(`${key}.omit`, []);
  const [columns, setColumns] = useStore<string[]>(
    `${key}.columns`,
    available
      .filter((column) => !column.source || !omit.includes(column.source))
      .map((column) => column.index),
  );
  const title = translate('ra.action.select_columns');

  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    const index = event.target.name;
    setColumns(
      event.target.checked
        ? available
            .filter((column) => column.index === index || columns.includes(column.index))
            .map((column) => column.index)
        : columns.filter((shown) => shown !== index),
    );
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<ViewWeekIcon />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {title}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <FormGroup role="group" aria-label={title} sx={{ px: 2, py: 1 }}>
          {available.map((column) => (
            <FormControlLabel
              key={column.index}
              sx={{ minHeight: 44 }}
              control={
                <Switch name={column.index} checked={columns.includes(column.index)} onChange={toggle} />
              }
              label={<FieldTitle label={column.label} source={column.source} resource={resource} />}
            />
          ))}
        </FormGroup>
      </Popover>
    </>
  );
}
