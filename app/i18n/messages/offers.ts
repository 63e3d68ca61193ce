import { defineMessages } from "../define-messages";

/**
 * "Lenders’ offers" on a loan page (app/components/loan-services/lender-offers-table.tsx): the
 * headings, the dated line, the ranking the RBI asks to be disclosed, and the links' labels. The
 * lenders' names stay as the disclosures list them; their notes and fees are content (translations).
 */
export const offers = defineMessages({
  en: {
    heading: "Lenders’ offers",
    ratesAsOf: "Rates as of {date}, set by each lender; our help is free.",
    orderRule:
      "Lowest rate first: ordered by the lowest rate, then the highest rate, then the lender’s name. The rate you get depends on your profile; the lender decides.",
    calculatorStart: "The EMI calculator below starts at the lowest rate, {rate}.",
    caption: "Lenders’ offers for {service}, lowest rate first",
    listLabel: "Lenders’ offers for {service}",
    lender: "Lender",
    interestRate: "Interest rate (% a year)",
    processingFee: "Processing fee",
    upTo: "Up to",
    longestTenure: "Longest tenure",
    asOf: "As of",
    ratesAsOfLabel: "Rates as of",
    lenderDetails: "Lender’s details",
    notStated: "Not stated",
    fixed: "fixed",
    floating: "floating",
    keyFactStatement: "Key Fact Statement",
    lenderPage: "Lender’s page",
    linkOf: "of {lender} (opens in a new tab)",
  },
  ml: {
    heading: "ലെൻഡർമാരുടെ ഓഫറുകൾ",
    ratesAsOf: "{date}-ലെ നിരക്കുകൾ, ഓരോ ലെൻഡറും നിശ്ചയിച്ചത്; ഞങ്ങളുടെ സഹായം സൗജന്യമാണ്.",
    orderRule:
      "കുറഞ്ഞ നിരക്ക് ആദ്യം: ഏറ്റവും കുറഞ്ഞ നിരക്ക്, പിന്നെ ഏറ്റവും കൂടിയ നിരക്ക്, പിന്നെ ലെൻഡറുടെ പേര് എന്ന ക്രമത്തിൽ. നിങ്ങൾക്ക് കിട്ടുന്ന നിരക്ക് നിങ്ങളുടെ പ്രൊഫൈൽ അനുസരിച്ചിരിക്കും; തീരുമാനം ലെൻഡറുടേതാണ്.",
    calculatorStart: "താഴെയുള്ള EMI കാൽക്കുലേറ്റർ {rate} എന്ന ഏറ്റവും കുറഞ്ഞ നിരക്കിൽ തുടങ്ങുന്നു.",
    caption: "{service}: ലെൻഡർമാരുടെ ഓഫറുകൾ, കുറഞ്ഞ നിരക്ക് ആദ്യം",
    listLabel: "{service}: ലെൻഡർമാരുടെ ഓഫറുകൾ",
    lender: "ലെൻഡർ",
    interestRate: "പലിശ നിരക്ക് (വർഷത്തിൽ %)",
    processingFee: "പ്രോസസ്സിംഗ് ഫീസ്",
    upTo: "പരമാവധി തുക",
    longestTenure: "പരമാവധി കാലാവധി",
    asOf: "നിരക്ക് പരിശോധിച്ച തീയതി",
    ratesAsOfLabel: "നിരക്ക് പരിശോധിച്ച തീയതി",
    lenderDetails: "ലെൻഡറുടെ വിവരങ്ങൾ",
    notStated: "പറഞ്ഞിട്ടില്ല",
    fixed: "ഫിക്സഡ്",
    floating: "ഫ്ലോട്ടിംഗ്",
    keyFactStatement: "കീ ഫാക്ട് സ്റ്റേറ്റ്മെന്റ് (KFS)",
    lenderPage: "ലെൻഡറുടെ പേജ്",
    linkOf: "{lender} (പുതിയ ടാബിൽ തുറക്കും)",
  },
  hi: {
    heading: "लेंडरों के ऑफ़र",
    ratesAsOf: "{date} की दरें, जो हर लेंडर ख़ुद तय करता है; हमारी मदद मुफ़्त है।",
    orderRule:
      "सबसे कम दर पहले: पहले सबसे कम दर, फिर सबसे ऊँची दर, फिर लेंडर के नाम के क्रम में। आपको कौन-सी दर मिलेगी, यह आपकी प्रोफ़ाइल पर निर्भर है; फ़ैसला लेंडर करता है।",
    calculatorStart: "नीचे का EMI कैलकुलेटर सबसे कम दर, {rate}, से शुरू होता है।",
    caption: "{service} के लिए लेंडरों के ऑफ़र, सबसे कम दर पहले",
    listLabel: "{service} के लिए लेंडरों के ऑफ़र",
    lender: "लेंडर",
    interestRate: "ब्याज दर (सालाना %)",
    processingFee: "प्रोसेसिंग फ़ीस",
    upTo: "अधिकतम राशि",
    longestTenure: "अधिकतम अवधि",
    asOf: "दर की तारीख़",
    ratesAsOfLabel: "दर की तारीख़",
    lenderDetails: "लेंडर की जानकारी",
    notStated: "नहीं बताया गया",
    fixed: "फ़िक्स्ड",
    floating: "फ़्लोटिंग",
    keyFactStatement: "की फ़ैक्ट स्टेटमेंट (KFS)",
    lenderPage: "लेंडर का पेज",
    linkOf: "{lender} का (नए टैब में खुलेगा)",
  },
  review: { ml: "to-review", hi: "to-review" },
});
