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

/**
 * A token bucket as tollbooth (golang.org/x/time/rate) keeps it: `burst` requests at once, then one every
 * 1/`perSecond` seconds. Supabase Auth limits the MFA challenge and verify endpoints this way, each with its own
 * bucket per IP (internal/api/ratelimits.go: MFAChallenge and MFAVerify, rate MFA.RateLimitChallengeAndVerify / 60
 * per second, burst 30; internal/conf/configuration.go: RateLimitChallengeAndVerify default 15).
 */
export class TokenBucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly perSecond: number,
    readonly burst: number,
  ) {}

  /** Takes one token for key; throws 429 over_request_rate_limit when the bucket is empty. */
  take(key: string, now = Date.now()): void {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) throw tooManyRequests('over_request_rate_limit', MESSAGES.requestRateLimit);
    bucket.tokens -= 1;
    if (this.buckets.size > 10_000)
      for (const [k, b] of this.buckets)
        if (b.tokens + ((now - b.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(k);
  }
}

/** GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY's default: requests per minute (the CLI's config.toml has no key). */
export const MFA_CHALLENGE_AND_VERIFY_PER_MINUTE = 15;
/** tollbooth's SetBurst(30) for both MFA limiters. */
export const MFA_BURST = 30;

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
    factorChallenge: new TokenBucket(MFA_CHALLENGE_AND_VERIFY_PER_MINUTE / 60, MFA_BURST),
    factorVerify: new TokenBucket(MFA_CHALLENGE_AND_VERIFY_PER_MINUTE / 60, MFA_BURST),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
