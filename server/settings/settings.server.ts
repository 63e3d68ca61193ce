import { eq, sql } from "drizzle-orm";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { siteSettings } from "../db/schema";
import {
  defaultLeadSettings,
  leadSettingsDocument,
  LeadSettingsSchema,
  type LeadSettings,
} from "../leads/lead-settings";
import { recordAudit, type Actor } from "../audit/audit.server";
import { ValidationError } from "../domain-errors";
import { catalogueFor } from "../../app/i18n/messages";
import { createTranslator } from "../../app/i18n/translator";
import { describeWorkingHours } from "../leads/working-time";
import type { Language } from "../vocabulary/languages";
import { SiteSettingsDocumentSchema, type SiteSettings, type SiteSettingsDocument } from "./settings.schema";
import { editFieldErrors, SiteSettingsEditSchema } from "./site-settings-edit";

const SITE_KEY = "site";
/** How the office works its leads (lead-settings.ts); staff-only, read by every new lead. */
const LEADS_KEY = "leads";
/** The content-change topic of a lead-settings edit: no public page shows them, but every instance caches them. */
export const LEAD_SETTINGS_TOPIC = "lead-settings";

export interface SettingsServiceDeps {
  db: Database;
  onChange?: ContentChangeListener;
}

export function createSettingsService({ db, onChange = () => {} }: SettingsServiceDeps) {
  /**
   * The lead settings as last read: every new lead needs them and staff change them rarely
   * (issue 14). Emptied by clearCache on any content change, this instance's or another's
   * (app-services.server.ts); updateLeads announces its own.
   */
  let cachedLeads: Promise<LeadSettings> | null = null;

  function getLeads(): Promise<LeadSettings> {
    if (cachedLeads) return cachedLeads;
    const reading = db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, LEADS_KEY))
      .limit(1)
      .then((rows) => storedLeadSettings(rows[0]));
    cachedLeads = reading;
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (cachedLeads === reading) cachedLeads = null;
    });
    return reading;
  }

  /**
   * The stored settings with the opening hours: the lead settings' working hours in words, in the
   * page's language, so the website says what the office works by (issue 25). Called after a
   * transaction, never inside one: the embedded database has one connection, which a transaction
   * holds.
   */
  async function withOpeningHours(document: SiteSettingsDocument, language: Language = "en"): Promise<SiteSettings> {
    const { workingHours } = await getLeads();
    const translator = createTranslator(language, catalogueFor(language));
    return { ...document, businessHours: describeWorkingHours(workingHours, translator) };
  }

  return {
    /** Forgets the lead settings read so far: the next request reads them again. */
    clearCache(): void {
      cachedLeads = null;
    },

    /**
     * The site settings, their opening hours in `language` (a public page's); throws when the seed
     * has not run (a server that boots always seeds).
     */
    async getSite(language: Language = "en"): Promise<SiteSettings> {
      const rows = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, SITE_KEY))
        .limit(1);
      return withOpeningHours(storedSettings(rows[0]), language);
    },

    async initSiteIfMissing(value: SiteSettingsDocument): Promise<boolean> {
      const parsed = SiteSettingsDocumentSchema.parse(value);
      const rows = await db
        .insert(siteSettings)
        .values({ key: SITE_KEY, value: parsed })
        .onConflictDoNothing({ target: siteSettings.key })
        .returning({ key: siteSettings.key });
      if (rows.length > 0) onChange("settings");
      return rows.length > 0;
    },

    /**
     * Merges a partial edit into the settings. The row stays locked from read to write, so a
     * concurrent edit of other settings waits and then merges into this one instead of
     * overwriting it with what it read before.
     */
    async updateSite(changes: Partial<SiteSettingsDocument>): Promise<SiteSettings> {
      const next = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, SITE_KEY))
          .for("update");
        const merged = SiteSettingsDocumentSchema.parse({ ...storedSettings(rows[0]), ...changes });
        await tx
          .update(siteSettings)
          .set({ value: merged, updatedAt: sql`now()` })
          .where(eq(siteSettings.key, SITE_KEY));
        return merged;
      });
      onChange("settings");
      return withOpeningHours(next);
    },

    /**
     * A staff edit (PATCH /api/admin/settings): checked by the edit rules (site-settings-edit.ts),
     * merged into the stored settings under the row lock (the social links and the address field
     * by field, so a change of one link keeps the others), audited in the same transaction with
     * each changed field's old and new value, then the content-change signal so the public pages
     * show it on their next request. Bad values throw a ValidationError with dotted field paths.
     */
    async editSite(actor: Actor, input: unknown): Promise<SiteSettings> {
      const checked = SiteSettingsEditSchema.safeParse(input);
      if (!checked.success) throw new ValidationError(editFieldErrors(checked.error));
      const { socialLinks, address, rating, ...rest } = checked.data;
      const { next, changed } = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, SITE_KEY))
          .for("update");
        const before = storedSettings(rows[0]);
        const result = SiteSettingsDocumentSchema.safeParse({
          ...before,
          ...rest,
          socialLinks: { ...before.socialLinks, ...socialLinks },
          address: { ...before.address, ...address },
          rating: { ...before.rating, ...rating },
        });
        if (!result.success) throw new ValidationError(editFieldErrors(result.error));
        const after = result.data;
        const changes = settingsDiff(before, after);
        if (Object.keys(changes).length === 0) return { next: before, changed: false };
        await tx
          .update(siteSettings)
          .set({ value: after, updatedAt: sql`now()` })
          .where(eq(siteSettings.key, SITE_KEY));
        await recordAudit(tx as unknown as Database, actor, {
          action: "settings.update",
          entity: "settings",
          entityId: SITE_KEY,
          changes,
        });
        return { next: after, changed: true };
      });
      if (changed) onChange("settings");
      return withOpeningHours(next);
    },

    /** The lead settings; the defaults until staff first save them. */
    getLeads,

    /**
     * Merges a partial edit into the lead settings under a row lock (see updateSite). Invalid
     * values throw a ValidationError with a message per field (dotted paths, e.g.
     * `workingHours.end`). `onSaved` runs in the same transaction with the settings before and
     * after, so what a change must write with it (its audit entry, the owners' notice of new alert
     * recipients) commits with it or not at all, and compares against what was really replaced.
     */
    async updateLeads(
      changes: Partial<LeadSettings>,
      onSaved?: (tx: Database, before: LeadSettings, after: LeadSettings) => Promise<void>,
    ): Promise<LeadSettings> {
      const saved = await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ key: LEADS_KEY, value: defaultLeadSettings })
          .onConflictDoNothing({ target: siteSettings.key });
        const rows = await tx
          .select({ value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, LEADS_KEY))
          .for("update");
        const before = storedLeadSettings(rows[0]);
        const result = LeadSettingsSchema.safeParse({ ...before, ...changes });
        if (!result.success) {
          const fields: Record<string, string> = {};
          for (const issue of result.error.issues) fields[issue.path.join(".") || "settings"] ??= issue.message;
          throw new ValidationError(fields);
        }
        await tx
          .update(siteSettings)
          .set({ value: result.data, updatedAt: sql`now()` })
          .where(eq(siteSettings.key, LEADS_KEY));
        await onSaved?.(tx as unknown as Database, before, result.data);
        return result.data;
      });
      onChange(LEAD_SETTINGS_TOPIC);
      return saved;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * `{field: {from, to}}` of what differs between two settings documents; the social links, the
 * address and the rating are compared field by field (`socialLinks.facebook`), so the audit names what changed.
 */
function settingsDiff(
  before: SiteSettingsDocument,
  after: SiteSettingsDocument,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const compare = (path: string, from: unknown, to: unknown) => {
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[path] = { from, to };
  };
  for (const key of Object.keys(after) as (keyof SiteSettingsDocument)[]) {
    if (key === "socialLinks" || key === "address" || key === "rating") {
      const inner = after[key] as Record<string, unknown>;
      for (const field of Object.keys(inner))
        compare(`${key}.${field}`, (before[key] as Record<string, unknown>)[field], inner[field]);
    } else {
      compare(key, before[key], after[key]);
    }
  }
  return changes;
}

/**
 * The stored settings document, validated (older documents get the defaults of newer fields and
 * lose the fields that are no site setting any more).
 */
function storedSettings(row: { value: unknown } | undefined): SiteSettingsDocument {
  if (!row) throw new Error("Site settings are missing: the database has not been seeded");
  return SiteSettingsDocumentSchema.parse(row.value);
}

/** A stored lead-settings document; a missing or outdated one reads as the defaults. */
function storedLeadSettings(row: { value: unknown } | undefined): LeadSettings {
  const result = LeadSettingsSchema.safeParse({ ...defaultLeadSettings, ...leadSettingsDocument(row?.value) });
  return result.success ? result.data : defaultLeadSettings;
}
