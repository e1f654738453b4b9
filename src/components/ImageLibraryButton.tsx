import { lazy, Suspense, useState } from 'react';
import LibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useTranslate } from 'react-admin';
import type { ImagePickerProps } from './ImagePickerDialog';
import { TouchButton } from './TouchButton';

// The picker (its list, thumbnails and "where used") loads when it is first opened, not with the form.
const ImagePickerDialog = lazy(() =>
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
  const openPicker = () => setOpen(true);
  return (
    <>
      <TouchButton variant="outlined" startIcon={<LibraryIcon />} onClick={openPicker} disabled={disabled}>
        {translate(label)}
      </TouchButton>
      <LazyImagePicker open={open} onClose={() => setOpen(false)} onPick={onPick} />
    </>
  );
}

/**
 * The library picker while `open` (loaded on its first opening, `null` before): picking an image closes it, then
 * hands the image's public URL to onPick.
 */
export function LazyImagePicker({ open, onClose, onPick }: ImagePickerProps) {
  return open ? (
    <Suspense fallback={null}>
      <ImagePickerDialog
        open
        onClose={onClose}
        onPick={(url) => {
          onClose();
          onPick(url);
        }}
      />
    </Suspense>
  ) : null;
}
