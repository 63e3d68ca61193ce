import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { AppServices } from "../../app-services.server";
import {
  BorrowerChecklistSchema,
  DocumentRefusalSchema,
  StartUploadInputSchema,
  UnlockLinkInputSchema,
  UploadStateSchema,
} from "../../documents/borrower-documents.schema";
import { DocumentRefusedError, UploadOffsetError } from "../../documents/borrower-documents.server";
import { UPLOAD_CHUNK_BYTES } from "../../documents/document-limits";
import {
  BORROWER_SESSION_COOKIE,
  BORROWER_SESSION_HOURS,
  UnusableLinkError,
  WrongDigitsError,
  type UsableLink,
} from "../../documents/document-links.server";
import { ApiErrorSchema, apiError, errorResponse } from "../api-error.server";
import { bodyLimit } from "../body-limit.server";
import { byAddress, rateLimit } from "../rate-limit.server";
import { LanguageQuery } from "./language-query";

const tags = ["Borrower documents"];
const RATE_WINDOW_SECONDS = 10 * 60;
/** Digit tries per address and window, over every link: five per link lock it long before. */
const UNLOCK_RATE_LIMIT = 30;
/** Pieces per address and window: 600 half-megabyte pieces are 300 MB, two borrowers' whole files. */
const PIECE_RATE_LIMIT = 600;

/** Whether a request is a piece of a borrower's upload, which has a body limit of its own. */
export function isDocumentPiece(method: string, path: string): boolean {
  return method === "PUT" && /^\/api\/documents\/uploads\/[^/]+$/.test(path);
}

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});

const sessionEnded = errorResponse("No session for a link: type the last four digits again (code session_ended)");
const RefusedSchema = ApiErrorSchema.extend(DocumentRefusalSchema.shape).openapi("DocumentRefused");
const refusedAnswer = json(
  "The file was not kept: `refusal` says which rule (the page words it in its language)",
  RefusedSchema,
);
const WrongDigitsSchema = ApiErrorSchema.extend({ triesLeft: z.number().int() }).openapi("WrongDigits");

const UploadParams = z.object({
  uploadId: z
    .string()
    .uuid("Not an upload id")
    .openapi({ param: { name: "uploadId", in: "path" } }),
});
const FileParams = z.object({
  fileId: z
    .string()
    .uuid("Not a file id")
    .openapi({ param: { name: "fileId", in: "path" } }),
});

const unlock = createRoute({
  method: "post",
  path: "/documents/unlock",
  tags,
  summary: "Open a documents link with the last four digits of the borrower's mobile",
  description: `Right digits: 204 with an HttpOnly session cookie (${BORROWER_SESSION_COOKIE}, ${BORROWER_SESSION_HOURS} hours) bound to this link alone. Wrong: 400 with the tries left; the fifth wrong try locks the link and tells staff. A link that does not open (unknown, expired, revoked, locked) answers 410, the same for all.`,
  request: { body: { required: true, content: { "application/json": { schema: UnlockLinkInputSchema } } } },
  responses: {
    204: { description: "Opened: the session cookie is set" },
    400: json("Wrong digits (code wrong_digits, with triesLeft), or not four digits", WrongDigitsSchema),
    410: errorResponse("This link does not work any more"),
    429: errorResponse("Too many tries from this address; see Retry-After"),
  },
});

const getChecklist = createRoute({
  method: "get",
  path: "/documents/checklist",
  tags,
  summary: "The borrower's checklist, status and advisor (session)",
  request: { query: LanguageQuery },
  responses: { 200: json("The checklist", BorrowerChecklistSchema), 401: sessionEnded },
});

const startUpload = createRoute({
  method: "post",
  path: "/documents/uploads",
  tags,
  summary: "Start uploading one file to a checklist item (session)",
  description: `The file is then sent in pieces of at most chunkBytes (${UPLOAD_CHUNK_BYTES}) with PUT /documents/uploads/{uploadId}.`,
  request: { body: { required: true, content: { "application/json": { schema: StartUploadInputSchema } } } },
  responses: {
    201: json("The upload, nothing received yet", UploadStateSchema),
    400: errorResponse("Invalid input"),
    401: sessionEnded,
    422: refusedAnswer,
  },
});

const uploadState = createRoute({
  method: "get",
  path: "/documents/uploads/{uploadId}",
  tags,
  summary: "How much of an upload has arrived: resume from receivedBytes (session)",
  request: { params: UploadParams },
  responses: { 200: json("The upload", UploadStateSchema), 401: sessionEnded, 404: errorResponse("No such upload") },
});

const putPiece = createRoute({
  method: "put",
  path: "/documents/uploads/{uploadId}",
  tags,
  summary: "Send the next piece of an upload (session)",
  description:
    "The body is the piece's bytes (application/octet-stream); the Upload-Offset header says where it starts, which must be the upload's receivedBytes (409 with the upload's state otherwise). When the last piece is in, the file is checked and kept: done with the new checklist, or 422 with the refusal.",
  request: {
    params: UploadParams,
    headers: z.object({
      "upload-offset": z.coerce
        .number({ error: "Send the Upload-Offset header: where this piece starts" })
        .int()
        .min(0)
        .openapi({ param: { name: "Upload-Offset", in: "header" } }),
    }),
  },
  responses: {
    200: json("The upload after this piece", UploadStateSchema),
    400: errorResponse("No body, or a piece too long"),
    401: sessionEnded,
    404: errorResponse("No such upload"),
    409: json("The offset is not where the upload stands: continue from receivedBytes", UploadStateSchema),
    413: errorResponse("A piece larger than chunkBytes"),
    422: refusedAnswer,
    429: errorResponse("Too many pieces from this address; see Retry-After"),
  },
});

const deleteFile = createRoute({
  method: "delete",
  path: "/documents/files/{fileId}",
  tags,
  summary: "Remove a file before the office has accepted it (session)",
  request: { params: FileParams, query: LanguageQuery },
  responses: {
    200: json("The checklist after", BorrowerChecklistSchema),
    401: sessionEnded,
    404: errorResponse("No such file"),
    422: refusedAnswer,
  },
});

type SessionEnv = { Variables: { link: UsableLink } };

export function registerDocumentRoutes(api: OpenAPIHono, services: AppServices) {
  const { documentLinks, borrowerDocuments, config } = services;
  const secure = config.PUBLIC_URL?.startsWith("https://") ?? false;

  const refusedOrRethrow = (c: Context, error: unknown) => {
    if (error instanceof DocumentRefusedError)
      return c.json({ error: { code: "refused", message: error.message }, refusal: error.refusal }, 422);
    throw error;
  };

  // Every route but unlock acts for the link whose session the cookie holds.
  const requireSession: MiddlewareHandler<SessionEnv> = async (c, next) => {
    if (c.req.path.endsWith("/documents/unlock")) return next();
    const link = await documentLinks.linkOfSession(c.req.header("Cookie"));
    if (!link)
      return apiError(c, 401, "session_ended", "Type the last four digits of your mobile number again to continue.");
    c.set("link", link);
    return next();
  };
  api.use("/documents/*", requireSession as MiddlewareHandler);
  api.use(
    "/documents/unlock",
    rateLimit(services.database.db, {
      method: "POST",
      scope: "documents-unlock",
      subject: byAddress(config.TRUST_PROXY),
      limit: UNLOCK_RATE_LIMIT,
      windowSeconds: RATE_WINDOW_SECONDS,
      message: (seconds) => `Too many tries from your connection. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    }),
  );
  api.use(
    "/documents/uploads/:uploadId",
    rateLimit(services.database.db, {
      method: "PUT",
      scope: "documents-piece",
      subject: byAddress(config.TRUST_PROXY),
      limit: PIECE_RATE_LIMIT,
      windowSeconds: RATE_WINDOW_SECONDS,
      message: (seconds) => `Too many uploads from your connection. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    }),
  );
  api.use(
    "/documents/uploads/:uploadId",
    bodyLimit({
      maxBytes: UPLOAD_CHUNK_BYTES,
      onTooLarge: (c, headers) =>
        apiError(
          c,
          413,
          "payload_too_large",
          `Send the file in pieces of at most ${UPLOAD_CHUNK_BYTES} bytes.`,
          undefined,
          headers,
        ),
      discardBytes: UPLOAD_CHUNK_BYTES * 2,
    }),
  );

  api.openapi(unlock, async (c) => {
    const { token, lastDigits } = c.req.valid("json");
    try {
      const session = await documentLinks.unlock(token, lastDigits);
      const cookie = [
        `${BORROWER_SESSION_COOKIE}=${session.sessionId}`,
        "Path=/",
        "HttpOnly",
        "SameSite=Strict",
        `Max-Age=${BORROWER_SESSION_HOURS * 3600}`,
        ...(secure ? ["Secure"] : []),
      ].join("; ");
      return c.body(null, 204, { "Set-Cookie": cookie });
    } catch (error) {
      if (error instanceof WrongDigitsError)
        return c.json(
          {
            error: { code: "wrong_digits", message: error.message, fields: { lastDigits: error.message } },
            triesLeft: error.triesLeft,
          },
          400,
        );
      if (error instanceof UnusableLinkError) return apiError(c, 410, "link_unusable", error.message);
      throw error;
    }
  });

  const linkOf = (c: Context) => (c as unknown as Context<SessionEnv>).get("link");

  api.openapi(getChecklist, async (c) =>
    c.json(await borrowerDocuments.checklist(linkOf(c), c.req.valid("query").lang), 200),
  );

  api.openapi(startUpload, async (c) => {
    try {
      return c.json(await borrowerDocuments.startUpload(linkOf(c), c.req.valid("json")), 201);
    } catch (error) {
      return refusedOrRethrow(c, error) as never;
    }
  });

  api.openapi(uploadState, async (c) =>
    c.json(await borrowerDocuments.uploadState(linkOf(c), c.req.valid("param").uploadId), 200),
  );

  api.openapi(putPiece, async (c) => {
    const link = linkOf(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    try {
      const state = await borrowerDocuments.putPiece(
        link,
        c.req.valid("param").uploadId,
        c.req.valid("header")["upload-offset"],
        bytes,
        link.language,
      );
      return c.json(state, 200);
    } catch (error) {
      if (error instanceof UploadOffsetError) return c.json(error.state, 409);
      return refusedOrRethrow(c, error) as never;
    }
  });

  api.openapi(deleteFile, async (c) => {
    try {
      return c.json(
        await borrowerDocuments.deleteFile(linkOf(c), c.req.valid("param").fileId, c.req.valid("query").lang),
        200,
      );
    } catch (error) {
      return refusedOrRethrow(c, error) as never;
    }
  });
}
