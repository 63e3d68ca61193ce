import { z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { actorOf } from "../../../auth/request-actor";
import type { AppServices } from "../../../app-services.server";
import { MAX_IMAGE_PIXELS } from "../../../media/image-limits";
import { MediaTooLargeError } from "../../../media/image-processing.server";
import { MediaConflictError, MediaInUseError } from "../../../media/media.server";
import {
  ALLOWED_MEDIA_TEXT,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_MB,
  MAX_IMAGE_MB,
  MEDIA_TOO_LARGE_MESSAGE,
  MediaEditSchema,
  MediaItemSchema,
  MediaListQuerySchema,
  MediaListSchema,
  MediaUploadFormSchema,
} from "../../../media/media.schema";
import { ApiErrorSchema, apiError, errorResponse } from "../../api-error.server";
import { bodyLimit } from "../../body-limit.server";
import { inTurn, multipartToDisk } from "../../multipart-to-disk.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { IdParams, jsonBody, jsonContent } from "./schemas";

const tags = ["Media library"];

/** Room for the form's other parts and the multipart boundaries around a file of the largest size. */
const UPLOAD_BODY_LIMIT_BYTES = MAX_DOCUMENT_BYTES + 256 * 1024;

/** POST /api/admin/media carries a file: the API's 100 KB limit and JSON-only rule skip it. */
export function isMediaUpload(method: string, path: string): boolean {
  return method === "POST" && /^\/api\/admin\/media\/?$/.test(path);
}

const readErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers have no access to the media library"),
};
const writeErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Viewers cannot change the media library"),
};

const MediaConflictSchema = z
  .object({ error: ApiErrorSchema.shape.error, current: MediaItemSchema })
  .openapi("MediaConflict");

const list = staffRoute("media:read", {
  method: "get",
  path: "/media",
  tags,
  summary: "The media library, newest first, searched and filtered by kind, paged",
  description: "`search` finds words of the file name, title or alt text; `kind` is image or document.",
  request: { query: MediaListQuerySchema },
  responses: {
    200: jsonContent("One page of library files, each with where it is used", MediaListSchema),
    400: errorResponse("A filter has a value that does not exist"),
    ...readErrors,
  },
});

const upload = staffRoute("media:write", {
  method: "post",
  path: "/media",
  tags,
  summary: "Upload one file to the library (owner, admin, editor)",
  description: `multipart/form-data with \`file\` (${ALLOWED_MEDIA_TEXT}; the type is read from the bytes, so SVG, HTML named .png, files hiding page code and PDFs that run a script or start a program are refused), optional \`alt\` and \`title\`. Images may have at most ${MAX_IMAGE_PIXELS["image/jpeg"] / 1e6} megapixels as JPEG or PNG and ${MAX_IMAGE_PIXELS["image/webp"] / 1e6} as WebP, AVIF or GIF (an animation counting every frame). Images are turned upright, all metadata (GPS included) is removed, and WebP variants and a blurred placeholder are made, one image at a time per server: an upload that arrives meanwhile waits its turn.`,
  request: { body: { required: true, content: { "multipart/form-data": { schema: MediaUploadFormSchema } } } },
  responses: {
    201: jsonContent("The file as stored", MediaItemSchema),
    400: errorResponse(
      "The file cannot be used (message in fields.file: its type, hidden page code, a PDF's script, too many pixels), or alt/title are too long",
    ),
    413: errorResponse(`The file is larger than its limit (images ${MAX_IMAGE_MB} MB, PDFs ${MAX_DOCUMENT_MB} MB)`),
    415: errorResponse("The body is not multipart/form-data"),
    ...writeErrors,
  },
});

const getOne = staffRoute("media:read", {
  method: "get",
  path: "/media/{id}",
  tags,
  summary: "One library file, with where it is used",
  request: { params: IdParams },
  responses: {
    200: jsonContent("The file", MediaItemSchema),
    400: errorResponse("Not an id"),
    404: errorResponse("No such file"),
    ...readErrors,
  },
});

const edit = staffRoute("media:write", {
  method: "patch",
  path: "/media/{id}",
  tags,
  summary: "Change a file's alt text, title or focal point",
  description:
    "Send `version` (the one you read) and what changes. A stale version answers 409 with the file as it is now. Public pages use the new alt text and focal point at once.",
  request: { params: IdParams, body: jsonBody(MediaEditSchema) },
  responses: {
    200: jsonContent("The file as changed", MediaItemSchema),
    400: errorResponse("A field cannot be used"),
    404: errorResponse("No such file"),
    409: jsonContent("Changed by someone else since the version sent: `current` is the file now", MediaConflictSchema),
    ...writeErrors,
  },
});

const remove = staffRoute("media:write", {
  method: "delete",
  path: "/media/{id}",
  tags,
  summary: "Delete a library file and its variants (refused while it is used)",
  request: { params: IdParams },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Not an id"),
    404: errorResponse("No such file"),
    409: errorResponse("Still used (code in_use): the message names the places"),
    ...writeErrors,
  },
});

function tooLarge(c: Context, headers: Record<string, string> = {}) {
  return apiError(c, 413, "payload_too_large", MEDIA_TOO_LARGE_MESSAGE, { file: MEDIA_TOO_LARGE_MESSAGE }, headers);
}

const uploadBodyLimit: MiddlewareHandler = bodyLimit({
  maxBytes: UPLOAD_BODY_LIMIT_BYTES,
  onTooLarge: (c, headers) => tooLarge(c, headers),
  discardBytes: UPLOAD_BODY_LIMIT_BYTES + 4 * 1024 * 1024,
  discardMs: 10_000,
});

/** The file part goes to a temporary file as it arrives (multipart-to-disk.server.ts). */
const uploadToDisk: MiddlewareHandler = multipartToDisk({
  maxFileBytes: MAX_DOCUMENT_BYTES,
  onTooLarge: (c) => tooLarge(c),
});

export function registerMediaRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { media } = services;
  const actor = (c: Context<AdminEnv>) => actorOf(c.get("principal"), c.get("origin").ip);
  // After sign-in is checked: nobody unknown gets 20 MB read into memory.
  const readUpload = inTurn(uploadBodyLimit, uploadToDisk);
  api.use("/media", async (c, next) => (c.req.method === "POST" ? readUpload(c, next) : next()));

  api.openapi(list, async (c) => c.json(await media.list(c.req.valid("query")), 200));

  api.openapi(upload, async (c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("Content-Type") ?? "")) {
      return apiError(c, 415, "unsupported_media_type", "Send the file as multipart/form-data with a `file` part");
    }
    try {
      return c.json(await media.create(actor(c), c.req.valid("form")), 201);
    } catch (error) {
      if (error instanceof MediaTooLargeError) return tooLarge(c);
      throw error;
    }
  });

  api.openapi(getOne, async (c) => c.json(await media.get(c.req.valid("param").id), 200));

  api.openapi(edit, async (c) => {
    try {
      return c.json(await media.update(actor(c), c.req.valid("param").id, c.req.valid("json")), 200);
    } catch (error) {
      if (error instanceof MediaConflictError) {
        return c.json({ error: { code: "stale_version", message: error.message }, current: error.current }, 409);
      }
      throw error;
    }
  });

  api.openapi(remove, async (c) => {
    try {
      await media.remove(actor(c), c.req.valid("param").id);
    } catch (error) {
      if (error instanceof MediaInUseError) return apiError(c, 409, "in_use", error.message);
      throw error;
    }
    return c.body(null, 204);
  });
}
