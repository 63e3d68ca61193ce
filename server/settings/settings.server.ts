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
      if (!rows[0]) throw new Error("Site settings are missing: the database has not been seeded");
      return SiteSettingsSchema.parse(rows[0].value);
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

    async updateSite(changes: Partial<SiteSettings>): Promise<SiteSettings> {
      const current = await this.getSite();
      const next = SiteSettingsSchema.parse({ ...current, ...changes });
      await db
        .update(siteSettings)
        .set({ value: next, updatedAt: sql`now()` })
        .where(eq(siteSettings.key, SITE_KEY));
      onChange("settings");
      return next;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
