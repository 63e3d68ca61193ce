// Government schemes as staff keep them (/admin/schemes and /api/admin/schemes): list, create, edit
// with the version the edit started from (409 when stale), copy, move within a group, switch on
// and off, delete, and the saved versions with restore. Every write holds the table's lock (slugs
// and orders are checked and written whole), is audited and, when the text changed, writes a
// revision in the same transaction; then the content-change signal empties every instance's caches.
import { asc, count, eq, like, sql } from "drizzle-orm";
import { changedFields, recordAudit, systemActor, type Actor } from "../audit/audit.server";
import type { ContentRevision, ContentRevisionPage, ContentRevisionQuery } from "../content/content-revision.schema";
import {
  contentRevision,
  contentRevisionPage,
  deleteContentRevisions,
  writeContentRevision,
} from "../content/content-revisions.server";
import { forgetOldSlugs, rememberOldSlug } from "../content/slug-history.server";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { govtSchemes, loanServices } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import { editFieldErrors } from "../settings/site-settings-edit";
import { pick } from "../shared/pick";
import { schemeGroups, type ContentRevisionReason, type SchemeGroup } from "../vocabulary/content";
import {
  SchemeInputSchema,
  SchemeMoveSchema,
  SchemePatchSchema,
  schemePath,
  schemeSnapshotKeys,
  type SchemeData,
  type SchemeInput,
  type SchemeServiceChoice,
  type StaffScheme,
  type StaffSchemeList,
} from "./scheme.schema";
import { SCHEMES_TOPIC } from "./scheme.server";

type SchemeRow = typeof govtSchemes.$inferSelect;

const KIND = "govt-scheme";

/** A seed entry names its loan service by slug (ids differ from one database to another). */
export type SchemeSeedEntry = Omit<SchemeInput, "relatedServiceId" | "isActive"> & {
  relatedServiceSlug: string | null;
};

function toStaff(row: SchemeRow): StaffScheme {
  const { createdAt, updatedAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/**
 * The fields staff write, of a stored scheme (what an edit is merged into and compared with). The
 * questions' keys in the order the schema gives them: jsonb stores an object's keys in an order of
 * its own, and a comparison of the JSON would see a change where there is none.
 */
function dataOf(row: SchemeRow): SchemeData {
  const faqs = row.faqs.map(({ question, answer }) => ({ question, answer }));
  return { ...pick(row, schemeSnapshotKeys), faqs, isActive: row.isActive };
}

const snapshotOf = (row: SchemeRow): Record<string, unknown> => pick(dataOf(row), schemeSnapshotKeys);

const revisionTitle = (snapshot: Record<string, unknown>) =>
  typeof snapshot.name === "string" ? snapshot.name : "(no name)";

const byGroupThenOrder = (a: SchemeRow, b: SchemeRow) =>
  schemeGroups.indexOf(a.schemeGroup) - schemeGroups.indexOf(b.schemeGroup) || a.sortOrder - b.sortOrder || a.id - b.id;

export interface SchemeManagerDeps {
  db: Database;
  onChange?: ContentChangeListener;
}

export function createSchemeManager({ db, onChange = () => {} }: SchemeManagerDeps) {
  /** One writer at a time: slugs and orders are read and written whole. */
  const write = <T>(work: (t: Database) => Promise<T>) =>
    db.transaction(async (t) => {
      const tx = t as unknown as Database;
      await tx.execute(sql`lock table ${govtSchemes} in share row exclusive mode`);
      return work(tx);
    });

  /** A whole scheme checked: its own rules, a loan service that exists, a slug no other scheme has. */
  async function checked(tx: Database, input: unknown, id: number | null): Promise<SchemeData> {
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

  async function lockedRow(tx: Database, id: number): Promise<SchemeRow> {
    const [row] = await tx.select().from(govtSchemes).where(eq(govtSchemes.id, id)).limit(1).for("update");
    if (!row) throw new NotFoundError(`No scheme has the id ${id}: it may have been deleted. Reload the list.`);
    return row;
  }

  function checkVersion(row: SchemeRow, version: number) {
    if (row.version !== version)
      throw new ConflictError(
        `Someone else saved this scheme meanwhile (it is at version ${row.version}, you started from ${version}). Reload it to see their change, then make yours again.`,
      );
  }

  async function nextSortOrder(tx: Database, group: SchemeGroup): Promise<number> {
    const [row] = await tx
      .select({ max: sql<number | null>`max(${govtSchemes.sortOrder})` })
      .from(govtSchemes)
      .where(eq(govtSchemes.schemeGroup, group));
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }

  const revision = (tx: Database, actor: Actor, row: SchemeRow, reason: ContentRevisionReason) =>
    writeContentRevision(tx, actor, {
      kind: KIND,
      entityId: row.id,
      version: row.version,
      snapshot: snapshotOf(row),
      reason,
    });

  async function insert(tx: Database, actor: Actor, data: SchemeData): Promise<SchemeRow> {
    const [row] = await tx
      .insert(govtSchemes)
      .values({ ...data, sortOrder: await nextSortOrder(tx, data.schemeGroup) })
      .returning();
    await revision(tx, actor, row!, "create");
    return row!;
  }

  /** Writes a checked scheme over `current` as its next version; null when nothing changed. */
  async function save(
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
      await revision(tx, actor, row!, reason);
    if (data.slug !== current.slug) await rememberOldSlug(tx, KIND, current.id, current.slug, data.slug);
    return { row: row!, changes };
  }

  async function rowOrNotFound(id: number): Promise<SchemeRow> {
    const [row] = await db.select().from(govtSchemes).where(eq(govtSchemes.id, id)).limit(1);
    if (!row) throw new NotFoundError(`No scheme has the id ${id}: it may have been deleted. Reload the list.`);
    return row;
  }

  /** A slug for a copy: `<slug>-copy`, then `-copy-2`, … (none of them reserved or taken). */
  async function copySlug(tx: Database, slug: string): Promise<string> {
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

  return {
    /** Every scheme, national first, each group in display order. */
    async list(): Promise<StaffSchemeList> {
      const rows = (await db.select().from(govtSchemes)).sort(byGroupThenOrder);
      return { items: rows.map(toStaff), total: rows.length };
    },

    async get(id: number): Promise<StaffScheme> {
      return toStaff(await rowOrNotFound(id));
    },

    /** A new scheme, last in its group. Audited, with its first revision. */
    async create(actor: Actor, input: unknown): Promise<StaffScheme> {
      const row = await write(async (tx) => {
        const created = await insert(tx, actor, await checked(tx, input, null));
        await recordAudit(tx, actor, {
          action: "scheme.create",
          entity: "scheme",
          entityId: created.id,
          changes: {
            name: created.name,
            slug: created.slug,
            schemeGroup: created.schemeGroup,
            isActive: created.isActive,
          },
        });
        return created;
      });
      onChange(SCHEMES_TOPIC);
      return toStaff(row);
    },

    /**
     * A change of any fields with the version it started from (409 when someone saved since); the
     * merged scheme is checked whole. A new slug keeps the old one as a 301; a new group puts it
     * last there. Nothing changed: nothing written.
     */
    async update(actor: Actor, id: number, input: unknown): Promise<StaffScheme> {
      const patch = SchemePatchSchema.safeParse(input);
      if (!patch.success) throw new ValidationError(editFieldErrors(patch.error));
      const { version, ...changes } = patch.data;
      const result = await write(async (tx) => {
        const current = await lockedRow(tx, id);
        checkVersion(current, version);
        const data = await checked(tx, { ...dataOf(current), ...changes }, id);
        const saved = await save(tx, actor, current, data, "save");
        if (!saved) return { row: current, changed: false };
        await recordAudit(tx, actor, {
          action: "scheme.update",
          entity: "scheme",
          entityId: id,
          changes: saved.changes,
        });
        return { row: saved.row, changed: true };
      });
      if (result.changed) onChange(SCHEMES_TOPIC);
      return toStaff(result.row);
    },

    /** A switched-off copy, "Copy of …" at `<slug>-copy`, last in its group: staff adjust it, then switch it on. */
    async duplicate(actor: Actor, id: number): Promise<StaffScheme> {
      const row = await write(async (tx) => {
        const source = await lockedRow(tx, id);
        const copy = await insert(tx, actor, {
          ...dataOf(source),
          name: `Copy of ${source.name}`.slice(0, 150),
          slug: await copySlug(tx, source.slug),
          isActive: false,
        });
        await recordAudit(tx, actor, {
          action: "scheme.create",
          entity: "scheme",
          entityId: copy.id,
          changes: { copyOf: id, name: copy.name, slug: copy.slug },
        });
        return copy;
      });
      onChange(SCHEMES_TOPIC);
      return toStaff(row);
    },

    /** One place up or down within its group (the first up, or the last down, changes nothing). */
    async move(actor: Actor, id: number, input: unknown): Promise<StaffSchemeList> {
      const parsed = SchemeMoveSchema.safeParse(input);
      if (!parsed.success) throw new ValidationError(editFieldErrors(parsed.error));
      const { direction } = parsed.data;
      const moved = await write(async (tx) => {
        const row = await lockedRow(tx, id);
        const group = await tx
          .select({ id: govtSchemes.id, sortOrder: govtSchemes.sortOrder })
          .from(govtSchemes)
          .where(eq(govtSchemes.schemeGroup, row.schemeGroup))
          .orderBy(asc(govtSchemes.sortOrder), asc(govtSchemes.id));
        const ids = group.map((entry) => entry.id);
        const at = ids.indexOf(id);
        const to = direction === "up" ? at - 1 : at + 1;
        if (to < 0 || to >= ids.length) return false;
        const next = [...ids];
        [next[at], next[to]] = [next[to]!, next[at]!];
        // Renumbered 0, 1, 2… so gaps left by moves between groups go too.
        const before = new Map(group.map((entry) => [entry.id, entry.sortOrder]));
        for (const [index, schemeId] of next.entries())
          if (before.get(schemeId) !== index)
            await tx.update(govtSchemes).set({ sortOrder: index }).where(eq(govtSchemes.id, schemeId));
        await recordAudit(tx, actor, {
          action: "scheme.reorder",
          entity: "scheme",
          entityId: id,
          changes: { group: row.schemeGroup, order: { from: ids, to: next } },
        });
        return true;
      });
      if (moved) onChange(SCHEMES_TOPIC);
      return this.list();
    },

    /** Deletes a scheme with its revisions and old addresses (they answer 404 from now on). */
    async remove(actor: Actor, id: number): Promise<void> {
      await write(async (tx) => {
        const row = await lockedRow(tx, id);
        await tx.delete(govtSchemes).where(eq(govtSchemes.id, id));
        await deleteContentRevisions(tx, KIND, id);
        await forgetOldSlugs(tx, KIND, id);
        await recordAudit(tx, actor, {
          action: "scheme.delete",
          entity: "scheme",
          entityId: id,
          changes: { name: row.name, slug: row.slug, schemeGroup: row.schemeGroup },
        });
      });
      onChange(SCHEMES_TOPIC);
    },

    /** The loan services a scheme may name (switched-off ones too: their scheme pages point to /contact). */
    async serviceChoices(): Promise<SchemeServiceChoice[]> {
      return db
        .select({ id: loanServices.id, name: loanServices.name, isActive: loanServices.isActive })
        .from(loanServices)
        .orderBy(asc(loanServices.sortOrder), asc(loanServices.id));
    },

    /** One page of a scheme's saved versions, newest first. */
    async revisions(id: number, query: ContentRevisionQuery): Promise<ContentRevisionPage> {
      await rowOrNotFound(id);
      return contentRevisionPage(db, KIND, id, query, revisionTitle);
    },

    /** One saved version whole. */
    async revision(id: number, revisionId: number): Promise<ContentRevision> {
      await rowOrNotFound(id);
      return contentRevision(db, KIND, id, revisionId, revisionTitle);
    },

    /**
     * Brings a saved version's text back as a new version (the scheme stays switched on or off as
     * it is). `version` is the one the editor holds: 409 when stale. A loan service deleted since
     * is left out (none); a slug another scheme took since is refused with its message.
     */
    async restore(actor: Actor, id: number, revisionId: number, version: number): Promise<StaffScheme> {
      const row = await write(async (tx) => {
        const current = await lockedRow(tx, id);
        checkVersion(current, version);
        const { snapshot } = await contentRevision(tx, KIND, id, revisionId, revisionTitle);
        const restored = pick(snapshot as Record<(typeof schemeSnapshotKeys)[number], unknown>, schemeSnapshotKeys);
        if (typeof restored.relatedServiceId === "number") {
          const [service] = await tx
            .select({ id: loanServices.id })
            .from(loanServices)
            .where(eq(loanServices.id, restored.relatedServiceId))
            .limit(1);
          if (!service) restored.relatedServiceId = null;
        }
        const data = await checked(tx, { ...restored, isActive: current.isActive }, id);
        const saved = (await save(tx, actor, current, data, "restore"))!;
        await recordAudit(tx, actor, {
          action: "scheme.restore",
          entity: "scheme",
          entityId: id,
          changes: { revisionId, ...saved.changes },
        });
        return saved.row;
      });
      onChange(SCHEMES_TOPIC);
      return toStaff(row);
    },

    /**
     * The schemes of a new site, in the seed's order, only into an empty table: a scheme staff
     * deleted or renamed does not come back at the next start. Each gets its first revision.
     */
    async seedIfEmpty(entries: readonly SchemeSeedEntry[]): Promise<number> {
      const created = await write(async (tx) => {
        const [existing] = await tx.select({ count: count() }).from(govtSchemes);
        if (Number(existing?.count ?? 0) > 0) return 0;
        const services = await tx.select({ id: loanServices.id, slug: loanServices.slug }).from(loanServices);
        for (const { relatedServiceSlug, ...entry } of entries) {
          const relatedServiceId = services.find((service) => service.slug === relatedServiceSlug)?.id ?? null;
          await insert(tx, systemActor, await checked(tx, { ...entry, relatedServiceId, isActive: true }, null));
        }
        return entries.length;
      });
      if (created > 0) onChange(SCHEMES_TOPIC);
      return created;
    },
  };
}

export type SchemeManager = ReturnType<typeof createSchemeManager>;
