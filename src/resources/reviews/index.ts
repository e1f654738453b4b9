import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const reviewsResource: ResourceEntry = {
  name: 'reviews',
  table: 'reviews',
  icon: RateReviewIcon,
  views: {
    list: lazyView(() => import('./ReviewList'), 'ReviewList'),
    edit: lazyView(() => import('./ReviewEdit'), 'ReviewEdit'),
    recordRepresentation: (record) => `#${record.id} ${record.title ?? ''}`.trim(),
  },
  search: { filter: 'body@ilike', rpc: 'search_reviews_page' },
};
