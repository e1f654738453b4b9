import { MESSAGES, tooManyRequests } from './errors.ts';

/**
 * Sliding-window request limits, per key (an IP address, or one bucket for the whole project). Supabase
 * Auth answers 429 with over_request_rate_limit or over_email_send_rate_limit (internal/api/ratelimits.go,
 * middleware.go limitHandler / limitEmailOrPhoneSentHandler).
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly code:
      'over_request_rate_limit' | 'over_email_send_rate_limit' = 'over_request_rate_limit',
  ) {}

  /** Counts one hit for key; throws 429 when the window is already full. */
  take(key: string, now = Date.now()): void {
    const since = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.limit) {
      this.hits.set(key, list);
      throw tooManyRequests(
        this.code,
        this.code === 'over_request_rate_limit' ? MESSAGES.requestRateLimit : MESSAGES.emailRateLimit,
      );
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, list] of this.hits)
      if (!list.some((t) => t > now - this.windowMs)) this.hits.delete(key);
  }
}

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;

export function createLimiters(rate: {
  signInSignUps: number;
  tokenRefresh: number;
  tokenVerifications: number;
  emailSent: number;
  anonymousUsers: number;
}) {
  return {
    signInSignUps: new RateLimiter(rate.signInSignUps, FIVE_MINUTES),
    tokenRefresh: new RateLimiter(rate.tokenRefresh, FIVE_MINUTES),
    verify: new RateLimiter(rate.tokenVerifications, FIVE_MINUTES),
    anonymous: new RateLimiter(rate.anonymousUsers, HOUR),
    emailSent: new RateLimiter(rate.emailSent, HOUR, 'over_email_send_rate_limit'),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
