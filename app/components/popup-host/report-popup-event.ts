// The popup counts (issue 11 item 2): the host tells the server that a popup was shown, its action
// button clicked or it was dismissed. Only the popup's id and the event travel, in the address;
// no body, no identifier of the visitor, and the answer sets no cookie. Browser-only.

export type PopupEventName = "impression" | "action" | "dismissal";

/** The address of a popup event (POST /api/popups/{id}/events/{event}). */
export function popupEventPath(id: number, event: PopupEventName): string {
  return `/api/popups/${id}/events/${event}`;
}

/**
 * Sends one event without holding anything up: navigator.sendBeacon survives the page being left
 * (an action button that opens a tab, a close followed by a navigation); where it is missing or
 * refuses, a keepalive fetch does the same. Failures are ignored: a lost count never bothers the
 * visitor.
 */
export function reportPopupEvent(id: number, event: PopupEventName): void {
  const path = popupEventPath(id, event);
  try {
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(path))
      return;
  } catch {
    // Some browsers throw instead of answering false (a blocked beacon): fall back to fetch.
  }
  if (typeof fetch !== "function") return;
  fetch(path, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => undefined);
}
