import { eq } from "drizzle-orm";
import type { Actor } from "../audit/audit.server";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { siteSettings } from "../db/schema";
import { editSettingsParts } from "../settings/settings-document.server";
import {
  defaultOfferFreshnessSettings,
  OfferFreshnessEditSchema,
  OfferFreshnessSchema,
  type OfferFreshnessSettings,
} from "./lender-offer.schema";

/** The freshness settings' own row in site_settings (beside "site", "leads" and "disclosures"). */
export const OFFER_FRESHNESS_KEY = "lender-offers";

/** The stored document; a missing or unreadable one reads as the defaults (45 and 90 days). */
export function storedOfferFreshness(row: { value: unknown } | undefined): OfferFreshnessSettings {
  const result = OfferFreshnessSchema.safeParse({
    ...defaultOfferFreshnessSettings,
    ...(row?.value as object | undefined),
  });
  return result.success ? result.data : defaultOfferFreshnessSettings;
}

/** Reads the settings with `database` (the transaction, when there is one). */
export async function readOfferFreshness(database: Database): Promise<OfferFreshnessSettings> {
  const rows = await database
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, OFFER_FRESHNESS_KEY))
    .limit(1);
  return storedOfferFreshness(rows[0]);
}

export interface OfferFreshnessServiceDeps {
  db: Database;
  onChange?: ContentChangeListener;
}

/**
 * How long lenders' rates stay current, for every loan service: after "flag after" days the
 * dashboard asks staff to check an offer again, after "hide after" days visitors stop seeing it.
 */
export function createOfferFreshnessService({ db, onChange = () => {} }: OfferFreshnessServiceDeps) {
  return {
    get: () => readOfferFreshness(db),

    /**
     * A staff change of either setting (PATCH /api/admin/lender-offers/settings), merged and checked
     * whole ("hide after" stays longer than "flag after") and audited as a settings change; the
     * loan pages drop from the page cache, since a shorter "hide after" hides offers at once.
     */
    async edit(actor: Actor, input: unknown): Promise<OfferFreshnessSettings> {
      const { next, changed } = await editSettingsParts(db, input, {
        key: OFFER_FRESHNESS_KEY,
        defaults: defaultOfferFreshnessSettings,
        stored: storedOfferFreshness,
        editSchema: OfferFreshnessEditSchema,
        schema: OfferFreshnessSchema,
        actor,
        action: "settings.update",
      });
      if (changed) onChange("loan-services");
      return next;
    },
  };
}

export type OfferFreshnessService = ReturnType<typeof createOfferFreshnessService>;
