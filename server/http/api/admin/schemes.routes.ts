import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import {
  ContentRestoreSchema,
  ContentRevisionPageSchema,
  ContentRevisionQuerySchema,
  ContentRevisionSchema,
} from "../../../content/content-revision.schema";
import {
  SchemeInputSchema,
  SchemeMoveSchema,
  SchemePatchSchema,
  StaffSchemeListSchema,
  StaffSchemeSchema,
} from "../../../schemes/scheme.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { IdParams, jsonBody, jsonContent, RevisionParams } from "./schemas";

const tags = ["Government schemes"];

const readErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers have no access to the schemes"),
};
const writeErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers cannot change the schemes"),
};
const notFound = { 404: errorResponse("No such scheme") };
const stale = { 409: errorResponse("Saved by someone else since the version sent: reload") };

const fieldsHelp =
  "Fields: `slug` (the page /govt-schemes/{slug}: lower-case letters, digits and hyphens, not one of the site's own addresses, not another scheme's), `schemeGroup` (national or kerala), `name` (3-150), `shortName` (2-60, the table of contents), `summary` (20-400), `runBy` (3-300), `whoFor` and `offers` (1-12 lines each), `howWeHelp` (20-1500), `portalLabel` (3-120) and `portalUrl` (https:// only), `relatedServiceId` (a loan service whose enquiry form the page offers, or null), `faqs` (up to 20 of `{question, answer}`), `seoTitle` (up to 70; empty uses the name), `seoDescription` (up to 170; empty uses the summary), `isActive`. Every text is plain text: HTML tags are refused.";

const list = staffRoute("scheme:read", {
  method: "get",
  path: "/schemes",
  tags,
  summary: "Every government scheme, national first, each group in display order (owner, admin, editor)",
  responses: { 200: jsonContent("The schemes", StaffSchemeListSchema), ...readErrors },
});

const create = staffRoute("scheme:write", {
  method: "post",
  path: "/schemes",
  tags,
  summary: "Add a scheme, last in its group (owner, admin, editor)",
  description: fieldsHelp,
  request: { body: jsonBody(SchemeInputSchema) },
  responses: {
    201: jsonContent("The scheme as saved", StaffSchemeSchema),
    400: errorResponse("A field cannot be used (a message per field)"),
    ...writeErrors,
  },
});

const getOne = staffRoute("scheme:read", {
  method: "get",
  path: "/schemes/{id}",
  tags,
  summary: "One scheme",
  request: { params: IdParams },
  responses: { 200: jsonContent("The scheme", StaffSchemeSchema), ...notFound, ...readErrors },
});

const update = staffRoute("scheme:write", {
  method: "patch",
  path: "/schemes/{id}",
  tags,
  summary: "Change a scheme, or switch it on or off (owner, admin, editor)",
  description: `Send only what changes, with the \`version\` you read: a scheme saved since answers 409 and nothing is written. The result is checked whole. A new slug keeps the old address answering 301; a new group puts the scheme last there. ${fieldsHelp}`,
  request: { params: IdParams, body: jsonBody(SchemePatchSchema) },
  responses: {
    200: jsonContent("The scheme as saved", StaffSchemeSchema),
    400: errorResponse("A field cannot be used (a message per field)"),
    ...notFound,
    ...stale,
    ...writeErrors,
  },
});

const remove = staffRoute("scheme:write", {
  method: "delete",
  path: "/schemes/{id}",
  tags,
  summary: "Delete a scheme with its revisions (owner, admin, editor)",
  description: "Its page and its old addresses answer 404 from then on. To hide it for a while, switch it off.",
  request: { params: IdParams },
  responses: { 204: { description: "Deleted" }, ...notFound, ...writeErrors },
});

const duplicate = staffRoute("scheme:write", {
  method: "post",
  path: "/schemes/{id}/duplicate",
  tags,
  summary: "Copy a scheme: switched off, “Copy of …” at {slug}-copy, last in its group (owner, admin, editor)",
  request: { params: IdParams },
  responses: { 201: jsonContent("The copy", StaffSchemeSchema), ...notFound, ...writeErrors },
});

const move = staffRoute("scheme:write", {
  method: "post",
  path: "/schemes/{id}/move",
  tags,
  summary: "Move a scheme one place up or down within its group (owner, admin, editor)",
  description: 'Send `{"direction": "up"}` or `"down"`; the first moved up or the last moved down stays.',
  request: { params: IdParams, body: jsonBody(SchemeMoveSchema) },
  responses: {
    200: jsonContent("Every scheme, in the new order", StaffSchemeListSchema),
    400: errorResponse("No direction, or another one"),
    ...notFound,
    ...writeErrors,
  },
});

const revisions = staffRoute("scheme:read", {
  method: "get",
  path: "/schemes/{id}/revisions",
  tags,
  summary: "A scheme's saved versions, newest first, a page at a time",
  description: "Each row says when, who, why and the scheme's name at that version.",
  request: { params: IdParams, query: ContentRevisionQuerySchema },
  responses: {
    200: jsonContent("One page of revisions", ContentRevisionPageSchema),
    400: errorResponse("A page or page size that does not exist"),
    ...notFound,
    ...readErrors,
  },
});

const revision = staffRoute("scheme:read", {
  method: "get",
  path: "/schemes/{id}/revisions/{revisionId}",
  tags,
  summary: "One saved version of a scheme, whole",
  request: { params: RevisionParams },
  responses: {
    200: jsonContent("The revision with the scheme's fields at that version", ContentRevisionSchema),
    404: errorResponse("No such scheme or revision"),
    ...readErrors,
  },
});

const restore = staffRoute("scheme:write", {
  method: "post",
  path: "/schemes/{id}/revisions/{revisionId}/restore",
  tags,
  summary: "Bring back a saved version's text as a new version (owner, admin, editor)",
  description:
    "The scheme stays switched on or off as it is. Send the `version` you hold: a scheme saved since answers 409.",
  request: { params: RevisionParams, body: jsonBody(ContentRestoreSchema) },
  responses: {
    200: jsonContent("The scheme as restored", StaffSchemeSchema),
    400: errorResponse("The version cannot be restored (its address is another scheme's now, say)"),
    404: errorResponse("No such scheme or revision"),
    ...stale,
    ...writeErrors,
  },
});

export function registerSchemeRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { schemeManager } = services;
  const actor = (c: Context<AdminEnv>) => actorOf(c.get("principal"), c.get("origin").ip);

  api.openapi(list, async (c) => c.json(await schemeManager.list(), 200));
  // The manager checks bodies again with the same schemas (callers that bypass these routes too).
  api.openapi(create, async (c) => c.json(await schemeManager.create(actor(c), await c.req.json()), 201));
  api.openapi(getOne, async (c) => c.json(await schemeManager.get(c.req.valid("param").id), 200));
  api.openapi(update, async (c) =>
    c.json(await schemeManager.update(actor(c), c.req.valid("param").id, await c.req.json()), 200),
  );
  api.openapi(remove, async (c) => {
    await schemeManager.remove(actor(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  api.openapi(duplicate, async (c) => c.json(await schemeManager.duplicate(actor(c), c.req.valid("param").id), 201));
  api.openapi(move, async (c) =>
    c.json(await schemeManager.move(actor(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  api.openapi(revisions, async (c) =>
    c.json(await schemeManager.revisions(c.req.valid("param").id, c.req.valid("query")), 200),
  );
  api.openapi(revision, async (c) => {
    const { id, revisionId } = c.req.valid("param");
    return c.json(await schemeManager.revision(id, revisionId), 200);
  });
  api.openapi(restore, async (c) => {
    const { id, revisionId } = c.req.valid("param");
    return c.json(await schemeManager.restore(actor(c), id, revisionId, c.req.valid("json").version), 200);
  });
}
