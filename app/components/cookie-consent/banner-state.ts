import { useSyncExternalStore } from "react";

/**
 * Whether the cookie banner is showing, shared by the banner and the footer's "Cookie settings"
 * button (withdrawing consent is as easy as giving it).
 */

type State = { open: boolean; reopened: boolean };

let state: State = { open: false, reopened: false };
const listeners = new Set<() => void>();

function setState(next: State) {
  state = next;
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

/** Reopens the banner from "Cookie settings", moving focus to it. */
export function openCookieSettings(): void {
  setState({ open: true, reopened: true });
}

export function hideCookieBanner(): void {
  if (state.open) setState({ open: false, reopened: false });
}
