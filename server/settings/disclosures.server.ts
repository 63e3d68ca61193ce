import { asc, count, eq, inArray } from "drizzle-orm";
import type { ContentChangeListener } from "../content-change";
import type { EnglishEntry, TranslationKindDefinition, TranslationService } from "../content/translations.server";
import type { Database } from "../db/client.server";
import { lenderOffers, loanServices, siteSettings } from "../db/schema";
import type { Actor } from "../audit/audit.server";
import { ValidationError } from "../domain-errors";
import type { Language } from "../vocabulary/languages";
import {
  defaultDisclosures,
  disclosureTextFields,
  DisclosuresEditSchema,
  DisclosuresSchema,
  type Disclosures,
  type VisitorDisclosures,
} from "./disclosures";
import { editSettingsParts } from "./settings-document.server";

/** The disclosures' own row in site_settings (beside "site" and "leads"). */
const DISCLOSURES_KEY = "disclosures";

/** The disclosures' one entry among the translations (content_translations.entry_id). */
export const DISCLOSURES_ENTRY_ID = "site";

/** The texts of the disclosures a translation holds: the officer's hours only while one is named. */
function textsOf(disclosures: Disclosures) {
  return {
    charges: disclosures.charges,
    escalation: disclosures.escalation,
    ...(disclosures.grievanceOfficer ? { grievanceHours: disclosures.grievanceOfficer.hours } : {}),
  };
}

export interface DisclosuresServiceDeps {
  db: Database;
  onChange?: ContentChangeListener;
}

export function createDisclosuresService({ db, onChange = () => {} }: DisclosuresServiceDeps) {
  return {
    /** The disclosures; the defaults (no lenders, no named officer) until staff or the seed save them. */
    get: (): Promise<Disclosures> => readDisclosures(db),

    /**
     * The disclosures as a page in `language` shows them: staff's texts from the published
     * translation, English where there is none (listed in `englishFields`, marked `lang="en"`).
     */
    async forVisitors(
      language: Language,
      translations: Pick<TranslationService, "localize">,
    ): Promise<VisitorDisclosures> {
      const disclosures = await readDisclosures(db);
      const { value, english } = await translations.localize(
        "disclosures",
        language,
        DISCLOSURES_ENTRY_ID,
        textsOf(disclosures),
      );
      const officer = disclosures.grievanceOfficer;
      return {
        ...disclosures,
        charges: value.charges,
        escalation: value.escalation,
        grievanceOfficer: officer && { ...officer, hours: value.grievanceHours ?? officer.hours },
        englishFields: disclosureTextFields.filter((field) => english.includes(field)),
      };
    },

    /** The seed's demo values, only where nothing is stored yet: staff changes are never overwritten. */
    async initIfMissing(value: Disclosures): Promise<boolean> {
      const parsed = DisclosuresSchema.parse(value);
      const rows = await db
        .insert(siteSettings)
        .values({ key: DISCLOSURES_KEY, value: parsed })
        .onConflictDoNothing({ target: siteSettings.key })
        .returning({ key: siteSettings.key });
      if (rows.length > 0) onChange("settings");
      return rows.length > 0;
    },

    /**
     * A staff edit (PATCH /api/admin/disclosures): any of the four parts, each replaced whole.
     * The row stays locked from read to write (two staff saving different parts both keep
     * theirs), the audit entry lists each changed part old → new in the same transaction, and the
     * content-change signal makes the loan pages and /disclaimer show it on their next request.
     * Bad values throw a ValidationError with dotted field paths (`lenders.2.entityType`).
     */
    async edit(actor: Actor, input: unknown): Promise<Disclosures> {
      const { next, changed } = await editSettingsParts(db, input, {
        key: DISCLOSURES_KEY,
        defaults: defaultDisclosures,
        stored: storedDisclosures,
        editSchema: DisclosuresEditSchema,
        schema: DisclosuresSchema,
        alsoCheck: refuseDroppingLendersWithOffers,
        actor,
        action: "disclosures.update",
      });
      if (changed) onChange("settings");
      return next;
    },
  };
}

export type DisclosuresService = ReturnType<typeof createDisclosuresService>;

/** The disclosures' Malayalam and Hindi versions: one entry (registered in app-services.server.ts). */
export function disclosuresTranslations(db: Database): TranslationKindDefinition {
  const english = async (): Promise<EnglishEntry> => ({
    fields: textsOf(await readDisclosures(db)),
    label: "RBI / DSA disclosures",
    publicPath: "/disclaimer#dsa-disclosures",
  });
  return {
    kind: "disclosures",
    textFields: disclosureTextFields,
    fieldLabels: {
      charges: "What you charge",
      escalation: "Escalation path",
      grievanceHours: "Grievance officer's hours",
    },
    readEnglish: async (entryId) => (entryId === DISCLOSURES_ENTRY_ID ? english() : null),
    listEntries: async () => [{ entryId: DISCLOSURES_ENTRY_ID, ...(await english()) }],
  };
}

/**
 * The disclosures as stored, read with `database` (the transaction, when there is one). With
 * `lock: "share"` (a lender's offer being saved: it names a lender of the list, one list of
 * lenders) the row stays as read until the transaction ends, so the offer and a change of the
 * list, which locks the row for update, never pass each other.
 */
export async function readDisclosures(database: Database, lock?: "share"): Promise<Disclosures> {
  const query = database
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, DISCLOSURES_KEY))
    .limit(1);
  const rows = lock ? await query.for(lock) : await query;
  return storedDisclosures(rows[0]);
}

/**
 * One list of lenders (issue 26): a lender that lenders' offers name stays on the list while they
 * do. Taking it off, or renaming it (the list is sent whole, so a rename reads as one lender gone
 * and another added), is refused with the lender's name, how many offers name it and on which
 * loan services, so staff move or delete those offers first.
 */
async function refuseDroppingLendersWithOffers(database: Database, before: Disclosures, after: Disclosures) {
  const kept = new Set(after.lenders.map((lender) => lender.name));
  const dropped = before.lenders.map((lender) => lender.name).filter((name) => !kept.has(name));
  if (dropped.length === 0) return;
  const rows = await database
    .select({ lenderName: lenderOffers.lenderName, serviceName: loanServices.name, offers: count() })
    .from(lenderOffers)
    .innerJoin(loanServices, eq(loanServices.id, lenderOffers.serviceId))
    .where(inArray(lenderOffers.lenderName, dropped))
    .groupBy(lenderOffers.lenderName, loanServices.name, loanServices.sortOrder)
    .orderBy(asc(lenderOffers.lenderName), asc(loanServices.sortOrder));
  if (rows.length === 0) return;
  const byLender = new Map<string, { offers: number; services: string[] }>();
  for (const row of rows) {
    const entry = byLender.get(row.lenderName) ?? { offers: 0, services: [] };
    entry.offers += Number(row.offers);
    entry.services.push(row.serviceName);
    byLender.set(row.lenderName, entry);
  }
  const sentences = [...byLender].map(
    ([name, { offers, services }]) =>
      `${name} is named by ${offers} lender ${offers === 1 ? "offer" : "offers"} (${services.join(", ")}).`,
  );
  throw new ValidationError({
    lenders: `${sentences.join(" ")} Delete those offers, or change them to another lender, on each loan service's Offers screen first; then remove or rename the lender here.`,
  });
}

/** A stored document; a missing or unreadable one reads as the defaults. */
function storedDisclosures(row: { value: unknown } | undefined): Disclosures {
  const result = DisclosuresSchema.safeParse({ ...defaultDisclosures, ...(row?.value as object | undefined) });
  return result.success ? result.data : defaultDisclosures;
}
