import type { ResourceViews } from '../types';
import { ReviewEdit } from './ReviewEdit';
import { ReviewList } from './ReviewList';

export const reviewsViews: ResourceViews = {
  list: ReviewList,
  edit: ReviewEdit,
  recordRepresentation: (record) => `#${record.id} ${record.title ?? ''}`.trim(),
};
