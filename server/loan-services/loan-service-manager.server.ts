// The staff side of the loan services (issue 26): the list in display order with each service's
// figures, one service, create, change (version-checked), duplicate, reorder, switch off and on,
// delete while no lead names it, and the revisions with restore. Every write is audited in its
// transaction, writes a revision when the page changes, and tells the content-change listeners,
// so the next public request shows it. What visitors read: loan-service.server.ts.
import { asc, eq, sql } from "drizzle-orm";
import { recordAudit, type Actor } from "../audit/audit.server";
import type { ContentChangeListener } from "../content-change";
import { contentRevision, contentRevisionPage, deleteContentRevisions } from "../content/content-revisions.server";
import type { ContentRevision, ContentRevisionPage, ContentRevisionQuery } from "../content/content-revision.schema";
import { forgetOldSlugs } from "../content/slug-history.server";
import { deleteTranslations } from "../content/translations.server";
import type { Database } from "../db/client.server";
import { lenderOffers, loanServices } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import { fieldErrorsFromZod } from "../shared/field-errors";
import {
  LoanServiceReorderSchema,
  LoanServiceUpdateSchema,
  type LoanServiceList,
  type StaffLoanService,
} from "./loan-service-admin.schema";
import { figuresOf } from "./loan-service-figures.server";
import {
  auditedChanges,
  carryAddress,
  claimAddress,
  columnsOf,
  dataOf,
  LOAN_SERVICE_KIND,
  LOAN_SERVICES_TOPIC,
  leadsNaming,
  requireVersion,
  revisionTitle,
  serviceRow,
  toStaffService,
  validService,
  writeRevision,
  type LoanServiceRow,
} from "./loan-service-save.server";

export interface LoanServiceManagerDeps {
  db: Database;
  onChange?: ContentChangeListener;
  now?: () => Date;
}

const inOrder = [asc(loanServices.sortOrder), asc(loanServices.id)];

/** A copy's name: "… (copy)", within the name's 120 characters. */
export const copyName = (name: string) => `${name.slice(0, 120 - " (copy)".length)} (copy)`;

export function createLoanServiceManager({ db, onChange = () => {}, now = () => new Date() }: LoanServiceManagerDeps) {
  const tx = <T>(work: (t: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  async function lockOrder(t: Database) {
    // The order is read and rewritten whole: one writer of it at a time.
    await t.execute(sql`lock table ${loanServices} in share row exclusive mode`);
  }

  async function nextSortOrder(t: Database): Promise<number> {
    const [row] = await t.select({ max: sql<number | null>`max(${loanServices.sortOrder})` }).from(loanServices);
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }

  /** The first free address of a copy: slug-copy, slug-copy-2, … within 80 characters. */
  async function freeCopySlug(t: Database, slug: string): Promise<string> {
    const taken = new Set((await t.select({ slug: loanServices.slug }).from(loanServices)).map((row) => row.slug));
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? "-copy" : `-copy-${n}`;
      const candidate = `${slug.slice(0, 80 - suffix.length).replace(/-+$/, "")}${suffix}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  async function staff(row: LoanServiceRow, database: Database = db): Promise<StaffLoanService> {
    return toStaffService(row, await leadsNaming(database, row.slug));
  }

  /** Saves a checked whole over the stored row (save and restore): version, revision, address, audit. */
  async function saveOver(
    t: Database,
    actor: Actor,
    before: LoanServiceRow,
    input: unknown,
    reason: "save" | "restore",
    action: "loan_service.update" | "loan_service.restore",
    extra: Record<string, unknown> = {},
  ): Promise<LoanServiceRow | null> {
    const data = await validService(t, input, before.id);
    const changes = auditedChanges(dataOf(before), data);
    if (Object.keys(changes).length === 0) return null;
    const [row] = await t
      .update(loanServices)
      .set({ ...columnsOf(data), version: before.version + 1, updatedAt: sql`now()` })
      .where(eq(loanServices.id, before.id))
      .returning();
    if (data.slug !== before.slug) await carryAddress(t, before.id, before.slug, data.slug);
    await writeRevision(t, actor, row!, reason);
    await recordAudit(t, actor, {
      action,
      entity: "loan_service",
      entityId: before.id,
      changes: { ...extra, ...changes },
    });
    return row!;
  }

  return {
    /** Every service in display order, switched-off ones included, with the last 30 days' figures. */
    async list(): Promise<LoanServiceList> {
      const rows = await db
        .select()
        .from(loanServices)
        .orderBy(...inOrder);
      const figures = await figuresOf(db, rows, now());
      const items = rows.map((row, index) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        icon: row.icon,
        color: row.color,
        isActive: row.isActive,
        position: index + 1,
        version: row.version,
        ...figures.get(row.id)!,
        updatedAt: row.updatedAt.toISOString(),
      }));
      return { items, total: items.length };
    },

    async get(id: number): Promise<StaffLoanService> {
      return staff(await serviceRow(db, id));
    },

    /** A new service, last in the order; on the site at once when sent active. */
    async create(actor: Actor, input: unknown): Promise<StaffLoanService> {
      const row = await tx(async (t) => {
        await lockOrder(t);
        const data = await validService(t, input);
        await claimAddress(t, data.slug);
        const [created] = await t
          .insert(loanServices)
          .values({ ...columnsOf(data), sortOrder: await nextSortOrder(t) })
          .returning();
        await writeRevision(t, actor, created!, "create");
        await recordAudit(t, actor, {
          action: "loan_service.create",
          entity: "loan_service",
          entityId: created!.id,
          changes: { name: data.name, slug: data.slug, isActive: data.isActive },
        });
        return created!;
      });
      onChange(LOAN_SERVICES_TOPIC);
      return staff(row);
    },

    /**
     * A change of any fields from the `version` the editor started from (a newer one: 409). The
     * result is checked whole; a new slug keeps the old address as a 301 and moves the leads,
     * posts and deals that named it. Nothing changed: nothing is written.
     */
    async update(actor: Actor, id: number, input: unknown): Promise<StaffLoanService> {
      const parsed = LoanServiceUpdateSchema.safeParse(input);
      if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
      const { version, ...changes } = parsed.data;
      const result = await tx(async (t) => {
        const before = await serviceRow(t, id, true);
        requireVersion(before, version);
        const saved = await saveOver(
          t,
          actor,
          before,
          { ...dataOf(before), ...changes },
          "save",
          "loan_service.update",
        );
        return {
          row: saved ?? before,
          changed: saved !== null,
          leadCount: await leadsNaming(t, (saved ?? before).slug),
        };
      });
      if (result.changed) onChange(LOAN_SERVICES_TOPIC);
      return toStaffService(result.row, result.leadCount);
    },

    /** A copy named "… (copy)" at a free address, switched off, last in the order. */
    async duplicate(actor: Actor, id: number): Promise<StaffLoanService> {
      const row = await tx(async (t) => {
        await lockOrder(t);
        const source = await serviceRow(t, id);
        const slug = await freeCopySlug(t, source.slug);
        await claimAddress(t, slug);
        const [copy] = await t
          .insert(loanServices)
          .values({
            ...columnsOf(dataOf(source)),
            name: copyName(source.name),
            slug,
            isActive: false,
            sortOrder: await nextSortOrder(t),
          })
          .returning();
        await writeRevision(t, actor, copy!, "create");
        await recordAudit(t, actor, {
          action: "loan_service.duplicate",
          entity: "loan_service",
          entityId: copy!.id,
          changes: { copyOf: id, name: copy!.name, slug },
        });
        return copy!;
      });
      // Switched off: no public page changes.
      return staff(row);
    },

    /** A new order: every id in the order wanted, or one service one place up or down. */
    async reorder(actor: Actor, input: unknown): Promise<LoanServiceList> {
      const parsed = LoanServiceReorderSchema.safeParse(input);
      if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
      const request = parsed.data;
      const moved = await tx(async (t) => {
        await lockOrder(t);
        const current = await t
          .select({ id: loanServices.id, sortOrder: loanServices.sortOrder })
          .from(loanServices)
          .orderBy(...inOrder);
        const ids = current.map((row) => row.id);
        let next: number[];
        if ("ids" in request) {
          const unknown = request.ids.filter((one) => !ids.includes(one));
          if (unknown.length > 0)
            throw new ValidationError({ ids: `No service has the id ${unknown.join(", ")}: reload the list` });
          if (new Set(request.ids).size !== request.ids.length || request.ids.length !== ids.length)
            throw new ValidationError({ ids: `Give each of the ${ids.length} services' ids once, in the new order` });
          next = request.ids;
        } else {
          const at = ids.indexOf(request.id);
          if (at < 0) throw new NotFoundError(`No loan service has the id ${request.id}: reload the list`);
          const to = request.direction === "up" ? at - 1 : at + 1;
          next = [...ids];
          if (to >= 0 && to < ids.length) [next[at], next[to]] = [next[to]!, next[at]!];
        }
        const before = new Map(current.map((row) => [row.id, row.sortOrder]));
        let changed = false;
        for (const [index, one] of next.entries()) {
          if (before.get(one) === index) continue;
          await t.update(loanServices).set({ sortOrder: index }).where(eq(loanServices.id, one));
          changed = true;
        }
        if (changed && JSON.stringify(ids) !== JSON.stringify(next))
          await recordAudit(t, actor, {
            action: "loan_service.reorder",
            entity: "loan_service",
            entityId: "id" in request ? request.id : null,
            changes: { order: { from: ids, to: next } },
          });
        return changed;
      });
      if (moved) onChange(LOAN_SERVICES_TOPIC);
      return this.list();
    },

    /**
     * Deletes a service no lead names (its revisions and old addresses go with it, its lenders'
     * offers too). While a lead names it: 409, saying to switch it off instead.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      await tx(async (t) => {
        const row = await serviceRow(t, id, true);
        const named = await leadsNaming(t, row.slug);
        if (named > 0)
          throw new ConflictError(
            `${named === 1 ? "A lead names" : `${named} leads name`} “${row.name}”: switch it off instead, so ${named === 1 ? "it keeps" : "they keep"} their service and the page leaves the site.`,
          );
        // Its offers go with it (foreign key), and so do their Malayalam and Hindi texts.
        const offers = await t.select({ id: lenderOffers.id }).from(lenderOffers).where(eq(lenderOffers.serviceId, id));
        await t.delete(loanServices).where(eq(loanServices.id, id));
        await deleteContentRevisions(t, LOAN_SERVICE_KIND, id);
        await deleteTranslations(t, "loan-service", id);
        for (const offer of offers) await deleteTranslations(t, "lender-offer", offer.id);
        await forgetOldSlugs(t, LOAN_SERVICE_KIND, id);
        await recordAudit(t, actor, {
          action: "loan_service.delete",
          entity: "loan_service",
          entityId: id,
          changes: { name: row.name, slug: row.slug },
        });
      });
      onChange(LOAN_SERVICES_TOPIC);
    },

    /** One page of a service's saved versions, newest first. */
    async revisionPage(id: number, query: ContentRevisionQuery): Promise<ContentRevisionPage> {
      await serviceRow(db, id);
      return contentRevisionPage(db, LOAN_SERVICE_KIND, id, query, revisionTitle);
    },

    async revision(id: number, revisionId: number): Promise<ContentRevision> {
      await serviceRow(db, id);
      return contentRevision(db, LOAN_SERVICE_KIND, id, revisionId, revisionTitle);
    },

    /**
     * Brings back a revision's page as a new version (from the `version` the editor holds). The
     * address and the on/off switch stay as they are now: a restore changes what the page says,
     * never where it is or whether visitors see it.
     */
    async restore(actor: Actor, id: number, revisionId: number, version: number): Promise<StaffLoanService> {
      const result = await tx(async (t) => {
        const before = await serviceRow(t, id, true);
        requireVersion(before, version);
        const revision = await contentRevision(t, LOAN_SERVICE_KIND, id, revisionId, revisionTitle);
        const input = { ...revision.snapshot, slug: before.slug, isActive: before.isActive };
        const saved = await saveOver(t, actor, before, input, "restore", "loan_service.restore", {
          revision: { id: revisionId, version: revision.version },
        }).catch((error: unknown) => {
          if (error instanceof ValidationError)
            throw new ValidationError(
              error.fields,
              `Version ${revision.version} breaks today's rules for a service page (${Object.values(error.fields)[0]}): copy what you need from it instead.`,
            );
          throw error;
        });
        return { row: saved ?? before, changed: saved !== null, leadCount: await leadsNaming(t, before.slug) };
      });
      if (result.changed) onChange(LOAN_SERVICES_TOPIC);
      return toStaffService(result.row, result.leadCount);
    },
  };
}

export type LoanServiceManager = ReturnType<typeof createLoanServiceManager>;
