// Per-client fixed-window request counters for the contact function's 429: in memory (one process, with PGlite) or in
// PostgreSQL (shared by every instance of the function on the host).
import type { Sql } from './db';
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

export interface ClientLimiter {
  take(client: string, now?: number): RateDecision | Promise<RateDecision>;
}

export class RateLimiter implements ClientLimiter {
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

/* One statement per post: the window's row is created or counted up atomically. About one post in a hundred also
   deletes windows that have ended (any client's), so the table stays as small as the live windows. */
const countSql = `INSERT INTO contact_rate (client, window_start, count) VALUES ($1, $2, 1)
  ON CONFLICT (client, window_start) DO UPDATE SET count = contact_rate.count + 1 RETURNING count`;
const countAndCleanSql = `WITH ended AS (DELETE FROM contact_rate WHERE window_start < $2)
  ${countSql}`;

export class SharedRateLimiter implements ClientLimiter {
  constructor(
    private readonly db: Sql,
    private readonly rate: RateLimit,
    private readonly log: (m: string, e?: unknown) => void = console.error,
    private readonly cleanChance = 0.01,
  ) {}

  async take(client: string, now = Date.now()): Promise<RateDecision> {
    const windowStart = Math.floor(now / this.rate.windowMs) * this.rate.windowMs;
    const retryAfter = Math.max(1, Math.ceil((windowStart + this.rate.windowMs - now) / 1000));
    try {
      const sql = Math.random() < this.cleanChance ? countAndCleanSql : countSql;
      const { rows } = await this.db.query<{ count: number }>(sql, [client, windowStart]);
      return { allowed: Number(rows[0].count) <= this.rate.limit, retryAfter };
    } catch (e) {
      // The database is down: storing will fail too and answer 503; a limiter error must not turn that into a 500.
      this.log('contact: rate limit not counted', e);
      return { allowed: true, retryAfter };
    }
  }
}
