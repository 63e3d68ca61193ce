import { defineMessages } from "../define-messages";

/** The trail above a page's heading, and its structured data. */
export const breadcrumbs = defineMessages({
  en: {
    label: "Breadcrumb",
    home: "Home",
  },
  ml: {
    label: "നിങ്ങൾ ഇപ്പോൾ ഇവിടെ",
    home: "ഹോം",
  },
  hi: {
    label: "आप यहाँ हैं",
    home: "होम",
  },
  review: { ml: "to-review", hi: "to-review" },
});
