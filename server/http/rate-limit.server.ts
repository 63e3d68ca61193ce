import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  count: number;
}

/** Keys never hold a visitor's IP in clear text. */
export function hashedKey(scope: string, value: string): string {
  return `${scope}:${createHash("sha256").update(value).digest("base64url").slice(0, 32)}`;
}

/**
 * Fixed-window counter in the database, so every instance shares it. One atomic upsert per hit:
 * a new window starts when the old one has passed.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after
  `);
  const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0]!;
  // Old windows are dead weight: clear them now and then.
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  }
  const count = Number(row.count);
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}
