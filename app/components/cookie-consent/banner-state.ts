import { useSyncExternalStore } from "react";
import { setPopupBlocker } from "../../lib/popup-blockers";

/**
 * Whether the cookie banner is showing, shared by the banner and the footer's "Cookie settings"
 * button (withdrawing consent is as easy as giving it).
 */

type State = { open: boolean; reopened: boolean };

let state: State = { open: false, reopened: false };
const listeners = new Set<() => void>();

function setState(next: State) {
  state = next;
  // A popup must not cover the banner: popups wait while it shows.
  setPopupBlocker("cookie-banner", next.open);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const serverState: State = { open: false, reopened: false };

export function useCookieBannerState(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}

/** Shows the banner (first visit: after the delay). */
export function showCookieBanner(): void {
  if (!state.open) setState({ open: true, reopened: false });
}

/**
 * Shows the banner after `delayMs`. Popups wait from now on, not only once it is visible, so none
 * opens in the meantime and covers it. Returns a cancel function (for an effect's cleanup).
 */
export function showCookieBannerAfter(delayMs: number): () => void {
  setPopupBlocker("cookie-banner", true);
  const timer = window.setTimeout(showCookieBanner, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (!state.open) setPopupBlocker("cookie-banner", false);
  };
}

/** Reopens the banner from "Cookie settings", moving focus to it. */
export function openCookieSettings(): void {
  setState({ open: true, reopened: true });
}

export function hideCookieBanner(): void {
  if (state.open) setState({ open: false, reopened: false });
}
