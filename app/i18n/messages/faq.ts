import { defineMessages } from "../define-messages";

/** The questions-and-answers blocks of the loan, scheme and landing pages. */
export const faq = defineMessages({
  en: {
    heading: "Frequently asked questions",
  },
  ml: {
    heading: "പതിവായി ചോദിക്കുന്ന ചോദ്യങ്ങൾ",
  },
  hi: {
    heading: "अक्सर पूछे जाने वाले सवाल",
  },
  review: { ml: "to-review", hi: "to-review" },
});
