// Government schemes as staff keep them (/admin/schemes and /api/admin/schemes): list, create, edit
// with the version the edit started from (409 when stale), copy, move within a group, switch on
// and off, delete, and the saved versions with restore. Every write holds the table's lock (slugs
// and orders are checked and written whole), is audited and, when the text changed, writes a
// revision in the same transaction; then the content-change signal empties every instance's caches.
import { asc, count, eq } from "drizzle-orm";
import { recordAudit, systemActor, type Actor } from "../audit/audit.server";
import type { ContentRevision, ContentRevisionPage, ContentRevisionQuery } from "../content/content-revision.schema";
import { contentRevision, contentRevisionPage, deleteContentRevisions } from "../content/content-revisions.server";
import { forgetOldSlugs } from "../content/slug-history.server";
import { deleteTranslations } from "../content/translations.server";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { govtSchemes, loanServices } from "../db/schema";
import { ValidationError } from "../domain-errors";
import { editFieldErrors } from "../settings/site-settings-edit";
import { pick } from "../shared/pick";
import {
  SchemeMoveSchema,
  SchemePatchSchema,
  schemeSnapshotKeys,
  type SchemeInput,
  type SchemeServiceChoice,
  type StaffScheme,
  type StaffSchemeList,
} from "./scheme.schema";
import { SCHEME_KIND, SCHEMES_TOPIC } from "./scheme.server";
import {
  byGroupThenOrder,
  checkedScheme,
  checkVersion,
  copySlug,
  dataOf,
  insertScheme,
  lockedScheme,
  revisionTitle,
  saveScheme,
  schemeOrNotFound,
  toStaff,
  writeSchemes,
} from "./scheme-save.server";

/** A seed entry names its loan service by slug (ids differ from one database to another). */
export type SchemeSeedEntry = Omit<SchemeInput, "relatedServiceId" | "isActive"> & {
  relatedServiceSlug: string | null;
};

export interface SchemeManagerDeps {
  db: Database;
  onChange?: ContentChangeListener;
}

export function createSchemeManager({ db, onChange = () => {} }: SchemeManagerDeps) {
  return {
    /** Every scheme, national first, each group in display order. */
    async list(): Promise<StaffSchemeList> {
      const rows = (await db.select().from(govtSchemes)).sort(byGroupThenOrder);
      return { items: rows.map(toStaff), total: rows.length };
    },

    async get(id: number): Promise<StaffScheme> {
      return toStaff(await schemeOrNotFound(db, id));
    },

    /** A new scheme, last in its group. Audited, with its first revision. */
    async create(actor: Actor, input: unknown): Promise<StaffScheme> {
      const row = await writeSchemes(db, async (tx) => {
        const created = await insertScheme(tx, actor, await checkedScheme(tx, input, null));
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
      const result = await writeSchemes(db, async (tx) => {
        const current = await lockedScheme(tx, id);
        checkVersion(current, version);
        const data = await checkedScheme(tx, { ...dataOf(current), ...changes }, id);
        const saved = await saveScheme(tx, actor, current, data, "save");
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
      const row = await writeSchemes(db, async (tx) => {
        const source = await lockedScheme(tx, id);
        const copy = await insertScheme(tx, actor, {
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
      const moved = await writeSchemes(db, async (tx) => {
        const row = await lockedScheme(tx, id);
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

    /** Deletes a scheme with its revisions, old addresses (they answer 404 from now on) and translations. */
    async remove(actor: Actor, id: number): Promise<void> {
      await writeSchemes(db, async (tx) => {
        const row = await lockedScheme(tx, id);
        await tx.delete(govtSchemes).where(eq(govtSchemes.id, id));
        await deleteContentRevisions(tx, SCHEME_KIND, id);
        await forgetOldSlugs(tx, SCHEME_KIND, id);
        await deleteTranslations(tx, "govt-scheme", id);
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
      await schemeOrNotFound(db, id);
      return contentRevisionPage(db, SCHEME_KIND, id, query, revisionTitle);
    },

    /** One saved version whole. */
    async revision(id: number, revisionId: number): Promise<ContentRevision> {
      await schemeOrNotFound(db, id);
      return contentRevision(db, SCHEME_KIND, id, revisionId, revisionTitle);
    },

    /**
     * Brings a saved version's text back as a new version (the scheme stays switched on or off as
     * it is). `version` is the one the editor holds: 409 when stale. A loan service deleted since
     * is left out (none); a slug another scheme took since is refused with its message.
     */
    async restore(actor: Actor, id: number, revisionId: number, version: number): Promise<StaffScheme> {
      const row = await writeSchemes(db, async (tx) => {
        const current = await lockedScheme(tx, id);
        checkVersion(current, version);
        const { snapshot } = await contentRevision(tx, SCHEME_KIND, id, revisionId, revisionTitle);
        const restored = pick(snapshot as Record<(typeof schemeSnapshotKeys)[number], unknown>, schemeSnapshotKeys);
        if (typeof restored.relatedServiceId === "number") {
          const [service] = await tx
            .select({ id: loanServices.id })
            .from(loanServices)
            .where(eq(loanServices.id, restored.relatedServiceId))
            .limit(1);
          if (!service) restored.relatedServiceId = null;
        }
        const data = await checkedScheme(tx, { ...restored, isActive: current.isActive }, id);
        const saved = (await saveScheme(tx, actor, current, data, "restore"))!;
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
      const created = await writeSchemes(db, async (tx) => {
        const [existing] = await tx.select({ count: count() }).from(govtSchemes);
        if (Number(existing?.count ?? 0) > 0) return 0;
        const services = await tx.select({ id: loanServices.id, slug: loanServices.slug }).from(loanServices);
        for (const { relatedServiceSlug, ...entry } of entries) {
          const relatedServiceId = services.find((service) => service.slug === relatedServiceSlug)?.id ?? null;
          await insertScheme(
            tx,
            systemActor,
            await checkedScheme(tx, { ...entry, relatedServiceId, isActive: true }, null),
          );
        }
        return entries.length;
      });
      if (created > 0) onChange(SCHEMES_TOPIC);
      return created;
    },
  };
}

export type SchemeManager = ReturnType<typeof createSchemeManager>;
