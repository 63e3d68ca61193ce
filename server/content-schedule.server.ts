import type { Logger } from "pino";

/**
 * The next moment after `after` at which what a topic shows changes on its own (a deal's end, a
 * popup's start), or null when nothing of it is scheduled.
 */
export type NextBoundary = (after: Date) => Promise<Date | null>;

const BOUNDARY_MARGIN_MS = 25;

export interface ContentSchedule {
  /** Adds a topic whose content starts or ends at set times. */
  register(topic: string, nextBoundary: NextBoundary): void;
  /** Recomputes the next boundary (after any content change: dates may have been edited). */
  refresh(): void;
  /** Begins watching; answers a function that stops it. */
  start(): () => void;
}

/**
 * Content that appears or disappears at a set time (deals within their dates, scheduled popups)
 * must not be held by the page cache past that time. Each instance keeps one timer set to the
 * earliest boundary of all registered topics and, when it passes, reports a content change of
 * that topic to `onBoundary` (which drops the cached pages of this instance only: every instance
 * runs its own timer from the same database, so nothing needs announcing). Edits call `refresh`.
 *
 * Timers are capped at `maxDelayMs` (setTimeout cannot wait longer than ~24.8 days, and a long
 * wait would miss a boundary written by a path that forgot to refresh), and unref'd so they never
 * keep the process alive.
 */
export function createContentSchedule(options: {
  onBoundary: (topic: string) => void;
  logger: Pick<Logger, "error">;
  now?: () => Date;
  maxDelayMs?: number;
}): ContentSchedule {
  const now = options.now ?? (() => new Date());
  const maxDelayMs = options.maxDelayMs ?? 60 * 60 * 1000;
  const topics = new Map<string, NextBoundary>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  // Refreshes are chained, so an older computation never overwrites a newer timer.
  let computing: Promise<void> = Promise.resolve();
  let refreshQueued = false;

  async function earliest(after: Date): Promise<{ at: Date; topics: string[] } | null> {
    let best: { at: Date; topics: string[] } | null = null;
    for (const [topic, nextBoundary] of topics) {
      const at = await nextBoundary(after);
      if (!at) continue;
      if (!best || at.getTime() < best.at.getTime()) best = { at, topics: [topic] };
      else if (at.getTime() === best.at.getTime()) best.topics.push(topic);
    }
    return best;
  }

  function arm(delayMs: number, onFire: () => void) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(onFire, Math.max(0, Math.min(delayMs, maxDelayMs)));
    timer.unref?.();
  }

  async function compute() {
    if (!running) return;
    const from = now();
    let next: { at: Date; topics: string[] } | null;
    try {
      next = await earliest(from);
    } catch (error) {
      options.logger.error(
        { err: error },
        "could not read the next scheduled content change; trying again in a minute",
      );
      arm(60_000, refresh);
      return;
    }
    if (!running) return;
    if (!next) {
      arm(maxDelayMs, refresh);
      return;
    }
    // A little past the boundary, so a page rendered right after the clear already leaves it out.
    const delayMs = next.at.getTime() - from.getTime() + BOUNDARY_MARGIN_MS;
    arm(delayMs, () => {
      if (delayMs <= maxDelayMs) {
        for (const topic of next.topics) options.onBoundary(topic);
      }
      refresh();
    });
  }

  function refresh() {
    if (!running || refreshQueued) return;
    refreshQueued = true;
    computing = computing.then(() => {
      refreshQueued = false;
      return compute();
    });
  }

  return {
    register(topic, nextBoundary) {
      topics.set(topic, nextBoundary);
      refresh();
    },
    refresh,
    start() {
      running = true;
      refresh();
      return () => {
        running = false;
        if (timer) clearTimeout(timer);
        timer = null;
      };
    },
  };
}
