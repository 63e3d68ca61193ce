import { defineMessages } from "../define-messages";

/** The contact form of /contact and its thank-you panel (app/components/contact/contact-form.tsx). */
export const contactForm = defineMessages({
  en: {
    label: "Contact form",
    whatsappFailed: "Hello, I tried to send you a message from your website.",
    send: "Send message",
    replyNote: "We reply within one working day.",
    mobileHint: "We may call or WhatsApp you on this number.",
    emailHint: "Add it if you prefer a reply by e-mail.",
    subject: "Subject",
    subjectPlaceholder: "e.g. Home loan balance transfer",
    message: "Your message",
    messageHint: "Tell us what you need help with. Please do not share OTPs, passwords or card numbers.",
    successHeading: "Thank you, your message has reached us",
    successSummary: "A member of our team will read it and get back to you.",
    whenWeReply:
      "<b>When we reply:</b> within one working day, during our business hours ({hours}), by phone, WhatsApp or e-mail. If it is urgent, call us.",
    whatsappReference: "Hello, my message reference is {reference}.",
  },
  ml: {
    label: "ബന്ധപ്പെടാനുള്ള ഫോം",
    whatsappFailed: "നമസ്കാരം, നിങ്ങളുടെ വെബ്സൈറ്റിൽ നിന്ന് ഒരു സന്ദേശം അയയ്ക്കാൻ ശ്രമിച്ചു, പക്ഷേ നടന്നില്ല.",
    send: "സന്ദേശം അയയ്ക്കുക",
    replyNote: "ഒരു പ്രവൃത്തിദിവസത്തിനുള്ളിൽ ഞങ്ങൾ മറുപടി നൽകും.",
    mobileHint: "ഈ നമ്പറിൽ ഞങ്ങൾ വിളിക്കുകയോ WhatsApp ചെയ്യുകയോ ചെയ്തേക്കാം.",
    emailHint: "മറുപടി ഇ-മെയിലിൽ വേണമെങ്കിൽ ചേർക്കുക.",
    subject: "വിഷയം",
    subjectPlaceholder: "ഉദാ. ഹോം ലോൺ ബാലൻസ് ട്രാൻസ്ഫർ",
    message: "നിങ്ങളുടെ സന്ദേശം",
    messageHint: "എന്ത് സഹായമാണ് വേണ്ടതെന്ന് എഴുതുക. OTP, പാസ്‌വേഡ്, കാർഡ് നമ്പർ എന്നിവ ദയവായി പങ്കുവയ്ക്കരുത്.",
    successHeading: "നന്ദി, നിങ്ങളുടെ സന്ദേശം ഞങ്ങൾക്ക് ലഭിച്ചു",
    successSummary: "ഞങ്ങളുടെ ടീമിലെ ഒരാൾ ഇത് വായിച്ച് നിങ്ങളെ ബന്ധപ്പെടും.",
    whenWeReply:
      "<b>എപ്പോൾ മറുപടി ലഭിക്കും:</b> ഒരു പ്രവൃത്തിദിവസത്തിനുള്ളിൽ, ഞങ്ങളുടെ പ്രവൃത്തിസമയത്ത് ({hours}), ഫോൺ, WhatsApp അല്ലെങ്കിൽ ഇ-മെയിൽ വഴി. അത്യാവശ്യമാണെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.",
    whatsappReference: "നമസ്കാരം, എന്റെ സന്ദേശത്തിന്റെ റഫറൻസ് നമ്പർ {reference}.",
  },
  hi: {
    label: "संपर्क फ़ॉर्म",
    whatsappFailed: "नमस्ते, मैंने आपकी वेबसाइट से आपको संदेश भेजने की कोशिश की थी, पर वह नहीं गया।",
    send: "संदेश भेजें",
    replyNote: "हम एक कामकाजी दिन के अंदर जवाब देते हैं।",
    mobileHint: "हम इस नंबर पर आपको कॉल या WhatsApp कर सकते हैं।",
    emailHint: "ई-मेल से जवाब चाहिए, तो इसे जोड़ें।",
    subject: "विषय",
    subjectPlaceholder: "जैसे होम लोन बैलेंस ट्रांसफ़र",
    message: "आपका संदेश",
    messageHint: "बताइए, आपको किस बात में मदद चाहिए। कृपया OTP, पासवर्ड या कार्ड नंबर न लिखें।",
    successHeading: "धन्यवाद, आपका संदेश हमें मिल गया है",
    successSummary: "हमारी टीम का कोई सदस्य इसे पढ़कर आपसे संपर्क करेगा।",
    whenWeReply:
      "<b>हम कब जवाब देंगे:</b> एक कामकाजी दिन के अंदर, हमारे काम के समय ({hours}) में, फ़ोन, WhatsApp या ई-मेल से। ज़रूरी हो, तो हमें कॉल करें।",
    whatsappReference: "नमस्ते, मेरे संदेश का रेफ़रेंस नंबर {reference} है।",
  },
  review: { ml: "to-review", hi: "to-review" },
});
