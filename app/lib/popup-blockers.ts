import { useEffect, useSyncExternalStore } from "react";

/**
 * What holds popups back (spec section 4 does not say; a popup must not cover a choice the
 * visitor is making): the cookie banner from the moment it is due until a choice is made, an open
 * lead capture dialog, and a 404 page, whose "page name" is whatever was typed. The popup host
 * waits while any is held and starts a popup's delay only after the last one is released.
 *
 * A plain module store rather than a context: the banner lives in the root, the lead dialog in the
 * loan pages and the host in the public layout. It has no dependencies, so the modules that report
 * into it stay as light as they are.
 */

export type PopupBlocker = "cookie-banner" | "lead-capture" | "not-found";

let held: ReadonlySet<PopupBlocker> = new Set();
const listeners = new Set<() => void>();

/** Holds (`true`) or releases (`false`) popups on behalf of `blocker`; repeated calls are harmless. */
export function setPopupBlocker(blocker: PopupBlocker, active: boolean): void {
  if (held.has(blocker) === active) return;
  const next = new Set(held);
  if (active) next.add(blocker);
  else next.delete(blocker);
  held = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isBlocked = () => held.size > 0;
// Nothing is shown on the server anyway; hydration starts unblocked like the first client render.
const serverSnapshot = () => false;

/** True while anything holds popups back. */
export function usePopupsBlocked(): boolean {
  return useSyncExternalStore(subscribe, isBlocked, serverSnapshot);
}

/** Holds popups back while the calling component is mounted (and `active`). */
export function useBlockPopups(blocker: PopupBlocker, active = true): void {
  useEffect(() => {
    if (!active) return;
    setPopupBlocker(blocker, true);
    return () => setPopupBlocker(blocker, false);
  }, [blocker, active]);
}
