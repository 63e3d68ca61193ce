import { defineMessages } from "../define-messages";

/** The spinner's text while the next page loads (spec section 2). */
export const loading = defineMessages({
  en: {
    text: "Loading...",
  },
  ml: {
    text: "ലോഡ് ചെയ്യുന്നു...",
  },
  hi: {
    text: "लोड हो रहा है...",
  },
  review: { ml: "to-review", hi: "to-review" },
});
