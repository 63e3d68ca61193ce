import type { Logger } from "pino";
import type { AnalyticsService } from "./analytics.server";

const EVERY_MS = 5 * 60 * 1000;
const FIRST_RUN_AFTER_MS = 30 * 1000;

/**
 * The analytics roll-up and retention, 30 s after start and then every 5 minutes, on every
 * instance (the roll-up serialises on an advisory lock and is idempotent). Answers a stop function.
 */
export function startAnalyticsJobs(analytics: AnalyticsService, logger: Pick<Logger, "info" | "error">): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    analytics
      .runJobs()
      .then(
        (result) => {
          if (result.rawDeleted > 0) logger.info(result, "analytics: old raw events deleted");
        },
        (error: unknown) => logger.error({ err: error }, "analytics roll-up failed; it runs again in 5 minutes"),
      )
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, FIRST_RUN_AFTER_MS);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
