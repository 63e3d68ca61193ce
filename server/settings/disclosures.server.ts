import { eq, sql } from "drizzle-orm";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { siteSettings } from "../db/schema";
import { recordAudit, type Actor } from "../audit/audit.server";
import { ValidationError } from "../domain-errors";
import { defaultDisclosures, DisclosuresEditSchema, DisclosuresSchema, type Disclosures } from "./disclosures";
import { editFieldErrors } from "./site-settings-edit";

/** The disclosures' own row in site_settings (beside "site" and "leads"). */
const DISCLOSURES_KEY = "disclosures";

export interface DisclosuresServiceDeps {
  db: Database;
  onChange?: ContentChangeListener;
}

export function createDisclosuresService({ db, onChange = () => {} }: DisclosuresServiceDeps) {
  return {
    /** The disclosures; the defaults (no lenders, no named officer) until staff or the seed save them. */
    async get(): Promise<Disclosures> {
      const rows = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, DISCLOSURES_KEY))
        .limit(1);
      return storedDisclosures(rows[0]);
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
      const checked = DisclosuresEditSchema.safeParse(input);
      if (!checked.success) throw new ValidationError(editFieldErrors(checked.error));
      const { next, changed } = await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ key: DISCLOSURES_KEY, value: defaultDisclosures })
          .onConflictDoNothing({ target: siteSettings.key });
        const rows = await tx
          .select({ value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, DISCLOSURES_KEY))
          .for("update");
        const before = storedDisclosures(rows[0]);
        const result = DisclosuresSchema.safeParse({ ...before, ...checked.data });
        if (!result.success) throw new ValidationError(editFieldErrors(result.error));
        const after = result.data;
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const key of Object.keys(after) as (keyof Disclosures)[])
          if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
            changes[key] = { from: before[key], to: after[key] };
        if (Object.keys(changes).length === 0) return { next: before, changed: false };
        await tx
          .update(siteSettings)
          .set({ value: after, updatedAt: sql`now()` })
          .where(eq(siteSettings.key, DISCLOSURES_KEY));
        await recordAudit(tx as unknown as Database, actor, {
          action: "disclosures.update",
          entity: "settings",
          entityId: DISCLOSURES_KEY,
          changes,
        });
        return { next: after, changed: true };
      });
      if (changed) onChange("settings");
      return next;
    },
  };
}

export type DisclosuresService = ReturnType<typeof createDisclosuresService>;

/** A stored document; a missing or unreadable one reads as the defaults. */
function storedDisclosures(row: { value: unknown } | undefined): Disclosures {
  const result = DisclosuresSchema.safeParse({ ...defaultDisclosures, ...(row?.value as object | undefined) });
  return result.success ? result.data : defaultDisclosures;
}
