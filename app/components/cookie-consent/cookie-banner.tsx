import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { storeConsent, type TrackingIds } from "../../lib/consent";
import { handOverToReload } from "../../lib/first-party-analytics";
import { useI18n } from "../../i18n/i18n";
import { cn } from "../../lib/cn";
import { keepFormValuesForReload } from "../../lib/form-values-across-reload";
import {
  denyTrackingConsent,
  grantTrackingConsent,
  loadTrackers,
  removeAdPixel,
  trackConsentChoice,
} from "../../lib/tracking";
import { Button } from "../ui/button";
import { hideCookieBanner, useCookieBannerState } from "./banner-state";
import { useFocusedFieldAboveBanner } from "./focused-field-above-banner";

const policyLinkClass = "font-medium text-brand-700 underline underline-offset-2";
const choiceButtonClass = "h-auto min-h-11 shrink py-2 text-center whitespace-normal";

/**
 * The cookie consent banner of spec section 4: a non-modal, labelled region at the bottom of the
 * page. CookieBannerSlot (cookie-banner-slot.tsx) mounts it: 1 s after load while no choice is
 * stored, and again from "Cookie settings". Loaded on demand, hence the default export.
 *
 * On a phone it is compact (a shorter notice, the two buttons side by side: about a quarter of a
 * 375 × 740 screen), and whatever field has focus is kept above it: visitors often start typing
 * into a form before they answer it.
 */
export default function CookieBanner({ tracking }: { tracking: TrackingIds }) {
  const { open, reopened } = useCookieBannerState();
  const { t, rich, path } = useI18n();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open && reopened) regionRef.current?.focus();
  }, [open, reopened]);
  useFocusedFieldAboveBanner(regionRef, open);

  if (!open) return null;

  function accept() {
    storeConsent("accepted");
    trackConsentChoice("accepted");
    grantTrackingConsent();
    hideCookieBanner();
    loadTrackers(tracking);
    // The reload starts a new document: what the visitor typed into the forms, the first-party
    // count of this page and its visit, and the events not sent yet go over to it.
    keepFormValuesForReload();
    handOverToReload();
    window.location.reload();
  }

  function decline() {
    storeConsent("declined");
    trackConsentChoice("declined");
    denyTrackingConsent();
    hideCookieBanner();
    removeAdPixel();
  }

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      data-testid="cookie-banner"
      className="sticky bottom-0 z-40 border-t border-slate-200 bg-white text-slate-800 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] outline-none"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:gap-4 sm:px-6 sm:py-4 md:flex-row md:items-center lg:px-8">
        <div className="min-w-0 flex-1 pr-10 md:pr-0">
          <p id="cookie-banner-title" className="text-sm font-semibold text-slate-900 sm:text-base">
            {t("cookies.title")}
          </p>
          <p id="cookie-banner-text" className="mt-0.5 text-sm leading-5 text-slate-700 sm:mt-1 sm:leading-6">
            {/* Kept short: on a phone a longer notice outgrows the page's own heading and becomes the
                largest paint, which then waits for the banner's delay; and it covers the form the
                visitor came to fill in. The sentence in <wide> shows on wider screens only. */}
            {rich("cookies.notice", {
              wide: (chunks) => <span className="hidden sm:inline">{chunks}</span>,
              cookiePolicy: (chunks) => (
                <Link to={path("/cookie-policy")} className={policyLinkClass}>
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link to={path("/privacy")} className={policyLinkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
        {/* Side by side on a phone: a longer label (Malayalam runs long) wraps inside its button. */}
        <div className="flex gap-2 md:shrink-0">
          <Button variant="outline" onClick={decline} className={choiceButtonClass}>
            {t("cookies.decline")}
          </Button>
          <Button onClick={accept} className={cn(choiceButtonClass, "flex-auto sm:flex-none")}>
            {t("cookies.accept")}
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("cookies.closeAndDecline")}
          onClick={decline}
          className="absolute top-0 right-0 sm:top-1 sm:right-1 md:static"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
