import { defineMessages } from "../define-messages";

/** The tap-to-call and WhatsApp buttons of the public pages (app/components/contact-buttons.tsx). */
export const contactButtons = defineMessages({
  en: {
    call: "Call {phone}",
  },
  ml: {
    call: "വിളിക്കൂ: {phone}",
  },
  hi: {
    call: "कॉल करें: {phone}",
  },
  review: { ml: "to-review", hi: "to-review" },
});
