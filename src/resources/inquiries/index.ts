import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { ResourceEntry } from '../types';
import { InquiryEdit } from './InquiryEdit';
import { InquiryList } from './InquiryList';

export const inquiriesResource: ResourceEntry = {
  name: 'inquiries',
  table: 'expert_inquiries',
  icon: QuestionAnswerIcon,
  views: {
    list: InquiryList,
    edit: InquiryEdit,
    recordRepresentation: (record) => `#${record.id} ${record.name}`,
  },
  dashboard: { order: 6, badgeFilter: { status: 'pending' } },
};
