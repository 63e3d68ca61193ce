import {
  BarChart3,
  Boxes,
  Factory,
  FileText,
  Truck,
  Wallet,
  WifiOff,
  Store,
  Warehouse,
  Wrench,
  MonitorSmartphone,
  ShoppingBasket,
} from "lucide-react";
import type { SiteSettings } from "~server/settings/settings.schema";
import { messageCards, messageFaqs, messageList, messageSteps } from "~/components/content/landing-page";
import type { Translator } from "~/i18n/translator";

// What /vyapar-app says. Only general, checkable facts about the app: no prices, plan names, user
// counts or ratings (they change, and are Vyapar's to publish), and no claim of a partnership.
// The business's part is the help it gives: choosing, setting up, importing, training. The words
// are the messages of the `vyaparPage` area (app/i18n/messages/vyapar-page.ts), numbered in the
// order shown; the icons go with them here, in the same order.

type Translate = Translator["t"];
const AREA = "vyaparPage";

/** Vyapar's official website, where its current plans and prices are published. */
export const VYAPAR_WEBSITE = "https://vyaparapp.in";

/** What the app does for a small business. */
export const vyaparFeatures = (t: Translate) =>
  messageCards(t, AREA, "feature", [FileText, Boxes, Truck, Wallet, BarChart3, WifiOff, MonitorSmartphone]);

/** Who the app suits: small businesses in Kerala that bill customers every day. */
export const vyaparAudiences = (t: Translate) =>
  messageCards(t, AREA, "audience", [ShoppingBasket, Warehouse, Wrench, Factory, Store]);

/** How the business helps, in the order it happens. */
export const vyaparHelpSteps = (t: Translate) => messageSteps(t, AREA, "step", 5);

/** Why clean books make a business loan easier (lenders' usual documents). */
export const loanReadyPoints = (t: Translate) => messageList(t, AREA, "loanReady", 3);

export const vyaparFaqs = (t: Translate, settings: Pick<SiteSettings, "businessName">) =>
  messageFaqs(t, AREA, "faq", 7, { businessName: settings.businessName });
