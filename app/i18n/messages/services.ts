import { defineMessages } from "../define-messages";

/** The /services list page, and the service cards it shares with the home page. */
export const services = defineMessages({
  en: {
    metaTitle: "Loan Services: Compare Home, Personal, Business & Gold Loans | {businessName}",
    metaDescription:
      "All our loan and financial services in one place: home, personal, business, gold, two-wheeler, loan against property, rooftop solar finance and forex remittance.",
    breadcrumb: "Services",
    heading: "Our loan and financial services",
    intro:
      "Whether you are buying a home, growing a business, funding a wedding or sending money abroad for studies, we match you with lenders whose terms fit, and help you through every step at no cost to you.",
    dealsLink: "See the current offers of our partner lenders",
    downloadLink: "Download application forms and document checklists",
    listLabel: "All services",
    loadError: "We could not load our services just now. Please refresh the page or call us.",
    disclaimer:
      "Interest rates, amounts and tenures shown on our pages are indicative. The lender decides the final terms after assessing your application. We are an approved agent (DSA) and do not lend money ourselves.",
    exploreDetails: "Explore Details<sr> of {name}</sr>",
  },
  ml: {
    metaTitle: "ലോൺ സേവനങ്ങൾ: ഹോം, പേഴ്സണൽ, ബിസിനസ്, ഗോൾഡ് ലോണുകൾ താരതമ്യം ചെയ്യാം | {businessName}",
    metaDescription:
      "ഞങ്ങളുടെ എല്ലാ ലോൺ, സാമ്പത്തിക സേവനങ്ങളും ഒരിടത്ത്: ഹോം ലോൺ, പേഴ്സണൽ ലോൺ, ബിസിനസ് ലോൺ, ഗോൾഡ് ലോൺ, ടൂ-വീലർ ലോൺ, വസ്തു ഈടിന്മേൽ ലോൺ, റൂഫ്ടോപ്പ് സോളാർ ഫിനാൻസ്, വിദേശത്തേക്ക് പണം അയയ്ക്കൽ.",
    breadcrumb: "സേവനങ്ങൾ",
    heading: "ഞങ്ങളുടെ ലോൺ, സാമ്പത്തിക സേവനങ്ങൾ",
    intro:
      "വീട് വാങ്ങാനോ ബിസിനസ് വളർത്താനോ വിവാഹച്ചെലവിനോ പഠനത്തിനായി വിദേശത്തേക്ക് പണം അയയ്ക്കാനോ ആകട്ടെ, നിങ്ങൾക്ക് ചേരുന്ന വ്യവസ്ഥകളുള്ള ബാങ്കുകളെയും ധനകാര്യ സ്ഥാപനങ്ങളെയും ഞങ്ങൾ കണ്ടെത്തിത്തരും. ഓരോ ഘട്ടത്തിലും ഞങ്ങൾ ഒപ്പമുണ്ടാകും; നിങ്ങൾക്ക് ഒരു ചെലവുമില്ല.",
    dealsLink: "ഞങ്ങളുടെ പങ്കാളി സ്ഥാപനങ്ങളുടെ ഇപ്പോഴത്തെ ഓഫറുകൾ കാണുക",
    downloadLink: "അപേക്ഷാ ഫോമുകളും രേഖകളുടെ ചെക്ക്‌ലിസ്റ്റും ഡൗൺലോഡ് ചെയ്യുക",
    listLabel: "എല്ലാ സേവനങ്ങളും",
    loadError: "ഇപ്പോൾ ഞങ്ങളുടെ സേവനങ്ങൾ കാണിക്കാനായില്ല. പേജ് റിഫ്രഷ് ചെയ്യുക, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.",
    disclaimer:
      "ഞങ്ങളുടെ പേജുകളിൽ കാണിക്കുന്ന പലിശനിരക്കും തുകയും കാലാവധിയും ഏകദേശ കണക്കുകൾ മാത്രമാണ്. നിങ്ങളുടെ അപേക്ഷ പരിശോധിച്ച ശേഷം ബാങ്കോ ധനകാര്യ സ്ഥാപനമോ ആണ് അന്തിമ വ്യവസ്ഥകൾ തീരുമാനിക്കുന്നത്. ഞങ്ങൾ അംഗീകൃത ഏജന്റ് (DSA) ആണ്; ഞങ്ങൾ നേരിട്ട് വായ്പ നൽകുന്നില്ല.",
    exploreDetails: "വിശദമായി അറിയാം<sr>: {name}</sr>",
  },
  hi: {
    metaTitle: "लोन सेवाएँ: होम, पर्सनल, बिज़नेस और गोल्ड लोन की तुलना करें | {businessName}",
    metaDescription:
      "हमारी सभी लोन और वित्तीय सेवाएँ एक जगह: होम लोन, पर्सनल लोन, बिज़नेस लोन, गोल्ड लोन, टू-व्हीलर लोन, प्रॉपर्टी पर लोन, रूफ़टॉप सोलर फ़ाइनेंस और विदेश पैसा भेजना (फ़ॉरेक्स)।",
    breadcrumb: "सेवाएँ",
    heading: "हमारी लोन और वित्तीय सेवाएँ",
    intro:
      "घर ख़रीदना हो, कारोबार बढ़ाना हो, शादी का ख़र्च हो या पढ़ाई के लिए विदेश पैसा भेजना हो, हम आपको ऐसे बैंक या वित्तीय संस्थान से मिलाते हैं जिसकी शर्तें आपके हिसाब से हों, और हर कदम पर आपकी मदद करते हैं। इसके लिए आपको कुछ नहीं देना पड़ता।",
    dealsLink: "हमारे पार्टनर बैंकों और संस्थानों के मौजूदा ऑफ़र देखें",
    downloadLink: "आवेदन फ़ॉर्म और दस्तावेज़ों की चेकलिस्ट डाउनलोड करें",
    listLabel: "सभी सेवाएँ",
    loadError: "अभी हमारी सेवाएँ लोड नहीं हो पाईं। कृपया पेज रिफ़्रेश करें या हमें कॉल करें।",
    disclaimer:
      "हमारे पेजों पर दिखाई गई ब्याज दरें, रकम और अवधि सिर्फ़ अंदाज़े के लिए हैं। आपका आवेदन देखने के बाद आख़िरी शर्तें बैंक या वित्तीय संस्थान तय करता है। हम अधिकृत एजेंट (DSA) हैं और ख़ुद लोन नहीं देते।",
    exploreDetails: "पूरी जानकारी देखें<sr>: {name}</sr>",
  },
  review: { ml: "to-review", hi: "to-review" },
});
