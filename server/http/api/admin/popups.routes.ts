import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import {
  PopupCountsSchema,
  PopupListQuerySchema,
  PopupListSchema,
  PopupPatchSchema,
  StaffPopupSchema,
} from "../../../popups/popup-admin.schema";
import { PopupInputSchema } from "../../../popups/popup.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { IdParams, jsonBody, jsonContent } from "./schemas";

const tags = ["Popups"];

const readErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers have no access to the popups"),
};
const writeErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers cannot change popups"),
};
const notFound = { 404: errorResponse("No popup with this id") };
const badId = { 400: errorResponse("The id is not a positive whole number") };

const list = staffRoute("popup:read", {
  method: "get",
  path: "/popups",
  tags,
  summary: "Popups, highest priority first, with their counts (owner, admin, editor)",
  description:
    "`state`: active (on and within its dates), scheduled (on, starts later), ended (on, its end has passed), inactive (off). `search` finds text in the title or the target pages. Counts: the last 30 IST days and all time; clickRate = actionClicks / impressions.",
  request: { query: PopupListQuerySchema },
  responses: {
    200: jsonContent("One page of popups", PopupListSchema),
    400: errorResponse("A filter has a value that does not exist"),
    ...readErrors,
  },
});

const create = staffRoute("popup:write", {
  method: "post",
  path: "/popups",
  tags,
  summary: "Create a popup (owner, admin, editor)",
  description:
    "Every field of spec section 3 (targetPage and title are required; the others have defaults), and optional `startsAt`/`endsAt` (ISO date-times; the end after the start). Content is HTML, sanitized on save. The page's popups list shows it on its next request.",
  request: { body: jsonBody(PopupInputSchema) },
  responses: {
    201: jsonContent("The popup as saved", StaffPopupSchema),
    400: errorResponse("A field cannot be used, with a message per field"),
    ...writeErrors,
  },
});

const getOne = staffRoute("popup:read", {
  method: "get",
  path: "/popups/{id}",
  tags,
  summary: "One popup with its counts",
  request: { params: IdParams },
  responses: { 200: jsonContent("The popup", StaffPopupSchema), ...badId, ...notFound, ...readErrors },
});

const update = staffRoute("popup:write", {
  method: "patch",
  path: "/popups/{id}",
  tags,
  summary: "Change some fields of a popup, or switch it on or off (owner, admin, editor)",
  description:
    'Send only what changes (`{"isActive": false}` deactivates it); the merged popup is checked whole. Send the `updatedAt` you read to be told (409) when someone changed it meanwhile.',
  request: { params: IdParams, body: jsonBody(PopupPatchSchema) },
  responses: {
    200: jsonContent("The popup as saved", StaffPopupSchema),
    400: errorResponse("A field cannot be used, with a message per field"),
    ...notFound,
    409: errorResponse("Changed by someone else meanwhile: reload"),
    ...writeErrors,
  },
});

const remove = staffRoute("popup:write", {
  method: "delete",
  path: "/popups/{id}",
  tags,
  summary: "Delete a popup and its counts (owner, admin, editor)",
  request: { params: IdParams },
  responses: { 204: { description: "Deleted" }, ...badId, ...notFound, ...writeErrors },
});

const duplicate = staffRoute("popup:write", {
  method: "post",
  path: "/popups/{id}/duplicate",
  tags,
  summary: "Copy a popup: an inactive copy titled “Copy of …” (owner, admin, editor)",
  request: { params: IdParams },
  responses: { 201: jsonContent("The copy", StaffPopupSchema), ...badId, ...notFound, ...writeErrors },
});

const counts = staffRoute("popup:read", {
  method: "get",
  path: "/popups/{id}/counts",
  tags,
  summary: "Impressions, action clicks and dismissals per IST day, last 30 days",
  request: { params: IdParams },
  responses: { 200: jsonContent("The counts", PopupCountsSchema), ...badId, ...notFound, ...readErrors },
});

/** Who acted, for the audit log. */
const actor = (c: Context<AdminEnv>) => actorOf(c.get("principal"), c.get("origin").ip);

export function registerPopupRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const manager = services.popupManager;

  api.openapi(list, async (c) => c.json(await manager.list(c.req.valid("query")), 200));

  // The service checks the body again with the same schema (callers that bypass this route too).
  api.openapi(create, async (c) => c.json(await manager.create(actor(c), await c.req.json()), 201));

  api.openapi(getOne, async (c) => c.json(await manager.get(c.req.valid("param").id), 200));

  api.openapi(update, async (c) =>
    c.json(await manager.update(actor(c), c.req.valid("param").id, await c.req.json()), 200),
  );

  api.openapi(remove, async (c) => {
    await manager.remove(actor(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  api.openapi(duplicate, async (c) => c.json(await manager.duplicate(actor(c), c.req.valid("param").id), 201));

  api.openapi(counts, async (c) => c.json(await manager.counts(c.req.valid("param").id), 200));
}
