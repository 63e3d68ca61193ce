import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createContentSchedule } from "~server/content-schedule.server";

const logger = { error: vi.fn() };

/** Lets the schedule's chained promise work run (the boundaries are read asynchronously). */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe("the content schedule", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T04:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("reports a topic when its next start or end passes, and not before", async () => {
    const fired: string[] = [];
    const schedule = createContentSchedule({ onBoundary: (topic) => fired.push(topic), logger });
    const end = new Date("2026-11-23T04:00:30Z");
    schedule.register("deals", async (after) => (after < end ? end : null));
    const stop = schedule.start();
    await settle();

    await vi.advanceTimersByTimeAsync(29_000);
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fired).toEqual(["deals"]);
    // Nothing is scheduled after it: no second report.
    await vi.advanceTimersByTimeAsync(10 * 60 * 60 * 1000);
    expect(fired).toEqual(["deals"]);
    stop();
  });

  it("takes the earliest boundary of all topics and follows an edit made later", async () => {
    const fired: string[] = [];
    const schedule = createContentSchedule({ onBoundary: (topic) => fired.push(topic), logger });
    let dealEnd: Date | null = new Date("2026-11-23T05:00:00Z");
    const popupStart = new Date("2026-11-23T04:10:00Z");
    schedule.register("deals", async (after) => (dealEnd && after < dealEnd ? dealEnd : null));
    schedule.register("popups", async (after) => (after < popupStart ? popupStart : null));
    const stop = schedule.start();
    await settle();

    // A deal edited to end sooner than the popup starts.
    dealEnd = new Date("2026-11-23T04:05:00Z");
    schedule.refresh();
    await settle();
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 + 100);
    expect(fired).toEqual(["deals"]);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(fired).toEqual(["deals", "popups"]);
    stop();
  });

  it("waits at most the cap and keeps going when reading a boundary fails", async () => {
    const fired: string[] = [];
    const schedule = createContentSchedule({
      onBoundary: (topic) => fired.push(topic),
      logger,
      maxDelayMs: 60 * 60 * 1000,
    });
    const farEnd = new Date("2026-12-31T00:00:00Z");
    let failing = true;
    schedule.register("deals", async (after) => {
      if (failing) throw new Error("database is away");
      return after < farEnd ? farEnd : null;
    });
    const stop = schedule.start();
    await settle();
    expect(logger.error).toHaveBeenCalled();
    failing = false;
    // Retried after a minute, then re-armed every hour until the far boundary: never fired early.
    await vi.advanceTimersByTimeAsync(5 * 60 * 60 * 1000);
    expect(fired).toEqual([]);
    stop();
  });

  it("does nothing once stopped", async () => {
    const fired: string[] = [];
    const schedule = createContentSchedule({ onBoundary: (topic) => fired.push(topic), logger });
    const end = new Date("2026-11-23T04:00:10Z");
    schedule.register("deals", async (after) => (after < end ? end : null));
    const stop = schedule.start();
    await settle();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fired).toEqual([]);
  });
});
