import { defineMessages } from "../define-messages";

/**
 * The frame of the text pages (app/components/content/): breadcrumbs, "On this page", the legal
 * pages' date, the closing call to action, the contact card and links to other websites.
 */
export const content = defineMessages({
  en: {
    onThisPage: "On this page",
    lastUpdated: "Last updated: {date}",
    ctaTitle: "Ready to find the right loan?",
    ctaText: "Browse our loan services, or talk to an advisor. Our help is free for borrowers.",
    ctaServices: "Explore our services",
    ctaContact: "Contact us",
    whatsapp: "WhatsApp {number}",
    questionsTocLabel: "Questions",
  },
  ml: {
    onThisPage: "ഈ പേജിൽ",
    lastUpdated: "അവസാനം പുതുക്കിയത്: {date}",
    ctaTitle: "നിങ്ങൾക്ക് ചേർന്ന ലോൺ കണ്ടെത്താം",
    ctaText: "ഞങ്ങളുടെ ലോൺ സേവനങ്ങൾ നോക്കൂ, അല്ലെങ്കിൽ ഒരു അഡ്വൈസറോട് സംസാരിക്കൂ. വായ്പയെടുക്കുന്നവർക്ക് ഞങ്ങളുടെ സഹായം സൗജന്യമാണ്.",
    ctaServices: "ഞങ്ങളുടെ സേവനങ്ങൾ കാണുക",
    ctaContact: "ഞങ്ങളെ ബന്ധപ്പെടുക",
    whatsapp: "വാട്സ്ആപ്പ് {number}",
    questionsTocLabel: "ചോദ്യങ്ങൾ",
  },
  hi: {
    onThisPage: "इस पेज पर",
    lastUpdated: "पिछली बार बदला गया: {date}",
    ctaTitle: "सही लोन ढूँढने के लिए तैयार हैं?",
    ctaText: "हमारी लोन सेवाएँ देखें, या किसी सलाहकार से बात करें। लोन लेने वालों के लिए हमारी मदद मुफ़्त है।",
    ctaServices: "हमारी सेवाएँ देखें",
    ctaContact: "हमसे संपर्क करें",
    whatsapp: "व्हाट्सऐप {number}",
    questionsTocLabel: "सवाल",
  },
  review: { ml: "to-review", hi: "to-review" },
});
