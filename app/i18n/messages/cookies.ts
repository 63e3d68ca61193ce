import { defineMessages } from "../define-messages";

/**
 * The cookie banner and the footer's "Cookie settings" (spec section 4). The English is the text
 * the banner has always shown; `<wide>` is the sentence only wider screens show.
 */
export const cookies = defineMessages({
  en: {
    title: "Cookies on this website",
    notice:
      "With your permission we use Google Analytics and the Meta Pixel to understand visits and measure our ads. <wide>Change your choice any time under “Cookie settings” in the footer. </wide>See our <cookiePolicy>Cookie Policy</cookiePolicy> and <privacy>Privacy Policy</privacy>.",
    decline: "Decline Non-Essential",
    accept: "Accept All",
    closeAndDecline: "Close and decline non-essential cookies",
    settings: "Cookie settings",
  },
  ml: {
    title: "ഈ വെബ്സൈറ്റിലെ കുക്കികൾ",
    notice:
      "നിങ്ങളുടെ അനുമതിയോടെ, സന്ദർശനങ്ങൾ മനസ്സിലാക്കാനും പരസ്യങ്ങളുടെ ഫലം അളക്കാനും ഞങ്ങൾ Google Analytics-ഉം Meta Pixel-ഉം ഉപയോഗിക്കുന്നു. <wide>ഫൂട്ടറിലെ “കുക്കി ക്രമീകരണങ്ങൾ” വഴി എപ്പോൾ വേണമെങ്കിലും തീരുമാനം മാറ്റാം. </wide>കൂടുതൽ അറിയാൻ ഞങ്ങളുടെ <cookiePolicy>കുക്കി നയം</cookiePolicy>, <privacy>സ്വകാര്യതാ നയം</privacy> എന്നിവ കാണുക.",
    decline: "അത്യാവശ്യം മാത്രം",
    accept: "എല്ലാം അനുവദിക്കുക",
    closeAndDecline: "അടയ്ക്കുക, അത്യാവശ്യമല്ലാത്ത കുക്കികൾ വേണ്ട",
    settings: "കുക്കി ക്രമീകരണങ്ങൾ",
  },
  hi: {
    title: "इस वेबसाइट पर कुकीज़",
    notice:
      "आपकी अनुमति से हम Google Analytics और Meta Pixel का इस्तेमाल करते हैं, ताकि समझ सकें कि लोग साइट पर कैसे आते हैं और हमारे विज्ञापन कितने असरदार हैं। <wide>फ़ुटर में “कुकी सेटिंग्स” से आप कभी भी अपनी पसंद बदल सकते हैं। </wide>ज़्यादा जानकारी के लिए हमारी <cookiePolicy>कुकी पॉलिसी</cookiePolicy> और <privacy>प्राइवेसी पॉलिसी</privacy> देखें।",
    decline: "सिर्फ़ ज़रूरी कुकीज़",
    accept: "सभी स्वीकार करें",
    closeAndDecline: "बंद करें और गैर-ज़रूरी कुकीज़ मना करें",
    settings: "कुकी सेटिंग्स",
  },
  review: { ml: "to-review", hi: "to-review" },
});
