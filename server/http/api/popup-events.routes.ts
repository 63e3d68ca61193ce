import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../app-services.server";
import { popupEvents } from "../../popups/popup-admin.schema";
import { apiError, errorResponse } from "../api-error.server";
import { byAddress, rateLimit } from "../rate-limit.server";
import { IdParams } from "./admin/schemas";

/**
 * Events one address may report per window: a visitor sees a popup, clicks its action or closes
 * it a few times per visit, far below this; a script repeating one event stops counting here.
 */
export const POPUP_EVENT_RATE_LIMIT = 60;
const POPUP_EVENT_RATE_WINDOW_SECONDS = 10 * 60;

const reportEvent = createRoute({
  method: "post",
  path: "/popups/{id}/events/{event}",
  tags: ["Popups"],
  summary: "Count that a popup was shown, its action button clicked, or it was dismissed",
  description:
    "Sent by the site's popup host with navigator.sendBeacon, without a body. Adds one to the popup's counter of the day (IST); nothing about the visitor is stored and no cookie is set. Limited per address.",
  request: {
    params: IdParams.extend({
      event: z
        .enum(popupEvents, { error: `Use one of ${popupEvents.join(", ")}` })
        .openapi({ param: { name: "event", in: "path" }, example: "impression" }),
    }),
  },
  responses: {
    204: { description: "Counted" },
    400: errorResponse("The id or the event is not one that exists"),
    404: errorResponse("No popup with this id"),
    429: errorResponse("Too many events from this address; see Retry-After"),
  },
});

/** POST /api/popups/{id}/events/{event}: the anonymous popup counts (issue 11 item 2). */
export function registerPopupEventRoutes(api: OpenAPIHono, services: AppServices) {
  // Before validation and the database write: one address cannot inflate the counts cheaply.
  api.use(
    "/popups/:id/events/:event",
    rateLimit(services.database.db, {
      method: "POST",
      scope: "popup-event",
      subject: byAddress(services.config.TRUST_PROXY),
      limit: POPUP_EVENT_RATE_LIMIT,
      windowSeconds: POPUP_EVENT_RATE_WINDOW_SECONDS,
      message: () => "Too many popup events from your connection; they are not counted for a while.",
    }),
  );

  api.openapi(reportEvent, async (c) => {
    const { id, event } = c.req.valid("param");
    if (!(await services.popupManager.recordEvent(id, event))) {
      return apiError(c, 404, "not_found", `No popup with id ${id}`);
    }
    return c.body(null, 204);
  });
}
