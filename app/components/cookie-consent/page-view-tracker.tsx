import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { collectPageView } from "../../lib/first-party-analytics";

/**
 * A page view to GA4 and the Meta Pixel on every client-side path change, with consent only. The
 * first load is already counted by `gtag('config')` and `fbq('track', 'PageView')` at startup.
 * The site's own anonymous count (ADR 0021) takes every page view, the first load included.
 * The GA4 / pixel module is fetched on the first path change, not with the page (ADR 0025); the
 * views wait for it in order.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    collectPageView(pathname);
    if (previous.current === pathname) return;
    previous.current = pathname;
    import("../../lib/tracking").then(
      ({ trackPageView }) => trackPageView(pathname),
      () => undefined, // a chunk that fails to load (offline, a new deployment) costs one view, nothing else
    );
  }, [pathname]);
  return null;
}
