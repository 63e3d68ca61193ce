import { defineMessages } from "../define-messages";

/** The 404 page (spec section 2). Its developer-style hint stays English, marked lang="en". */
export const notFound = defineMessages({
  en: {
    metaTitle: "404 Page Not Found",
    heading: "Page Not Found",
    text: "We could not find this page. The link may be old, or the address may have a small typing mistake. You can start again from the home page, look through our loan services, or ask us and we will point you to it.",
    goHome: "Go to Homepage",
    browseServices: "Browse loan services",
    contactUs: "Contact us",
  },
  ml: {
    metaTitle: "404 പേജ് കണ്ടെത്താനായില്ല",
    heading: "പേജ് കണ്ടെത്താനായില്ല",
    text: "ഈ പേജ് ഞങ്ങൾക്ക് കണ്ടെത്താനായില്ല. ലിങ്ക് പഴയതാകാം, അല്ലെങ്കിൽ വിലാസം ടൈപ്പ് ചെയ്തതിൽ ചെറിയൊരു തെറ്റ് ഉണ്ടാകാം. ഹോം പേജിൽ നിന്ന് വീണ്ടും തുടങ്ങാം, ഞങ്ങളുടെ ലോൺ സേവനങ്ങൾ നോക്കാം, അല്ലെങ്കിൽ ഞങ്ങളോട് ചോദിക്കാം; ശരിയായ പേജ് ഞങ്ങൾ കാണിച്ചുതരാം.",
    goHome: "ഹോം പേജിലേക്ക്",
    browseServices: "ലോൺ സേവനങ്ങൾ കാണുക",
    contactUs: "ഞങ്ങളെ ബന്ധപ്പെടുക",
  },
  hi: {
    metaTitle: "404 पेज नहीं मिला",
    heading: "पेज नहीं मिला",
    text: "यह पेज हमें नहीं मिला। हो सकता है लिंक पुराना हो, या पता टाइप करते समय छोटी-सी गलती हो गई हो। आप होम पेज से दोबारा शुरू कर सकते हैं, हमारी लोन सेवाएँ देख सकते हैं, या हमसे पूछ सकते हैं, हम आपको सही पेज बता देंगे।",
    goHome: "होम पेज पर जाएँ",
    browseServices: "लोन सेवाएँ देखें",
    contactUs: "हमसे संपर्क करें",
  },
  review: { ml: "to-review", hi: "to-review" },
});
