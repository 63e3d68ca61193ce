import { defineMessages } from "../define-messages";

/** The popups staff show on pages: the few words of the popup frame (its texts are content translations). */
export const popups = defineMessages({
  en: {
    close: "Close",
    opensInNewTab: "(opens in a new tab)",
  },
  ml: {
    close: "അടയ്ക്കുക",
    opensInNewTab: "(പുതിയ ടാബിൽ തുറക്കും)",
  },
  hi: {
    close: "बंद करें",
    opensInNewTab: "(नए टैब में खुलेगा)",
  },
  review: { ml: "to-review", hi: "to-review" },
});
