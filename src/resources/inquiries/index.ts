import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { ResourceEntry } from '../types';
import { lazyView } from '../lazyView';

export const inquiriesResource: ResourceEntry = {
  name: 'inquiries',
  table: 'expert_inquiries',
  icon: QuestionAnswerIcon,
  views: {
    list: lazyView(() => import('./InquiryList'), 'InquiryList'),
    edit: lazyView(() => import('./InquiryEdit'), 'InquiryEdit'),
    recordRepresentation: (record) => `#${record.id} ${record.name}`,
  },
  dashboard: { order: 6, badge: true },
  search: { filter: 'question@ilike', rpc: 'search_expert_inquiries_page' },
};
