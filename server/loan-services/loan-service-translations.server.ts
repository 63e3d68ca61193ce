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
function numericEntryId(entryId: string): number | null {
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

/**
 * A translation kind whose entries are rows with a serial id (loan services, offers, schemes):
 * one read by its id, every one for the overview, each row's English as its kind words it.
 */
export function serialIdKind<Row>(kind: {
  kind: TranslationKindDefinition["kind"];
  textFields: readonly string[];
  fieldLabels: Readonly<Record<string, string>>;
  rowOf(id: number): Promise<Row | undefined>;
  rows(): Promise<Row[]>;
  idOf(row: Row): number;
  englishOf(row: Row): EnglishEntry;
}): TranslationKindDefinition {
  return {
    kind: kind.kind,
    textFields: kind.textFields,
    fieldLabels: kind.fieldLabels,
    async readEnglish(entryId) {
      const id = numericEntryId(entryId);
      const row = id === null ? undefined : await kind.rowOf(id);
      return row ? kind.englishOf(row) : null;
    },
    async listEntries() {
      return (await kind.rows()).map((row) => ({ entryId: String(kind.idOf(row)), ...kind.englishOf(row) }));
    },
  };
}

/** The kind `loan-service`: every service (switched-off ones too), its texts flat (loan-service-texts.ts). */
export function loanServiceTranslations(db: Database): TranslationKindDefinition {
  return serialIdKind({
    kind: "loan-service",
    textFields: loanServiceTextFields,
    fieldLabels: loanServiceFieldLabels,
    rowOf: async (id) => (await db.select().from(loanServices).where(eq(loanServices.id, id)).limit(1))[0],
    rows: () => db.select().from(loanServices).orderBy(asc(loanServices.sortOrder), asc(loanServices.id)),
    idOf: (row) => row.id,
    englishOf: englishOfService,
  });
}

const offerColumns = {
  id: lenderOffers.id,
  lenderName: lenderOffers.lenderName,
  processingFee: lenderOffers.processingFee,
  notes: lenderOffers.notes,
  serviceName: loanServices.name,
  serviceSlug: loanServices.slug,
};

interface OfferRow {
  id: number;
  lenderName: string;
  processingFee: string;
  notes: string;
  serviceName: string;
  serviceSlug: string;
}

function englishOfOffer(row: OfferRow): EnglishEntry {
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
  return serialIdKind<OfferRow>({
    kind: "lender-offer",
    textFields: lenderOfferTextFields,
    fieldLabels: { processingFee: "Processing fee", notes: "Note for visitors" },
    rowOf: async (id) => (await offers().where(eq(lenderOffers.id, id)).limit(1))[0],
    rows: () => offers().orderBy(asc(loanServices.sortOrder), asc(loanServices.id), asc(lenderOffers.id)),
    idOf: (row) => row.id,
    englishOf: englishOfOffer,
  });
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
function localizeLoanServiceList<T extends LoanServiceSummary>(
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
async function localizeOffers(
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

/**
 * What a loan page shows of its service, the other services and the lenders' offers in
 * `language`, each with what shows English: the route and its staff preview (which may have no
 * saved service yet).
 */
export async function localizeLoanPage<S extends LoanServiceDetail | null>(
  translations: ContentLocalizer,
  language: Language,
  page: { service: S; others: readonly LoanServiceSummary[]; offers: readonly PublicLenderOffer[] },
) {
  const [localized, others, offers] = await Promise.all([
    page.service ? localizeLoanService(translations, language, page.service) : null,
    localizeLoanServiceList(translations, language, page.others),
    localizeOffers(translations, language, page.offers),
  ]);
  return {
    service: (localized?.service ?? null) as S,
    english: localized?.english ?? [],
    others: others.map((other) => other.value),
    othersInEnglish: others.filter((other) => other.english.includes("name")).map((other) => other.value.id),
    offers: offers.offers,
    offersInEnglish: offers.english,
  };
}
