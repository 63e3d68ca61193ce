import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client.server";
import { namedStatement } from "../db/named-statement.server";
import { hashedKey } from "../shared/hashed-key.server";
import { apiError } from "./api-error.server";
import { clientAddress, rateLimitSubject } from "./client-address.server";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  count: number;
}

export interface RateLimitRule {
  /** The one method counted (the path is where the middleware is mounted); others pass untouched. */
  method: string;
  /** The key's scope (`lead`, `events`, …): each scope counts apart, even for the same subject. */
  scope: string;
  /** Whom a request is counted against, before hashing (byAddress: the visitor's address). */
  subject: (c: Context) => string;
  /** Requests allowed per subject and window. */
  limit: number;
  windowSeconds: number;
  /** The 429's message, from the seconds until the window resets. */
  message: (retryAfterSeconds: number) => string;
}

/**
 * A per-subject limit in front of a route, mounted with `api.use(path, …)` before the route so it
 * answers before validation and any other work: over the limit, 429 `rate_limited` with the
 * rule's message and Retry-After; otherwise the request goes on.
 */
export function rateLimit(db: Database, rule: RateLimitRule): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== rule.method) return next();
    const hit = await hitRateLimit(db, hashedKey(rule.scope, rule.subject(c)), rule.limit, rule.windowSeconds);
    if (!hit.allowed) {
      return apiError(c, 429, "rate_limited", rule.message(hit.retryAfterSeconds), undefined, {
        "Retry-After": String(hit.retryAfterSeconds),
      });
    }
    return next();
  };
}

/**
 * The visitor's address as a limit's subject: one key per IPv4 address or IPv6 /64, so a visitor
 * cannot hop to a fresh key by changing address (rateLimitSubject).
 */
export function byAddress(trustedProxies: number): (c: Context) => string {
  return (c) => rateLimitSubject(clientAddress(c, trustedProxies));
}

/**
 * Fixed-window counter in the database, so every instance shares it. One atomic upsert per batch
 * of hits: a new window starts when the old one has passed.
 *
 * Hits on one key that arrive while its upsert is under way wait and go together in the next one,
 * which adds their number at once; each still gets a count of its own (the batch's counts in
 * arrival order), so the answers are those of one upsert per hit. Without this, a burst from one
 * address queues every request behind the previous one's row lock and commit (issue 14).
 */
export function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  let batches = queues.get(db);
  if (!batches) queues.set(db, (batches = new Map()));
  const id = `${windowSeconds}:${key}`;
  let queue = batches.get(id);
  if (!queue) batches.set(id, (queue = { waiting: [], running: false }));
  const answer = new Promise<RateLimitResult>((resolve, reject) => queue.waiting.push({ limit, resolve, reject }));
  if (!queue.running) void drain(db, batches, id, key, windowSeconds, queue);
  return answer;
}

interface Waiting {
  limit: number;
  resolve: (result: RateLimitResult) => void;
  reject: (error: unknown) => void;
}
interface Queue {
  waiting: Waiting[];
  running: boolean;
}
const queues = new WeakMap<Database, Map<string, Queue>>();

async function drain(
  db: Database,
  batches: Map<string, Queue>,
  id: string,
  key: string,
  windowSeconds: number,
  queue: Queue,
): Promise<void> {
  queue.running = true;
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0);
    try {
      const { count, retryAfterSeconds } = await addHits(db, key, batch.length, windowSeconds);
      batch.forEach((hit, index) => {
        const own = count - batch.length + 1 + index;
        hit.resolve({ allowed: own <= hit.limit, count: own, retryAfterSeconds });
      });
    } catch (error) {
      for (const hit of batch) hit.reject(error);
    }
  }
  queue.running = false;
  batches.delete(id);
}

/** One window's counter: a new window starts when the old one has passed. */
const addHitsSql = namedStatement<{ count: number; retry_after: number }>(
  "rate_limit_hit_v1",
  sql`
    insert into rate_limits (key, window_start, count)
    values (${sql.placeholder("key")}, now(), ${sql.placeholder("hits")}::integer)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${sql.placeholder("windowSeconds")}::integer)
                   then ${sql.placeholder("hits")}::integer else rate_limits.count + ${sql.placeholder("hits")}::integer end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${sql.placeholder("windowSeconds")}::integer)
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${sql.placeholder("windowSeconds")}::integer) - now())))::int as retry_after
  `,
);

async function addHits(
  db: Database,
  key: string,
  hits: number,
  windowSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await addHitsSql.run(db, { key, hits, windowSeconds });
  if (!row) throw new Error("the rate-limit upsert returned no row");
  // Old windows are dead weight: clear them now and then.
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  }
  return { count: Number(row.count), retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}
