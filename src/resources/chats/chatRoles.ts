/** One message of a chat session (public.chat_messages). */
export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant' | 'system';
  content: string;
  created_at: string;
}

/** Who wrote a chat message, as i18n keys: the transcript on screen and the exported text name them alike. */
export const ROLE_KEYS: Record<ChatMessage['role'], string> = {
  user: 'resources.chats.roles.user',
  assistant: 'resources.chats.roles.assistant',
  system: 'resources.chats.roles.system',
};
