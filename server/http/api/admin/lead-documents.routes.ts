import { Readable } from "node:stream";
import { z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppServices } from "../../../app-services.server";
import {
  AddDocumentItemInputSchema,
  ReviewDocumentItemInputSchema,
  SendDocumentLinkInputSchema,
  SentDocumentLinkSchema,
  StaffDocumentsSchema,
  UpdateDocumentItemInputSchema,
} from "../../../documents/borrower-documents.schema";
import { publicOrigin } from "../../../shared/public-origin.server";
import { errorResponse } from "../../api-error.server";
import { contentDisposition } from "../../download-file.server";
import type { AdminEnv } from "./admin-auth.server";
import { IdParams, jsonBody, jsonContent } from "./schemas";
import { staffRoute } from "./staff-route";

const tags = ["Lead documents"];

const uuidParam = (name: string) =>
  z
    .string()
    .uuid("Not a document id")
    .openapi({ param: { name, in: "path" }, example: "3f1c2a8e-5b7d-4c1e-9a0f-2d6b8e4c1a77" });

const ItemParams = IdParams.extend({ itemId: uuidParam("itemId") });
const FileParams = IdParams.extend({ fileId: uuidParam("fileId") });
const VersionQuery = z.object({
  version: z.coerce
    .number({ error: "Use a number" })
    .int()
    .positive()
    .optional()
    .openapi({ param: { name: "version", in: "query" }, description: "The item's version the screen showed" }),
});

const signedOut = { 401: errorResponse("Not signed in") };
const readErrors = {
  ...signedOut,
  403: errorResponse("Editors have no access to leads"),
  404: errorResponse("No such lead"),
};
const writeErrors = {
  ...signedOut,
  400: errorResponse("A value cannot be used, with a message per field"),
  403: errorResponse("Only owners and admins work leads"),
  404: errorResponse("No such lead or document"),
  409: errorResponse("Changed by someone else meanwhile (reload), or the lead's data was erased"),
};

const answered = "The lead's documents as they are now";

const getDocuments = staffRoute("lead:read", {
  method: "get",
  path: "/leads/{id}/documents",
  tags,
  summary: "A lead's documents: the checklist with its files, the private link's state",
  request: { params: IdParams },
  responses: { 200: jsonContent(answered, StaffDocumentsSchema), ...readErrors },
});

const fillChecklist = staffRoute("lead:update", {
  method: "post",
  path: "/leads/{id}/documents/checklist",
  tags,
  summary: "Fill an empty checklist from the loan service's documents list",
  description:
    "Each line of the service's documents list becomes an item, in the lead's language for the borrower. 409 when the lead already has items.",
  request: { params: IdParams },
  responses: { 200: jsonContent(answered, StaffDocumentsSchema), ...writeErrors },
});

const addItem = staffRoute("lead:update", {
  method: "post",
  path: "/leads/{id}/documents/items",
  tags,
  summary: "Add a document to the checklist",
  request: { params: IdParams, body: jsonBody(AddDocumentItemInputSchema) },
  responses: { 200: jsonContent(answered, StaffDocumentsSchema), ...writeErrors },
});

const updateItem = staffRoute("lead:update", {
  method: "patch",
  path: "/leads/{id}/documents/items/{itemId}",
  tags,
  summary: "Rename a checklist item, or mark it optional or required",
  request: { params: ItemParams, body: jsonBody(UpdateDocumentItemInputSchema) },
  responses: { 200: jsonContent(answered, StaffDocumentsSchema), ...writeErrors },
});

const removeItem = staffRoute("lead:update", {
  method: "delete",
  path: "/leads/{id}/documents/items/{itemId}",
  tags,
  summary: "Remove a checklist item, with its stored files",
  request: { params: ItemParams, query: VersionQuery },
  responses: { 200: jsonContent(answered, StaffDocumentsSchema), ...writeErrors },
});

const reviewItem = staffRoute("lead:update", {
  method: "post",
  path: "/leads/{id}/documents/items/{itemId}/review",
  tags,
  summary: "Accept a document, or send it back with a reason the borrower reads",
  description:
    "Accepting an item of kind aadhaar needs maskedConfirmed: true (staff looked, and the first eight digits are hidden), which is recorded. Sending back needs a reason (and a note for reason other).",
  request: { params: ItemParams, body: jsonBody(ReviewDocumentItemInputSchema) },
  responses: { 200: jsonContent(answered, StaffDocumentsSchema), ...writeErrors },
});

const sendLink = staffRoute("lead:update", {
  method: "post",
  path: "/leads/{id}/documents/link",
  tags,
  summary: "Send the borrower a new private documents link",
  description:
    "Revokes the lead's earlier links and answers the new address once (only its hash is kept), with the WhatsApp message in the lead's language; delivery email also e-mails it to the lead's address. The lead moves to documents pending when it was new or contacted.",
  request: { params: IdParams, body: jsonBody(SendDocumentLinkInputSchema) },
  responses: { 201: jsonContent("The link, shown once", SentDocumentLinkSchema), ...writeErrors },
});

const revokeLink = staffRoute("lead:update", {
  method: "delete",
  path: "/leads/{id}/documents/link",
  tags,
  summary: "Revoke the lead's documents link",
  request: { params: IdParams },
  responses: { 200: jsonContent(answered, StaffDocumentsSchema), ...writeErrors },
});

const binary = (description: string) => ({
  description,
  content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
});

const getFile = staffRoute("lead:read", {
  method: "get",
  path: "/leads/{id}/documents/files/{fileId}",
  tags,
  summary: "One stored document, decrypted (audited)",
  description:
    "Inline for viewing in the staff area, or as an attachment with download=1. Every view and download is audited.",
  request: {
    params: FileParams,
    query: z.object({
      download: z
        .enum(["0", "1"])
        .optional()
        .openapi({ param: { name: "download", in: "query" }, description: "1: as an attachment" }),
    }),
  },
  responses: { 200: binary("The document: a PDF, JPEG or PNG"), ...readErrors },
});

const getArchive = staffRoute("lead:read", {
  method: "get",
  path: "/leads/{id}/documents/archive",
  tags,
  summary: "Every stored document of the lead as one zip, for the lender (audited)",
  responses: { 200: binary("A zip, streamed"), ...readErrors },
  request: { params: IdParams },
});

/** Answers a stored document: never cached, never sniffed, never run as a page. */
function fileAnswer(body: Readable, fileName: string, mediaType: string, inline: boolean, length?: number) {
  const disposition = contentDisposition(fileName);
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": mediaType,
      ...(length !== undefined ? { "Content-Length": String(length) } : {}),
      "Content-Disposition": inline ? disposition.replace(/^attachment/, "inline") : disposition,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      // Chromium's PDF viewer does not open in a sandboxed document; PDFs with scripts were refused on upload.
      "Content-Security-Policy":
        mediaType === "application/pdf"
          ? "default-src 'none'; img-src 'self'; object-src 'self'"
          : "default-src 'none'; img-src 'self'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Robots-Tag": "noindex",
    },
  });
}

export function registerLeadDocumentRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { leadDocuments, leadDocumentFiles, documentLinks } = services;
  const principal = (c: Context<AdminEnv>) => c.get("principal");
  const ip = (c: Context<AdminEnv>) => c.get("origin").ip;

  api.openapi(getDocuments, async (c) => c.json(await leadDocuments.forStaff(c.req.valid("param").id), 200));
  api.openapi(fillChecklist, async (c) =>
    c.json(await leadDocuments.fillFromService(principal(c), c.req.valid("param").id, ip(c)), 200),
  );
  // The services check the bodies again, whole.
  api.openapi(addItem, async (c) =>
    c.json(await leadDocuments.addItem(principal(c), c.req.valid("param").id, await c.req.json(), ip(c)), 200),
  );
  api.openapi(updateItem, async (c) => {
    const { id, itemId } = c.req.valid("param");
    return c.json(await leadDocuments.updateItem(principal(c), id, itemId, await c.req.json(), ip(c)), 200);
  });
  api.openapi(removeItem, async (c) => {
    const { id, itemId } = c.req.valid("param");
    return c.json(await leadDocuments.removeItem(principal(c), id, itemId, c.req.valid("query").version, ip(c)), 200);
  });
  api.openapi(reviewItem, async (c) => {
    const { id, itemId } = c.req.valid("param");
    return c.json(await leadDocuments.review(principal(c), id, itemId, await c.req.json(), ip(c)), 200);
  });
  api.openapi(sendLink, async (c) => {
    const { id } = c.req.valid("param");
    const sent = await documentLinks.send(
      principal(c),
      id,
      await c.req.json(),
      ip(c),
      publicOrigin(services, c.req.raw),
    );
    return c.json({ ...sent, documents: await leadDocuments.forStaff(id) }, 201);
  });
  api.openapi(revokeLink, async (c) => {
    const { id } = c.req.valid("param");
    await documentLinks.revoke(principal(c), id, ip(c));
    return c.json(await leadDocuments.forStaff(id), 200);
  });
  api.openapi(getFile, async (c) => {
    const { id, fileId } = c.req.valid("param");
    const download = c.req.valid("query").download === "1";
    const file = await leadDocumentFiles.openFile(principal(c), id, fileId, download, ip(c));
    return fileAnswer(file.stream, file.fileName, file.mediaType, !download, file.sizeBytes) as never;
  });
  api.openapi(getArchive, async (c) => {
    const archive = await leadDocumentFiles.archive(principal(c), c.req.valid("param").id, ip(c));
    return fileAnswer(archive.stream, archive.fileName, "application/zip", false) as never;
  });
}
