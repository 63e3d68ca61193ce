// The borrower's page's calls besides uploads (resumable-upload.ts): unlocking the link with the
// last four digits of the mobile, and removing a page before review. Plain fetch with the
// session cookie; each answer is turned into what the page does next, never thrown.
import type { BorrowerChecklist } from "~server/documents/borrower-documents.schema";
import type { DocumentRefusal } from "~server/vocabulary/documents";
import type { Language } from "~server/vocabulary/languages";
import { refusalOf } from "./resumable-upload";

export type UnlockResult =
  | { kind: "open" }
  | { kind: "wrong_digits"; triesLeft: number | null }
  /** The server did not take the input as four digits. */
  | { kind: "invalid" }
  | { kind: "unusable" }
  | { kind: "wait" }
  | { kind: "offline" }
  | { kind: "problem" };

export type RemoveResult =
  | { kind: "removed"; checklist: BorrowerChecklist | undefined }
  /** The office accepted the document meanwhile (item_closed): its pages stay. */
  | { kind: "refused"; refusal: DocumentRefusal }
  | { kind: "session_ended" }
  | { kind: "unusable" }
  | { kind: "failed" };

async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function errorCode(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = (body as { error: unknown }).error;
  return typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string"
    ? (error as { code: string }).code
    : null;
}

/** POST /api/documents/unlock {token, lastDigits}: a 2xx sets the session cookie. */
export async function unlockLink(token: string, lastDigits: string): Promise<UnlockResult> {
  let response: Response;
  try {
    response = await fetch("/api/documents/unlock", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, lastDigits }),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "offline" };
  }
  if (response.ok) return { kind: "open" };
  if (response.status === 410) return { kind: "unusable" };
  if (response.status === 429) return { kind: "wait" };
  if (response.status === 400) {
    const body = await jsonBody(response);
    if (errorCode(body) !== "wrong_digits") return { kind: "invalid" };
    const triesLeft = (body as { triesLeft?: unknown }).triesLeft;
    return { kind: "wrong_digits", triesLeft: typeof triesLeft === "number" ? triesLeft : null };
  }
  return { kind: "problem" };
}

function checklistOf(body: unknown): BorrowerChecklist | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  if ("items" in body && Array.isArray((body as BorrowerChecklist).items)) return body as BorrowerChecklist;
  if ("checklist" in body) return checklistOf((body as { checklist: unknown }).checklist);
  return undefined;
}

/** DELETE /api/documents/files/{id}: the page comes off the item before staff review it; the checklist after, in `language`. */
export async function removeFile(fileId: string, language: Language): Promise<RemoveResult> {
  let response: Response;
  try {
    response = await fetch(`/api/documents/files/${encodeURIComponent(fileId)}?lang=${language}`, {
      method: "DELETE",
      credentials: "same-origin",
    });
  } catch {
    return { kind: "failed" };
  }
  if (response.ok) return { kind: "removed", checklist: checklistOf(await jsonBody(response)) };
  if (response.status === 401) return { kind: "session_ended" };
  if (response.status === 410) return { kind: "unusable" };
  const refusal = refusalOf(await jsonBody(response));
  return refusal ? { kind: "refused", refusal } : { kind: "failed" };
}
