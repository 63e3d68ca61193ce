import { defineMessages } from "../define-messages";

/**
 * The consent checkbox of every lead form and the short notice the DPDP Act 2023 asks for (what
 * we collect, why, who receives it, how to withdraw), in the visitor's language (s.5(3), s.6(3)).
 * Each language's wording has a version, stored with every lead (consentNoticeVersions in
 * server/leads/lead.schema.ts): when a language's text here changes, give it a new version there.
 */
export const consent = defineMessages({
  en: {
    label: "I agree that you may use these details to contact me about my request, as explained below.",
    heading: "How we use your details (DPDP Act 2023)",
    notice:
      "<b>What we collect:</b> the details in this form. <b>Why:</b> {purpose} <b>Shared with:</b> {sharedWith} We never sell your details. <b>Withdraw any time:</b> e-mail <email></email> or reply STOP on WhatsApp. <privacy>Privacy Policy</privacy>",
    purposeRequest: "to contact you about your request and check your eligibility.",
    sharedWithLenders: "only the RBI-regulated banks and NBFCs you choose to apply with.",
    purposeVyapar: "to contact you about the Vyapar app and help you choose, set up and learn it.",
    sharedWithNobody: "nobody outside our team unless you ask us to.",
  },
  ml: {
    label: "താഴെ വിശദീകരിച്ചിരിക്കുന്നതുപോലെ, എന്റെ അപേക്ഷയെക്കുറിച്ച് എന്നെ ബന്ധപ്പെടാൻ ഈ വിവരങ്ങൾ ഉപയോഗിക്കുന്നതിന് ഞാൻ സമ്മതിക്കുന്നു.",
    heading: "നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ എങ്ങനെ ഉപയോഗിക്കുന്നു (DPDP നിയമം 2023)",
    notice:
      "<b>ഞങ്ങൾ ശേഖരിക്കുന്നത്:</b> ഈ ഫോമിലെ വിവരങ്ങൾ. <b>എന്തിന്:</b> {purpose} <b>ആർക്കൊക്കെ നൽകും:</b> {sharedWith} നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ ഒരിക്കലും വിൽക്കില്ല. <b>സമ്മതം എപ്പോൾ വേണമെങ്കിലും പിൻവലിക്കാം:</b> <email></email> എന്ന വിലാസത്തിലേക്ക് ഇ-മെയിൽ അയയ്ക്കുക, അല്ലെങ്കിൽ WhatsApp-ൽ STOP എന്ന് മറുപടി നൽകുക. <privacy>സ്വകാര്യതാ നയം</privacy>",
    purposeRequest: "നിങ്ങളുടെ അപേക്ഷയെക്കുറിച്ച് ബന്ധപ്പെടാനും ലോൺ ലഭിക്കാനുള്ള യോഗ്യത പരിശോധിക്കാനും.",
    sharedWithLenders: "നിങ്ങൾ അപേക്ഷിക്കാൻ തിരഞ്ഞെടുക്കുന്ന, RBI-യുടെ നിയന്ത്രണത്തിലുള്ള ബാങ്കുകൾക്കും NBFC-കൾക്കും മാത്രം.",
    purposeVyapar: "Vyapar ആപ്പിനെക്കുറിച്ച് ബന്ധപ്പെടാനും, അത് തിരഞ്ഞെടുക്കാനും സജ്ജമാക്കാനും പഠിക്കാനും സഹായിക്കാനും.",
    sharedWithNobody: "നിങ്ങൾ ആവശ്യപ്പെട്ടാലല്ലാതെ ഞങ്ങളുടെ ടീമിന് പുറത്ത് ആർക്കും നൽകില്ല.",
  },
  hi: {
    label: "मैं सहमत हूँ कि मेरे अनुरोध के बारे में मुझसे संपर्क करने के लिए आप इस जानकारी का इस्तेमाल कर सकते हैं, जैसा नीचे बताया गया है।",
    heading: "हम आपकी जानकारी का इस्तेमाल कैसे करते हैं (DPDP क़ानून 2023)",
    notice:
      "<b>हम क्या लेते हैं:</b> इस फ़ॉर्म में दी गई जानकारी। <b>क्यों:</b> {purpose} <b>किसे दी जाएगी:</b> {sharedWith} हम आपकी जानकारी कभी नहीं बेचते। <b>सहमति कभी भी वापस लें:</b> <email></email> पर ई-मेल करें या WhatsApp पर STOP लिखकर भेजें। <privacy>प्राइवेसी पॉलिसी</privacy>",
    purposeRequest: "आपके अनुरोध के बारे में आपसे संपर्क करने और लोन के लिए आपकी पात्रता जाँचने के लिए।",
    sharedWithLenders: "सिर्फ़ उन RBI से नियंत्रित बैंकों और NBFC को, जिनमें आप आवेदन करना चुनते हैं।",
    purposeVyapar: "Vyapar ऐप के बारे में आपसे संपर्क करने और उसे चुनने, सेट अप करने और सीखने में आपकी मदद के लिए।",
    sharedWithNobody: "हमारी टीम के बाहर किसी को नहीं, जब तक आप ख़ुद न कहें।",
  },
  review: { ml: "to-review", hi: "to-review" },
});
