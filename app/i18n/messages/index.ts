// Every area's interface texts, one catalogue per language. Only the root loader (a server-side
// read) imports this module's values: a page receives its own language's catalogue with its data
// (ADR 0038), so no language's messages are in the browser's JavaScript. Browser code imports the
// types only.

import type { Language } from "~server/vocabulary/languages";
import type { MessageArea, ReviewState } from "../define-messages";
import { common } from "./common";
import { consent } from "./consent";
import { contactForm } from "./contact-form";
import { crash } from "./crash";
import { formErrors } from "./form-errors";
import { forms } from "./forms";
import { layout } from "./layout";
import { leadForm } from "./lead-form";
import { partnerForm } from "./partner-form";
import { vyaparForm } from "./vyapar-form";

export const messageAreas = {
  common,
  crash,
  layout,
  forms,
  consent,
  formErrors,
  leadForm,
  contactForm,
  partnerForm,
  vyaparForm,
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
