import { defineMessages } from "../define-messages";

/** The tap-to-call and WhatsApp buttons of the public pages (app/components/contact-buttons.tsx). */
export const contactButtons = defineMessages({
  en: {
    call: "Call {phone}",
    newTab: "(opens in a new tab)",
  },
  ml: {
    call: "വിളിക്കൂ: {phone}",
    newTab: "(പുതിയ ടാബിൽ തുറക്കും)",
  },
  hi: {
    call: "कॉल करें: {phone}",
    newTab: "(नए टैब में खुलेगा)",
  },
  review: { ml: "to-review", hi: "to-review" },
});
