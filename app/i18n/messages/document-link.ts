import { defineMessages } from "../define-messages";

/**
 * What the office sends a borrower with the private documents link (issue 29): the WhatsApp
 * message staff send from the lead, and the e-mail. Written to the borrower in the lead's
 * language, signed by the office, never naming the mobile number.
 */
export const documentLink = defineMessages({
  en: {
    whatsapp:
      "Namaste {name}, please upload the documents for your {service} application (reference {reference}) on this private page: {url}\nIt asks for the last 4 digits of your mobile number first. The link works until {expires}. - {staffName}, {businessName}",
    emailSubject: "Upload your documents for reference {reference}",
    emailBody:
      "Namaste {name},\n\nTo move your {service} application (reference {reference}) forward, please upload your documents on this private page:\n\n{url}\n\nThe page first asks for the last 4 digits of the mobile number you gave us. It shows which documents are needed and how to get each one, and you can take photos with your phone or upload PDF files. The link works until {expires}.\n\nFor your safety, upload only the masked Aadhaar (the first 8 digits hidden), and do not share this link with anyone.\n\nIf you did not ask us for a loan, please ignore this e-mail.\n\n{staffName}\n{businessName}",
    serviceFallback: "loan",
  },
  ml: {
    whatsapp:
      "നമസ്കാരം {name}, നിങ്ങളുടെ {service} അപേക്ഷയുടെ (റഫറൻസ് {reference}) രേഖകൾ ഈ സ്വകാര്യ പേജിൽ അപ്‌ലോഡ് ചെയ്യാമോ: {url}\nആദ്യം നിങ്ങളുടെ മൊബൈൽ നമ്പറിന്റെ അവസാന 4 അക്കങ്ങൾ ചോദിക്കും. {expires} വരെ ഈ ലിങ്ക് പ്രവർത്തിക്കും. - {staffName}, {businessName}",
    emailSubject: "റഫറൻസ് {reference}: നിങ്ങളുടെ രേഖകൾ അപ്‌ലോഡ് ചെയ്യാം",
    emailBody:
      "നമസ്കാരം {name},\n\nനിങ്ങളുടെ {service} അപേക്ഷ (റഫറൻസ് {reference}) മുന്നോട്ട് കൊണ്ടുപോകാൻ, ആവശ്യമായ രേഖകൾ ഈ സ്വകാര്യ പേജിൽ അപ്‌ലോഡ് ചെയ്യുക:\n\n{url}\n\nപേജ് തുറക്കുമ്പോൾ, ഞങ്ങൾക്ക് തന്ന മൊബൈൽ നമ്പറിന്റെ അവസാന 4 അക്കങ്ങൾ ചോദിക്കും. ഏതൊക്കെ രേഖകൾ വേണമെന്നും ഓരോന്നും എങ്ങനെ എടുക്കാമെന്നും അവിടെ കാണാം. ഫോണിൽ ഫോട്ടോ എടുത്തോ PDF ഫയലായോ അപ്‌ലോഡ് ചെയ്യാം. {expires} വരെ ലിങ്ക് പ്രവർത്തിക്കും.\n\nസുരക്ഷയ്ക്കായി, മാസ്ക് ചെയ്ത ആധാർ (ആദ്യ 8 അക്കങ്ങൾ മറച്ചത്) മാത്രം അപ്‌ലോഡ് ചെയ്യുക. ഈ ലിങ്ക് മറ്റാർക്കും കൈമാറരുത്.\n\nനിങ്ങൾ ലോണിനായി ഞങ്ങളെ സമീപിച്ചിട്ടില്ലെങ്കിൽ, ഈ ഇമെയിൽ അവഗണിക്കാം.\n\n{staffName}\n{businessName}",
    serviceFallback: "ലോൺ",
  },
  hi: {
    whatsapp:
      "नमस्ते {name} जी, अपने {service} आवेदन (रेफ़रेंस {reference}) के दस्तावेज़ इस निजी पेज पर अपलोड कर दीजिए: {url}\nपेज पहले आपके मोबाइल नंबर के आख़िरी 4 अंक पूछेगा। यह लिंक {expires} तक चलेगा। - {staffName}, {businessName}",
    emailSubject: "रेफ़रेंस {reference}: अपने दस्तावेज़ अपलोड करें",
    emailBody:
      "नमस्ते {name} जी,\n\nआपका {service} आवेदन (रेफ़रेंस {reference}) आगे बढ़ाने के लिए, कृपया अपने दस्तावेज़ इस निजी पेज पर अपलोड करें:\n\n{url}\n\nपेज पहले वह मोबाइल नंबर के आख़िरी 4 अंक पूछेगा जो आपने हमें दिया था। वहाँ लिखा है कि कौन-से दस्तावेज़ चाहिए और हर एक कहाँ से मिलेगा। आप फ़ोन से फ़ोटो खींचकर या PDF फ़ाइल अपलोड कर सकते हैं। यह लिंक {expires} तक चलेगा।\n\nअपनी सुरक्षा के लिए सिर्फ़ मास्क्ड आधार (पहले 8 अंक छिपे हुए) अपलोड करें, और यह लिंक किसी और को न भेजें।\n\nअगर आपने हमसे लोन के बारे में बात नहीं की है, तो इस ई-मेल को अनदेखा कर दें।\n\n{staffName}\n{businessName}",
    serviceFallback: "लोन",
  },
  review: { ml: "to-review", hi: "to-review" },
});
