import { useEffect, type RefObject } from "react";

/** Room kept between a focused field and the banner's top edge, in CSS pixels. */
const GAP_PX = 8;

const NOT_TYPED_INTO = new Set(["hidden", "button", "submit", "reset", "image"]);

function isField(element: Element | null): element is HTMLElement {
  if (element instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(element.type);
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/** The room the sticky header takes at the top (app.css keeps it as the page's scroll-padding-top). */
function headerRoom(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

/**
 * While the banner is open, the field that has focus is scrolled to just above it: one tapped at
 * the edge that shows above the banner, one reached with Tab, one a form's error focused. The
 * browser's own scrolling into view knows nothing of a sticky banner at the bottom, so this runs
 * after it, in the next frame. A field taller than the room left keeps its top edge in view.
 */
export function useFocusedFieldAboveBanner(bannerRef: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const lift = () => {
      const banner = bannerRef.current;
      const field = document.activeElement;
      if (!banner || !isField(field) || banner.contains(field)) return;
      const limit = banner.getBoundingClientRect().top - GAP_PX;
      const box = field.getBoundingClientRect();
      if (box.bottom <= limit) return;
      const by = Math.min(box.bottom - limit, box.top - headerRoom());
      if (by > 0) window.scrollBy({ top: by, behavior: "instant" });
    };
    const liftNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(lift);
    };
    document.addEventListener("focusin", liftNextFrame);
    // A field that had focus before the banner appeared.
    liftNextFrame();
    return () => {
      document.removeEventListener("focusin", liftNextFrame);
      cancelAnimationFrame(frame);
    };
  }, [bannerRef, open]);
}
