import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Focus for a view that replaces another (the digits form gives way to the checklist, a session
 * that ended brings the form back): its heading takes focus, so a screen reader starts reading
 * there and a keyboard continues from there. A view in the server's HTML keeps the page's natural
 * start: only a view that appears after the page came to life moves focus.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  const [cameAfterLoad] = useState(hydrated);
  useEffect(() => {
    if (cameAfterLoad) ref.current?.focus();
  }, [cameAfterLoad]);
  return ref;
}
