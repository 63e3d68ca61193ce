import {
  BadgeIndianRupee,
  Bike,
  Briefcase,
  Building2,
  Calculator,
  GraduationCap,
  Headset,
  Layers,
  ListChecks,
  ShieldCheck,
  Store,
  Sun,
  UserCheck,
} from "lucide-react";
import type { SiteSettings } from "~server/settings/settings.schema";
import { messageCards, messageFaqs, messageList, messageSteps } from "~/components/content/landing-page";
import type { Translator } from "~/i18n/translator";

// What /business-partners says beyond the intro staff keep: the words are the messages of the
// `partnerPage` area (app/i18n/messages/partner-page.ts), numbered in the order shown; the icons go
// with them here, in the same order.

type Translate = Translator["t"];
const AREA = "partnerPage";

/** Who can partner: people who already meet customers that need finance. */
export const partnerAudiences = (t: Translate) =>
  messageCards(t, AREA, "audience", [UserCheck, Calculator, Building2, ShieldCheck, Bike, Sun, Store]);

export const partnerBenefits = (t: Translate) =>
  messageCards(t, AREA, "benefit", [BadgeIndianRupee, Layers, Headset, ListChecks, GraduationCap, Briefcase]);

export const partnerSteps = (t: Translate) => messageSteps(t, AREA, "step", 5);

/** What every partner agrees to; lenders hold us responsible for the people who refer to us. */
export const partnerRules = (t: Translate) => messageList(t, AREA, "rule", 4);

export const partnerFaqs = (t: Translate, settings: Pick<SiteSettings, "businessName" | "address">) =>
  messageFaqs(t, AREA, "faq", 8, {
    businessName: settings.businessName,
    city: settings.address.city,
    state: settings.address.state,
  });
