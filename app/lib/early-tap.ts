// A tap on a lead button before the page has hydrated does nothing by itself: the button has no
// handler yet, and on a budget phone hydration can come two seconds after the page is readable
// (ADR 0043). An inline script in the document's head remembers such a tap; once the page is
// hydrated, the lead capture host taps the same button again, which now opens the dialog.

declare global {
  interface Window {
    /** The lead button tapped before hydration, if any (set by earlyTapScript). */
    __dsaEarlyTap?: HTMLElement;
    /** Set once the page has hydrated: taps are React's from then on. */
    __dsaHydrated?: boolean;
  }
}

/** The buttons that open the lead dialog (ApplyNowButton). */
const LEAD_BUTTON = 'main button[aria-haspopup="dialog"]';

/** The inline script for the head of public pages: a capturing click listener, nothing else. */
export const earlyTapScript =
  `document.addEventListener("click",function(e){if(window.__dsaHydrated)return;` +
  `var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(LEAD_BUTTON)});` +
  `if(b)window.__dsaEarlyTap=b},true);`;

/** Marks the page hydrated and taps again the lead button a visitor tapped before, if it is still there. */
export function replayEarlyTap(): void {
  const tapped = window.__dsaEarlyTap;
  window.__dsaHydrated = true;
  delete window.__dsaEarlyTap;
  if (tapped?.isConnected) tapped.click();
}
