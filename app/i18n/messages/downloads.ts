import { defineMessages } from "../define-messages";

/**
 * The /download page's interface: headings, the file's kind and size, the Download button and the
 * empty state. The files' titles and descriptions are what staff wrote (in English).
 */
export const downloads = defineMessages({
  en: {
    metaTitle: "Download Loan Application Forms and Document Checklists",
    metaDescription:
      "Loan application forms, document checklists and brochures to download as PDF: fill them in at home and bring them along, or send them to us on WhatsApp.",
    breadcrumb: "Downloads",
    title: "Forms and documents to download",
    intro:
      "Application forms, document checklists and brochures for our loan services. Download them, fill them in at your own pace and bring them to the office, or send a clear photo of each page on WhatsApp.",
    categoryApplicationForms: "Application forms",
    categoryDocumentChecklists: "Document checklists",
    categoryBrochures: "Brochures",
    categoryOther: "Other files",
    kindPdf: "PDF",
    kindImage: "Image",
    kindFile: "File",
    sizeKb: "{size} KB",
    sizeMb: "{size} MB",
    fileFacts: "{kind} · {size}",
    download: "Download<hidden> {title} ({kind}, {size})</hidden>",
    help: "Not sure which form fits your case, or need it in another language? <link>Contact us</link> and we will help you fill it in.",
    emptyTitle: "No files to download yet",
    emptyText:
      "We have not put any application forms or document checklists here yet. Tell us which loan you are interested in and we will send you the right form and the list of documents for it.",
    contactUs: "Contact us",
  },
  ml: {
    metaTitle: "ലോൺ അപേക്ഷാ ഫോമുകളും വേണ്ട രേഖകളുടെ ലിസ്റ്റും ഡൗൺലോഡ് ചെയ്യാം",
    metaDescription:
      "ലോൺ അപേക്ഷാ ഫോമുകൾ, വേണ്ട രേഖകളുടെ ലിസ്റ്റ്, ബ്രോഷറുകൾ എന്നിവ PDF ആയി ഡൗൺലോഡ് ചെയ്യാം. വീട്ടിലിരുന്ന് പൂരിപ്പിച്ച് ഓഫീസിൽ കൊണ്ടുവരാം, അല്ലെങ്കിൽ WhatsApp-ൽ അയച്ചുതരാം.",
    breadcrumb: "ഡൗൺലോഡുകൾ",
    title: "ഡൗൺലോഡ് ചെയ്യാവുന്ന ഫോമുകളും രേഖകളും",
    intro:
      "ഞങ്ങളുടെ ലോൺ സേവനങ്ങൾക്കുള്ള അപേക്ഷാ ഫോമുകൾ, വേണ്ട രേഖകളുടെ ലിസ്റ്റ്, ബ്രോഷറുകൾ. ഡൗൺലോഡ് ചെയ്ത് സൗകര്യം പോലെ പൂരിപ്പിച്ച് ഓഫീസിൽ കൊണ്ടുവരാം. അല്ലെങ്കിൽ ഓരോ പേജിന്റെയും വ്യക്തമായ ഫോട്ടോ WhatsApp-ൽ അയച്ചാൽ മതി.",
    categoryApplicationForms: "അപേക്ഷാ ഫോമുകൾ",
    categoryDocumentChecklists: "വേണ്ട രേഖകളുടെ ലിസ്റ്റ്",
    categoryBrochures: "ബ്രോഷറുകൾ",
    categoryOther: "മറ്റു ഫയലുകൾ",
    kindPdf: "PDF ഫയൽ",
    kindImage: "ചിത്രം",
    kindFile: "ഫയൽ",
    sizeKb: "{size} KB",
    sizeMb: "{size} MB",
    fileFacts: "{kind} · {size}",
    download: "ഡൗൺലോഡ്<hidden> {title} ({kind}, {size})</hidden>",
    help: "ഏത് ഫോമാണ് നിങ്ങൾക്ക് വേണ്ടതെന്ന് ഉറപ്പില്ലേ, അല്ലെങ്കിൽ മറ്റൊരു ഭാഷയിൽ വേണോ? <link>ഞങ്ങളെ ബന്ധപ്പെടൂ</link>, പൂരിപ്പിക്കാൻ ഞങ്ങൾ സഹായിക്കാം.",
    emptyTitle: "ഡൗൺലോഡ് ചെയ്യാൻ ഇപ്പോൾ ഫയലുകളൊന്നുമില്ല",
    emptyText:
      "അപേക്ഷാ ഫോമുകളോ വേണ്ട രേഖകളുടെ ലിസ്റ്റോ ഇതുവരെ ഇവിടെ ചേർത്തിട്ടില്ല. ഏത് ലോണാണ് വേണ്ടതെന്ന് പറഞ്ഞാൽ, അതിനുള്ള ഫോമും വേണ്ട രേഖകളുടെ ലിസ്റ്റും ഞങ്ങൾ അയച്ചുതരാം.",
    contactUs: "ഞങ്ങളെ ബന്ധപ്പെടുക",
  },
  hi: {
    metaTitle: "लोन आवेदन फ़ॉर्म और दस्तावेज़ों की चेकलिस्ट डाउनलोड करें",
    metaDescription:
      "लोन आवेदन फ़ॉर्म, दस्तावेज़ों की चेकलिस्ट और ब्रोशर PDF में डाउनलोड करें: घर पर आराम से भरें और साथ ले आएँ, या WhatsApp पर हमें भेज दें।",
    breadcrumb: "डाउनलोड",
    title: "डाउनलोड के लिए फ़ॉर्म और दस्तावेज़",
    intro:
      "हमारी लोन सेवाओं के आवेदन फ़ॉर्म, दस्तावेज़ों की चेकलिस्ट और ब्रोशर। इन्हें डाउनलोड करें, अपने समय पर भरें और ऑफ़िस ले आएँ, या हर पेज की साफ़ फ़ोटो WhatsApp पर भेज दें।",
    categoryApplicationForms: "आवेदन फ़ॉर्म",
    categoryDocumentChecklists: "दस्तावेज़ों की चेकलिस्ट",
    categoryBrochures: "ब्रोशर",
    categoryOther: "अन्य फ़ाइलें",
    kindPdf: "PDF फ़ाइल",
    kindImage: "इमेज",
    kindFile: "फ़ाइल",
    sizeKb: "{size} KB",
    sizeMb: "{size} MB",
    fileFacts: "{kind} · {size}",
    download: "डाउनलोड करें<hidden> {title} ({kind}, {size})</hidden>",
    help: "पता नहीं कौन-सा फ़ॉर्म आपके लिए सही है, या किसी और भाषा में चाहिए? <link>हमसे संपर्क करें</link>, हम उसे भरने में आपकी मदद करेंगे।",
    emptyTitle: "अभी डाउनलोड के लिए कोई फ़ाइल नहीं है",
    emptyText:
      "हमने अभी यहाँ कोई आवेदन फ़ॉर्म या दस्तावेज़ों की चेकलिस्ट नहीं डाली है। हमें बताएँ कि आपको कौन-सा लोन चाहिए, हम आपको सही फ़ॉर्म और ज़रूरी दस्तावेज़ों की सूची भेज देंगे।",
    contactUs: "हमसे संपर्क करें",
  },
  review: { ml: "to-review", hi: "to-review" },
});
