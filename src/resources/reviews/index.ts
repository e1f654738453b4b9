import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceEntry } from '../types';
import { ReviewEdit } from './ReviewEdit';
import { ReviewList } from './ReviewList';

export const reviewsResource: ResourceEntry = {
  name: 'reviews',
  table: 'reviews',
  icon: RateReviewIcon,
  views: {
    list: ReviewList,
    edit: ReviewEdit,
    recordRepresentation: (record) => `#${record.id} ${record.title ?? ''}`.trim(),
  },
};
