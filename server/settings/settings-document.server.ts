import { eq, sql } from "drizzle-orm";
import { changedFields, recordAudit, type Actor } from "../audit/audit.server";
import type { Database } from "../db/client.server";
import { siteSettings } from "../db/schema";
import { ValidationError } from "../domain-errors";
import type { AuditAction } from "../vocabulary/audit";
import { editFieldErrors } from "./site-settings-edit";

export interface SettingsDocumentEdit<T extends Record<string, unknown>> {
  /** The document's row in site_settings. */
  key: string;
  /** What a missing row starts as. */
  defaults: T;
  /** The stored document as read (a missing or unreadable one reads as the defaults). */
  stored: (row: { value: unknown } | undefined) => T;
  /** The document after the change, checked whole (a ValidationError when it breaks a rule). */
  merge: (before: T, tx: Database) => T | Promise<T>;
  actor: Actor;
  action: AuditAction;
}

/**
 * A staff change of one settings document of site_settings (the disclosures, the lenders' offers'
 * freshness): the row, made with the defaults when missing, stays locked from read to write (two
 * staff saving different parts both keep theirs); the audit entry lists each changed part old →
 * new in the same transaction. Nothing is written when nothing changes.
 */
export async function editSettingsDocument<T extends Record<string, unknown>>(
  db: Database,
  edit: SettingsDocumentEdit<T>,
): Promise<{ next: T; changed: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx
      .insert(siteSettings)
      .values({ key: edit.key, value: edit.defaults })
      .onConflictDoNothing({ target: siteSettings.key });
    const rows = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, edit.key))
      .for("update");
    const before = edit.stored(rows[0]);
    const after = await edit.merge(before, tx);
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0) return { next: before, changed: false };
    await tx
      .update(siteSettings)
      .set({ value: after, updatedAt: sql`now()` })
      .where(eq(siteSettings.key, edit.key));
    await recordAudit(tx, edit.actor, { action: edit.action, entity: "settings", entityId: edit.key, changes });
    return { next: after, changed: true };
  });
}

/** What a check of a staff edit needs of a zod schema: its safeParse. */
interface Checks<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: import("zod").ZodError };
}

/**
 * A staff edit of some parts of a settings document (PATCH): `input` checked by `editSchema`, the
 * parts merged into the stored document and the result checked whole by `schema` (both a
 * ValidationError with dotted field paths), `alsoCheck` run in the transaction with the document
 * before and after (rules that read other tables), then written and audited as
 * editSettingsDocument does.
 */
export function editSettingsParts<T extends Record<string, unknown>>(
  db: Database,
  input: unknown,
  edit: Omit<SettingsDocumentEdit<T>, "merge"> & {
    editSchema: Checks<Partial<T>>;
    schema: Checks<T>;
    alsoCheck?: (tx: Database, before: T, after: T) => Promise<void>;
  },
): Promise<{ next: T; changed: boolean }> {
  const checked = edit.editSchema.safeParse(input);
  if (!checked.success) throw new ValidationError(editFieldErrors(checked.error));
  const { editSchema: _editSchema, schema, alsoCheck, ...document } = edit;
  return editSettingsDocument(db, {
    ...document,
    merge: async (before, tx) => {
      const result = schema.safeParse({ ...before, ...checked.data });
      if (!result.success) throw new ValidationError(editFieldErrors(result.error));
      await alsoCheck?.(tx, before, result.data);
      return result.data;
    },
  });
}
