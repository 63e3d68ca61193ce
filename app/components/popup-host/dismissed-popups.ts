import { useSyncExternalStore } from "react";
import { DISMISSED_POPUPS_STORAGE_KEY } from "~/lib/constants";

/**
 * Popups closed in this browser tab session (spec section 4: closing marks a popup dismissed so
 * it does not reappear). Kept in sessionStorage under `dismissedPopups` as a JSON array of ids, so
 * it survives reloads and full page loads but not a new tab or window; also held in memory, so a
 * blocked or full storage still keeps a closed popup away for the rest of this page's life.
 */

const empty: ReadonlySet<number> = new Set();
let dismissed: ReadonlySet<number> | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored ids; anything that is not a JSON array of integers counts as none. */
export function parseDismissedPopups(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function current(): ReadonlySet<number> {
  dismissed ??= new Set(parseDismissedPopups(storage()?.getItem(DISMISSED_POPUPS_STORAGE_KEY) ?? null));
  return dismissed;
}

/** Marks a popup dismissed for the rest of the session. */
export function dismissPopup(id: number): void {
  const next = new Set([...current(), id]);
  dismissed = next;
  try {
    storage()?.setItem(DISMISSED_POPUPS_STORAGE_KEY, JSON.stringify([...next]));
  } catch {
    // Full or blocked storage: the in-memory set still applies to this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDismissedPopups(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, current, () => empty);
}

/** Forgets the in-memory copy (tests). */
export function resetDismissedPopupsForTests(): void {
  dismissed = null;
}
