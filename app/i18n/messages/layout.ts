import { defineMessages } from "../define-messages";

/** The header, the menu drawer and the footer around every public page. */
export const layout = defineMessages({
  en: {
    languageSwitcher: "Language",
  },
  ml: {
    languageSwitcher: "ഭാഷ",
  },
  hi: {
    languageSwitcher: "भाषा",
  },
  review: { ml: "to-review", hi: "to-review" },
});
