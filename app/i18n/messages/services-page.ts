import { defineMessages } from "../define-messages";

/**
 * /services around the cards (app/routes/public/services.tsx), and each service card's link
 * (app/components/service-card.tsx, also on the home page). The services' names and descriptions
 * are content (translations of the loan services).
 */
export const servicesPage = defineMessages({
  en: {
    metaTitle: "Loan Services: Compare Home, Personal, Business & Gold Loans | {businessName}",
    metaDescription:
      "All our loan and financial services in one place: home, personal, business, gold, two-wheeler, loan against property, rooftop solar finance and forex remittance.",
    heading: "Our loan and financial services",
    intro:
      "Whether you are buying a home, growing a business, funding a wedding or sending money abroad for studies, we match you with lenders whose terms fit, and help you through every step at no cost to you.",
    dealsLink: "See the current offers of our partner lenders",
    downloadsLink: "Download application forms and document checklists",
    listLabel: "All services",
    loadError: "We could not load our services just now. Please refresh the page or call us.",
    indicative:
      "Interest rates, amounts and tenures shown on our pages are indicative. The lender decides the final terms after assessing your application. We are an approved agent (DSA) and do not lend money ourselves.",
    cardLink: "Explore Details",
    cardLinkOf: "of {service}",
  },
  ml: {
    metaTitle: "ലോൺ സേവനങ്ങൾ: ഹോം, പേഴ്സണൽ, ബിസിനസ്, ഗോൾഡ് ലോണുകൾ താരതമ്യം ചെയ്യാം | {businessName}",
    metaDescription:
      "ഞങ്ങളുടെ എല്ലാ ലോൺ, സാമ്പത്തിക സേവനങ്ങളും ഒരിടത്ത്: ഹോം ലോൺ, പേഴ്സണൽ ലോൺ, ബിസിനസ് ലോൺ, ഗോൾഡ് ലോൺ, ടൂ വീലർ ലോൺ, വസ്തു ഈടിന്മേൽ ലോൺ, റൂഫ്ടോപ്പ് സോളാർ ലോൺ, വിദേശത്തേക്ക് പണം അയയ്ക്കൽ.",
    heading: "ഞങ്ങളുടെ ലോൺ, സാമ്പത്തിക സേവനങ്ങൾ",
    intro:
      "വീട് വാങ്ങാനോ, ബിസിനസ് വളർത്താനോ, കല്യാണച്ചെലവിനോ, പഠനത്തിനായി വിദേശത്തേക്ക് പണം അയയ്ക്കാനോ ആകട്ടെ, നിങ്ങൾക്ക് ചേരുന്ന വ്യവസ്ഥകളുള്ള ലെൻഡർമാരെ ഞങ്ങൾ കണ്ടെത്തിത്തരും; ഓരോ ഘട്ടത്തിലും സൗജന്യമായി കൂടെ നിൽക്കും.",
    dealsLink: "ഞങ്ങളുടെ പങ്കാളി ലെൻഡർമാരുടെ ഇപ്പോഴത്തെ ഓഫറുകൾ കാണുക",
    downloadsLink: "അപേക്ഷാ ഫോമുകളും രേഖകളുടെ ചെക്ക്‌ലിസ്റ്റും ഡൗൺലോഡ് ചെയ്യുക",
    listLabel: "എല്ലാ സേവനങ്ങളും",
    loadError: "ഇപ്പോൾ ഞങ്ങളുടെ സേവനങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. പേജ് റിഫ്രഷ് ചെയ്യുക, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.",
    indicative:
      "ഞങ്ങളുടെ പേജുകളിലെ പലിശ നിരക്കുകളും തുകകളും കാലാവധിയും ഏകദേശ കണക്കുകളാണ്. നിങ്ങളുടെ അപേക്ഷ പരിശോധിച്ച ശേഷം അന്തിമ വ്യവസ്ഥകൾ ലെൻഡർ തീരുമാനിക്കും. ഞങ്ങൾ അംഗീകൃത ഏജന്റാണ് (DSA); ഞങ്ങൾ സ്വയം വായ്പ നൽകുന്നില്ല.",
    cardLink: "വിശദമായി കാണുക",
    cardLinkOf: "({service})",
  },
  hi: {
    metaTitle: "लोन सेवाएँ: होम, पर्सनल, बिज़नेस और गोल्ड लोन की तुलना करें | {businessName}",
    metaDescription:
      "हमारी सारी लोन और वित्तीय सेवाएँ एक जगह: होम लोन, पर्सनल लोन, बिज़नेस लोन, गोल्ड लोन, टू-व्हीलर लोन, प्रॉपर्टी पर लोन, रूफ़टॉप सोलर लोन और विदेश पैसा भेजना।",
    heading: "हमारी लोन और वित्तीय सेवाएँ",
    intro:
      "चाहे आप घर ख़रीद रहे हों, कारोबार बढ़ा रहे हों, शादी का ख़र्च जुटा रहे हों या पढ़ाई के लिए विदेश पैसा भेज रहे हों, हम आपको ऐसे लेंडर से मिलाते हैं जिनकी शर्तें आपके लिए सही हों, और हर क़दम पर मुफ़्त में मदद करते हैं।",
    dealsLink: "हमारे पार्टनर लेंडरों के मौजूदा ऑफ़र देखें",
    downloadsLink: "आवेदन फ़ॉर्म और दस्तावेज़ों की चेकलिस्ट डाउनलोड करें",
    listLabel: "सभी सेवाएँ",
    loadError: "अभी हमारी सेवाएँ लोड नहीं हो सकीं। कृपया पेज रीफ़्रेश करें या हमें कॉल करें।",
    indicative:
      "हमारे पेजों पर दी गई ब्याज दरें, राशि और अवधि अनुमानित हैं। आपका आवेदन जाँचने के बाद आख़िरी शर्तें लेंडर तय करता है। हम मान्यता प्राप्त एजेंट (DSA) हैं और ख़ुद लोन नहीं देते।",
    cardLink: "पूरी जानकारी देखें",
    cardLinkOf: "({service})",
  },
  review: { ml: "to-review", hi: "to-review" },
});
