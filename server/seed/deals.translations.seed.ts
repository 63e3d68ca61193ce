import type { TextFields } from "../content/translated-fields";
import { dealSeed } from "./deals.seed";
import type { TranslationSeed } from "./seed-translations.server";

/**
 * The demo deals in Malayalam and Hindi, in dealSeed's order, for the texts they have (a label left
 * empty shows the page's own "Apply for this offer"). Written for borrowers, not word for word;
 * "to review" until a native speaker has read them (ADR 0038).
 */
const translated: { ml: TextFields; hi: TextFields }[] = [
  {
    ml: {
      title: "ഉത്സവകാല ഹോം ലോൺ ഓഫർ",
      summary:
        "കേരളത്തിൽ ആദ്യമായി വീട് വാങ്ങുന്ന ശമ്പളക്കാർക്കും സ്വയംതൊഴിൽ ചെയ്യുന്നവർക്കുമുള്ള ഒരു ഡെമോ ഓഫർ. ഈ ഡെമോ ഓഫറുകൾക്ക് പകരം ബാങ്കുകളുടെ യഥാർത്ഥ ഓഫറുകൾ ഞങ്ങളുടെ ടീം ചേർക്കും.",
      offerTerms: [
        "പ്രോസസിങ് ഫീസ് ഇല്ല (ഡെമോ)",
        "30 വർഷം വരെ തിരിച്ചടവ് കാലാവധി",
        "സ്ത്രീകൾ സഹ അപേക്ഷകരായാൽ പലിശ 0.05% കുറവ് (ഡെമോ)",
      ],
      ctaLabel: "യോഗ്യത പരിശോധിക്കൂ",
    },
    hi: {
      title: "त्योहारों पर होम लोन ऑफ़र",
      summary:
        "केरल में पहला घर खरीदने वाले नौकरीपेशा और अपना काम करने वाले लोगों के लिए एक डेमो ऑफ़र। हमारी टीम इन डेमो ऑफ़र की जगह बैंकों के असली ऑफ़र डालेगी।",
      offerTerms: ["प्रोसेसिंग फ़ीस माफ़ (डेमो)", "30 साल तक की अवधि", "महिला सह-आवेदक हों तो ब्याज दर 0.05% कम (डेमो)"],
      ctaLabel: "मेरी पात्रता जाँचें",
    },
  },
  {
    ml: {
      title: "കടയുടമകൾക്ക് കുറഞ്ഞ പലിശയിൽ ഗോൾഡ് ലോൺ",
      summary: "ഒരു ഡെമോ ഓഫർ: ചെറുകിട വ്യാപാരികൾക്ക് അന്നുതന്നെ ഗോൾഡ് ലോൺ, എപ്പോൾ വേണമെങ്കിലും കുറച്ചു കുറച്ചായി തിരിച്ചടയ്ക്കാം.",
      offerTerms: ["അന്നുതന്നെ ലോൺ തുക കൈയിൽ (ഡെമോ)", "ഭാഗികമായി തിരിച്ചടയ്ക്കാൻ ചാർജ് ഇല്ല"],
    },
    hi: {
      title: "दुकानदारों के लिए कम ब्याज पर गोल्ड लोन",
      summary: "एक डेमो ऑफ़र: छोटे व्यापारियों के लिए उसी दिन गोल्ड लोन, और जब चाहें थोड़ा-थोड़ा चुका सकते हैं।",
      offerTerms: ["उसी दिन लोन की रकम (डेमो)", "पार्ट-पेमेंट पर कोई चार्ज नहीं"],
    },
  },
  {
    ml: {
      title: "കൂടുതൽ കാലാവധിയോടെ റൂഫ്‌ടോപ്പ് സോളാർ ലോൺ",
      summary: "പിഎം സൂര്യ ഘർ പദ്ധതിയിൽ വീടിന്റെ മേൽക്കൂരയിൽ സോളാർ സ്ഥാപിക്കുന്നവർക്കുള്ള ഒരു ഡെമോ ഓഫർ.",
      offerTerms: ["7 വർഷം വരെ കാലാവധി (ഡെമോ)", "₹3 ലക്ഷം വരെ ഈട് വേണ്ട (ഡെമോ)"],
    },
    hi: {
      title: "लंबी अवधि के साथ रूफ़टॉप सोलर लोन",
      summary: "PM सूर्य घर योजना में घर की छत पर सोलर सिस्टम लगवाने वालों के लिए एक डेमो ऑफ़र।",
      offerTerms: ["7 साल तक की अवधि (डेमो)", "₹3 लाख तक कुछ गिरवी रखने की ज़रूरत नहीं (डेमो)"],
    },
  },
];

/** Each demo deal's texts with their translations (seedTranslationsOnce matches them to the deals). */
export function dealTranslationSeed(): TranslationSeed[] {
  return dealSeed().map((deal, index) => ({
    english: {
      title: deal.title,
      summary: deal.summary ?? "",
      offerTerms: deal.offerTerms ?? [],
      ctaLabel: deal.ctaLabel ?? "",
    },
    ml: translated[index]!.ml,
    hi: translated[index]!.hi,
  }));
}
