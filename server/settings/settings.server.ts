import { eq, sql } from "drizzle-orm";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { siteSettings } from "../db/schema";
import { SiteSettingsSchema, type SiteSettings } from "./settings.schema";

const SITE_KEY = "site";

export function createSettingsService(db: Database, onChange: ContentChangeListener = () => {}) {
  return {
    /** The site settings; throws when the seed has not run (a server that boots always seeds). */
    async getSite(): Promise<SiteSettings> {
      const rows = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, SITE_KEY))
        .limit(1);
      return storedSettings(rows[0]);
    },

    async initSiteIfMissing(value: SiteSettings): Promise<boolean> {
      const parsed = SiteSettingsSchema.parse(value);
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
    async updateSite(changes: Partial<SiteSettings>): Promise<SiteSettings> {
      const next = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, SITE_KEY))
          .for("update");
        const merged = SiteSettingsSchema.parse({ ...storedSettings(rows[0]), ...changes });
        await tx
          .update(siteSettings)
          .set({ value: merged, updatedAt: sql`now()` })
          .where(eq(siteSettings.key, SITE_KEY));
        return merged;
      });
      onChange("settings");
      return next;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/** The stored settings document, validated (older documents get the defaults of newer fields). */
function storedSettings(row: { value: unknown } | undefined): SiteSettings {
  if (!row) throw new Error("Site settings are missing: the database has not been seeded");
  return SiteSettingsSchema.parse(row.value);
}
