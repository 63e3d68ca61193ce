import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { AnalyticsBatchSchema } from "../../analytics/analytics.schema";
import type { AppServices } from "../../app-services.server";
import { errorResponse } from "../api-error.server";
import { clientAddress } from "../client-address.server";
import { byAddress, rateLimit } from "../rate-limit.server";

const EVENTS_RATE_WINDOW_SECONDS = 60;

const postEvents = createRoute({
  method: "post",
  path: "/events",
  tags: ["Analytics"],
  summary: "Count page views and events of the public site (the site's own collector, sendBeacon)",
  description:
    "First-party analytics (docs/decisions/0021). Stores no IP address and no User-Agent; only a device class and browser family. " +
    "A visitor's daily salted hash is kept only when consent is true. Requests from bots (by User-Agent) are answered 204 and dropped.",
  request: {
    body: { required: true, content: { "application/json": { schema: AnalyticsBatchSchema } } },
  },
  responses: {
    204: { description: "Counted (or dropped as a bot)" },
    400: errorResponse("Invalid batch, with a message per field"),
    413: errorResponse("Body too large"),
    415: errorResponse("Body is not JSON, or not UTF-8"),
    429: errorResponse("Too many batches from this address; see Retry-After"),
  },
});

/** POST /events on the public API: rate limited per address, then validated, then counted. */
export function registerEventRoutes(api: OpenAPIHono, services: AppServices) {
  api.use(
    "/events",
    rateLimit(services.database.db, {
      method: "POST",
      scope: "events",
      subject: byAddress(services.config.TRUST_PROXY),
      limit: services.config.ANALYTICS_RATE_LIMIT_PER_IP,
      windowSeconds: EVENTS_RATE_WINDOW_SECONDS,
      message: () => "Too many analytics batches from this address; try again shortly.",
    }),
  );

  api.openapi(postEvents, async (c) => {
    await services.analytics.ingest(c.req.valid("json"), {
      address: clientAddress(c, services.config.TRUST_PROXY),
      userAgent: c.req.header("User-Agent"),
    });
    return c.body(null, 204);
  });
}
