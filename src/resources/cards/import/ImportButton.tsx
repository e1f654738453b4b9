import { lazy, Suspense, useState } from 'react';
import { Button, Box } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

// The dialog and papaparse load on the first click, not with the cards list.
const ImportDialog = lazy(() =>
  import('./ImportDialog').then((module) => ({ default: module.ImportDialog })),
);

/** "Importera prislista" in the cards list's toolbar. */
export function ImportButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<UploadFileIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate('resources.cards.import.open')}
        sx={{ minWidth: 44 }}
      >
        {/* Narrower than MUI's lg the icon alone, as 'Sparade vyer': the list's actions keep to one row. */}
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
          {translate('resources.cards.import.open')}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
