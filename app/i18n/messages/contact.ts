import { defineMessages } from "../define-messages";

/** The contact page around its form: the ways to reach the office and the fraud warning. */
export const contact = defineMessages({
  en: {
    pageName: "Contact Us",
    metaDescription:
      "Call, WhatsApp, e-mail or visit our Kerala office for free help with home, personal, business and gold loans. Send us a message and we reply within one working day.",
    title: "Contact us",
    intro:
      "Questions about a loan, a scheme or an application you made with us? Call, WhatsApp, e-mail or visit our office in {city}. Our help is free for borrowers.",
    structuredDataName: "Contact {businessName}",
    waysHeading: "Ways to reach us",
    waysText:
      "The quickest way is a call or a WhatsApp message during business hours. We serve customers in every state of India, and you are welcome at our office too.",
    fraudTitle: "Beware of loan fraud: we never ask for fees to approve a loan",
    fraudNoFees:
      "{businessName} does not charge borrowers anything, and no one can buy you a faster or guaranteed approval. Never pay a “processing”, “file” or “approval” fee to a person or a personal account, and never share an OTP, PIN or password.",
    fraudReport:
      "Lender charges appear in the lender’s sanction letter and Key Fact Statement and are paid only to the lender. If anyone asks you for money in our name, do not pay: call us on the number above, and report it at <link>cybercrime.gov.in</link> or the helpline 1930.",
    messageHeading: "Send us a message",
    messageText:
      "Fields are required unless marked optional. We reply within one working day, during our business hours.",
    visitOffice: "Visit our office",
    district: "{district} District",
    directions: "Get directions<sr> to our office on a map (opens in a new tab)</sr>",
    callUs: "Call us",
    callUsText: "Talk to a loan advisor during business hours.",
    whatsappTitle: "WhatsApp",
    chatOnWhatsapp: "Chat on WhatsApp<sr> with {number} (opens in a new tab)</sr>",
    whatsappGreeting: "Hello, I found you on your website and have a question.",
    emailUs: "E-mail us",
    emailText: "For documents and detailed questions. Please do not send passwords, OTPs or full card numbers.",
    hoursTitle: "Business hours",
    hoursText: "Messages that reach us outside these hours are answered on the next working day.",
    languagesTitle: "Languages we speak",
    languageName:
      "{language, select, English {English} Hindi {Hindi} Malayalam {Malayalam} Tamil {Tamil} Telugu {Telugu} Gujarati {Gujarati} Marathi {Marathi} Bengali {Bengali} Punjabi {Punjabi} Kannada {Kannada} other {{language}}}",
  },
  ml: {
    pageName: "ഞങ്ങളെ ബന്ധപ്പെടുക",
    metaDescription:
      "ഹോം, പേഴ്സണൽ, ബിസിനസ്, ഗോൾഡ് ലോണുകൾക്ക് സൗജന്യ സഹായത്തിന് വിളിക്കുക, വാട്സ്ആപ്പ് ചെയ്യുക, ഇ-മെയിൽ അയയ്ക്കുക, അല്ലെങ്കിൽ കേരളത്തിലെ ഞങ്ങളുടെ ഓഫീസിൽ വരിക. സന്ദേശം അയച്ചാൽ ഒരു പ്രവൃത്തിദിവസത്തിനകം മറുപടി നൽകും.",
    title: "ഞങ്ങളെ ബന്ധപ്പെടുക",
    intro:
      "ഒരു ലോണിനെക്കുറിച്ചോ പദ്ധതിയെക്കുറിച്ചോ ഞങ്ങൾ വഴി നൽകിയ അപേക്ഷയെക്കുറിച്ചോ സംശയമുണ്ടോ? വിളിക്കുക, വാട്സ്ആപ്പ് ചെയ്യുക, ഇ-മെയിൽ അയയ്ക്കുക, അല്ലെങ്കിൽ ഞങ്ങളുടെ {city} ഓഫീസിൽ നേരിട്ട് വരിക. വായ്പ എടുക്കുന്നവർക്ക് ഞങ്ങളുടെ സഹായം സൗജന്യമാണ്.",
    structuredDataName: "{businessName}: ബന്ധപ്പെടാൻ",
    waysHeading: "ഞങ്ങളെ ബന്ധപ്പെടാനുള്ള വഴികൾ",
    waysText:
      "ഓഫീസ് സമയത്ത് ഫോൺ ചെയ്യുകയോ വാട്സ്ആപ്പിൽ സന്ദേശം അയയ്ക്കുകയോ ആണ് ഏറ്റവും എളുപ്പം. ഇന്ത്യയിലെ എല്ലാ സംസ്ഥാനങ്ങളിലുമുള്ളവർക്ക് ഞങ്ങൾ സേവനം നൽകുന്നു; ഓഫീസിൽ നേരിട്ട് വരാനും സ്വാഗതം.",
    fraudTitle: "ലോൺ തട്ടിപ്പിനെതിരെ ജാഗ്രത: ലോൺ അനുവദിക്കാൻ ഞങ്ങൾ ഒരിക്കലും ഫീസ് ചോദിക്കില്ല",
    fraudNoFees:
      "{businessName} വായ്പ എടുക്കുന്നവരിൽ നിന്ന് ഒരു തുകയും ഈടാക്കുന്നില്ല. പണം കൊടുത്ത് വേഗത്തിലുള്ളതോ ഉറപ്പുള്ളതോ ആയ അംഗീകാരം ആർക്കും നേടിത്തരാനാവില്ല. “പ്രോസസിങ്”, “ഫയൽ”, “അപ്രൂവൽ” ഫീസ് എന്നു പറഞ്ഞ് ഒരു വ്യക്തിക്കോ വ്യക്തിഗത അക്കൗണ്ടിലേക്കോ പണം നൽകരുത്. OTP, PIN, പാസ്‌വേഡ് എന്നിവ ആരുമായും പങ്കുവയ്ക്കരുത്.",
    fraudReport:
      "ബാങ്കിന്റെയോ ധനകാര്യ സ്ഥാപനത്തിന്റെയോ ചാർജുകൾ അവരുടെ സാങ്ഷൻ ലെറ്ററിലും കീ ഫാക്ട് സ്റ്റേറ്റ്മെന്റിലും (KFS) ഉണ്ടാകും; അവ അവർക്കു മാത്രമേ നൽകേണ്ടതുള്ളൂ. ഞങ്ങളുടെ പേരിൽ ആരെങ്കിലും പണം ചോദിച്ചാൽ നൽകരുത്: മുകളിലെ നമ്പറിൽ ഞങ്ങളെ വിളിക്കുക, <link>cybercrime.gov.in</link> വെബ്സൈറ്റിലോ 1930 ഹെൽപ്‌ലൈനിലോ പരാതിപ്പെടുക.",
    messageHeading: "ഞങ്ങൾക്ക് സന്ദേശം അയയ്ക്കുക",
    messageText: "ഓപ്ഷണൽ എന്ന് കാണിച്ചിട്ടില്ലാത്ത എല്ലാ ഫീൽഡുകളും പൂരിപ്പിക്കണം. ഓഫീസ് സമയത്ത്, ഒരു പ്രവൃത്തിദിവസത്തിനകം ഞങ്ങൾ മറുപടി നൽകും.",
    visitOffice: "ഓഫീസിൽ നേരിട്ട് വരൂ",
    district: "{district} ജില്ല",
    directions: "വഴി കാണുക<sr> (ഓഫീസിലേക്കുള്ള വഴി മാപ്പിൽ, പുതിയ ടാബിൽ തുറക്കും)</sr>",
    callUs: "ഫോൺ ചെയ്യൂ",
    callUsText: "ഓഫീസ് സമയത്ത് ഒരു ലോൺ അഡ്വൈസറുമായി സംസാരിക്കാം.",
    whatsappTitle: "വാട്സ്ആപ്പ്",
    chatOnWhatsapp: "വാട്സ്ആപ്പിൽ ചാറ്റ് ചെയ്യുക<sr> ({number}, പുതിയ ടാബിൽ തുറക്കും)</sr>",
    whatsappGreeting: "നമസ്കാരം, നിങ്ങളുടെ വെബ്സൈറ്റ് വഴിയാണ് ഞാൻ ബന്ധപ്പെടുന്നത്. എനിക്ക് ഒരു സംശയം ചോദിക്കാനുണ്ട്.",
    emailUs: "ഇ-മെയിൽ അയയ്ക്കൂ",
    emailText: "രേഖകൾ അയയ്ക്കാനും വിശദമായ സംശയങ്ങൾക്കും. പാസ്‌വേഡ്, OTP, കാർഡിന്റെ മുഴുവൻ നമ്പർ എന്നിവ ദയവായി അയയ്ക്കരുത്.",
    hoursTitle: "ഓഫീസ് സമയം",
    hoursText: "ഈ സമയത്തിനു പുറത്ത് ലഭിക്കുന്ന സന്ദേശങ്ങൾക്ക് അടുത്ത പ്രവൃത്തിദിവസം മറുപടി നൽകും.",
    languagesTitle: "ഞങ്ങൾ സംസാരിക്കുന്ന ഭാഷകൾ",
    languageName:
      "{language, select, English {ഇംഗ്ലീഷ്} Hindi {ഹിന്ദി} Malayalam {മലയാളം} Tamil {തമിഴ്} Telugu {തെലുങ്ക്} Gujarati {ഗുജറാത്തി} Marathi {മറാഠി} Bengali {ബംഗാളി} Punjabi {പഞ്ചാബി} Kannada {കന്നഡ} other {{language}}}",
  },
  hi: {
    pageName: "संपर्क करें",
    metaDescription:
      "होम, पर्सनल, बिज़नेस और गोल्ड लोन में मुफ़्त मदद के लिए कॉल करें, व्हाट्सऐप करें, ई-मेल भेजें या केरल में हमारे ऑफ़िस आएँ। मैसेज भेजें, हम एक कामकाजी दिन के अंदर जवाब देते हैं।",
    title: "हमसे संपर्क करें",
    intro:
      "किसी लोन, योजना या हमारे ज़रिए दिए गए आवेदन के बारे में सवाल है? कॉल करें, व्हाट्सऐप करें, ई-मेल भेजें या {city} में हमारे ऑफ़िस आएँ। लोन लेने वालों के लिए हमारी मदद मुफ़्त है।",
    structuredDataName: "{businessName} से संपर्क करें",
    waysHeading: "हमसे संपर्क के तरीके",
    waysText:
      "सबसे जल्दी का तरीका है कामकाजी समय में कॉल या व्हाट्सऐप मैसेज। हम भारत के हर राज्य के ग्राहकों की मदद करते हैं, और आप हमारे ऑफ़िस भी आ सकते हैं।",
    fraudTitle: "लोन धोखाधड़ी से सावधान: लोन मंज़ूर कराने के लिए हम कभी कोई फ़ीस नहीं माँगते",
    fraudNoFees:
      "{businessName} लोन लेने वालों से कोई पैसा नहीं लेता, और कोई भी पैसे लेकर आपका लोन जल्दी या पक्का मंज़ूर नहीं करा सकता। किसी व्यक्ति को या किसी निजी खाते में “प्रोसेसिंग”, “फ़ाइल” या “अप्रूवल” फ़ीस कभी न दें, और OTP, PIN या पासवर्ड कभी किसी को न बताएँ।",
    fraudReport:
      "बैंक या वित्तीय संस्थान के चार्ज उसके सैंक्शन लेटर और की फ़ैक्ट स्टेटमेंट (KFS) में लिखे होते हैं और सिर्फ़ उसी को दिए जाते हैं। अगर कोई हमारे नाम पर आपसे पैसे माँगे, तो न दें: ऊपर दिए नंबर पर हमें कॉल करें, और <link>cybercrime.gov.in</link> पर या हेल्पलाइन 1930 पर शिकायत करें।",
    messageHeading: "हमें मैसेज भेजें",
    messageText:
      "जिन फ़ील्ड को वैकल्पिक नहीं बताया गया है, उन्हें भरना ज़रूरी है। हम कामकाजी समय में, एक कामकाजी दिन के अंदर जवाब देते हैं।",
    visitOffice: "हमारे ऑफ़िस आएँ",
    district: "{district} ज़िला",
    directions: "रास्ता देखें<sr> (मैप पर हमारे ऑफ़िस का रास्ता, नए टैब में खुलेगा)</sr>",
    callUs: "कॉल करें",
    callUsText: "कामकाजी समय में लोन सलाहकार से बात करें।",
    whatsappTitle: "व्हाट्सऐप",
    chatOnWhatsapp: "व्हाट्सऐप पर चैट करें<sr> ({number}, नए टैब में खुलेगा)</sr>",
    whatsappGreeting: "नमस्ते, मुझे आपकी वेबसाइट से आपके बारे में पता चला। मेरा एक सवाल है।",
    emailUs: "ई-मेल करें",
    emailText: "दस्तावेज़ों और विस्तार से पूछे जाने वाले सवालों के लिए। कृपया पासवर्ड, OTP या पूरा कार्ड नंबर न भेजें।",
    hoursTitle: "कामकाज का समय",
    hoursText: "इस समय के बाद आए मैसेज का जवाब अगले कामकाजी दिन दिया जाता है।",
    languagesTitle: "हम ये भाषाएँ बोलते हैं",
    languageName:
      "{language, select, English {अंग्रेज़ी} Hindi {हिन्दी} Malayalam {मलयालम} Tamil {तमिल} Telugu {तेलुगु} Gujarati {गुजराती} Marathi {मराठी} Bengali {बांग्ला} Punjabi {पंजाबी} Kannada {कन्नड़} other {{language}}}",
  },
  review: { ml: "to-review", hi: "to-review" },
});
