import type { PublicPopup } from "~server/popups/popup.schema";
import type { Language } from "~server/vocabulary/languages";

/**
 * The popup list of GET /api/popups/{page} in the page's language as a query key (the query
 * function fetches the path). English asks without `lang`, as before languages.
 */
export function popupsQueryKey(page: string, language: Language = "en") {
  return [language === "en" ? `/api/popups/${page}` : `/api/popups/${page}?lang=${language}`] as const;
}

/** setTimeout fires at once for delays beyond 2^31 - 1 ms: clamp rather than show at once. */
export function timerDelay(ms: number): number {
  return Math.min(Math.max(ms, 0), 2_147_483_647);
}

/** Just what choosing and scheduling need; the view checks the rest before using it. */
function isSchedulable(value: unknown): value is PublicPopup {
  if (!value || typeof value !== "object") return false;
  const { id, priority, delayShow } = value as Record<string, unknown>;
  return (
    Number.isInteger(id) && Number.isFinite(priority) && typeof delayShow === "number" && Number.isFinite(delayShow)
  );
}

/**
 * Spec section 4: of the popups for this page (the server sends only active ones whose targetPage
 * contains the page name), those not dismissed this session are candidates, and the one with the
 * highest priority shows. Ties go to the first in the answer (the server orders them by id).
 * Malformed entries are skipped rather than trusted.
 */
export function choosePopup(popups: unknown, dismissed: ReadonlySet<number>): PublicPopup | null {
  if (!Array.isArray(popups)) return null;
  let best: PublicPopup | null = null;
  for (const popup of popups) {
    if (!isSchedulable(popup) || dismissed.has(popup.id)) continue;
    if (best === null || popup.priority > best.priority) best = popup;
  }
  return best;
}

/** The current version of a popup in the list (staff may have edited it since it opened). */
export function findPopup(popups: unknown, id: number): PublicPopup | null {
  if (!Array.isArray(popups)) return null;
  return (popups.find((popup) => isSchedulable(popup) && popup.id === id) as PublicPopup | undefined) ?? null;
}
