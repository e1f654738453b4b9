/** A mail the auth server "sends": kept in the stack's mailbox (tests, the dev mailbox page) and printed. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string;
  type: 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite' | 'reauthentication';
  sentAt: string;
}
