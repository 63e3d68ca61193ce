// Every area's interface texts, one catalogue per language. Only the root loader (a server-side
// read) imports this module's values: a page receives its own language's catalogue with its data
// (ADR 0038), so no language's messages are in the browser's JavaScript. Browser code imports the
// types only.

import type { Language } from "~server/vocabulary/languages";
import type { MessageArea, ReviewState } from "../define-messages";
import { about } from "./about";
import { blog } from "./blog";
import { borrowerDocuments } from "./borrower-documents";
import { breadcrumbs } from "./breadcrumbs";
import { common } from "./common";
import { consent } from "./consent";
import { contact } from "./contact";
import { contactButtons } from "./contact-buttons";
import { contactForm } from "./contact-form";
import { content } from "./content";
import { cookies } from "./cookies";
import { crash } from "./crash";
import { deals } from "./deals";
import { disclosures } from "./disclosures";
import { documentLink } from "./document-link";
import { downloads } from "./downloads";
import { emiCalculator } from "./emi-calculator";
import { faq } from "./faq";
import { formErrors } from "./form-errors";
import { forms } from "./forms";
import { home } from "./home";
import { layout } from "./layout";
import { leadForm } from "./lead-form";
import { legal } from "./legal";
import { loading } from "./loading";
import { loanPage } from "./loan-page";
import { notFound } from "./not-found";
import { offers } from "./offers";
import { openingHours } from "./opening-hours";
import { partnerForm } from "./partner-form";
import { partnerPage } from "./partner-page";
import { popups } from "./popups";
import { schemes } from "./schemes";
import { services } from "./services";
import { smartIntegrations } from "./smart-integrations";
import { vyaparForm } from "./vyapar-form";
import { vyaparPage } from "./vyapar-page";

export const messageAreas = {
  about,
  blog,
  borrowerDocuments,
  breadcrumbs,
  common,
  consent,
  contact,
  contactButtons,
  contactForm,
  content,
  cookies,
  crash,
  deals,
  disclosures,
  documentLink,
  downloads,
  emiCalculator,
  faq,
  formErrors,
  forms,
  home,
  layout,
  leadForm,
  legal,
  loading,
  loanPage,
  notFound,
  offers,
  openingHours,
  partnerForm,
  partnerPage,
  popups,
  schemes,
  services,
  smartIntegrations,
  vyaparForm,
  vyaparPage,
} satisfies Record<string, MessageArea<string>>;

type Areas = typeof messageAreas;
export type MessageAreaName = keyof Areas;

/** A message's id: its area and its key, `common.amountLakh`. */
export type MessageKey = {
  [A in MessageAreaName]: `${A}.${Extract<keyof Areas[A]["en"], string>}`;
}[MessageAreaName];

/** One language's messages, keyed by MessageKey. */
export type MessageCatalogue = Readonly<Record<string, string>>;

const catalogues = new Map<Language, MessageCatalogue>();

/** The flat catalogue of one language (built once). */
export function catalogueFor(language: Language): MessageCatalogue {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    const flat: Record<string, string> = {};
    for (const [areaName, area] of Object.entries(messageAreas) as [string, MessageArea<string>][]) {
      for (const [key, text] of Object.entries(area[language])) flat[`${areaName}.${key}`] = text;
    }
    catalogue = Object.freeze(flat);
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

/** Each area's review state per translated language, for the staff's translations screen. */
export function messageReviewStates(): { area: string; messages: number; ml: ReviewState; hi: ReviewState }[] {
  return Object.entries(messageAreas).map(([area, messages]: [string, MessageArea<string>]) => ({
    area,
    messages: Object.keys(messages.en).length,
    ml: messages.review.ml,
    hi: messages.review.hi,
  }));
}
