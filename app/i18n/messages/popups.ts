import { defineMessages } from "../define-messages";

/** The popups staff show on pages: the few words of the popup frame (its texts are content translations). */
export const popups = defineMessages({
  en: {
    close: "Close",
  },
  ml: {
    close: "അടയ്ക്കുക",
  },
  hi: {
    close: "बंद करें",
  },
  review: { ml: "to-review", hi: "to-review" },
});
