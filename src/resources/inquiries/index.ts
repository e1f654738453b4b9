import type { ResourceViews } from '../types';
import { InquiryEdit } from './InquiryEdit';
import { InquiryList } from './InquiryList';

export const inquiriesViews: ResourceViews = {
  list: InquiryList,
  edit: InquiryEdit,
  recordRepresentation: (record) => `#${record.id} ${record.name}`,
};
