import { defineMessages } from "../define-messages";

/**
 * What the office sends a borrower with the private documents link (issue 29): the WhatsApp
 * message staff send from the lead, and the e-mail (one message per paragraph, joined by the
 * server). Written to the borrower in the lead's language, signed by the office, never naming the
 * mobile number.
 */
export const documentLink = defineMessages({
  en: {
    whatsapp:
      "Namaste {name}, please upload the documents for your {service} application (reference {reference}) on this private page: {url} It first asks for the last 4 digits of your mobile number, and the link works until {expires}. - {staffName}, {businessName}",
    emailSubject: "Upload your documents for reference {reference}",
    emailGreeting: "Dear {name},",
    emailAsk:
      "To move your {service} application (reference {reference}) forward, please upload your documents on this private page:",
    emailHow:
      "The page first asks for the last 4 digits of the mobile number you gave us. It shows which documents are needed and how to get each one, and you can take photos with your phone or upload PDF files. The link works until {expires}.",
    emailSafety:
      "For your safety, upload only the masked Aadhaar (the first 8 digits hidden), and do not share this link with anyone.",
    emailNotYou: "If you did not ask us about a loan, please ignore this e-mail.",
    serviceFallback: "loan",
  },
  ml: {
    whatsapp:
      "{name}, നിങ്ങളുടെ {service} അപേക്ഷയ്ക്കുള്ള രേഖകൾ (റഫറൻസ് നമ്പർ {reference}) ഈ സ്വകാര്യ പേജിൽ അപ്‌ലോഡ് ചെയ്യാമോ: {url} പേജ് തുറക്കുമ്പോൾ ആദ്യം മൊബൈൽ നമ്പറിന്റെ അവസാന 4 അക്കങ്ങൾ ചോദിക്കും. {expires} വരെ ലിങ്ക് പ്രവർത്തിക്കും. - {staffName}, {businessName}",
    emailSubject: "രേഖകൾ അപ്‌ലോഡ് ചെയ്യാനുള്ള ലിങ്ക് (റഫറൻസ് നമ്പർ {reference})",
    emailGreeting: "പ്രിയ {name},",
    emailAsk:
      "നിങ്ങളുടെ {service} അപേക്ഷ (റഫറൻസ് നമ്പർ {reference}) മുന്നോട്ട് കൊണ്ടുപോകാൻ, ആവശ്യമായ രേഖകൾ ഈ സ്വകാര്യ പേജിൽ അപ്‌ലോഡ് ചെയ്യുക:",
    emailHow:
      "പേജ് തുറക്കുമ്പോൾ, ഞങ്ങൾക്ക് തന്ന മൊബൈൽ നമ്പറിന്റെ അവസാന 4 അക്കങ്ങൾ ചോദിക്കും. ഏതൊക്കെ രേഖകൾ വേണമെന്നും ഓരോന്നും എങ്ങനെ എടുക്കാമെന്നും അവിടെ കാണാം. ഫോണിൽ ഫോട്ടോ എടുത്തോ PDF ഫയലായോ അപ്‌ലോഡ് ചെയ്യാം. {expires} വരെ ലിങ്ക് പ്രവർത്തിക്കും.",
    emailSafety: "സുരക്ഷയ്ക്കായി, മാസ്ക് ചെയ്ത ആധാർ (ആദ്യ 8 അക്കങ്ങൾ മറച്ചത്) മാത്രം അപ്‌ലോഡ് ചെയ്യുക. ഈ ലിങ്ക് മറ്റാർക്കും കൈമാറരുത്.",
    emailNotYou: "നിങ്ങൾ ലോണിനായി ഞങ്ങളെ സമീപിച്ചിട്ടില്ലെങ്കിൽ, ഈ ഇമെയിൽ അവഗണിക്കാം.",
    serviceFallback: "ലോൺ",
  },
  hi: {
    whatsapp:
      "{name} जी, अपने {service} आवेदन (रेफ़रेंस नंबर {reference}) के दस्तावेज़ इस निजी पेज पर अपलोड कर दीजिए: {url} पेज पहले आपके मोबाइल नंबर के आख़िरी 4 अंक पूछेगा। यह लिंक {expires} तक चलेगा। - {staffName}, {businessName}",
    emailSubject: "दस्तावेज़ अपलोड करने का लिंक (रेफ़रेंस नंबर {reference})",
    emailGreeting: "प्रिय {name} जी,",
    emailAsk: "आपका {service} आवेदन (रेफ़रेंस नंबर {reference}) आगे बढ़ाने के लिए, कृपया अपने दस्तावेज़ इस निजी पेज पर अपलोड करें:",
    emailHow:
      "पेज पहले उस मोबाइल नंबर के आख़िरी 4 अंक पूछेगा जो आपने हमें दिया था। वहाँ लिखा है कि कौन-से दस्तावेज़ चाहिए और हर एक कहाँ से मिलेगा। आप फ़ोन से फ़ोटो खींचकर या PDF फ़ाइल अपलोड कर सकते हैं। यह लिंक {expires} तक चलेगा।",
    emailSafety: "अपनी सुरक्षा के लिए सिर्फ़ मास्क्ड आधार (पहले 8 अंक छिपे हुए) अपलोड करें, और यह लिंक किसी और को न भेजें।",
    emailNotYou: "अगर आपने हमसे लोन के बारे में बात नहीं की है, तो इस ई-मेल को अनदेखा कर दें।",
    serviceFallback: "लोन",
  },
  review: { ml: "to-review", hi: "to-review" },
});
