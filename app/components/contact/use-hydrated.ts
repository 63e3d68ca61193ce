import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true afterwards. The server-rendered lead forms
 * keep their submit button disabled until then, so a visitor who is quicker than the scripts
 * cannot send the form natively (the page has no action for it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
