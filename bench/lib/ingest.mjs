// Analytics ingestion: POST /api/events batches as the site's collector sends them, and the
// page-serving throughput measured at the same time (docs/decisions/0021-first-party-analytics.md).
import { runLoad } from "./load.mjs";

/** Events per batch: the collector sends up to 10 at a time. */
export const EVENTS_PER_BATCH = 10;
/** Goal of issue 13, on PostgreSQL. */
export const INGEST_GOAL_EVENTS_PER_SECOND = 2000;

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const PATHS = ["/", "/services", "/loan-services/home-loans", "/loan-services/personal-loans", "/contact", "/about"];

/** A batch like a visit's: a landing page view with its source, page views, and a few events. */
function batch(n) {
  const events = [];
  for (let i = 0; i < EVENTS_PER_BATCH; i++) {
    const path = PATHS[(n + i) % PATHS.length];
    if (i === 0) {
      events.push({ type: "pageview", path, visitStart: true, referrer: "www.google.com", utmSource: "bench" });
    } else if (i % 3 === 0) {
      events.push({ type: "service_view", path, detail: "home-loans" });
    } else {
      events.push({ type: "pageview", path, ...(i === 1 ? { visitContinued: true } : {}) });
    }
  }
  return JSON.stringify({ consent: n % 2 === 0, events });
}

/**
 * `connections` connections post batches for `duration` seconds while as many others load
 * `pagePath`; answers events/s (204 answers × batch size) and the page's throughput meanwhile.
 */
export async function measureIngestion({ origin, connections, duration, pagePath, pageHeaders }) {
  let n = 0;
  const [events, page] = await Promise.all([
    runLoad({
      url: `${origin}/api/events`,
      connections,
      duration,
      requests: [
        {
          method: "POST",
          path: "/api/events",
          headers: { "content-type": "application/json", "user-agent": BROWSER, origin },
          setupRequest: (request) => ({ ...request, body: batch(n++) }),
        },
      ],
    }),
    runLoad({ url: origin + pagePath, connections, duration, headers: pageHeaders }),
  ]);
  const accepted = events.statusCodes["204"] ?? 0;
  return {
    connections,
    eventsPerBatch: EVENTS_PER_BATCH,
    eventsPerSecond: (accepted * EVENTS_PER_BATCH) / events.durationSeconds,
    batches: events,
    pageWhileIngesting: { path: pagePath, ...page },
  };
}
