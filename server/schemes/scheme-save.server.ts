// The steps the scheme manager's writes share (scheme-manager.server.ts): one writer at a time,
// a whole scheme checked against the database, a save as the next version with its revision and
// old address, and the rows as staff read them. Not a service: functions of the transaction.
import { eq, like, sql } from "drizzle-orm";
import { changedFields, type Actor } from "../audit/audit.server";
import { writeContentRevision } from "../content/content-revisions.server";
import { rememberOldSlug } from "../content/slug-history.server";
import type { Database } from "../db/client.server";
import { govtSchemes, loanServices } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import { editFieldErrors } from "../settings/site-settings-edit";
import { pick } from "../shared/pick";
import { schemeGroups, type ContentRevisionReason, type SchemeGroup } from "../vocabulary/content";
import { SchemeInputSchema, schemePath, schemeSnapshotKeys, type SchemeData, type StaffScheme } from "./scheme.schema";
import { SCHEME_KIND } from "./scheme.server";

export type SchemeRow = typeof govtSchemes.$inferSelect;

export function toStaff(row: SchemeRow): StaffScheme {
  const { createdAt, updatedAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/**
 * The fields staff write, of a stored scheme (what an edit is merged into and compared with). The
 * questions' keys in the order the schema gives them: jsonb stores an object's keys in an order of
 * its own, and a comparison of the JSON would see a change where there is none.
 */
export function dataOf(row: SchemeRow): SchemeData {
  const faqs = row.faqs.map(({ question, answer }) => ({ question, answer }));
  return { ...pick(row, schemeSnapshotKeys), faqs, isActive: row.isActive };
}

const snapshotOf = (row: SchemeRow): Record<string, unknown> => pick(dataOf(row), schemeSnapshotKeys);

export const revisionTitle = (snapshot: Record<string, unknown>) =>
  typeof snapshot.name === "string" ? snapshot.name : "(no name)";

export const byGroupThenOrder = (a: SchemeRow, b: SchemeRow) =>
  schemeGroups.indexOf(a.schemeGroup) - schemeGroups.indexOf(b.schemeGroup) || a.sortOrder - b.sortOrder || a.id - b.id;

/** One writer at a time: slugs and orders are read and written whole. */
export const writeSchemes = <T>(db: Database, work: (t: Database) => Promise<T>) =>
  db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.execute(sql`lock table ${govtSchemes} in share row exclusive mode`);
    return work(tx);
  });

/** A whole scheme checked: its own rules, a loan service that exists, a slug no other scheme has. */
export async function checkedScheme(tx: Database, input: unknown, id: number | null): Promise<SchemeData> {
  const result = SchemeInputSchema.safeParse(input);
  if (!result.success) throw new ValidationError(editFieldErrors(result.error));
  const data = result.data;
  if (data.relatedServiceId !== null) {
    const [service] = await tx
      .select({ id: loanServices.id })
      .from(loanServices)
      .where(eq(loanServices.id, data.relatedServiceId))
      .limit(1);
    if (!service)
      throw new ValidationError({
        relatedServiceId: "Choose one of the loan services in the list (the one chosen no longer exists), or none",
      });
  }
  const [taken] = await tx
    .select({ id: govtSchemes.id })
    .from(govtSchemes)
    .where(eq(govtSchemes.slug, data.slug))
    .limit(1);
  if (taken && taken.id !== id)
    throw new ValidationError({
      slug: `Another scheme already has the address ${schemePath(data.slug)}: choose another`,
    });
  return data;
}

export async function lockedScheme(tx: Database, id: number): Promise<SchemeRow> {
  const [row] = await tx.select().from(govtSchemes).where(eq(govtSchemes.id, id)).limit(1).for("update");
  if (!row) throw new NotFoundError(`No scheme has the id ${id}: it may have been deleted. Reload the list.`);
  return row;
}

export function checkVersion(row: SchemeRow, version: number) {
  if (row.version !== version)
    throw new ConflictError(
      `Someone else saved this scheme meanwhile (it is at version ${row.version}, you started from ${version}). Reload it to see their change, then make yours again.`,
    );
}

export async function nextSortOrder(tx: Database, group: SchemeGroup): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${govtSchemes.sortOrder})` })
    .from(govtSchemes)
    .where(eq(govtSchemes.schemeGroup, group));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

const writeRevision = (tx: Database, actor: Actor, row: SchemeRow, reason: ContentRevisionReason) =>
  writeContentRevision(tx, actor, {
    kind: SCHEME_KIND,
    entityId: row.id,
    version: row.version,
    snapshot: snapshotOf(row),
    reason,
  });

export async function insertScheme(tx: Database, actor: Actor, data: SchemeData): Promise<SchemeRow> {
  const [row] = await tx
    .insert(govtSchemes)
    .values({ ...data, sortOrder: await nextSortOrder(tx, data.schemeGroup) })
    .returning();
  await writeRevision(tx, actor, row!, "create");
  return row!;
}

/** Writes a checked scheme over `current` as its next version; null when nothing changed. */
export async function saveScheme(
  tx: Database,
  actor: Actor,
  current: SchemeRow,
  data: SchemeData,
  reason: "save" | "restore",
): Promise<{ row: SchemeRow; changes: Record<string, { from: unknown; to: unknown }> } | null> {
  const changes = changedFields(dataOf(current) as Record<string, unknown>, data as Record<string, unknown>);
  if (Object.keys(changes).length === 0 && reason === "save") return null;
  const regrouped = data.schemeGroup !== current.schemeGroup;
  const [row] = await tx
    .update(govtSchemes)
    .set({
      ...data,
      // Moved to the other group: last there.
      ...(regrouped ? { sortOrder: await nextSortOrder(tx, data.schemeGroup) } : {}),
      version: current.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(govtSchemes.id, current.id))
    .returning();
  // The on/off state is no part of a revision: switching changes the version, not the text.
  if (reason === "restore" || schemeSnapshotKeys.some((key) => key in changes))
    await writeRevision(tx, actor, row!, reason);
  if (data.slug !== current.slug) await rememberOldSlug(tx, SCHEME_KIND, current.id, current.slug, data.slug);
  return { row: row!, changes };
}

export async function schemeOrNotFound(db: Database, id: number): Promise<SchemeRow> {
  const [row] = await db.select().from(govtSchemes).where(eq(govtSchemes.id, id)).limit(1);
  if (!row) throw new NotFoundError(`No scheme has the id ${id}: it may have been deleted. Reload the list.`);
  return row;
}

/** A slug for a copy: `<slug>-copy`, then `-copy-2`, … (none of them reserved or taken). */
export async function copySlug(tx: Database, slug: string): Promise<string> {
  const base = `${slug.slice(0, 70).replace(/-+$/, "")}-copy`;
  const rows = await tx
    .select({ slug: govtSchemes.slug })
    .from(govtSchemes)
    .where(like(govtSchemes.slug, `${base}%`));
  const taken = new Set(rows.map((row) => row.slug));
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}
