import { useState } from 'react';
import {
  Autocomplete,
  Box,
  ListSubheader,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider, SearchHit } from '../providers/dataProvider';
import { resourceRegistry } from '../resources/registry';
import { useSettled } from '../components/useSettled';

/** Wait this long after the last key before asking the database. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The record's own page: its edit form, or its show view for the read-only logs (chats, consents). */
function useRecordPath() {
  const createPath = useCreatePath();
  return (hit: SearchHit) => {
    const views = resourceRegistry.find((entry) => entry.name === hit.kind)?.views;
    return createPath({ resource: hit.kind, id: hit.id, type: views?.edit ? 'edit' : 'show' });
  };
}

/**
 * Ctrl/Cmd+K: one field over every kind of record (public.search_everything, under the caller's row-level
 * security), the hits grouped under each kind's Swedish name. MUI's Autocomplete gives the combobox and listbox
 * roles: arrows move, Enter opens the record, Esc closes. Full screen below 600 px; 48 px rows for touch.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const recordPath = useRecordPath();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [input, setInput] = useState('');
  const query = useSettled(input.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useQuery({
    queryKey: ['searchEverything', query],
    queryFn: () => dataProvider.searchEverything(query),
    enabled: open && query !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const hits = query === '' ? [] : (data ?? []);
  const kindName = (kind: string) => translate(`resources.${kind}.name`, { smart_count: 2 });
  const noOptions =
    input.trim() === ''
      ? 'app.search.type_more'
      : isError
        ? 'app.search.failed'
        : isFetching || input.trim() !== query
          ? 'app.search.loading'
          : 'app.search.none';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="search-everything-title"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: fullScreen ? 0 : 8 } } }}
    >
      <DialogTitle id="search-everything-title" sx={{ pr: 7 }}>
        {translate('app.search.title')}
      </DialogTitle>
      <IconButton
        aria-label={translate('app.search.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <Autocomplete<SearchHit, false, false, false>
          open
          disablePortal
          autoHighlight
          openOnFocus
          options={hits}
          filterOptions={(options) => options}
          groupBy={(hit) => kindName(hit.kind)}
          // A listbox holds options or groups of options (ARIA): MUI's default group is a list inside the listbox.
          renderGroup={({ key, group, children }) => (
            <li key={key} role="presentation">
              <ListSubheader component="div" id={`search-group-${key}`} sx={{ top: -8 }}>
                {group}
              </ListSubheader>
              <Box component="ul" role="group" aria-labelledby={`search-group-${key}`} sx={{ p: 0 }}>
                {children}
              </Box>
            </li>
          )}
          // No open/close arrow: the list is always open, and its 'Stäng' would repeat the dialog's.
          forcePopupIcon={false}
          getOptionLabel={(hit) => hit.label}
          getOptionKey={(hit) => `${hit.kind}:${hit.id}`}
          isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
          inputValue={input}
          onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
          value={null}
          onChange={(_, hit) => {
            if (!hit) return;
            onClose();
            navigate(recordPath(hit));
          }}
          onClose={(_, reason) => reason === 'escape' && onClose()}
          noOptionsText={translate(noOptions)}
          loading={isFetching && hits.length === 0}
          loadingText={translate('app.search.loading')}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={translate('app.search.label')}
              helperText={translate('app.search.hint')}
            />
          )}
          renderOption={({ key, ...props }, hit) => (
            <Box component="li" key={key} {...props} sx={{ minHeight: 48, flexDirection: 'column' }}>
              <Typography component="span" sx={{ alignSelf: 'flex-start' }}>
                {hit.label}
              </Typography>
              {hit.secondary && (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {hit.secondary}
                </Typography>
              )}
            </Box>
          )}
          slotProps={{
            popper: {
              sx: { position: 'static !important', transform: 'none !important', width: '100% !important' },
            },
            paper: { elevation: 0 },
            listbox: { sx: { maxHeight: fullScreen ? 'none' : '60vh' } },
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
