// A borrower's documents API in memory, as the contract describes it
// (server/documents/borrower-documents.schema.ts), for the page's tests: uploads in pieces with
// offsets, removal, unlock. A test can make the next matching request fail the way a phone's
// connection does: lost before it reached the server, or after (the answer is what got lost).
import { vi } from "vitest";
import type { BorrowerChecklist, BorrowerItem } from "~server/documents/borrower-documents.schema";

export interface SeenRequest {
  method: string;
  path: string;
  offset?: number;
  bytes?: number;
  body?: unknown;
}

type Fault =
  | { kind: "network-before" }
  | { kind: "network-after" }
  | { kind: "answer"; status: number; body: unknown; headers?: Record<string, string> };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

export function item(overrides: Partial<BorrowerItem> & Pick<BorrowerItem, "id" | "kind" | "label">): BorrowerItem {
  return { required: true, status: "requested", rejection: null, files: [], canChange: true, ...overrides };
}

export function checklistWith(items: BorrowerItem[], overrides: Partial<BorrowerChecklist> = {}): BorrowerChecklist {
  return {
    language: "en",
    reference: "LN-7KQ2M9",
    firstName: "Anjali",
    serviceName: "Home Loans",
    stage: "received",
    advisor: {
      name: "Rahul Menon",
      phone: "+919847000111",
      whatsapp: "+919847000111",
      businessName: "Keralam Finserv",
    },
    expiresAt: "2026-12-01T10:00:00.000Z",
    items,
    limits: {
      fileBytes: 15 * 1024 * 1024,
      leadBytes: 150 * 1024 * 1024,
      usedBytes: 0,
      filesPerItem: 10,
      chunkBytes: 512 * 1024,
    },
    ...overrides,
  };
}

export function fakeDocumentsApi(initial: BorrowerChecklist, options: { chunkBytes?: number } = {}) {
  const chunkBytes = options.chunkBytes ?? 4;
  let checklist = initial;
  let nextId = 0;
  const uploads = new Map<string, { itemId: string; name: string; size: number; received: number; done: boolean }>();
  const faults: { when: (request: SeenRequest) => boolean; fault: Fault }[] = [];
  const requests: SeenRequest[] = [];
  let unlockAnswer: () => Response = () => new Response(null, { status: 204 });

  const state = (uploadId: string) => {
    const upload = uploads.get(uploadId)!;
    return { uploadId, sizeBytes: upload.size, receivedBytes: upload.received, chunkBytes, done: upload.done };
  };

  function serve(request: SeenRequest): Response {
    const { method, path } = request;
    if (method === "POST" && path === "/api/documents/unlock") return unlockAnswer();
    if (method === "POST" && path === "/api/documents/uploads") {
      const body = request.body as { itemId: string; fileName: string; sizeBytes: number };
      const uploadId = `up-${++nextId}`;
      uploads.set(uploadId, {
        itemId: body.itemId,
        name: body.fileName,
        size: body.sizeBytes,
        received: 0,
        done: false,
      });
      return json(201, state(uploadId));
    }
    const uploadMatch = /^\/api\/documents\/uploads\/([^/]+)$/.exec(path);
    if (uploadMatch) {
      const uploadId = uploadMatch[1]!;
      const upload = uploads.get(uploadId);
      if (!upload) return json(404, { error: { code: "not_found", message: "No such upload." } });
      if (method === "GET") return json(200, state(uploadId));
      if (request.offset !== upload.received) return json(409, state(uploadId));
      upload.received += request.bytes ?? 0;
      if (upload.received < upload.size) return json(200, state(uploadId));
      upload.done = true;
      checklist = {
        ...checklist,
        items: checklist.items.map((entry) =>
          entry.id === upload.itemId
            ? {
                ...entry,
                status: "uploaded",
                files: [
                  ...entry.files,
                  {
                    id: `file-${uploadId}`,
                    name: upload.name,
                    mediaType: upload.name.endsWith(".pdf") ? "application/pdf" : "image/jpeg",
                    sizeBytes: upload.size,
                    uploadedAt: "2026-11-20T10:00:00.000Z",
                  },
                ],
              }
            : entry,
        ),
      };
      return json(200, { ...state(uploadId), checklist });
    }
    const fileMatch = /^\/api\/documents\/files\/([^/?]+)(\?lang=(en|ml|hi))?$/.exec(path);
    if (fileMatch && method === "DELETE") {
      checklist = {
        ...checklist,
        items: checklist.items.map((entry) => {
          const files = entry.files.filter((file) => file.id !== fileMatch[1]);
          return { ...entry, files, status: files.length === 0 ? "requested" : entry.status };
        }),
      };
      return json(200, checklist);
    }
    return json(404, { error: { code: "not_found", message: "Not found." } });
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const path = String(input);
    const headers = new Headers(init.headers);
    const request: SeenRequest = { method, path };
    if (headers.has("Upload-Offset")) request.offset = Number(headers.get("Upload-Offset"));
    if (init.body instanceof Blob) request.bytes = init.body.size;
    else if (typeof init.body === "string") request.body = JSON.parse(init.body);
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException("Aborted", "AbortError");
    const index = faults.findIndex((entry) => entry.when(request));
    const fault = index >= 0 ? faults.splice(index, 1)[0]!.fault : null;
    if (fault?.kind === "network-before") throw new TypeError("Failed to fetch");
    if (fault?.kind === "answer") return json(fault.status, fault.body, fault.headers);
    const response = serve(request);
    if (fault?.kind === "network-after") throw new TypeError("Failed to fetch");
    return response;
  });

  return {
    fetch,
    requests,
    checklist: () => checklist,
    /** The next request `when` matches fails this way (once). */
    failNext(when: (request: SeenRequest) => boolean, fault: Fault) {
      faults.push({ when, fault });
    },
    answerUnlock(answer: () => Response) {
      unlockAnswer = answer;
    },
    json,
  };
}

export const isPiece = (request: SeenRequest) => request.method === "PUT";
export const isStart = (request: SeenRequest) => request.method === "POST" && request.path === "/api/documents/uploads";

/** A file of `size` bytes. */
export function fileOf(
  name: string,
  size: number,
  type = name.endsWith(".pdf") ? "application/pdf" : "image/jpeg",
): File {
  return new File([new Uint8Array(size).fill(7)], name, { type });
}
