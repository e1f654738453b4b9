import { lazy, Suspense, useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

const SearchDialog = lazy(() => import('./SearchDialog').then((m) => ({ default: m.SearchDialog })));

/** Ctrl+K or Cmd+K anywhere, also in a text field (as in the apps the team knows). */
export const isSearchShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;

/**
 * The app bar's search button and the Ctrl/Cmd+K shortcut. The dialog's code loads on the first opening and is
 * mounted only while open, so each opening starts with an empty field.
 */
export function SearchLauncher() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Tooltip title={translate('app.search.open')}>
        <IconButton
          aria-label={translate('app.search.open')}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOpen(true)}
          sx={{ width: 44, height: 44 }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
