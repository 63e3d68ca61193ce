import { lazy, Suspense, useEffect } from "react";
import { readConsent, type TrackingIds } from "../../lib/consent";
import { COOKIE_BANNER_DELAY_MS } from "../../lib/constants";
import { pickUpKeptFormValues } from "../../lib/form-values-across-reload";
import { showCookieBannerAfter, useCookieBannerState } from "./banner-state";

// The banner and the tracking module it drives are not part of the first load (issue 14): a new
// visitor's banner is fetched during its 1 s delay, a returning visitor's only from "Cookie settings".
const loadBanner = () => import("./cookie-banner");
const CookieBanner = lazy(loadBanner);

/**
 * Where the cookie banner mounts. Spec section 4: with no stored choice the banner appears 1 s
 * after load (popups wait from now on); "Cookie settings" reopens it at any time.
 */
export function CookieBannerSlot({ tracking }: { tracking: TrackingIds }) {
  const { open } = useCookieBannerState();
  useEffect(() => {
    // What Accept All's reload kept of the forms is read once, by this load, whether or not a
    // form here takes it back (app/lib/form-values-across-reload.ts).
    pickUpKeptFormValues();
    if (readConsent() !== null) return;
    void loadBanner().catch(() => undefined);
    return showCookieBannerAfter(COOKIE_BANNER_DELAY_MS);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner tracking={tracking} />
    </Suspense>
  );
}
