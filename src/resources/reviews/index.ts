import RateReviewIcon from '@mui/icons-material/RateReview';
import { defineResource } from '../defineResource';
import { REVIEW_LIST_QUERY } from './reviewListQuery';

export const reviewsResource = defineResource('reviews', {
  icon: RateReviewIcon,
  recordRepresentation: (record) => `#${record.id} ${record.title ?? ''}`.trim(),
  search: { filter: 'body@ilike', rpc: 'search_reviews_page' },
  listQuery: REVIEW_LIST_QUERY,
  // The list's cards in its own select (meta.prefetch, see ReviewList).
  callbacks: () =>
    import('../../providers/reviewCardsCallbacks').then((module) => module.reviewCardsCallbacks),
});
