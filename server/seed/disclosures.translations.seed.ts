import { defaultCharges, defaultEscalation } from "../settings/disclosures";
import { disclosuresSeed } from "./disclosures.seed";
import type { TranslationSeed } from "./seed-translations.server";

/**
 * The disclosures' own texts in Malayalam and Hindi: the default statement of charges and
 * escalation path, and the demo officer's hours ("to review" until a native speaker has read them:
 * ADR 0038). RBI, NBFC, KFS and the portal's address stay as people write them.
 */
export const disclosuresTranslationSeed: TranslationSeed[] = [
  {
    english: {
      charges: defaultCharges,
      escalation: defaultEscalation,
      grievanceHours: disclosuresSeed.grievanceOfficer?.hours ?? "",
    },
    ml: {
      charges:
        "വായ്പ എടുക്കുന്നവർക്ക് ഞങ്ങളുടെ സേവനം സൗജന്യമാണ്: ഉപദേശത്തിനോ രേഖകൾ ശേഖരിക്കുന്നതിനോ അപേക്ഷ നൽകുന്നതിനോ ഞങ്ങൾ നിങ്ങളിൽ നിന്ന് ഒന്നും ഈടാക്കുന്നില്ല. ലോൺ തുക വിതരണം ചെയ്യുമ്പോൾ ലോൺ നൽകുന്ന ബാങ്കോ NBFC-യോ ആണ് ഞങ്ങൾക്ക് കമ്മീഷൻ നൽകുന്നത്. പ്രോസസിങ് ഫീസും മറ്റ് ചാർജുകളും ആ സ്ഥാപനത്തിന്റേതാണ്: അവ ആ സ്ഥാപനത്തിന് മാത്രമാണ് നൽകേണ്ടത്, അവരുടെ കീ ഫാക്റ്റ് സ്റ്റേറ്റ്മെന്റിൽ (KFS) അവ ഉണ്ടാകും.",
      escalation:
        "പരാതി ഒരു ലോണിനെക്കുറിച്ചാണെങ്കിൽ, ആദ്യം ലോൺ നൽകിയ ബാങ്കിന്റെയോ NBFC-യുടെയോ പരാതി പരിഹാര സെല്ലിന് എഴുതുക (അതിന്റെ വിവരങ്ങൾ അവരുടെ വെബ്സൈറ്റിലും നിങ്ങളുടെ സാങ്ഷൻ ലെറ്ററിലും ഉണ്ടാകും). 30 ദിവസത്തിനുള്ളിൽ മറുപടി കിട്ടിയില്ലെങ്കിലോ മറുപടിയിൽ തൃപ്തിയില്ലെങ്കിലോ, ഇന്റഗ്രേറ്റഡ് ഓംബുഡ്സ്മാൻ സ്കീം, 2021 പ്രകാരം https://cms.rbi.org.in എന്ന സൈറ്റിൽ RBI-ക്ക് പരാതി നൽകാം.",
      grievanceHours: "തിങ്കൾ മുതൽ വെള്ളി വരെ, രാവിലെ 10 മുതൽ വൈകിട്ട് 5 വരെ (IST)",
    },
    hi: {
      charges:
        "लोन लेने वालों के लिए हमारी सेवा मुफ़्त है: सलाह देने, दस्तावेज़ इकट्ठा करने या आवेदन करने के लिए हम आपसे कोई पैसा नहीं लेते। लोन की रकम जारी होने पर लोन देने वाला बैंक या NBFC हमें कमीशन देता है। प्रोसेसिंग फ़ीस और दूसरे चार्ज उसी बैंक या NBFC के होते हैं: ये सिर्फ़ उसे ही दिए जाते हैं और उसके की फ़ैक्ट स्टेटमेंट (KFS) में लिखे होते हैं।",
      escalation:
        "अगर आपकी शिकायत किसी लोन के बारे में है, तो पहले लोन देने वाले बैंक या NBFC के शिकायत निवारण सेल को लिखें (इसकी जानकारी उनकी वेबसाइट पर और आपके सैंक्शन लेटर में होती है)। अगर 30 दिन में जवाब न मिले, या आप जवाब से संतुष्ट न हों, तो RBI की इंटीग्रेटेड ओम्बड्समैन स्कीम, 2021 के तहत https://cms.rbi.org.in पर शिकायत कर सकते हैं।",
      grievanceHours: "सोमवार से शुक्रवार, सुबह 10 से शाम 5 बजे तक (IST)",
    },
  },
];
