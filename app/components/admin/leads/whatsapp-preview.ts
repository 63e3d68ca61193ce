import type { Language } from "~server/vocabulary/languages";

/**
 * The sample lead of the lead settings' WhatsApp previews, as a visitor in each language would
 * have written it. Staff code, in the browser: the only Malayalam and Hindi of the staff bundle
 * besides what staff and visitors typed (tests/integration/language-catalogues.test.ts knows it).
 */
export const whatsappPreviewLeads: Record<Language, { name: string; service: string }> = {
  en: { name: "Anjali Menon", service: "Home loan" },
  ml: { name: "അഞ്ജലി മേനോൻ", service: "ഹോം ലോൺ" },
  hi: { name: "अंजलि मेनन", service: "होम लोन" },
};
