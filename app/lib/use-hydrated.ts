import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true afterwards. What needs the page's scripts
 * stays inert until then: the server-rendered lead forms keep their submit button disabled, so a
 * visitor who is quicker than the scripts cannot send the form natively (the page has no action
 * for it), and the EMI calculator keeps its inputs disabled.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
