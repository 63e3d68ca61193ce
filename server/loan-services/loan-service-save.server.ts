// The steps every staff write of a loan service shares (create, save, duplicate, restore): the
// whole service checked with a message per field, its address checked free, the columns written,
// a revision in the same transaction, and a new address carried to everything that names the old
// one. Not a service: loan-service-manager.server.ts calls these inside its transactions.
import { and, count, eq, ne } from "drizzle-orm";
import type { Actor } from "../audit/audit.server";
import { writeContentRevision } from "../content/content-revisions.server";
import { rememberOldSlug } from "../content/slug-history.server";
import type { Database } from "../db/client.server";
import { contentSlugHistory, deals, leads, loanServices, posts } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import { fieldErrorsFromZod } from "../shared/field-errors";
import type { ContentRevisionReason } from "../vocabulary/content";
import { EnquiryFieldsSchema } from "../vocabulary/loan-services";
import {
  LoanServiceCreateSchema,
  loanServiceEditableFields,
  type LoanServiceData,
  type StaffLoanService,
} from "./loan-service-admin.schema";

export type LoanServiceRow = typeof loanServices.$inferSelect;

/** The kind of content a service's revisions and old addresses are filed under. */
export const LOAN_SERVICE_KIND = "loan-service";

/** The content-change topic: every page that lists or shows services leaves the page cache. */
export const LOAN_SERVICES_TOPIC = "loan-services";

/** A revision's line in the history: the service's name at that version. */
export const revisionTitle = (snapshot: Record<string, unknown>) =>
  typeof snapshot.name === "string" ? snapshot.name : "";

/** The editable fields of a stored service, as an input of LoanServiceCreateSchema. */
export function dataOf(row: LoanServiceRow): LoanServiceData {
  const data = {} as Record<string, unknown>;
  for (const key of loanServiceEditableFields) data[key] = row[key];
  // Stored as written (`{}` by default): every default applied, as the editor shows them.
  data.enquiryFields = EnquiryFieldsSchema.parse(row.enquiryFields);
  return data as LoanServiceData;
}

export function toStaffService(row: LoanServiceRow, leadCount: number): StaffLoanService {
  return {
    ...dataOf(row),
    id: row.id,
    sortOrder: row.sortOrder,
    version: row.version,
    leadCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every lead that names the slug, whatever its status. */
export async function leadsNaming(database: Database, slug: string): Promise<number> {
  const [row] = await database.select({ total: count() }).from(leads).where(eq(leads.serviceSlug, slug));
  return Number(row?.total ?? 0);
}

export async function serviceRow(database: Database, id: number, lock = false): Promise<LoanServiceRow> {
  const query = database.select().from(loanServices).where(eq(loanServices.id, id)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFoundError(`No loan service has the id ${id}: it may have been deleted. Reload the list.`);
  return row;
}

/** The row as the editor started from it; a newer one answers 409 with what to do. */
export function requireVersion(row: LoanServiceRow, version: number | undefined) {
  if (version !== undefined && version !== row.version)
    throw new ConflictError(
      `Someone saved “${row.name}” after you opened it (now version ${row.version}). Reload it to see their change, then make yours again.`,
    );
}

/**
 * A whole service, checked: the schema's message per field, then its address free of every other
 * service (`exceptId`: the service being saved). `database` is the transaction when there is one.
 */
export async function validService(database: Database, input: unknown, exceptId?: number): Promise<LoanServiceData> {
  const result = LoanServiceCreateSchema.safeParse(input);
  const fields = result.success ? {} : fieldErrorsFromZod(result.error);
  // A taken address is named with the other mistakes, so one round trip shows them all.
  const slug = (input as { slug?: unknown } | null)?.slug;
  if (!fields.slug && typeof slug === "string") {
    const wanted = slug.trim();
    const [taken] = await database
      .select({ name: loanServices.name })
      .from(loanServices)
      .where(
        exceptId === undefined
          ? eq(loanServices.slug, wanted)
          : and(eq(loanServices.slug, wanted), ne(loanServices.id, exceptId)),
      )
      .limit(1);
    if (taken) fields.slug = `“${taken.name}” already has the address ${wanted}: choose another, e.g. ${wanted}-kerala`;
  }
  if (!result.success || Object.keys(fields).length > 0) throw new ValidationError(fields);
  return result.data;
}

/** The columns a checked service writes. */
export function columnsOf(data: LoanServiceData) {
  return { ...data, enquiryFields: EnquiryFieldsSchema.parse(data.enquiryFields) };
}

/** Records the service as saved, in the save's transaction. */
export async function writeRevision(
  tx: Database,
  actor: Actor,
  row: LoanServiceRow,
  reason: ContentRevisionReason,
): Promise<void> {
  await writeContentRevision(tx, actor, {
    kind: LOAN_SERVICE_KIND,
    entityId: row.id,
    version: row.version,
    snapshot: dataOf(row) as unknown as Record<string, unknown>,
    reason,
  });
}

/**
 * A new address: the old one keeps answering (301, slug-history.server.ts), and the leads, posts
 * and deals that named the old slug name the new one, so leads keep their service and the posts'
 * and deals' enquiry forms keep working. Call it in the rename's transaction.
 */
export async function carryAddress(tx: Database, id: number, oldSlug: string, newSlug: string): Promise<void> {
  await rememberOldSlug(tx, LOAN_SERVICE_KIND, id, oldSlug, newSlug);
  await tx.update(leads).set({ serviceSlug: newSlug }).where(eq(leads.serviceSlug, oldSlug));
  await tx.update(posts).set({ relatedServiceSlug: newSlug }).where(eq(posts.relatedServiceSlug, oldSlug));
  await tx.update(deals).set({ serviceSlug: newSlug }).where(eq(deals.serviceSlug, oldSlug));
}

/** A new service takes over an address another service had before: it no longer redirects. */
export async function claimAddress(tx: Database, slug: string): Promise<void> {
  await tx
    .delete(contentSlugHistory)
    .where(and(eq(contentSlugHistory.kind, LOAN_SERVICE_KIND), eq(contentSlugHistory.slug, slug)));
}

/**
 * Whether two stored values are the same: JSON with keys in any order (jsonb gives an object back
 * with its keys reordered), a key holding undefined being no key.
 */
function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, inner]) => inner !== undefined)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([key, inner]) => [key, canonical(inner)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** What an audit entry says of a change: each changed field's old and new value, long texts by name only. */
export function auditedChanges(before: LoanServiceData, after: LoanServiceData) {
  const long = new Set(["summary", "features", "eligibility", "documents", "faqs"]);
  const changes: Record<string, unknown> = {};
  for (const key of loanServiceEditableFields) {
    if (sameValue(before[key], after[key])) continue;
    changes[key] = long.has(key) ? "changed (see the revisions)" : { from: before[key], to: after[key] };
  }
  return changes;
}
