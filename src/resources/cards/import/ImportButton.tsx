import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
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
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('resources.cards.import.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
