import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { BucketImage, ImageUse } from '../providers/siteImages';

/** The resource of each table a site image can be used by (its Swedish singular name is resources.<name>.name). */
const RESOURCE_OF_TABLE: Record<string, string> = {
  credit_cards: 'cards',
  banks: 'banks',
  networks: 'networks',
  news_articles: 'news',
  blog_posts: 'blog',
};

const fileName = (path: string) => path.split('/').pop() ?? path;

function UsedBy({ uses }: { uses: ImageUse[] }) {
  const translate = useTranslate();
  if (uses.length === 0)
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('app.image.picker.unused')}
      </Typography>
    );
  return (
    <Typography variant="caption" component="div">
      {translate('app.image.picker.used_by')}{' '}
      {uses
        .map(
          (use) =>
            `${translate(`resources.${RESOURCE_OF_TABLE[use.table_name] ?? use.table_name}.name`, {
              smart_count: 1,
            })} ${use.label}`,
        )
        .join(', ')}
    </Typography>
  );
}

function PickerItem({ image, onPick }: { image: BucketImage; onPick: (url: string) => void }) {
  const translate = useTranslate();
  const name = fileName(image.path);
  return (
    <Box
      component="li"
      data-testid="image-picker-item"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      <Box
        component="img"
        src={image.url}
        alt={translate('app.image.picker.thumbnail_alt', { name })}
        loading="lazy"
        width={160}
        height={100}
        sx={{ width: '100%', height: 100, objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 0.5 }}
      />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {image.path}
      </Typography>
      {image.size !== null ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.image.picker.size', { size: Math.max(1, Math.round(image.size / 1024)) })}
        </Typography>
      ) : null}
      <UsedBy uses={image.usedBy} />
      <Button
        variant="outlined"
        size="small"
        onClick={() => onPick(image.url)}
        aria-label={translate('app.image.picker.choose_named', { name: image.path })}
        sx={{ minHeight: 44, mt: 'auto' }}
      >
        {translate('app.image.picker.choose')}
      </Button>
    </Box>
  );
}

export interface ImagePickerProps {
  open: boolean;
  onClose: () => void;
  /** Gets the chosen image's public URL. */
  onPick: (url: string) => void;
}

/**
 * The images already in the site-images bucket, newest first, searchable by file name, each with a thumbnail and
 * the records that use it; choosing one hands its public URL to the field. Loaded on demand (not in the entry).
 */
export function ImagePickerDialog({ open, onClose, onPick }: ImagePickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<{ images: BucketImage[] | null; error: boolean }>({
    images: null,
    error: false,
  });

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .listImages({ search })
        .then((images) => current && setState({ images, error: false }))
        .catch(() => current && setState({ images: [], error: true }));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, search, dataProvider]);

  const titleId = 'image-picker-title';
  const images = state.images;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{translate('app.image.picker.title')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          type="search"
          label={translate('app.image.picker.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          autoFocus
          sx={{ mb: 2 }}
        />
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {images === null ? (
            <CircularProgress size={20} aria-label={translate('app.image.picker.loading')} />
          ) : state.error ? (
            translate('app.image.picker.error')
          ) : images.length === 0 ? (
            translate('app.image.picker.empty')
          ) : (
            translate('app.image.picker.count', { smart_count: images.length })
          )}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          }}
        >
          {(images ?? []).map((image) => (
            <PickerItem key={image.path} image={image} onPick={onPick} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {translate('ra.action.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
