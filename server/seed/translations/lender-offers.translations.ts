import type { TextInLanguages } from "./seed-translation-types";

/**
 * The demo lenders' offers' processing fees and notes in Malayalam and Hindi, keyed by their
 * English (lender-offers.seed.ts): an offer is matched by what it says, so a demo offer staff
 * have reworded gets no seed translation of words it no longer has. Lenders' names stay as the
 * disclosures list them. To review: ADR 0038.
 */
export const lenderOfferTextTranslations: Readonly<Record<string, TextInLanguages>> = {
  "0.35% of the loan + GST (demo)": {
    ml: "ലോൺ തുകയുടെ 0.35% + GST (ഡെമോ)",
    hi: "लोन राशि का 0.35% + GST (डेमो)",
  },
  "Up to 0.5% of the loan + GST (demo)": {
    ml: "ലോൺ തുകയുടെ 0.5% വരെ + GST (ഡെമോ)",
    hi: "लोन राशि का 0.5% तक + GST (डेमो)",
  },
  "1% of the loan + GST (demo)": {
    ml: "ലോൺ തുകയുടെ 1% + GST (ഡെമോ)",
    hi: "लोन राशि का 1% + GST (डेमो)",
  },
  "0.5% of the loan + GST (demo)": {
    ml: "ലോൺ തുകയുടെ 0.5% + GST (ഡെമോ)",
    hi: "लोन राशि का 0.5% + GST (डेमो)",
  },
  "Up to 2% of the loan + GST (demo)": {
    ml: "ലോൺ തുകയുടെ 2% വരെ + GST (ഡെമോ)",
    hi: "लोन राशि का 2% तक + GST (डेमो)",
  },
  "₹1,500 + GST (demo)": {
    ml: "₹1,500 + GST (ഡെമോ)",
    hi: "₹1,500 + GST (डेमो)",
  },
  "Up to 3% of the loan + GST (demo)": {
    ml: "ലോൺ തുകയുടെ 3% വരെ + GST (ഡെമോ)",
    hi: "लोन राशि का 3% तक + GST (डेमो)",
  },
  "Demo offer: salaried applicants with a credit score of 750 or more get the lowest rate.": {
    ml: "ഡെമോ ഓഫർ: 750-ഓ അതിൽ കൂടുതലോ ക്രെഡിറ്റ് സ്കോറുള്ള ശമ്പളക്കാർക്ക് ഏറ്റവും കുറഞ്ഞ നിരക്ക്.",
    hi: "डेमो ऑफ़र: 750 या ज़्यादा क्रेडिट स्कोर वाले नौकरीपेशा आवेदकों को सबसे कम दर।",
  },
  "Demo offer: self-employed applicants welcome.": {
    ml: "ഡെമോ ഓഫർ: സ്വയംതൊഴിൽ ചെയ്യുന്നവർക്കും അപേക്ഷിക്കാം.",
    hi: "डेमो ऑफ़र: स्व-रोज़गार वाले भी आवेदन कर सकते हैं।",
  },
  "Demo offer: rate fixed for the whole tenure.": {
    ml: "ഡെമോ ഓഫർ: മുഴുവൻ കാലാവധിക്കും ഒരേ നിരക്ക്.",
    hi: "डेमो ऑफ़र: पूरी अवधि के लिए एक ही तय दर।",
  },
  "Demo offer: commercial property accepted.": {
    ml: "ഡെമോ ഓഫർ: വാണിജ്യ വസ്തുവും ഈടായി സ്വീകരിക്കും.",
    hi: "डेमो ऑफ़र: कमर्शियल प्रॉपर्टी भी स्वीकार की जाती है।",
  },
  "Demo offer: up to 95% of the on-road price.": {
    ml: "ഡെമോ ഓഫർ: ഓൺ-റോഡ് വിലയുടെ 95% വരെ ലോൺ.",
    hi: "डेमो ऑफ़र: ऑन-रोड क़ीमत का 95% तक लोन।",
  },
};
