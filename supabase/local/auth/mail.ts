import { randomInt } from 'node:crypto';
import type { AuthConfig } from '../config.ts';
import { AuthError } from './errors.ts';
import type { Limiters } from './ratelimit.ts';

/** A mail the auth server "sends": kept in the stack's mailbox (tests, the dev mailbox page) and printed. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string;
  type: 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite' | 'reauthentication';
  sentAt: string;
}

/** Mail as Supabase Auth's mailer sends it, counted against [auth.rate_limit] email_sent and max_frequency. */
export function createMailer(options: {
  config: AuthConfig;
  limiters: Limiters;
  mailbox: Mail[];
  log: (line: string) => void;
}) {
  const { config, limiters, mailbox, log } = options;
  const generateOtp = () =>
    Array.from({ length: config.email.otpLength }, () => randomInt(0, 10).toString()).join('');

  /** Sends a mail into the stack's mailbox, counted against [auth.rate_limit] email_sent and max_frequency. */
  const sendMail = (mail: Omit<Mail, 'sentAt'>) => {
    limiters.emailSent.take('project');
    const full: Mail = { ...mail, sentAt: new Date().toISOString() };
    mailbox.push(full);
    log(`[auth] mail to ${full.to}: ${full.subject}\n        ${full.link ?? ''}`);
  };

  /** Refuses a second mail of one kind to one user within max_frequency (429 over_email_send_rate_limit). */
  const checkFrequency = (sentAt: Date | null | undefined) => {
    if (!sentAt) return;
    const wait = config.email.maxFrequency * 1000 - (Date.now() - new Date(sentAt).getTime());
    if (wait > 0)
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(wait / 1000)} seconds.`,
      );
  };

  return { generateOtp, sendMail, checkFrequency };
}

export type Mailer = ReturnType<typeof createMailer>;
