import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useTranslate } from 'react-admin';

// The picker (its list, thumbnails and "where used") loads when it is first opened, not with the form.
export const ImagePickerDialog = lazy(() =>
  import('./ImagePickerDialog').then((module) => ({ default: module.ImagePickerDialog })),
);

/** "Välj från biblioteket": reuse an image already in the site-images bucket; hands its public URL to onPick. */
export function ImageLibraryButton({
  onPick,
  disabled,
  label = 'app.image.picker.open',
}: {
  onPick: (url: string) => void;
  disabled?: boolean;
  /** i18n key of the button's text. */
  label?: string;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryOutlinedIcon />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        sx={{ minHeight: 44 }}
      >
        {translate(label)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImagePickerDialog
            open
            onClose={() => setOpen(false)}
            onPick={(url) => {
              setOpen(false);
              onPick(url);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
