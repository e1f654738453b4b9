import { useState } from 'react';
import { Box } from '@mui/material';
import { loadableImageUrl } from '../lib/imageUrl';
import { ExternalImage } from './ExternalImage';

export const THUMBNAIL_SIZES = {
  /** A card's picture at the card's 1.6:1 ratio. */
  card: { width: 40, height: 25 },
  /** A bank's or network's logo. */
  logo: { width: 32, height: 32 },
} as const;

/**
 * A fixed-size, lazily loaded picture for a list row; an empty frame when there is no http(s) URL or the image does
 * not load, so rows never shift. `alt` is empty where the record's name is next to it.
 */
export function ImageThumbnail({
  src,
  alt = '',
  kind,
}: {
  src: string | null | undefined;
  alt?: string;
  kind: keyof typeof THUMBNAIL_SIZES;
}) {
  const url = loadableImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const size = THUMBNAIL_SIZES[kind];
  const { width, height } = size;
  const show = url !== null && failedUrl !== url;
  return (
    <Box
      component="span"
      className="ImageThumbnail-root"
      data-state={show ? 'image' : 'placeholder'}
      sx={{
        display: 'inline-flex',
        flex: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        width,
        height,
        borderRadius: kind === 'card' ? '3px' : '4px',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        verticalAlign: 'middle',
      }}
    >
      {show ? <ExternalImage src={url} alt={alt} size={size} lazy onError={() => setFailedUrl(url)} /> : null}
    </Box>
  );
}
