// One file's way to the server in pieces, so that a phone on patchy mobile data loses at most the
// piece in flight (issue 29). The protocol (server/documents/borrower-documents.schema.ts):
//
//   POST /api/documents/uploads {itemId, fileName, sizeBytes, mediaType} → 201 UploadState
//   PUT  /api/documents/uploads/{id}  Upload-Offset: n, the bytes from n (≤ chunkBytes)
//        → 200 UploadState; the last piece → {done: true, checklist}, or 422 with a refusal
//   GET  /api/documents/uploads/{id} → UploadState: where to go on after a failure
//
// A network error or a 5xx waits (1 s doubling to 30 s, the site's retry backoff), asks the server
// how much it has and goes on from there; while the phone is offline it waits for the `online`
// event instead. Framework-free, with the network and the clock passed in, so it is tested alone.
import type { BorrowerChecklist, UploadState } from "~server/documents/borrower-documents.schema";
import { type DocumentRefusal, documentRefusals } from "~server/vocabulary/documents";
import { RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from "~/lib/constants";

export const UPLOADS_PATH = "/api/documents/uploads";

/** Why an upload is not moving just now. */
export type UploadWait = "offline" | "retrying" | "busy";

export interface UploadProgress {
  receivedBytes: number;
  sizeBytes: number;
  /** Set while the upload waits; null while bytes move. */
  waiting: UploadWait | null;
  /** The last piece is in flight: the server checks the whole file before it answers. */
  checking: boolean;
}

export type UploadOutcome =
  /** Kept. The checklist is missing when the answer that carried it was lost (the page reloads it). */
  | { kind: "done"; checklist: BorrowerChecklist | undefined }
  | { kind: "refused"; refusal: DocumentRefusal }
  /** Refused for a reason the borrower cannot act on (a bad request): try again, or ask. */
  | { kind: "failed" }
  /** The borrower's session ended (401): resume with `uploadId` once the digits are typed again. */
  | { kind: "session_ended"; uploadId: string | null }
  /** The link itself no longer works (410). */
  | { kind: "link_unusable" }
  | { kind: "cancelled" };

/** What the upload needs of the browser; tests pass their own. */
export interface Connection {
  fetch: typeof fetch;
  isOnline(): boolean;
  /** Resolves after `ms`, or sooner when the connection comes back; rejects when `signal` aborts. */
  pause(ms: number, signal: AbortSignal): Promise<void>;
  /** Resolves when the browser is online again; rejects when `signal` aborts. */
  untilOnline(signal: AbortSignal): Promise<void>;
}

export interface UploadJob {
  itemId: string;
  file: File;
  signal: AbortSignal;
  /** An upload the server already knows (started before the session ended): asked for first. */
  uploadId?: string | null;
  onProgress(progress: UploadProgress): void;
  /** The server's id of this upload, once it has one. */
  onUploadId?(uploadId: string): void;
}

/** How often an upload the server forgot (404) is started again before giving up. */
const MAX_RESTARTS = 2;

function aborted(signal: AbortSignal): Promise<never> {
  return Promise.reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
}

/** The browser: fetch, navigator.onLine, timers and the `online` event. */
export function browserConnection(): Connection {
  const untilOnline = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return void aborted(signal).catch(reject);
      const done = () => {
        window.removeEventListener("online", done);
        signal.removeEventListener("abort", stop);
        resolve();
      };
      const stop = () => {
        window.removeEventListener("online", done);
        aborted(signal).catch(reject);
      };
      window.addEventListener("online", done);
      signal.addEventListener("abort", stop, { once: true });
    });
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    isOnline: () => navigator.onLine !== false,
    pause: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal.aborted) return void aborted(signal).catch(reject);
        const finish = () => {
          clearTimeout(timer);
          window.removeEventListener("online", finish);
          signal.removeEventListener("abort", stop);
          resolve();
        };
        const stop = () => {
          clearTimeout(timer);
          window.removeEventListener("online", finish);
          aborted(signal).catch(reject);
        };
        const timer = setTimeout(finish, ms);
        // The phone is back on the network: no reason to sit out the rest of the delay.
        window.addEventListener("online", finish);
        signal.addEventListener("abort", stop, { once: true });
      }),
    untilOnline,
  };
}

/** An answer of the server, or `network` when none came (offline, dropped, timed out). */
type Answer = { status: number; body: unknown; retryAfterMs: number | null } | { status: "network" };

async function send(connection: Connection, path: string, init: RequestInit, signal: AbortSignal): Promise<Answer> {
  let response: Response;
  try {
    response = await connection.fetch(path, { ...init, credentials: "same-origin", signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { status: "network" };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page, an answer cut off): the status says enough.
  }
  const retryAfter = Number(response.headers.get("Retry-After"));
  return {
    status: response.status,
    body,
    retryAfterMs:
      Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, RETRY_MAX_DELAY_MS) : null,
  };
}

function isUploadState(body: unknown): body is UploadState {
  if (typeof body !== "object" || body === null) return false;
  const state = body as Partial<UploadState>;
  return (
    typeof state.uploadId === "string" &&
    typeof state.receivedBytes === "number" &&
    typeof state.chunkBytes === "number" &&
    state.chunkBytes > 0 &&
    typeof state.done === "boolean"
  );
}

/** The refusal code of an error answer (`{error, refusal}`), when it names one the page can word. */
export function refusalOf(body: unknown): DocumentRefusal | null {
  if (typeof body !== "object" || body === null || !("refusal" in body)) return null;
  const refusal = (body as { refusal: unknown }).refusal;
  return (documentRefusals as readonly unknown[]).includes(refusal) ? (refusal as DocumentRefusal) : null;
}

/** Sends `job.file` to the server, surviving dropped connections; answers how it ended. */
export async function uploadDocument(
  job: UploadJob,
  connection: Connection = browserConnection(),
): Promise<UploadOutcome> {
  const { file, signal } = job;
  let uploadId = job.uploadId ?? null;
  /** What the server last said it has; null until it has said (or after a failure, until asked again). */
  let state: UploadState | null = null;
  let received = 0;
  let failures = 0;
  let restarts = 0;

  const report = (waiting: UploadWait | null, checking = false) =>
    job.onProgress({ receivedBytes: received, sizeBytes: file.size, waiting, checking });

  /** Waits before the next try: until online when offline, else the backoff (or the server's Retry-After). */
  async function waitToRetry(reason: "retrying" | "busy", retryAfterMs: number | null = null): Promise<void> {
    if (!connection.isOnline()) {
      report("offline");
      await connection.untilOnline(signal);
      return;
    }
    report(reason);
    const delay = retryAfterMs ?? Math.min(RETRY_BASE_DELAY_MS * 2 ** failures, RETRY_MAX_DELAY_MS);
    failures++;
    await connection.pause(delay, signal);
  }

  try {
    report(null);
    for (;;) {
      if (signal.aborted) return { kind: "cancelled" };
      if (!connection.isOnline()) {
        report("offline");
        await connection.untilOnline(signal);
      }

      let answer: Answer;
      let sending: "start" | "ask" | "piece";
      if (uploadId === null) {
        sending = "start";
        answer = await send(
          connection,
          UPLOADS_PATH,
          {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              itemId: job.itemId,
              fileName: file.name,
              sizeBytes: file.size,
              ...(file.type ? { mediaType: file.type } : {}),
            }),
          },
          signal,
        );
      } else if (state === null) {
        sending = "ask";
        answer = await send(connection, `${UPLOADS_PATH}/${encodeURIComponent(uploadId)}`, { method: "GET" }, signal);
      } else if (state.receivedBytes >= file.size) {
        // Every byte is there but the file is not kept yet: the answer to the last piece was lost
        // while the server checked the file. Ask again in a moment.
        state = null;
        report(null, true);
        await connection.pause(Math.min(RETRY_BASE_DELAY_MS * 2 ** failures++, RETRY_MAX_DELAY_MS), signal);
        continue;
      } else {
        sending = "piece";
        const end = Math.min(state.receivedBytes + state.chunkBytes, file.size);
        report(null, end >= file.size);
        answer = await send(
          connection,
          `${UPLOADS_PATH}/${encodeURIComponent(uploadId)}`,
          {
            method: "PUT",
            headers: { "Content-Type": "application/octet-stream", "Upload-Offset": String(state.receivedBytes) },
            body: file.slice(state.receivedBytes, end),
          },
          signal,
        );
      }

      if (answer.status === "network" || answer.status >= 500) {
        // Whatever reached the server is kept there: ask it how much before sending more.
        state = null;
        await waitToRetry("retrying");
        continue;
      }
      const { status, body } = answer;
      if (status === 401) return { kind: "session_ended", uploadId };
      if (status === 410) return { kind: "link_unusable" };
      if (status === 429) {
        await waitToRetry("busy", answer.retryAfterMs);
        continue;
      }
      const refusal = refusalOf(body);
      if (refusal) return { kind: "refused", refusal };
      if (status === 404 && sending !== "start" && restarts < MAX_RESTARTS) {
        // The server no longer knows this upload (it expired while the phone was away): begin again.
        restarts++;
        uploadId = null;
        state = null;
        received = 0;
        continue;
      }
      // 409: the offset was not the server's; its answer says where it is.
      if ((status === 200 || status === 201 || status === 409) && isUploadState(body)) {
        state = body;
        received = body.receivedBytes;
        // Only progress resets the backoff: a server that answers "where are we" but fails every
        // piece is still failing.
        if (sending !== "ask") failures = 0;
        if (uploadId !== body.uploadId) {
          uploadId = body.uploadId;
          job.onUploadId?.(uploadId);
        }
        if (body.done) return { kind: "done", checklist: body.checklist };
        report(null);
        continue;
      }
      return { kind: "failed" };
    }
  } catch (error) {
    if (signal.aborted) return { kind: "cancelled" };
    throw error;
  }
}
