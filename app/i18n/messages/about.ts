import { defineMessages } from "../define-messages";

/**
 * The about page around the texts staff keep (page texts): its name, title and description, the
 * end of the sentence that links to the schemes guide, and the languages the office speaks
 * (also named on the home page). The languages follow SUPPORT_LANGUAGES (app/lib/seo.ts).
 */
export const about = defineMessages({
  en: {
    metaTitle: "About Us",
    metaDescription:
      "Who we are: an approved loan agent (DSA) of banks and NBFCs in Kerala, serving all of India. Free for borrowers, transparent and careful with your data.",
    breadcrumb: "About Us",
    schemesLinkEnd: ".",
    languagesListLabel: "Languages we support",
    languageEnglish: "English",
    languageHindi: "Hindi",
    languageMalayalam: "Malayalam",
    languageTamil: "Tamil",
    languageTelugu: "Telugu",
    languageGujarati: "Gujarati",
    languageMarathi: "Marathi",
    languageBengali: "Bengali",
    languagePunjabi: "Punjabi",
    languageKannada: "Kannada",
  },
  ml: {
    metaTitle: "ഞങ്ങളെക്കുറിച്ച്",
    metaDescription:
      "ഞങ്ങൾ ആരാണ്: കേരളം ആസ്ഥാനമായി ഇന്ത്യയിലെവിടെയും സേവനം നൽകുന്ന, ബാങ്കുകളുടെയും NBFC-കളുടെയും അംഗീകൃത ലോൺ ഏജന്റ് (DSA). വായ്പയെടുക്കുന്നവർക്ക് സൗജന്യം, എല്ലാം സുതാര്യം, നിങ്ങളുടെ ഡാറ്റ ഭദ്രം.",
    breadcrumb: "ഞങ്ങളെക്കുറിച്ച്",
    schemesLinkEnd: ".",
    languagesListLabel: "ഞങ്ങൾ സഹായിക്കുന്ന ഭാഷകൾ",
    languageEnglish: "ഇംഗ്ലീഷ്",
    languageHindi: "ഹിന്ദി",
    languageMalayalam: "മലയാളം",
    languageTamil: "തമിഴ്",
    languageTelugu: "തെലുങ്ക്",
    languageGujarati: "ഗുജറാത്തി",
    languageMarathi: "മറാഠി",
    languageBengali: "ബംഗാളി",
    languagePunjabi: "പഞ്ചാബി",
    languageKannada: "കന്നഡ",
  },
  hi: {
    metaTitle: "हमारे बारे में",
    metaDescription:
      "हम कौन हैं: केरल में स्थित, पूरे भारत में सेवा देने वाले बैंकों और NBFC के अधिकृत लोन एजेंट (DSA)। लोन लेने वालों के लिए मुफ़्त, पारदर्शी, और आपके डेटा का पूरा ख़याल रखने वाले।",
    breadcrumb: "हमारे बारे में",
    schemesLinkEnd: "।",
    languagesListLabel: "जिन भाषाओं में हम मदद करते हैं",
    languageEnglish: "अंग्रेज़ी",
    languageHindi: "हिंदी",
    languageMalayalam: "मलयालम",
    languageTamil: "तमिल",
    languageTelugu: "तेलुगु",
    languageGujarati: "गुजराती",
    languageMarathi: "मराठी",
    languageBengali: "बांग्ला",
    languagePunjabi: "पंजाबी",
    languageKannada: "कन्नड़",
  },
  review: { ml: "to-review", hi: "to-review" },
});
