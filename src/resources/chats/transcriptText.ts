import type { TranslateFunction } from 'react-admin';
import { formatDateTime } from '../../lib/formatDate';
import { ROLE_KEYS, type ChatMessage } from './chatRoles';

export function transcriptText(
  translate: TranslateFunction,
  sessionId: number | string,
  messages: ChatMessage[],
): string {
  return [
    translate('resources.chats.transcript_title', { id: sessionId }),
    ...messages.map((m) => `[${formatDateTime(m.created_at)}] ${translate(ROLE_KEYS[m.role])}: ${m.content}`),
  ].join('\n');
}
