import { describe, expect, it } from 'vitest';
import { firstPageParams, opensOnQuery } from '../../src/resources/usePrefetchFirstList';
import { REVIEW_LIST_QUERY } from '../../src/resources/reviews/reviewListQuery';

const opening = { filter: { status: 'pending' }, page: 1, perPage: 10, sort: 'created_at', order: 'DESC' };

describe('the first list by URL asks for its rows early only when the list will open on its opening query', () => {
  it('asks for the first page as react-admin’s list does: page 1 of 10, the sort, the default filter and meta', () => {
    expect(firstPageParams(REVIEW_LIST_QUERY)).toEqual({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 'pending' },
      meta: { prefetch: ['cards'] },
    });
  });

  it('with nothing stored and no URL parameters', () => {
    expect(opensOnQuery(undefined, '', REVIEW_LIST_QUERY)).toBe(true);
  });

  it('with the opening query stored (keys in another order, the shown filters beside it)', () => {
    const stored = {
      order: 'DESC',
      sort: 'created_at',
      perPage: 10,
      page: 1,
      filter: { status: 'pending' },
      displayedFilters: { q: true },
    };
    expect(opensOnQuery(stored, '', REVIEW_LIST_QUERY)).toBe(true);
    const byRating = { ...REVIEW_LIST_QUERY, filter: { status: 'pending', rating: 5 } };
    expect(opensOnQuery({ ...opening, filter: { rating: 5, status: 'pending' } }, '', byRating)).toBe(true);
  });

  it('not with a user’s stored sort, filter or page, nor with parameters in the URL', () => {
    expect(opensOnQuery({ ...opening, filter: { status: 'approved' } }, '', REVIEW_LIST_QUERY)).toBe(false);
    expect(opensOnQuery({ ...opening, filter: {} }, '', REVIEW_LIST_QUERY)).toBe(false);
    expect(opensOnQuery({ ...opening, order: 'ASC' }, '', REVIEW_LIST_QUERY)).toBe(false);
    expect(opensOnQuery({ ...opening, page: 2 }, '', REVIEW_LIST_QUERY)).toBe(false);
    expect(opensOnQuery(undefined, '?page=2', REVIEW_LIST_QUERY)).toBe(false);
  });
});
