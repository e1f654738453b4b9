import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { defineResource } from '../defineResource';

export const inquiriesResource = defineResource('inquiries', {
  table: 'expert_inquiries',
  icon: QuestionAnswerIcon,
  recordRepresentation: (record) => `#${record.id} ${record.name}`,
  dashboard: { order: 6, badge: { status: 'pending' } },
  search: { filter: 'question@ilike', rpc: 'search_expert_inquiries_page' },
});
