// Per-client fixed-window request counter (in memory, per server process), for the contact function's 429.
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

const maxTrackedClients = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly rate: RateLimit) {}

  take(client: string, now = Date.now()): RateDecision {
    let w = this.windows.get(client);
    if (!w || w.resetAt <= now) {
      if (this.windows.size >= maxTrackedClients) this.prune(now);
      w = { count: 0, resetAt: now + this.rate.windowMs };
      this.windows.set(client, w);
    }
    w.count += 1;
    return { allowed: w.count <= this.rate.limit, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    // Still full (a flood of distinct addresses): forget the oldest rather than grow without bound.
    if (this.windows.size >= maxTrackedClients) this.windows.delete(this.windows.keys().next().value as string);
  }
}

/** "10/600" → 10 requests per 600 s. */
export function parseRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value ?? '');
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) return fallback;
  return { limit: Number(m[1]), windowMs: Number(m[2]) * 1000 };
}
