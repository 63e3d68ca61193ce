import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import {
  ContentRestoreSchema,
  ContentRevisionPageSchema,
  ContentRevisionQuerySchema,
  ContentRevisionSchema,
} from "../../../content/content-revision.schema";
import {
  pageFieldsHelp,
  PageTextPatchSchema,
  PageTextSummaryListSchema,
  StaffPageTextsSchema,
} from "../../../content/page-text.schema";
import { isPageTextKey } from "../../../content/page-texts";
import { NotFoundError } from "../../../domain-errors";
import { pageTextKeys, type PageTextKey } from "../../../vocabulary/content";
import { errorResponse } from "../../api-error.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { jsonBody, jsonContent, RevisionParams as IdRevisionParams } from "./schemas";

const tags = ["Pages"];

const readErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers have no access to the page texts"),
};
const writeErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers cannot change the page texts"),
};
const noPage = { 404: errorResponse(`No such page: the pages are ${pageTextKeys.join(", ")}`) };

// A text, not an enum: a key that is no page answers 404 like any other missing thing.
const key = z.string().openapi({
  param: { name: "key", in: "path" },
  description: `The page: ${pageTextKeys.join(", ")}`,
  example: "home",
});
const PageParams = z.object({ key });
const RevisionParams = z.object({ key, revisionId: IdRevisionParams.shape.revisionId });

const list = staffRoute("page:read", {
  method: "get",
  path: "/pages",
  tags,
  summary: "The pages whose texts staff keep, with when and by whom each was last saved",
  responses: { 200: jsonContent("Every page, in the Pages screen's order", PageTextSummaryListSchema), ...readErrors },
});

const getOne = staffRoute("page:read", {
  method: "get",
  path: "/pages/{key}",
  tags,
  summary: "One page's texts, as written (placeholders not filled in), with the version to send back",
  request: { params: PageParams },
  responses: { 200: jsonContent("The page's texts", StaffPageTextsSchema), ...noPage, ...readErrors },
});

const update = staffRoute("page:write", {
  method: "patch",
  path: "/pages/{key}",
  tags,
  summary: "Change some of a page's texts (owner, admin, editor)",
  description: `Send the \`version\` you read and only the texts that change; the page's whole document is checked (400 with a message per field, nothing saved). A page saved since your version answers 409. Every save adds a revision, is audited, and shows on the page's next request. ${pageFieldsHelp}`,
  request: { params: PageParams, body: jsonBody(PageTextPatchSchema) },
  responses: {
    200: jsonContent("The page's texts as saved", StaffPageTextsSchema),
    400: errorResponse("A text cannot be used (a message per field)"),
    ...noPage,
    409: errorResponse("Saved by someone else since the version sent: reload"),
    ...writeErrors,
  },
});

const revisions = staffRoute("page:read", {
  method: "get",
  path: "/pages/{key}/revisions",
  tags,
  summary: "A page's saved versions, newest first, a page at a time",
  description:
    "The first save of a page also keeps the texts it had before (reason `create`). The texts of one revision come from `GET /pages/{key}/revisions/{revisionId}`.",
  request: { params: PageParams, query: ContentRevisionQuerySchema },
  responses: {
    200: jsonContent("One page of revisions", ContentRevisionPageSchema),
    400: errorResponse("Bad page or page size"),
    ...noPage,
    ...readErrors,
  },
});

const revision = staffRoute("page:read", {
  method: "get",
  path: "/pages/{key}/revisions/{revisionId}",
  tags,
  summary: "One saved version of a page's texts, whole",
  request: { params: RevisionParams },
  responses: {
    200: jsonContent("The revision with the page's texts at that version", ContentRevisionSchema),
    404: errorResponse("No such page or revision"),
    ...readErrors,
  },
});

const restore = staffRoute("page:write", {
  method: "post",
  path: "/pages/{key}/revisions/{revisionId}/restore",
  tags,
  summary: "Bring back a revision's texts as a new version (owner, admin, editor)",
  description:
    "Send the `version` you read: a page saved since answers 409. Texts that no longer follow today's rules answer 400 with their messages.",
  request: { params: RevisionParams, body: jsonBody(ContentRestoreSchema) },
  responses: {
    200: jsonContent("The page's texts as restored", StaffPageTextsSchema),
    400: errorResponse("The revision cannot be restored"),
    404: errorResponse("No such page or revision"),
    409: errorResponse("Saved by someone else since the version sent: reload"),
    ...writeErrors,
  },
});

function pageKey(value: string): PageTextKey {
  if (!isPageTextKey(value)) throw new NotFoundError(`No page “${value}”: the pages are ${pageTextKeys.join(", ")}.`);
  return value;
}

export function registerPageRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { pageTexts } = services;
  const actor = (c: Context<AdminEnv>) => actorOf(c.get("principal"), c.get("origin").ip);

  api.openapi(list, async (c) => c.json(await pageTexts.list(), 200));
  api.openapi(getOne, async (c) => c.json(await pageTexts.get(pageKey(c.req.valid("param").key)), 200));
  // The service checks the body again, whole, against the page's own schema.
  api.openapi(update, async (c) =>
    c.json(await pageTexts.update(actor(c), pageKey(c.req.valid("param").key), await c.req.json()), 200),
  );
  api.openapi(revisions, async (c) =>
    c.json(await pageTexts.revisionPage(pageKey(c.req.valid("param").key), c.req.valid("query")), 200),
  );
  api.openapi(revision, async (c) => {
    const { key: page, revisionId } = c.req.valid("param");
    return c.json(await pageTexts.revision(pageKey(page), revisionId), 200);
  });
  api.openapi(restore, async (c) => {
    const { key: page, revisionId } = c.req.valid("param");
    const { version } = c.req.valid("json");
    return c.json(await pageTexts.restore(actor(c), pageKey(page), revisionId, version), 200);
  });
}
