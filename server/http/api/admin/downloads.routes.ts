import type { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import {
  DownloadEditSchema,
  DownloadFileFormSchema,
  DownloadListQuerySchema,
  DownloadListSchema,
  DownloadReorderSchema,
  DownloadSchema,
  DownloadUploadFormSchema,
  MAX_DOWNLOAD_BYTES,
  MAX_DOWNLOAD_MB,
  TOO_LARGE_MESSAGE,
} from "../../../downloads/download.schema";
import { FileTooLargeError } from "../../../downloads/download.server";
import { apiError, errorResponse } from "../../api-error.server";
import { bodyLimit } from "../../body-limit.server";
import { inTurn, multipartToDisk } from "../../multipart-to-disk.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { IdParams, jsonBody, jsonContent } from "./schemas";

const tags = ["Downloads"];

/** Room for the form's other parts and the multipart boundaries around a file of the largest size. */
const UPLOAD_BODY_LIMIT_BYTES = MAX_DOWNLOAD_BYTES + 256 * 1024;

/**
 * The requests that carry a file (POST /api/admin/downloads, PUT or POST /api/admin/downloads/{id}/file):
 * the API's 100 KB body limit and its JSON-only rule do not apply to them; the upload limit below
 * does, after sign-in is checked.
 */
export function isDownloadUpload(method: string, path: string): boolean {
  if (method === "POST" && /^\/api\/admin\/downloads\/?$/.test(path)) return true;
  return (method === "POST" || method === "PUT") && /^\/api\/admin\/downloads\/[^/]+\/file\/?$/.test(path);
}

const readErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers have no access to the downloads"),
};
const writeErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers cannot change the downloads"),
};
const uploadErrors = {
  400: errorResponse("A field or the file cannot be used (type read from the bytes), or the form is malformed"),
  413: errorResponse(`The file is larger than ${MAX_DOWNLOAD_MB} MB`),
  415: errorResponse("The body is not multipart/form-data"),
};

const multipart = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "multipart/form-data": { schema } },
});

const list = staffRoute("download:read", {
  method: "get",
  path: "/downloads",
  tags,
  summary: "Downloadable files, in the order /download shows them, filtered and paged",
  description: "`search` finds words of the title, description or file name; `published` is yes or no.",
  request: { query: DownloadListQuerySchema },
  responses: {
    200: jsonContent("One page of downloads", DownloadListSchema),
    400: errorResponse("A filter has a value that does not exist"),
    ...readErrors,
  },
});

const upload = staffRoute("download:write", {
  method: "post",
  path: "/downloads",
  tags,
  summary: "Upload a file for /download (owner, admin, editor)",
  description: `multipart/form-data with \`file\` (a PDF, JPEG, PNG or WebP of at most ${MAX_DOWNLOAD_MB} MB; the type is read from the bytes, so an SVG or HTML file named .pdf is refused, and so are files hiding page code and PDFs that run a script or start a program; images are stored upright without any metadata, GPS included, within the media library's pixel limits), \`title\`, \`description\`, \`category\` (application_form, document_checklist, brochure, other) and \`isPublished\` (true or false, default false). It joins the end of the list.`,
  request: { body: multipart(DownloadUploadFormSchema) },
  responses: { 201: jsonContent("The download as stored", DownloadSchema), ...uploadErrors, ...writeErrors },
});

const reorder = staffRoute("download:write", {
  method: "post",
  path: "/downloads/reorder",
  tags,
  summary: "Put the downloads in a new order (owner, admin, editor)",
  description:
    "`ids`: every download's id, in the order /download should show them. If the list changed meanwhile (a download added or deleted), 409: reload and try again.",
  request: { body: jsonBody(DownloadReorderSchema) },
  responses: {
    200: jsonContent("The order as saved", DownloadReorderSchema),
    400: errorResponse("Not a list of ids"),
    409: errorResponse("The list changed meanwhile"),
    ...writeErrors,
  },
});

const getOne = staffRoute("download:read", {
  method: "get",
  path: "/downloads/{id}",
  tags,
  summary: "One download, with its download count",
  request: { params: IdParams },
  responses: {
    200: jsonContent("The download", DownloadSchema),
    400: errorResponse("Not an id"),
    404: errorResponse("No such download"),
    ...readErrors,
  },
});

const edit = staffRoute("download:write", {
  method: "patch",
  path: "/downloads/{id}",
  tags,
  summary: "Change a download's title, description, category or whether it is published",
  description: "Send only what changes. /download shows it on its next request.",
  request: { params: IdParams, body: jsonBody(DownloadEditSchema) },
  responses: {
    200: jsonContent("The download as changed", DownloadSchema),
    400: errorResponse("A field cannot be used"),
    404: errorResponse("No such download"),
    ...writeErrors,
  },
});

const remove = staffRoute("download:write", {
  method: "delete",
  path: "/downloads/{id}",
  tags,
  summary: "Delete a download and its file",
  request: { params: IdParams },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Not an id"),
    404: errorResponse("No such download"),
    ...writeErrors,
  },
});

const replaceFileRoute = (method: "put" | "post") =>
  staffRoute("download:write", {
    method,
    path: "/downloads/{id}/file",
    tags,
    summary: "Replace a download's file with a new version (same title, place and count)",
    description: `multipart/form-data with \`file\`, checked like an upload. The old file is deleted. ${method === "post" ? "Same as PUT, for clients that cannot send PUT with a form." : ""}`,
    request: { params: IdParams, body: multipart(DownloadFileFormSchema) },
    responses: {
      200: jsonContent("The download with its new file", DownloadSchema),
      404: errorResponse("No such download"),
      ...uploadErrors,
      ...writeErrors,
    },
  });

/** 413 for a file over the limit: what the body limit answers, and what the service throws. */
function tooLarge(c: Context, headers: Record<string, string> = {}) {
  return apiError(c, 413, "payload_too_large", TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, headers);
}

/** A file over the limit, found once the form is read: 413 like the body limit's (the app's error handler answers it). */
function asHttpError(error: unknown): never {
  if (error instanceof FileTooLargeError) throw new HTTPException(413, { message: error.message });
  throw error;
}

/** The upload's own body limit (the API's 100 KB one skips these requests: see isDownloadUpload). */
const uploadBodyLimit: MiddlewareHandler = bodyLimit({
  maxBytes: UPLOAD_BODY_LIMIT_BYTES,
  onTooLarge: (c, headers) => tooLarge(c, headers),
  // A file a little over the limit is read to its end, so the browser sees the answer.
  discardBytes: UPLOAD_BODY_LIMIT_BYTES + 4 * 1024 * 1024,
  discardMs: 10_000,
});

/** The file part goes to a temporary file as it arrives (multipart-to-disk.server.ts). */
const uploadToDisk: MiddlewareHandler = multipartToDisk({
  maxFileBytes: MAX_DOWNLOAD_BYTES,
  onTooLarge: (c) => tooLarge(c, {}),
});
const readUpload = inTurn(uploadBodyLimit, uploadToDisk);

export function registerDownloadRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { downloads } = services;
  const actor = (c: Context<AdminEnv>) => actorOf(c.get("principal"), c.get("origin").ip);
  // After sign-in is checked (admin-api.server.ts registers authentication first): nobody
  // unknown gets 20 MB read into memory.
  api.use("/downloads", async (c, next) => (c.req.method === "POST" ? readUpload(c, next) : next()));
  api.use("/downloads/:id/file", async (c, next) =>
    c.req.method === "POST" || c.req.method === "PUT" ? readUpload(c, next) : next(),
  );

  api.openapi(list, async (c) => c.json(await downloads.list(c.req.valid("query")), 200));

  api.openapi(upload, async (c) =>
    c.json(await downloads.create(actor(c), c.req.valid("form")).catch(asHttpError), 201),
  );

  api.openapi(reorder, async (c) => c.json({ ids: await downloads.reorder(actor(c), c.req.valid("json")) }, 200));

  api.openapi(getOne, async (c) => c.json(await downloads.get(c.req.valid("param").id), 200));

  api.openapi(edit, async (c) =>
    c.json(await downloads.update(actor(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  api.openapi(remove, async (c) => {
    await downloads.remove(actor(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  for (const method of ["put", "post"] as const) {
    api.openapi(replaceFileRoute(method), async (c) =>
      c.json(
        await downloads.replaceFile(actor(c), c.req.valid("param").id, c.req.valid("form")).catch(asHttpError),
        200,
      ),
    );
  }
}
