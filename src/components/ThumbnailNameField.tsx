import { Box } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { ImageThumbnail, THUMBNAIL_SIZES } from './ImageThumbnail';

/**
 * A list's name column with the record's picture before the name. The picture's alt text is empty: the name
 * beside it already says what it shows.
 */
export function ThumbnailNameField({
  imageSource,
  kind,
  source = 'name',
}: FieldProps & { imageSource: string; kind: keyof typeof THUMBNAIL_SIZES }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
      <ImageThumbnail src={record[imageSource] as string | null} kind={kind} />
      <Box component="span" sx={{ fontSize: 'body2.fontSize', minWidth: 0, overflowWrap: 'anywhere' }}>
        {String(record[source] ?? '')}
      </Box>
    </Box>
  );
}
