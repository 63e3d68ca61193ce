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
  LoanServiceCreateSchema,
  LoanServiceListSchema,
  LoanServiceReorderSchema,
  LoanServiceUpdateSchema,
  StaffLoanServiceSchema,
} from "../../../loan-services/loan-service-admin.schema";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { accessErrors, IdParams, jsonBody, jsonContent, RevisionParams } from "./schemas";

const tags = ["Loan services (staff)"];

const { read: readErrors, write: writeErrors } = accessErrors("the loan services");
/** A write checked whole: a message per field, and who may write. */
const checkedWrite = { 400: errorResponse("A field cannot be used (a message per field)"), ...writeErrors };

const fieldsHelp =
  "Fields (plain text, no HTML): `name` (2-120), `slug` (lower-case letters, digits and hyphens, not an address the site uses such as admin or blog, free of other services), `description` (20-400), `summary` (20-2000), `icon` (building, home, user, coins, credit-card, graduation-cap, trending, zap; default building), `color` (blue, green, purple, yellow, red, indigo, orange; default blue), `isActive` (default false), `features` (up to 20), `eligibility` (up to 20), `documents` (up to 30), `faqs` (up to 20 `{question, answer}`), `interestRate`, `loanAmount`, `tenure` (2-120 each), `emiDefaults` (the calculator's start and ranges, or null), `enquiryFields` (which optional fields the enquiry form asks for, and the amount's label and message), `seoTitle` (10-70), `seoDescription` (50-170).";

const list = staffRoute("service:read", {
  method: "get",
  path: "/loan-services",
  tags,
  summary: "Every loan service in display order, with its leads and page views of the last 30 days",
  description:
    "Switched-off services included. `leads30Days` leaves spam out; `pageViews30Days` counts every address of the service (the four prefixes, its fixed path, its old slugs). `leadCount` is every lead naming it: such a service cannot be deleted.",
  responses: { 200: jsonContent("The services", LoanServiceListSchema), ...readErrors },
});

const create = staffRoute("service:write", {
  method: "post",
  path: "/loan-services",
  tags,
  summary: "Add a loan service, last in the order (owner, admin, editor)",
  description: fieldsHelp,
  request: { body: jsonBody(LoanServiceCreateSchema) },
  responses: { 201: jsonContent("The service as saved", StaffLoanServiceSchema), ...checkedWrite },
});

// Before /loan-services/{id}, which would otherwise take "reorder" for an id.
const reorder = staffRoute("service:write", {
  method: "post",
  path: "/loan-services/reorder",
  tags,
  summary: "Change the order of the loan services (owner, admin, editor)",
  description:
    "Either `{ids}`: every service's id in the new order, or `{id, direction}`: one service one place up or down. /services, the home page's first six and GET /api/loan-services follow it at once.",
  request: { body: jsonBody(LoanServiceReorderSchema) },
  responses: {
    200: jsonContent("Every service, in the new order", LoanServiceListSchema),
    400: errorResponse("Unknown, repeated or missing ids"),
    404: errorResponse("No such service"),
    ...writeErrors,
  },
});

const getOne = staffRoute("service:read", {
  method: "get",
  path: "/loan-services/{id}",
  tags,
  summary: "One loan service with every field and its version",
  request: { params: IdParams },
  responses: {
    200: jsonContent("The service", StaffLoanServiceSchema),
    404: errorResponse("No such service"),
    ...readErrors,
  },
});

const update = staffRoute("service:write", {
  method: "patch",
  path: "/loan-services/{id}",
  tags,
  summary: "Change a loan service, switch it off or on (owner, admin, editor)",
  description: `Send only what changes, with the \`version\` you read: a service saved since answers 409. The result is checked whole. A new \`slug\` keeps the old address answering 301 and moves the leads, posts and deals that named it. \`isActive: false\` takes the page off the site (it answers 410) and out of every list. ${fieldsHelp}`,
  request: { params: IdParams, body: jsonBody(LoanServiceUpdateSchema) },
  responses: {
    200: jsonContent("The service as saved", StaffLoanServiceSchema),
    404: errorResponse("No such service"),
    409: errorResponse("Saved by someone else since the version sent: reload"),
    ...checkedWrite,
  },
});

const remove = staffRoute("service:write", {
  method: "delete",
  path: "/loan-services/{id}",
  tags,
  summary: "Delete a loan service no lead names (owner, admin, editor)",
  description:
    "Its revisions, old addresses and lenders' offers go with it. While a lead names it: 409; switch it off instead.",
  request: { params: IdParams },
  responses: {
    204: { description: "Deleted" },
    404: errorResponse("No such service"),
    409: errorResponse("Leads name the service: switch it off instead"),
    ...writeErrors,
  },
});

const duplicate = staffRoute("service:write", {
  method: "post",
  path: "/loan-services/{id}/duplicate",
  tags,
  summary: "Copy a loan service: “… (copy)” at a free address, switched off, last (owner, admin, editor)",
  request: { params: IdParams },
  responses: {
    201: jsonContent("The copy", StaffLoanServiceSchema),
    404: errorResponse("No such service"),
    ...writeErrors,
  },
});

const revisions = staffRoute("service:read", {
  method: "get",
  path: "/loan-services/{id}/revisions",
  tags,
  summary: "A service's saved versions, newest first, a page at a time",
  description: "One on creation, one per save that changed something, one per restore.",
  request: { params: IdParams, query: ContentRevisionQuerySchema },
  responses: {
    200: jsonContent("One page of revisions", ContentRevisionPageSchema),
    400: errorResponse("Bad page or page size"),
    404: errorResponse("No such service"),
    ...readErrors,
  },
});

const revision = staffRoute("service:read", {
  method: "get",
  path: "/loan-services/{id}/revisions/{revisionId}",
  tags,
  summary: "One saved version of a service, whole",
  request: { params: RevisionParams },
  responses: {
    200: jsonContent("The revision with its snapshot of the service's fields", ContentRevisionSchema),
    404: errorResponse("No such service or revision"),
    ...readErrors,
  },
});

const restore = staffRoute("service:write", {
  method: "post",
  path: "/loan-services/{id}/revisions/{revisionId}/restore",
  tags,
  summary: "Bring back a revision's page as a new version (owner, admin, editor)",
  description:
    "The address and the on/off switch stay as they are. Send the `version` you hold: a service saved since answers 409.",
  request: { params: RevisionParams, body: jsonBody(ContentRestoreSchema) },
  responses: {
    200: jsonContent("The service as restored", StaffLoanServiceSchema),
    400: errorResponse("The revision breaks today's rules"),
    404: errorResponse("No such service or revision"),
    409: errorResponse("Saved by someone else since the version sent: reload"),
    ...writeErrors,
  },
});

/** /api/admin/loan-services: the staff side of the loan services (issue 26). */
export function registerLoanServiceAdminRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { loanServiceManager: manager } = services;
  const actor = (c: Context<AdminEnv>) => actorOf(c.get("principal"), c.get("origin").ip);
  /** The service's id from the path, already checked by IdParams. */
  const idOf = (c: { req: { valid: (target: "param") => { id: number } } }) => c.req.valid("param").id;

  api.openapi(list, async (c) => c.json(await manager.list(), 200));
  // The service checks bodies again with the same schemas (callers that bypass these routes too).
  api.openapi(create, async (c) => c.json(await manager.create(actor(c), await c.req.json()), 201));
  api.openapi(reorder, async (c) => c.json(await manager.reorder(actor(c), await c.req.json()), 200));
  api.openapi(getOne, async (c) => c.json(await manager.get(idOf(c)), 200));
  api.openapi(update, async (c) => c.json(await manager.update(actor(c), idOf(c), await c.req.json()), 200));
  api.openapi(remove, async (c) => {
    await manager.remove(actor(c), idOf(c));
    return c.body(null, 204);
  });
  api.openapi(duplicate, async (c) => c.json(await manager.duplicate(actor(c), idOf(c)), 201));
  api.openapi(revisions, async (c) => c.json(await manager.revisionPage(idOf(c), c.req.valid("query")), 200));
  api.openapi(revision, async (c) => {
    const { id, revisionId } = c.req.valid("param");
    return c.json(await manager.revision(id, revisionId), 200);
  });
  api.openapi(restore, async (c) => {
    const { id, revisionId } = c.req.valid("param");
    return c.json(await manager.restore(actor(c), id, revisionId, c.req.valid("json").version), 200);
  });
}
