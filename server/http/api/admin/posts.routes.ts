import { z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { actorOf } from "../../../auth/request-actor";
import { can } from "../../../auth/permissions";
import type { AppServices } from "../../../app-services.server";
import { PostConflictError, type PostEditor } from "../../../blog/post-save.server";
import { NotFoundError } from "../../../domain-errors";
import {
  PostCreateSchema,
  PostRevisionQuerySchema,
  PostRevisionSchema,
  PostRevisionSummarySchema,
  PostUpdateSchema,
  StaffPostQuerySchema,
  StaffPostSchema,
  StaffPostSummarySchema,
} from "../../../blog/post.schema";
import { ApiErrorSchema, errorResponse } from "../../api-error.server";
import { listOf } from "../../../shared/list-query";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { IdParams, jsonBody, jsonContent, RevisionParams } from "./schemas";

const tags = ["Blog posts"];

const common = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers have no access to the blog; publishing needs post:publish"),
};

/** The 409 answer: the error and the post as it is now, so the editor can show both versions. */
const PostConflictSchema = z
  .object({ error: ApiErrorSchema.shape.error, current: StaffPostSchema })
  .openapi("PostConflict");

const conflict = {
  409: jsonContent(
    "Saved by someone else since the version sent: `current` is the post as it is now",
    PostConflictSchema,
  ),
};

const list = staffRoute("post:read", {
  method: "get",
  path: "/posts",
  tags,
  summary: "Blog posts, most recently changed first (filter by status, language, author, search)",
  request: { query: StaffPostQuerySchema },
  responses: {
    200: jsonContent("One page of posts (without their bodies)", listOf(StaffPostSummarySchema, "StaffPostList")),
    400: errorResponse("Bad filter"),
    ...common,
  },
});

const create = staffRoute("post:write", {
  method: "post",
  path: "/posts",
  tags,
  summary: "Write a new post (a draft unless status says otherwise)",
  description:
    "The slug is made from the title when absent (a number is added if taken); a slug sent that another post uses answers 400 on `slug`, whatever its language. `language` (en, ml or hi; English when absent) is the language the post is written in: it appears on that language's blog and at its address (/ml/blog/{slug}). The body is sanitized. `scheduled` needs a future `publishAt`; `scheduled` and `published` need post:publish.",
  request: { body: jsonBody(PostCreateSchema) },
  responses: {
    201: jsonContent("The post as saved (version 1)", StaffPostSchema),
    400: errorResponse("A field cannot be used"),
    ...common,
  },
});

const getOne = staffRoute("post:read", {
  method: "get",
  path: "/posts/{id}",
  tags,
  summary: "One post, drafts included",
  request: { params: IdParams },
  responses: {
    200: jsonContent("The post", StaffPostSchema),
    404: errorResponse("No such post"),
    ...common,
  },
});

const update = staffRoute("post:write", {
  method: "patch",
  path: "/posts/{id}",
  tags,
  summary: "Save changes to a post (send the version the edit started from)",
  description:
    "Only the fields sent change. A stale `version` answers 409 with the current post and writes nothing. Every save adds a revision (`autosave: true` names it an autosave). A changed slug keeps the old address as a 301; a changed `language` moves the post to that language's blog, and its address in the other languages answers 301 to the new one. Publishing, scheduling or editing a live post needs post:publish.",
  request: { params: IdParams, body: jsonBody(PostUpdateSchema) },
  responses: {
    200: jsonContent("The post as saved", StaffPostSchema),
    400: errorResponse("A field cannot be used"),
    404: errorResponse("No such post"),
    ...conflict,
    ...common,
  },
});

const remove = staffRoute("post:write", {
  method: "delete",
  path: "/posts/{id}",
  tags,
  summary: "Delete a post with its revisions (a live one needs post:publish)",
  request: { params: IdParams },
  responses: {
    204: { description: "Deleted" },
    404: errorResponse("No such post"),
    ...common,
  },
});

const revisions = staffRoute("post:read", {
  method: "get",
  path: "/posts/{id}/revisions",
  tags,
  summary: "A post's saved versions, newest first, a page at a time (without their words)",
  description:
    "Each row says when, who, why, the title and the body's word count; the words of one revision come from `GET /posts/{id}/revisions/{revisionId}`. Revisions older than 30 days are thinned to the last of each IST day (docs/decisions/0031-post-revisions-paged-and-thinned.md).",
  request: { params: IdParams, query: PostRevisionQuerySchema },
  responses: {
    200: jsonContent("One page of revisions", listOf(PostRevisionSummarySchema, "PostRevisionList")),
    400: errorResponse("Bad page or page size"),
    404: errorResponse("No such post"),
    ...common,
  },
});

const revision = staffRoute("post:read", {
  method: "get",
  path: "/posts/{id}/revisions/{revisionId}",
  tags,
  summary: "One saved version of a post, with its words",
  request: { params: RevisionParams },
  responses: {
    200: jsonContent("The revision with its snapshot of the post's fields", PostRevisionSchema),
    404: errorResponse("No such post or revision"),
    ...common,
  },
});

const restore = staffRoute("post:write", {
  method: "post",
  path: "/posts/{id}/revisions/{revisionId}/restore",
  tags,
  summary: "Bring back a revision's words as a new version",
  description:
    'The post\'s status and schedule stay as they are. Send `{"version": n}` to refuse (409) if the post changed since you looked.',
  request: {
    params: RevisionParams,
    body: {
      required: false,
      content: { "application/json": { schema: z.object({ version: z.number().int().min(1).optional() }) } },
    },
  },
  responses: {
    200: jsonContent("The post as restored", StaffPostSchema),
    400: errorResponse("The revision cannot be restored (its address is taken, say)"),
    404: errorResponse("No such post or revision"),
    ...conflict,
    ...common,
  },
});

function editorOf(c: Context<AdminEnv>): PostEditor {
  const principal = c.get("principal");
  return {
    actor: actorOf(principal, c.get("origin").ip),
    displayName: principal.user.displayName,
    mayPublish: can(principal.user, "post:publish"),
  };
}

/** A stale version: 409 with the post as it is now; other errors go to the app's error handler. */
async function answerConflict<T>(c: Context<AdminEnv>, work: () => Promise<T>) {
  try {
    return { ok: true as const, value: await work() };
  } catch (error) {
    if (error instanceof PostConflictError)
      return {
        ok: false as const,
        response: c.json({ error: { code: "stale_version", message: error.message }, current: error.current }, 409),
      };
    throw error;
  }
}

export function registerPostRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { postManager, postRevisions } = services;
  api.openapi(list, async (c) => c.json(await postManager.listStaff(c.req.valid("query")), 200));
  // The service checks bodies again with the same schemas (callers that bypass these routes too).
  api.openapi(create, async (c) => c.json(await postManager.create(editorOf(c), await c.req.json()), 201));
  api.openapi(getOne, async (c) => {
    const post = await postManager.get(c.req.valid("param").id);
    return post
      ? c.json(post, 200)
      : c.json({ error: { code: "not_found", message: "No such post: it may have been deleted." } }, 404);
  });
  api.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    const body: unknown = await c.req.json();
    const result = await answerConflict(c, () => postManager.update(editorOf(c), id, body));
    // The 409 answer is declared above (PostConflictSchema); its body is built in answerConflict.
    return result.ok ? c.json(result.value, 200) : (result.response as never);
  });
  api.openapi(remove, async (c) => {
    await postManager.remove(editorOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  api.openapi(revisions, async (c) =>
    c.json(await postRevisions.revisionPage(c.req.valid("param").id, c.req.valid("query")), 200),
  );
  api.openapi(revision, async (c) => {
    const { id, revisionId } = c.req.valid("param");
    const found = await postRevisions.revision(id, revisionId);
    // Answered 404 by the API's handler of domain errors, in the API's one error shape.
    if (!found) throw new NotFoundError(`Post ${id} has no revision ${revisionId}.`);
    return c.json(found, 200);
  });
  api.openapi(restore, async (c) => {
    const { id, revisionId } = c.req.valid("param");
    const text = await c.req.text();
    const version = text.trim() ? (JSON.parse(text) as { version?: number }).version : undefined;
    const result = await answerConflict(c, () => postRevisions.restore(editorOf(c), id, revisionId, version));
    // The 409 answer is declared above (PostConflictSchema); its body is built in answerConflict.
    return result.ok ? c.json(result.value, 200) : (result.response as never);
  });
}
