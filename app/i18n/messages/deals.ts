import { defineMessages } from "../define-messages";

/** /deals: the page's own words around the deals staff keep (their texts are content translations). */
export const deals = defineMessages({
  en: {
    metaTitle: "Loan Deals and Offers from Our Partner Banks and NBFCs",
    metaDescription:
      "Current loan offers from the banks and NBFCs we work with in Kerala: lower rates, fee waivers and festive offers on home, personal, gold and business loans. Apply free through us.",
    breadcrumb: "Deals",
    heading: "Loan deals and offers",
    intro:
      "Offers from the banks and NBFCs we work with: lower rates, waived fees and seasonal schemes. Tell us which one interests you and we check your eligibility and apply for you, free of charge.",
    listLabel: "Current deals",
    rateFrom: "Rate from <highlight>{rate}%</highlight> p.a.",
    offerTerms: "Offer terms",
    validUntil: "Valid until <time>{date}</time>",
    applyForOffer: "Apply for this offer",
    seeOffer: "See the offer",
    applyLabel: "{label}: {title}",
    opensLenderPage: "(opens {lender}’s page in a new tab)",
    noneHeading: "No offers running just now",
    noneText:
      "Our partner banks and NBFCs have no special offer on at the moment. Their regular loans are open all year: compare them, or ask us which lender suits you best today.",
    noneServices: "See our loan services",
    noneContact: "Contact us",
    aboutLabel: "About these offers",
    about:
      "These offers are the lenders’ own. {businessName} is a Direct Selling Agent (DSA), not a lender: the rate, fees and loan amount you get depend on the lender’s checks and are subject to its approval. We never charge you for applying. See our <link>disclaimer</link> for the lenders we work with.",
    structuredListName: "Loan deals from {businessName}’s partner lenders",
    structuredRateName: "Interest rate from (per annum)",
    structuredRateUnit: "percent per annum",
    structuredCategory: "Loan",
  },
  ml: {
    metaTitle: "ഞങ്ങളുടെ പങ്കാളി ബാങ്കുകളുടെയും NBFC-കളുടെയും ലോൺ ഓഫറുകൾ",
    metaDescription:
      "കേരളത്തിൽ ഞങ്ങൾ ചേർന്നു പ്രവർത്തിക്കുന്ന ബാങ്കുകളുടെയും NBFC-കളുടെയും ഇപ്പോഴത്തെ ലോൺ ഓഫറുകൾ: ഹോം, പേഴ്സണൽ, ഗോൾഡ്, ബിസിനസ് ലോണുകൾക്ക് കുറഞ്ഞ പലിശ, ഫീസ് ഇളവ്, ഉത്സവകാല ഓഫറുകൾ. ഞങ്ങൾ വഴി സൗജന്യമായി അപേക്ഷിക്കാം.",
    breadcrumb: "ഓഫറുകൾ",
    heading: "ലോൺ ഓഫറുകൾ",
    intro:
      "ഞങ്ങൾ ചേർന്നു പ്രവർത്തിക്കുന്ന ബാങ്കുകളുടെയും NBFC-കളുടെയും ഓഫറുകൾ: കുറഞ്ഞ പലിശ, ഒഴിവാക്കിയ ഫീസുകൾ, സീസൺ പദ്ധതികൾ. ഇഷ്ടപ്പെട്ട ഓഫർ ഞങ്ങളോട് പറയൂ; നിങ്ങളുടെ യോഗ്യത നോക്കി ഞങ്ങൾ സൗജന്യമായി അപേക്ഷിച്ചു തരാം.",
    listLabel: "ഇപ്പോഴത്തെ ഓഫറുകൾ",
    rateFrom: "പലിശ <highlight>{rate}%</highlight> മുതൽ (വാർഷികം)",
    offerTerms: "ഓഫറിന്റെ വ്യവസ്ഥകൾ",
    validUntil: "കാലാവധി: <time>{date}</time> വരെ",
    applyForOffer: "ഈ ഓഫറിന് അപേക്ഷിക്കൂ",
    seeOffer: "ഓഫർ കാണൂ",
    applyLabel: "{label}: {title}",
    opensLenderPage: "({lender} പേജ് പുതിയ ടാബിൽ തുറക്കും)",
    noneHeading: "ഇപ്പോൾ ഓഫറുകളൊന്നുമില്ല",
    noneText:
      "ഞങ്ങളുടെ പങ്കാളി ബാങ്കുകൾക്കും NBFC-കൾക്കും ഇപ്പോൾ പ്രത്യേക ഓഫറുകളൊന്നുമില്ല. അവരുടെ സാധാരണ ലോണുകൾ വർഷം മുഴുവൻ ലഭ്യമാണ്: അവ താരതമ്യം ചെയ്യാം, അല്ലെങ്കിൽ ഇന്ന് നിങ്ങൾക്ക് ഏറ്റവും യോജിച്ചത് ഏതെന്ന് ഞങ്ങളോട് ചോദിക്കാം.",
    noneServices: "ഞങ്ങളുടെ ലോൺ സേവനങ്ങൾ കാണൂ",
    noneContact: "ഞങ്ങളെ ബന്ധപ്പെടൂ",
    aboutLabel: "ഈ ഓഫറുകളെക്കുറിച്ച്",
    about:
      "ഈ ഓഫറുകൾ ബാങ്കുകളുടെയും NBFC-കളുടെയും സ്വന്തമാണ്. {businessName} ഒരു ഡയറക്ട് സെല്ലിങ് ഏജന്റ് (DSA) ആണ്, ലോൺ നൽകുന്ന സ്ഥാപനമല്ല: നിങ്ങൾക്ക് കിട്ടുന്ന പലിശയും ഫീസും ലോൺ തുകയും അവരുടെ പരിശോധനയും അംഗീകാരവും അനുസരിച്ചാണ്. അപേക്ഷിക്കുന്നതിന് ഞങ്ങൾ ഒരിക്കലും പണം വാങ്ങില്ല. ഞങ്ങൾ ചേർന്നു പ്രവർത്തിക്കുന്ന സ്ഥാപനങ്ങൾ ഏതെല്ലാമെന്ന് ഞങ്ങളുടെ <link>ഡിസ്ക്ലെയിമർ പേജിൽ</link> കാണാം.",
    structuredListName: "{businessName}-ന്റെ പങ്കാളി സ്ഥാപനങ്ങളുടെ ലോൺ ഓഫറുകൾ",
    structuredRateName: "തുടക്ക പലിശ നിരക്ക് (വാർഷികം)",
    structuredRateUnit: "ശതമാനം, വാർഷികം",
    structuredCategory: "ലോൺ",
  },
  hi: {
    metaTitle: "हमारे पार्टनर बैंकों और NBFC के लोन ऑफ़र",
    metaDescription:
      "केरल में जिन बैंकों और NBFC के साथ हम काम करते हैं, उनके मौजूदा लोन ऑफ़र: होम, पर्सनल, गोल्ड और बिज़नेस लोन पर कम ब्याज दर, फ़ीस में छूट और त्योहारी ऑफ़र। हमारे ज़रिए मुफ़्त में आवेदन करें।",
    breadcrumb: "ऑफ़र",
    heading: "लोन ऑफ़र",
    intro:
      "जिन बैंकों और NBFC के साथ हम काम करते हैं, उनके ऑफ़र: कम ब्याज दर, फ़ीस में छूट और मौसमी स्कीमें। बताइए कौन-सा ऑफ़र आपको पसंद है, हम आपकी पात्रता जाँचकर मुफ़्त में आवेदन कर देंगे।",
    listLabel: "मौजूदा ऑफ़र",
    rateFrom: "ब्याज दर <highlight>{rate}%</highlight> सालाना से शुरू",
    offerTerms: "ऑफ़र की शर्तें",
    validUntil: "<time>{date}</time> तक मान्य",
    applyForOffer: "इस ऑफ़र के लिए आवेदन करें",
    seeOffer: "ऑफ़र देखें",
    applyLabel: "{label}: {title}",
    opensLenderPage: "({lender} का पेज नए टैब में खुलेगा)",
    noneHeading: "अभी कोई ऑफ़र नहीं चल रहा",
    noneText:
      "हमारे पार्टनर बैंकों और NBFC का अभी कोई खास ऑफ़र नहीं है। उनके सामान्य लोन पूरे साल मिलते हैं: उनकी तुलना करें, या हमसे पूछें कि आज आपके लिए कौन-सा सबसे अच्छा रहेगा।",
    noneServices: "हमारी लोन सेवाएँ देखें",
    noneContact: "हमसे संपर्क करें",
    aboutLabel: "इन ऑफ़र के बारे में",
    about:
      "ये ऑफ़र बैंकों और NBFC के अपने हैं। {businessName} एक डायरेक्ट सेलिंग एजेंट (DSA) है, लोन देने वाली संस्था नहीं: आपको मिलने वाली ब्याज दर, फ़ीस और लोन की रकम उनकी जाँच और मंज़ूरी पर निर्भर करती है। आवेदन के लिए हम आपसे कभी पैसे नहीं लेते। हम किन संस्थाओं के साथ काम करते हैं, यह हमारे <link>डिस्क्लेमर</link> में देखें।",
    structuredListName: "{businessName} के पार्टनर संस्थानों के लोन ऑफ़र",
    structuredRateName: "शुरुआती ब्याज दर (सालाना)",
    structuredRateUnit: "प्रतिशत सालाना",
    structuredCategory: "लोन",
  },
  review: { ml: "to-review", hi: "to-review" },
});
