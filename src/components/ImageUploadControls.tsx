import { useId, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ImageFolder } from '../providers/imageUpload';
import { ImageLibraryButton } from './ImageLibraryButton';

const ERROR_MESSAGES = [
  'app.image.errors.too_large',
  'app.image.errors.wrong_type',
  'app.image.errors.no_network',
  'app.image.errors.no_right',
  'app.image.errors.failed',
];

/** The message key of a failed upload (the provider's HttpError message is one), else the generic one. */
function errorMessage(error: unknown): string {
  const message = (error as { message?: string })?.message ?? '';
  return ERROR_MESSAGES.includes(message) ? message : 'app.image.errors.failed';
}

/**
 * Upload for an image field: pick a file (accept="image/*", so a tablet offers the camera and the photo library),
 * drop one on the field or paste one; a progress bar while it uploads, then the field holds the image's public URL
 * (the preview beside it shows it at once). Errors are said in Swedish by the field. The upload goes through the
 * data provider (uploadImage), never from the view to supabase-js.
 */
export function ImageUploadZone({
  source,
  folder,
  children,
}: {
  source: string;
  folder: ImageFolder;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue } = useFormContext();
  const current = useWatch({ name: source }) as unknown;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();

  const upload = async (file: File | undefined) => {
    if (!file || progress !== null) return;
    setError(null);
    setProgress(0);
    try {
      const url = await dataProvider.uploadImage(file, { folder, onProgress: setProgress });
      setValue(source, url, { shouldDirty: true, shouldValidate: true });
    } catch (caught) {
      setError(translate(errorMessage(caught)));
    } finally {
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = [...event.clipboardData.files].find((f) => f.type.startsWith('image/'));
    if (!file) return; // a pasted address goes into the text field as usual
    event.preventDefault();
    void upload(file);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onPaste={onPaste}
      data-dragging={dragging || undefined}
      sx={{
        width: '100%',
        borderRadius: 1,
        outline: dragging ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
        outlineOffset: 4,
      }}
    >
      {children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={progress !== null}
          sx={{ minHeight: 44 }}
        >
          {translate('app.image.upload')}
        </Button>
        <ImageLibraryButton
          disabled={progress !== null}
          onPick={(url) => {
            setError(null);
            setValue(source, url, { shouldDirty: true, shouldValidate: true });
          }}
        />
        {current ? (
          <Button
            color="inherit"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => {
              setError(null);
              setValue(source, '', { shouldDirty: true, shouldValidate: true });
            }}
            disabled={progress !== null}
            sx={{ minHeight: 44 }}
          >
            {translate('app.image.remove')}
          </Button>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {translate('app.image.upload_hint')}
        </Typography>
      </Box>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={translate('app.image.uploading')}
          sx={{ mt: 1 }}
        />
      ) : null}
      <Typography role="alert" variant="caption" color="error" component="div" sx={{ minHeight: '1.25em' }}>
        {error}
      </Typography>
    </Box>
  );
}
