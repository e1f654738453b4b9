import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { loadableImageUrl } from '../lib/imageUrl';
import { ExternalImage } from './ExternalImage';
import { useSettled } from './useSettled';
import { ImageUploadZone } from './ImageUploadControls';
import type { ImageFolder } from '../providers/imageUpload';

const PREVIEW_SIZES = {
  card: { width: 160, height: 100 },
  logo: { width: 128, height: 64 },
  cover: { width: 160, height: 90 },
} as const;

type PreviewKind = keyof typeof PREVIEW_SIZES;

/** A fixed-size preview of an image address: the picture, or a placeholder saying why there is none. */
const ALT_TEXT_KEYS: Record<PreviewKind, string> = {
  card: 'app.image.card_alt',
  logo: 'app.image.logo_alt',
  cover: 'app.image.cover_alt',
};

export function ImagePreview({ value, kind }: { value: unknown; kind: PreviewKind }) {
  const translate = useTranslate();
  const url = loadableImageUrl(value);
  const [state, setState] = useState<{ url: string | null; status: 'loading' | 'loaded' | 'failed' }>({
    url: null,
    status: 'loading',
  });
  const status = !url ? null : state.url === url ? state.status : 'loading';
  const size = PREVIEW_SIZES[kind];
  const { width, height } = size;
  const message = !value
    ? translate('app.image.empty')
    : !url
      ? translate('app.image.not_http')
      : status === 'failed'
        ? translate('app.image.failed')
        : status === 'loading'
          ? translate('app.image.loading')
          : '';
  const showImage = url !== null && status !== 'failed';
  return (
    <Box
      className="ImagePreview-root"
      data-state={!url ? 'empty' : status}
      sx={{ flex: 'none', width, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography variant="caption" component="div" color="text.secondary">
        {translate('app.image.preview')}
      </Typography>
      <Box
        sx={{
          width,
          height,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'hidden',
          color: 'text.secondary',
        }}
      >
        {showImage ? (
          <ExternalImage
            key={url}
            src={url}
            alt={translate(ALT_TEXT_KEYS[kind])}
            size={size}
            onLoad={() => setState({ url, status: 'loaded' })}
            onError={() => setState({ url, status: 'failed' })}
          />
        ) : status === 'failed' ? (
          <BrokenImageOutlinedIcon aria-hidden />
        ) : (
          <ImageOutlinedIcon aria-hidden />
        )}
      </Box>
      <Typography
        variant="caption"
        component="div"
        color="text.secondary"
        aria-live="polite"
        sx={{ minHeight: '3.75em', lineHeight: 1.25 }}
      >
        {message}
      </Typography>
    </Box>
  );
}

/**
 * An image or logo: upload a file (pick, drop or paste) or type an https address, with a live preview beside it
 * (below it on narrow screens).
 */
export function ImageUrlInput({
  source,
  kind,
  folder,
  validate,
}: {
  source: string;
  kind: PreviewKind;
  /** Where uploads go in the site-images bucket. */
  folder: ImageFolder;
  validate?: Validator | Validator[];
}) {
  const value = useSettled(useWatch({ name: source }) as unknown);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, width: '100%' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <ImageUploadZone source={source} folder={folder}>
          <TextInput source={source} validate={validate} fullWidth />
        </ImageUploadZone>
      </Box>
      <ImagePreview value={value} kind={kind} />
    </Box>
  );
}
