import RateReviewIcon from '@mui/icons-material/RateReview';
import { defineResource } from '../defineResource';

export const reviewsResource = defineResource('reviews', {
  icon: RateReviewIcon,
  recordRepresentation: (record) => `#${record.id} ${record.title ?? ''}`.trim(),
  search: { filter: 'body@ilike', rpc: 'search_reviews_page' },
  // The list's cards in its own select (meta.prefetch, see ReviewList).
  callbacks: () =>
    import('../../providers/reviewCardsCallbacks').then((module) => module.reviewCardsCallbacks),
});
