import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Confirm,
  useDataProvider,
  useGetIdentity,
  useListContext,
  useNotify,
  useTranslate,
  type HttpError,
} from 'react-admin';
import type { AppDataProvider, SavedView } from '../providers/dataProvider';
import { LENGTH_LIMITS } from '../lib/lengthLimits';

const NAME_MAX = LENGTH_LIMITS.saved_views!.name!;

/** Same filters, whatever the order of their keys. */
const sameFilter = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * "Sparade vyer": the list's filters saved in the database (issue 35), the caller's own and those the team shares.
 * Choosing one applies its filters; "Spara aktuell vy…" saves the current ones, private or shared; the owner of
 * the view now applied may delete it. Row-level security decides what each user sees and may delete.
 */
export function SavedViewsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { resource, filterValues, displayedFilters, setFilters } = useListContext();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<SavedView | null>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const key = ['saved_views', resource];
  const { data: views = [], isPending } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getSavedViews(resource),
    enabled: anchor !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const onError = (error: HttpError) => notify(error.message, { type: 'error' });
  const create = useMutation({
    mutationFn: () =>
      dataProvider.createSavedView({ resource, name: name.trim(), filter: filterValues, shared }),
    onSuccess: (view) => {
      notify('app.saved_views.saved', { type: 'success', messageArgs: { name: view.name } });
      setSaving(false);
      void refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => dataProvider.deleteSavedView(view.id),
    onSuccess: (_, view) => {
      notify('app.saved_views.removed', { type: 'success', messageArgs: { name: view.name } });
      setRemoving(null);
      void refresh();
    },
    onError,
  });
  const current = views.find(
    (view) => view.owner_id === identity?.id && sameFilter(view.filter, filterValues),
  );

  const openSave = () => {
    setAnchor(null);
    setName('');
    setShared(false);
    setNameError(null);
    setSaving(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(translate('app.saved_views.name_required'));
    if (trimmed.length > NAME_MAX)
      return setNameError(translate('app.saved_views.name_too_long', { max: NAME_MAX }));
    create.mutate();
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={translate('app.saved_views.button')}
        sx={{ minHeight: 44, minWidth: 44 }}
      >
        {/* Narrower than MUI's lg the icon alone: the list's actions keep to one row beside or below the search. */}
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
          {translate('app.saved_views.button')}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {views.length === 0 && (
          <MenuItem disabled>{translate(isPending ? 'ra.page.loading' : 'app.saved_views.none')}</MenuItem>
        )}
        {views.map((view) => (
          <MenuItem
            key={view.id}
            selected={sameFilter(view.filter, filterValues)}
            onClick={() => {
              setAnchor(null);
              const shown = Object.fromEntries(Object.keys(view.filter).map((source) => [source, true]));
              setFilters(view.filter, { ...displayedFilters, ...shown });
            }}
            sx={{ minHeight: 48 }}
          >
            <ListItemText
              primary={view.name}
              secondary={translate(view.shared ? 'app.saved_views.shared' : 'app.saved_views.private')}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={openSave} sx={{ minHeight: 48 }}>
          {translate('app.saved_views.save')}
        </MenuItem>
        {current && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setRemoving(current);
            }}
            sx={{ minHeight: 48 }}
          >
            {translate('app.saved_views.remove', { name: current.name })}
          </MenuItem>
        )}
      </Menu>
      <Dialog
        open={saving}
        onClose={() => setSaving(false)}
        aria-labelledby="saved-view-title"
        fullWidth
        maxWidth="xs"
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id="saved-view-title">{translate('app.saved_views.save_title')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('app.saved_views.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              error={nameError !== null}
              helperText={nameError ?? ' '}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
              label={translate('app.saved_views.share')}
              sx={{ minHeight: 44 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setSaving(false)} sx={{ minHeight: 44 }}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={create.isPending} sx={{ minHeight: 44 }}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Confirm
        isOpen={removing !== null}
        title="app.saved_views.remove_title"
        content="app.saved_views.remove_content"
        translateOptions={{ name: removing?.name ?? '' }}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
