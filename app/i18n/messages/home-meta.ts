import { defineMessages } from "../define-messages";

/**
 * The home page's title, description and keywords, and the price range of the business's
 * structured data (the page's own texts are another area).
 */
export const homeMeta = defineMessages({
  en: {
    title: "{businessName}: Home, Personal, Business & Gold Loans in Kerala and across India",
    description:
      "Compare home, personal, business, gold, two-wheeler, property and rooftop solar loans from leading banks and NBFCs. Free expert help from an approved DSA based in Kerala.",
    keywords:
      "home loan Kerala, personal loan, business loan, gold loan, two-wheeler loan, loan against property, rooftop solar loan, forex remittance, DSA Kerala, Kochi loan agent",
    priceRange: "Free for borrowers",
  },
  ml: {
    title: "{businessName}: കേരളത്തിലും ഇന്ത്യയിലെങ്ങും ഹോം, പേഴ്സണൽ, ബിസിനസ്, ഗോൾഡ് ലോണുകൾ",
    description:
      "പ്രമുഖ ബാങ്കുകളുടെയും NBFC-കളുടെയും ഹോം, പേഴ്സണൽ, ബിസിനസ്, ഗോൾഡ്, ടൂ-വീലർ, വസ്തു ഈട്, റൂഫ്ടോപ്പ് സോളാർ ലോണുകൾ താരതമ്യം ചെയ്യാം. കേരളത്തിലെ അംഗീകൃത DSA-യുടെ സൗജന്യ സഹായം.",
    keywords:
      "ഹോം ലോൺ കേരളം, പേഴ്സണൽ ലോൺ, ബിസിനസ് ലോൺ, ഗോൾഡ് ലോൺ, സ്വർണ്ണ പണയ വായ്പ, ടൂ-വീലർ ലോൺ, വസ്തു ഈടിന്മേൽ ലോൺ, റൂഫ്ടോപ്പ് സോളാർ ലോൺ, ഫോറെക്സ്, DSA കേരളം, കൊച്ചി ലോൺ ഏജന്റ്",
    priceRange: "വായ്പ എടുക്കുന്നവർക്ക് സൗജന്യം",
  },
  hi: {
    title: "{businessName}: केरल और पूरे भारत में होम, पर्सनल, बिज़नेस और गोल्ड लोन",
    description:
      "जाने-माने बैंकों और NBFC के होम, पर्सनल, बिज़नेस, गोल्ड, टू-व्हीलर, प्रॉपर्टी और रूफ़टॉप सोलर लोन की तुलना करें। केरल के अधिकृत DSA से मुफ़्त सलाह पाएँ।",
    keywords:
      "होम लोन केरल, पर्सनल लोन, बिज़नेस लोन, गोल्ड लोन, टू-व्हीलर लोन, प्रॉपर्टी पर लोन, रूफ़टॉप सोलर लोन, फ़ॉरेक्स, DSA केरल, कोच्चि लोन एजेंट",
    priceRange: "लोन लेने वालों के लिए मुफ़्त",
  },
  review: { ml: "to-review", hi: "to-review" },
});
