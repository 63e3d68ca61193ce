import { sanitizePopupHtml } from "../popups/sanitize-popup-html";
import { popupSeed } from "./popups.seed";
import type { TranslationSeed } from "./seed-translations.server";

const [festive] = popupSeed;

/**
 * The demo popup in Malayalam and Hindi ("to review" until a native speaker has read it: ADR 0038).
 * Its English as stored: the content sanitized, as every save does.
 */
export const popupTranslationSeed: TranslationSeed[] = [
  {
    english: {
      title: festive!.title,
      content: sanitizePopupHtml(festive!.content ?? ""),
      actionButtonText: festive!.actionButtonText ?? "",
    },
    ml: {
      title: "ഉത്സവകാല ഗോൾഡ് ലോൺ",
      content:
        "<p>ഓണത്തിനോ ദീപാവലിക്കോ ഒരുങ്ങുകയാണോ? നിങ്ങളുടെ സ്വർണ്ണാഭരണങ്ങൾ ഈടായി വെച്ച് <strong>ഗോൾഡ് ലോൺ</strong> എടുക്കാം: പങ്കാളി ബാങ്കുകളിൽ വേഗത്തിൽ മൂല്യനിർണയം, അന്നുതന്നെ തുക.</p>" +
        "<p><em>പലിശ നിരക്കും ലോൺ-ടു-വാല്യൂവും (LTV) തീരുമാനിക്കുന്നത് ലോൺ നൽകുന്ന ബാങ്കാണ്; അവ മാറാം.</em></p>",
      actionButtonText: "ഗോൾഡ് ലോൺ വിവരങ്ങൾ കാണൂ",
    },
    hi: {
      title: "त्योहारों पर गोल्ड लोन",
      content:
        "<p>ओणम या दिवाली की तैयारी कर रहे हैं? अपने गहनों पर <strong>गोल्ड लोन</strong> लीजिए: हमारे पार्टनर बैंकों में जल्दी जाँच और उसी दिन पैसा।</p>" +
        "<p><em>ब्याज दर और लोन-टू-वैल्यू (LTV) लोन देने वाला बैंक तय करता है, और ये बदल सकते हैं।</em></p>",
      actionButtonText: "गोल्ड लोन की जानकारी देखें",
    },
  },
];
