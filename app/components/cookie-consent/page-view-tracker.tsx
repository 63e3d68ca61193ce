import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { collectPageView } from "../../lib/first-party-analytics";
import { trackPageView } from "../../lib/tracking";

/**
 * A page view to GA4 and the Meta Pixel on every client-side path change, with consent only. The
 * first load is already counted by `gtag('config')` and `fbq('track', 'PageView')` at startup.
 * The site's own anonymous count (ADR 0021) takes every page view, the first load included.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    collectPageView(pathname);
    if (previous.current === pathname) return;
    previous.current = pathname;
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
