import { defineMessages } from "../define-messages";

/**
 * /govt-schemes and each scheme's page around the texts staff keep (app/components/schemes/,
 * app/routes/public/govt-scheme*.tsx): headings, the warnings, the fraud advice and the enquiry box.
 */
export const schemes = defineMessages({
  en: {
    crumb: "Government schemes",
    pageName: "Govt. Schemes",
    metaTitle: "Government Loan Schemes & Subsidies Explained",
    metaDescription:
      "Central and Kerala government loan schemes and subsidies in plain language: who qualifies, what you get, and how we help you apply with a lender.",
    title: "Government loan schemes and subsidies",
    intro:
      "Plain-language explainers of the central and Kerala schemes borrowers ask us about most: who each one is for, what it offers, and how we can help you use it.",
    beforeYouStart: "Before you start",
    beforeYouStartText:
      "Government schemes can lower the cost of a loan, replace the need for collateral, or pay part of your project cost. Each has its own eligibility rules, and the scheme authority or the lender decides whether you qualify.",
    keralaSchemes: "Kerala schemes",
    keralaText:
      "If you live in Kerala, or are a Non-Resident Keralite coming home, these state schemes may add to the central ones. Our team in {city} can explain them in Malayalam or English.",
    fraudHeading: "Beware of scheme fraud",
    fraudFree:
      "Applying for a government scheme is free. No agent, including us, can guarantee a subsidy or a “sanction”.",
    fraudFees:
      "Subsidies are paid only through the lender or the official scheme system, into your loan or bank account. Never pay anyone a “registration”, “file” or “release” fee to get one.",
    fraudReport:
      "If someone asks you for money or OTPs in the name of a scheme, report it on the National Cyber Crime Reporting Portal (<portal>cybercrime.gov.in</portal>) or the helpline 1930, and tell us at <mail>{email}</mail>.",
    ctaTitle: "Not sure which scheme fits you?",
    ctaText:
      "Tell us what you need the money for. We will check which schemes you may qualify for and which lenders use them, free of charge.",
    rulesTitle: "Amounts and rules change",
    rulesText:
      "The figures on this page are summaries of the published scheme rules as we understand them, and governments revise schemes from time to time. The official scheme portal and the lender’s sanction letter are always final. Check the official source linked under each scheme, or ask us for the latest position.",
    runBy: "Run by:",
    whoFor: "Who it is for",
    offers: "What it offers",
    howWeHelp: "How we help",
    officialSource: "Official source:",
    moreAbout: "More about {name}",
    applyHeading: "Apply with our help",
    askHeading: "Ask us about {name}",
    applyText:
      "Tell us what you need the money for. An advisor calls you back about {service} and how {scheme} can help, free of charge.",
    askText: "Tell us what you need the money for. We check whether {scheme} fits, free of charge.",
    applyFor: "Apply for {service}",
    contactUs: "Contact us",
    allSchemes: "All government schemes",
  },
  ml: {
    crumb: "സർക്കാർ പദ്ധതികൾ",
    pageName: "സർക്കാർ പദ്ധതികൾ",
    metaTitle: "സർക്കാർ ലോൺ പദ്ധതികളും സബ്സിഡികളും ലളിതമായി",
    metaDescription:
      "കേന്ദ്ര, കേരള സർക്കാരുകളുടെ ലോൺ പദ്ധതികളും സബ്സിഡികളും ലളിതമായ ഭാഷയിൽ: ആർക്കൊക്കെ കിട്ടും, എന്ത് കിട്ടും, ലെൻഡർ വഴി അപേക്ഷിക്കാൻ ഞങ്ങൾ എങ്ങനെ സഹായിക്കും.",
    title: "സർക്കാർ ലോൺ പദ്ധതികളും സബ്സിഡികളും",
    intro:
      "വായ്പയെടുക്കുന്നവർ ഞങ്ങളോട് ഏറ്റവും കൂടുതൽ ചോദിക്കുന്ന കേന്ദ്ര, കേരള പദ്ധതികളുടെ ലളിതമായ വിശദീകരണം: ഓരോന്നും ആർക്കുള്ളതാണ്, എന്ത് നൽകുന്നു, അത് പ്രയോജനപ്പെടുത്താൻ ഞങ്ങൾ എങ്ങനെ സഹായിക്കും.",
    beforeYouStart: "തുടങ്ങുന്നതിന് മുമ്പ്",
    beforeYouStartText:
      "സർക്കാർ പദ്ധതികൾ ലോണിന്റെ ചെലവ് കുറയ്ക്കാം, ഈട് ഇല്ലാതെ ലോൺ കിട്ടാൻ സഹായിക്കാം, അല്ലെങ്കിൽ പ്രോജക്ട് ചെലവിന്റെ ഒരു ഭാഗം വഹിക്കാം. ഓരോ പദ്ധതിക്കും സ്വന്തം യോഗ്യതാ നിബന്ധനകളുണ്ട്; നിങ്ങൾക്ക് യോഗ്യതയുണ്ടോ എന്ന് തീരുമാനിക്കുന്നത് പദ്ധതി നടത്തുന്ന അധികൃതരോ ലെൻഡറോ ആണ്.",
    keralaSchemes: "കേരള പദ്ധതികൾ",
    keralaText:
      "നിങ്ങൾ കേരളത്തിൽ താമസിക്കുന്നവരോ നാട്ടിലേക്ക് മടങ്ങുന്ന പ്രവാസി മലയാളിയോ ആണെങ്കിൽ, കേന്ദ്ര പദ്ധതികൾക്ക് പുറമേ ഈ സംസ്ഥാന പദ്ധതികളും പ്രയോജനപ്പെടാം. {city} ഓഫീസിലെ ഞങ്ങളുടെ ടീം ഇവ മലയാളത്തിലോ ഇംഗ്ലീഷിലോ വിശദീകരിച്ചു തരും.",
    fraudHeading: "പദ്ധതികളുടെ പേരിലുള്ള തട്ടിപ്പ് സൂക്ഷിക്കുക",
    fraudFree: "സർക്കാർ പദ്ധതിക്ക് അപേക്ഷിക്കാൻ പണം നൽകേണ്ടതില്ല. ഞങ്ങൾ ഉൾപ്പെടെ ഒരു ഏജന്റിനും സബ്സിഡിയോ “സാങ്ഷനോ” ഉറപ്പ് നൽകാനാവില്ല.",
    fraudFees:
      "സബ്സിഡി ലെൻഡർ വഴിയോ പദ്ധതിയുടെ ഔദ്യോഗിക സംവിധാനം വഴിയോ മാത്രമേ നിങ്ങളുടെ ലോൺ അക്കൗണ്ടിലേക്കോ ബാങ്ക് അക്കൗണ്ടിലേക്കോ വരൂ. അതിനായി “രജിസ്ട്രേഷൻ”, “ഫയൽ”, “റിലീസ്” എന്നിങ്ങനെ ഒരു ഫീസും ആർക്കും നൽകരുത്.",
    fraudReport:
      "പദ്ധതിയുടെ പേരിൽ ആരെങ്കിലും പണമോ OTP-യോ ചോദിച്ചാൽ, നാഷണൽ സൈബർ ക്രൈം റിപ്പോർട്ടിംഗ് പോർട്ടലിൽ (<portal>cybercrime.gov.in</portal>) അല്ലെങ്കിൽ 1930 ഹെൽപ്‌ലൈനിൽ പരാതിപ്പെടുക; <mail>{email}</mail> എന്ന വിലാസത്തിൽ ഞങ്ങളെയും അറിയിക്കുക.",
    ctaTitle: "ഏത് പദ്ധതിയാണ് നിങ്ങൾക്ക് ചേരുന്നതെന്ന് ഉറപ്പില്ലേ?",
    ctaText:
      "പണം എന്തിനാണ് വേണ്ടതെന്ന് ഞങ്ങളോട് പറയൂ. ഏതൊക്കെ പദ്ധതികൾക്ക് നിങ്ങൾക്ക് യോഗ്യതയുണ്ടാകാമെന്നും ഏതൊക്കെ ലെൻഡർമാർ അവ നൽകുന്നുണ്ടെന്നും ഞങ്ങൾ സൗജന്യമായി പരിശോധിച്ച് പറയാം.",
    rulesTitle: "തുകകളും നിബന്ധനകളും മാറാം",
    rulesText:
      "ഈ പേജിലെ കണക്കുകൾ പ്രസിദ്ധീകരിച്ച പദ്ധതി നിബന്ധനകൾ ഞങ്ങൾ മനസ്സിലാക്കിയതിന്റെ ചുരുക്കമാണ്; സർക്കാരുകൾ ഇടയ്ക്കിടെ പദ്ധതികൾ പുതുക്കാറുണ്ട്. പദ്ധതിയുടെ ഔദ്യോഗിക പോർട്ടലും ലെൻഡറുടെ സാങ്ഷൻ ലെറ്ററുമാണ് എപ്പോഴും അന്തിമം. ഓരോ പദ്ധതിക്കും താഴെ നൽകിയ ഔദ്യോഗിക ലിങ്ക് പരിശോധിക്കുക, അല്ലെങ്കിൽ ഏറ്റവും പുതിയ വിവരം ഞങ്ങളോട് ചോദിക്കുക.",
    runBy: "നടത്തുന്നത്:",
    whoFor: "ആർക്കുള്ളതാണ്",
    offers: "എന്ത് ലഭിക്കും",
    howWeHelp: "ഞങ്ങൾ എങ്ങനെ സഹായിക്കും",
    officialSource: "ഔദ്യോഗിക ഉറവിടം:",
    moreAbout: "{name}: കൂടുതൽ വിവരങ്ങൾ",
    applyHeading: "ഞങ്ങളുടെ സഹായത്തോടെ അപേക്ഷിക്കൂ",
    askHeading: "{name} സംബന്ധിച്ച് ഞങ്ങളോട് ചോദിക്കൂ",
    applyText:
      "പണം എന്തിനാണ് വേണ്ടതെന്ന് പറയൂ. {service} സംബന്ധിച്ചും {scheme} എങ്ങനെ സഹായിക്കുമെന്നും ഒരു ഉപദേഷ്ടാവ് നിങ്ങളെ തിരികെ വിളിച്ച് സൗജന്യമായി വിശദീകരിക്കും.",
    askText: "പണം എന്തിനാണ് വേണ്ടതെന്ന് പറയൂ. {scheme} നിങ്ങൾക്ക് ചേരുമോ എന്ന് ഞങ്ങൾ സൗജന്യമായി പരിശോധിക്കാം.",
    applyFor: "അപേക്ഷിക്കൂ: {service}",
    contactUs: "ഞങ്ങളെ ബന്ധപ്പെടുക",
    allSchemes: "എല്ലാ സർക്കാർ പദ്ധതികളും",
  },
  hi: {
    crumb: "सरकारी योजनाएँ",
    pageName: "सरकारी योजनाएँ",
    metaTitle: "सरकारी लोन योजनाएँ और सब्सिडी, आसान भाषा में",
    metaDescription:
      "केंद्र और केरल सरकार की लोन योजनाएँ और सब्सिडी आसान भाषा में: कौन पात्र है, क्या मिलता है, और लेंडर के ज़रिए आवेदन करने में हम कैसे मदद करते हैं।",
    title: "सरकारी लोन योजनाएँ और सब्सिडी",
    intro:
      "केंद्र और केरल की उन योजनाओं की आसान जानकारी जिनके बारे में लोन लेने वाले हमसे सबसे ज़्यादा पूछते हैं: हर योजना किसके लिए है, उसमें क्या मिलता है, और उसका फ़ायदा उठाने में हम कैसे मदद कर सकते हैं।",
    beforeYouStart: "शुरू करने से पहले",
    beforeYouStartText:
      "सरकारी योजनाएँ लोन का ख़र्च कम कर सकती हैं, गिरवी की ज़रूरत ख़त्म कर सकती हैं, या आपके प्रोजेक्ट के ख़र्च का कुछ हिस्सा दे सकती हैं। हर योजना की पात्रता के अपने नियम हैं, और आप पात्र हैं या नहीं, यह योजना चलाने वाली संस्था या लेंडर तय करता है।",
    keralaSchemes: "केरल की योजनाएँ",
    keralaText:
      "अगर आप केरल में रहते हैं, या विदेश से घर लौट रहे प्रवासी केरलवासी हैं, तो केंद्र की योजनाओं के साथ ये राज्य योजनाएँ भी काम आ सकती हैं। {city} में हमारी टीम इन्हें मलयालम या अंग्रेज़ी में समझा सकती है।",
    fraudHeading: "योजनाओं के नाम पर धोखाधड़ी से बचें",
    fraudFree: "सरकारी योजना के लिए आवेदन मुफ़्त है। कोई भी एजेंट, हम भी, सब्सिडी या “सैंक्शन” की गारंटी नहीं दे सकता।",
    fraudFees:
      "सब्सिडी सिर्फ़ लेंडर या योजना की आधिकारिक व्यवस्था के ज़रिए आपके लोन या बैंक खाते में आती है। इसके लिए किसी को “रजिस्ट्रेशन”, “फ़ाइल” या “रिलीज़” फ़ीस कभी न दें।",
    fraudReport:
      "अगर कोई योजना के नाम पर आपसे पैसे या OTP माँगे, तो नेशनल साइबर क्राइम रिपोर्टिंग पोर्टल (<portal>cybercrime.gov.in</portal>) पर या हेल्पलाइन 1930 पर शिकायत करें, और हमें <mail>{email}</mail> पर बताएँ।",
    ctaTitle: "पक्का नहीं कि कौन-सी योजना आपके लिए सही है?",
    ctaText:
      "हमें बताएँ कि पैसे किस काम के लिए चाहिए। हम मुफ़्त में देखेंगे कि आप किन योजनाओं के पात्र हो सकते हैं और कौन-से लेंडर उनके तहत लोन देते हैं।",
    rulesTitle: "राशि और नियम बदलते रहते हैं",
    rulesText:
      "इस पेज के आँकड़े प्रकाशित योजना नियमों का हमारी समझ के मुताबिक़ सार हैं, और सरकारें समय-समय पर योजनाएँ बदलती रहती हैं। योजना का आधिकारिक पोर्टल और लेंडर का सैंक्शन लेटर ही हमेशा अंतिम है। हर योजना के नीचे दिया गया आधिकारिक लिंक देखें, या ताज़ा जानकारी के लिए हमसे पूछें।",
    runBy: "चलाने वाली संस्था:",
    whoFor: "यह किसके लिए है",
    offers: "इसमें क्या मिलता है",
    howWeHelp: "हम कैसे मदद करते हैं",
    officialSource: "आधिकारिक स्रोत:",
    moreAbout: "{name} के बारे में और जानें",
    applyHeading: "हमारी मदद से आवेदन करें",
    askHeading: "{name} के बारे में हमसे पूछें",
    applyText:
      "हमें बताएँ कि पैसे किस काम के लिए चाहिए। एक सलाहकार आपको वापस कॉल करके {service} के बारे में और {scheme} से मिलने वाली मदद के बारे में मुफ़्त में बताएगा।",
    askText: "हमें बताएँ कि पैसे किस काम के लिए चाहिए। हम मुफ़्त में देखेंगे कि {scheme} आपके लिए सही है या नहीं।",
    applyFor: "{service} के लिए आवेदन करें",
    contactUs: "हमसे संपर्क करें",
    allSchemes: "सभी सरकारी योजनाएँ",
  },
  review: { ml: "to-review", hi: "to-review" },
});
