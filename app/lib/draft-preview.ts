// "Preview" of staff-kept content before it is saved (loan services, schemes, page texts): the
// editor writes what is in its form to localStorage and opens the public page's preview route in
// another tab; that route renders the saved entry from its loader and, once hydrated, the draft
// instead, with the public page's own components and stylesheet, so staff see the page exactly as
// it will look. The preview tab follows the editor's changes as they are typed (storage events).
// localStorage, not a request: drafts never leave the browser and nothing unsaved is stored on the
// server. Read through the caller's zod schema, so a stale or tampered draft shows the saved entry.
import { useCallback, useMemo, useSyncExternalStore } from "react";

const storageKey = (kind: string, id: string | number) => `draftPreview:${kind}:${id}`;

/** A preview route's answer headers: staff's unsaved or unpublished content, never stored or indexed. */
export function previewHeaders() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** A preview route's meta: "Preview: …" (just "Preview" without an entry), never indexed. */
export function previewMeta(name: string | null) {
  return [{ title: name ? `Preview: ${name}` : "Preview" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Drafts older than this are ignored: an editor closed last week should not shadow today's page. */
const DRAFT_LIFETIME_MS = 12 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  draft: unknown;
}

/** Keeps the editor's current values for the preview tab (the newest write wins). */
export function writeDraftPreview(kind: string, id: string | number, draft: unknown): void {
  try {
    localStorage.setItem(storageKey(kind, id), JSON.stringify({ savedAt: Date.now(), draft } satisfies StoredDraft));
  } catch {
    // Storage full or refused (private mode): the preview then shows the saved entry.
  }
}

/** Forgets the draft (saved, or the editor was left without saving). */
export function clearDraftPreview(kind: string, id: string | number): void {
  try {
    localStorage.removeItem(storageKey(kind, id));
  } catch {
    // Nothing to forget.
  }
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseDraft<T>(raw: string | null, parse: (value: unknown) => T | null): T | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof stored.savedAt !== "number" || Date.now() - stored.savedAt > DRAFT_LIFETIME_MS) return null;
    return parse(stored.draft);
  } catch {
    return null;
  }
}

/**
 * The editor's unsaved draft of this entry, or null (none, too old, or not valid; always null in
 * the server's HTML): read after hydration and again whenever the editor's tab writes a newer one.
 */
export function useDraftPreview<T>(kind: string, id: string | number, parse: (value: unknown) => T | null): T | null {
  const key = storageKey(kind, id);
  const subscribe = useCallback(
    (changed: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) changed();
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
    [key],
  );
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  // `parse` is the caller's schema reader: a new function each render must not parse again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => parseDraft(raw, parse), [raw]);
}
