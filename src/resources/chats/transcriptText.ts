import { formatDateTime } from '../../lib/formatDate';
import type { ChatMessage } from './ChatTranscript';

const ROLE = { user: 'Besökare', assistant: 'Assistent', system: 'System' } as const;

export function transcriptText(sessionId: number | string, messages: ChatMessage[]): string {
  return [
    `Chattsession ${sessionId}`,
    ...messages.map((m) => `[${formatDateTime(m.created_at)}] ${ROLE[m.role]}: ${m.content}`),
  ].join('\n');
}
