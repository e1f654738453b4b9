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
      {/* break-word, not anywhere: a table sizes the column to its longest word, so names break between words. */}
      <Box component="span" sx={{ fontSize: 'body2.fontSize', minWidth: 0, overflowWrap: 'break-word' }}>
        {String(record[source] ?? '')}
      </Box>
    </Box>
  );
}
