import { statusQueueQuery } from '../../components/lists/statusQueueQuery';

/**
 * The reviews list's opening query: the pending reviews, newest first, with each row's card in the same select
 * (react-admin's relationship prefetching, src/providers/reviewCardsCallbacks.ts).
 */
export const REVIEW_LIST_QUERY = statusQueueQuery({ meta: { prefetch: ['cards'] } });
