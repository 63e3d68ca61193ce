// The Malayalam and Hindi versions of the loan services and their lenders' offers (issue 27, ADR
// 0038): the two translation kinds (what the translation service and its staff editor read of an
// entry's English), and the pages' and the API's way of showing an entry in a language, English
// field by field where a translation lacks it.
import { asc, eq } from "drizzle-orm";
// The OpenAPI schemas first: they extend zod before the plain zod shapes they name are made (the
// seed reaches this module before anything else loads them).
import { lenderOfferTextFields, type PublicLenderOffer } from "./lender-offer.schema";
import {
  loanServicePagePath,
  loanServiceTextFields,
  type LoanServiceDetail,
  type LoanServiceSummary,
  type LoanServiceTextField,
} from "./loan-service.schema";
import type { LocalizedFields, TextFields } from "../content/translated-fields";
import type { EnglishEntry, TranslationKindDefinition, TranslationService } from "../content/translations.server";
import type { Database } from "../db/client.server";
import { lenderOffers, loanServices } from "../db/schema";
import type { Language } from "../vocabulary/languages";
import { EnquiryFieldsSchema } from "../vocabulary/loan-services";
import { loanServiceFieldLabels, loanServiceTextsOf, withLoanServiceTexts } from "./loan-service-texts";

/** The two ways a page shows translated content (TranslationService's). */
export type ContentLocalizer = Pick<TranslationService, "localize" | "localizeAll">;

/** An entry id of a kind keyed by a serial id, or null for anything that cannot be one. */
export function numericEntryId(entryId: string): number | null {
  return /^[1-9]\d{0,9}$/.test(entryId) && Number(entryId) <= 2_147_483_647 ? Number(entryId) : null;
}

type ServiceRow = typeof loanServices.$inferSelect;

function englishOfService(row: ServiceRow): EnglishEntry {
  return {
    // Stored as written (`{}` by default): the defaults applied are the English visitors read.
    fields: loanServiceTextsOf({ ...row, enquiryFields: EnquiryFieldsSchema.parse(row.enquiryFields) }),
    label: row.name,
    publicPath: loanServicePagePath(row.slug),
  };
}

/** The kind `loan-service`: every service (switched-off ones too), its texts flat (loan-service-texts.ts). */
export function loanServiceTranslations(db: Database): TranslationKindDefinition {
  return {
    kind: "loan-service",
    textFields: loanServiceTextFields,
    fieldLabels: loanServiceFieldLabels,
    async readEnglish(entryId) {
      const id = numericEntryId(entryId);
      if (id === null) return null;
      const [row] = await db.select().from(loanServices).where(eq(loanServices.id, id)).limit(1);
      return row ? englishOfService(row) : null;
    },
    async listEntries() {
      const rows = await db.select().from(loanServices).orderBy(asc(loanServices.sortOrder), asc(loanServices.id));
      return rows.map((row) => ({ entryId: String(row.id), ...englishOfService(row) }));
    },
  };
}

const offerColumns = {
  id: lenderOffers.id,
  lenderName: lenderOffers.lenderName,
  processingFee: lenderOffers.processingFee,
  notes: lenderOffers.notes,
  serviceName: loanServices.name,
  serviceSlug: loanServices.slug,
};

function englishOfOffer(row: {
  lenderName: string;
  processingFee: string;
  notes: string;
  serviceName: string;
  serviceSlug: string;
}): EnglishEntry {
  return {
    fields: { processingFee: row.processingFee, notes: row.notes },
    // The lender's name stays the disclosures' (one list of lenders): staff tell offers apart by it.
    label: `${row.lenderName}: ${row.serviceName}`,
    publicPath: loanServicePagePath(row.serviceSlug),
  };
}

/** The kind `lender-offer`: each offer's processing fee and note for visitors. */
export function lenderOfferTranslations(db: Database): TranslationKindDefinition {
  const offers = () =>
    db.select(offerColumns).from(lenderOffers).innerJoin(loanServices, eq(loanServices.id, lenderOffers.serviceId));
  return {
    kind: "lender-offer",
    textFields: lenderOfferTextFields,
    fieldLabels: { processingFee: "Processing fee", notes: "Note for visitors" },
    async readEnglish(entryId) {
      const id = numericEntryId(entryId);
      if (id === null) return null;
      const [row] = await offers().where(eq(lenderOffers.id, id)).limit(1);
      return row ? englishOfOffer(row) : null;
    },
    async listEntries() {
      const rows = await offers().orderBy(asc(loanServices.sortOrder), asc(loanServices.id), asc(lenderOffers.id));
      return rows.map((row) => ({ entryId: String(row.id), ...englishOfOffer(row) }));
    },
  };
}

/** The text fields of an entry that show English in a language, as a page marks them. */
export type EnglishFields<F extends string = string> = F[];

/**
 * A service's page in `language`: every text from the published translation where it has the
 * English's shape, the English elsewhere (`english` names those fields, dotted names included).
 */
export async function localizeLoanService<T extends LoanServiceDetail>(
  translations: ContentLocalizer,
  language: Language,
  service: T,
): Promise<{ service: T; english: EnglishFields<LoanServiceTextField> }> {
  if (language === "en") return { service, english: [] };
  const localized = await translations.localize("loan-service", language, service.id, loanServiceTextsOf(service));
  return {
    service: withLoanServiceTexts(service, localized.value),
    english: localized.english as LoanServiceTextField[],
  };
}

/** Many services' cards (name and description) in `language`, each with the fields that show English. */
export function localizeLoanServiceList<T extends LoanServiceSummary>(
  translations: ContentLocalizer,
  language: Language,
  services: readonly T[],
): Promise<LocalizedFields<T>[]> {
  return translations.localizeAll("loan-service", language, services, (service) => service.id);
}

/** The active services' cards in `language`, in display order: /services, the home page's grid, the API. */
export async function activeLoanServicesIn(
  services: { loanServices: { listActive(): Promise<LoanServiceSummary[]> }; translations: ContentLocalizer },
  language: Language,
): Promise<LoanServiceSummary[]> {
  const list = await services.loanServices.listActive();
  if (language === "en") return list;
  return (await localizeLoanServiceList(services.translations, language, list)).map((entry) => entry.value);
}

/** A loan page's offers in `language`, with each offer's fields that show English (by offer id). */
export async function localizeOffers(
  translations: ContentLocalizer,
  language: Language,
  offers: readonly PublicLenderOffer[],
): Promise<{ offers: PublicLenderOffer[]; english: Record<number, EnglishFields> }> {
  const localized = await translations.localizeAll(
    "lender-offer",
    language,
    offers as (PublicLenderOffer & TextFields)[],
    (offer) => offer.id,
  );
  const english: Record<number, EnglishFields> = {};
  for (const { value, english: fields } of localized) if (fields.length > 0) english[value.id] = fields;
  return { offers: localized.map((entry) => entry.value), english };
}
