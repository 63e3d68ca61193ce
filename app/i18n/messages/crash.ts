import { defineMessages } from "../define-messages";

/**
 * The crash screen (spec section 8). Unlike the other areas it is bundled with the page: it shows
 * when the root's data, and with it the page's catalogue, could not be loaded.
 */
export const crash = defineMessages({
  en: {
    title: "Oops! Something went wrong",
    apology: "We apologize for the inconvenience. An unexpected error has occurred while loading this page.",
    notified:
      "Our team has been notified and we're working to fix the issue. Please try refreshing the page or return to the homepage.",
    reload: "Reload Page",
    home: "Go to Homepage",
    writeToUs: "If the problem continues, write to us at <email></email>.",
  },
  ml: {
    title: "ക്ഷമിക്കണം, എന്തോ പിഴവ് സംഭവിച്ചു",
    apology: "ഈ പേജ് തുറക്കുന്നതിനിടെ അപ്രതീക്ഷിതമായ ഒരു പ്രശ്നം ഉണ്ടായി. ബുദ്ധിമുട്ടിന് ഖേദിക്കുന്നു.",
    notified: "ഞങ്ങളുടെ ടീമിന് വിവരം ലഭിച്ചിട്ടുണ്ട്, പ്രശ്നം പരിഹരിക്കുകയാണ്. പേജ് വീണ്ടും തുറന്നു നോക്കുക, അല്ലെങ്കിൽ ഹോം പേജിലേക്ക് മടങ്ങുക.",
    reload: "പേജ് വീണ്ടും തുറക്കുക",
    home: "ഹോം പേജിലേക്ക്",
    writeToUs: "പ്രശ്നം തുടർന്നാൽ <email></email> എന്ന വിലാസത്തിൽ ഞങ്ങൾക്ക് എഴുതുക.",
  },
  hi: {
    title: "माफ़ कीजिए, कुछ गड़बड़ हो गई",
    apology: "यह पेज खोलते समय एक अनचाही दिक्कत आ गई। असुविधा के लिए हमें खेद है।",
    notified: "हमारी टीम को इसकी जानकारी मिल गई है और हम इसे ठीक कर रहे हैं। पेज को दोबारा लोड करके देखें या होम पेज पर लौट जाएँ।",
    reload: "पेज दोबारा लोड करें",
    home: "होम पेज पर जाएँ",
    writeToUs: "अगर दिक्कत बनी रहे, तो हमें <email></email> पर लिखें।",
  },
  review: { ml: "to-review", hi: "to-review" },
});
