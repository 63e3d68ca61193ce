// CSV export of the leads list (GET /api/admin/leads/export): the list's own filters, streamed in
// keyset-paged batches so that 100,000 leads never sit in memory at once, in a form Excel opens
// as it is (UTF-8 with a byte-order mark, CRLF rows, Indian dates, plain rupee digits), with every
// cell that a spreadsheet could read as a formula neutralised (CSV injection, OWASP).
import { and, asc, count, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { recordAudit, type Actor } from "../audit/audit.server";
import { can, type HasRole } from "../auth/permissions";
import type { Database } from "../db/client.server";
import { leadEvents, leads, loanServices, users } from "../db/schema";
import { csvDate, csvDateTime, csvMobile, csvRecords, csvRupees, exportFileName, UTF8_BOM } from "../formats/csv-cells";
import { istDateString } from "../formats/ist";
import { languageEnglishNames } from "../vocabulary/languages";
import {
  employmentTypeLabels,
  leadKindLabels,
  leadStatusLabels,
  partnerTypeLabels,
  type EmploymentType,
  type LeadKind,
  type LeadStatus,
  type PartnerType,
} from "../vocabulary/leads";
import { buildLeadListConditions, leadLanguage } from "./lead-list.server";
import type { LeadListFilters, LeadViewer } from "./lead-workbench.schema";

/** Rows read per query: small enough for little memory, large enough for few round trips. */
export const EXPORT_BATCH_SIZE = 2000;

// ---------------------------------------------------------------------------------------------
// Columns
// ---------------------------------------------------------------------------------------------

const columnSelection = {
  id: leads.id,
  reference: leads.reference,
  createdAt: leads.createdAt,
  name: leads.name,
  mobile: leads.mobile,
  email: leads.email,
  consentLanguage: leads.consentLanguage,
  kind: leads.kind,
  serviceSlug: leads.serviceSlug,
  serviceName: loanServices.name,
  loanAmount: leads.loanAmount,
  city: leads.city,
  pincode: leads.pincode,
  monthlyIncome: leads.monthlyIncome,
  employmentType: leads.employmentType,
  message: leads.message,
  details: leads.details,
  status: leads.status,
  assignee: users.displayName,
  source: leads.source,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  referrer: leads.referrer,
  landingPage: leads.landingPage,
  followUpAt: leads.followUpAt,
  lenderName: leads.lenderName,
  lenderApplicationId: leads.lenderApplicationId,
  sanctionedAmount: leads.sanctionedAmount,
  sanctionedOn: leads.sanctionedOn,
  disbursedAmount: leads.disbursedAmount,
  disbursedOn: leads.disbursedOn,
  commissionExpected: leads.commissionExpected,
  commissionReceived: leads.commissionReceived,
  erasedAt: leads.erasedAt,
};

const selection = {
  ...columnSelection,
  /** The notes staff added to the lead's timeline (an index range of lead_events per lead). */
  notes:
    sql<number>`(select count(*) from ${leadEvents} where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.type} = 'note_added')`.mapWith(
      Number,
    ),
};

export type ExportRow = {
  [K in keyof typeof columnSelection]: (typeof columnSelection)[K]["_"]["notNull"] extends true
    ? (typeof columnSelection)[K]["_"]["data"]
    : (typeof columnSelection)[K]["_"]["data"] | null;
} & { notes: number };

interface Column {
  header: string;
  value: (row: ExportRow) => string;
  commissionOnly?: boolean;
}

const text = (value: string | null | undefined) => value ?? "";

/** One of the kind-specific answers kept in `details` (lead.server.ts detailsOf), as text. */
const detail = (row: ExportRow, key: string): string => {
  const value = row.details?.[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};

export const exportColumns: readonly Column[] = [
  { header: "Reference", value: (r) => r.reference },
  { header: "Created (IST)", value: (r) => csvDateTime(r.createdAt) },
  { header: "Name", value: (r) => r.name },
  { header: "Mobile", value: (r) => csvMobile(r.mobile, r.erasedAt !== null) },
  { header: "E-mail", value: (r) => text(r.email) },
  // The language to call back in, named in English like the rest of the file.
  { header: "Language", value: (r) => languageEnglishNames[leadLanguage(r.consentLanguage)] },
  { header: "Kind", value: (r) => leadKindLabels[r.kind as LeadKind] ?? r.kind },
  { header: "Service", value: (r) => text(r.serviceName ?? r.serviceSlug) },
  { header: "Loan amount (₹)", value: (r) => csvRupees(r.loanAmount) },
  { header: "City", value: (r) => text(r.city) },
  { header: "PIN", value: (r) => text(r.pincode) },
  { header: "Monthly income (₹)", value: (r) => csvRupees(r.monthlyIncome) },
  {
    header: "Employment",
    value: (r) =>
      r.employmentType ? (employmentTypeLabels[r.employmentType as EmploymentType] ?? r.employmentType) : "",
  },
  // What the visitor wrote besides the common fields: without them a contact message is an empty row.
  {
    header: "Partner type",
    value: (r) => {
      const type = detail(r, "partnerType");
      return type ? (partnerTypeLabels[type as PartnerType] ?? type) : "";
    },
  },
  { header: "Experience (years)", value: (r) => detail(r, "experienceYears") },
  { header: "Business name", value: (r) => detail(r, "businessName") },
  { header: "Subject", value: (r) => detail(r, "subject") },
  { header: "Message", value: (r) => text(r.message) },
  { header: "Status", value: (r) => leadStatusLabels[r.status as LeadStatus] ?? r.status },
  { header: "Assigned to", value: (r) => text(r.assignee) },
  { header: "Notes", value: (r) => String(r.notes) },
  { header: "Source", value: (r) => (r.erasedAt ? "" : r.source) },
  { header: "UTM source", value: (r) => text(r.utmSource) },
  { header: "UTM medium", value: (r) => text(r.utmMedium) },
  { header: "UTM campaign", value: (r) => text(r.utmCampaign) },
  { header: "Referrer", value: (r) => text(r.referrer) },
  { header: "Landing page", value: (r) => text(r.landingPage) },
  { header: "Follow-up (IST)", value: (r) => csvDateTime(r.followUpAt) },
  { header: "Lender", value: (r) => text(r.lenderName) },
  { header: "Application id", value: (r) => text(r.lenderApplicationId) },
  { header: "Sanctioned amount (₹)", value: (r) => csvRupees(r.sanctionedAmount) },
  { header: "Sanctioned on", value: (r) => csvDate(r.sanctionedOn) },
  { header: "Disbursed amount (₹)", value: (r) => csvRupees(r.disbursedAmount) },
  { header: "Disbursed on", value: (r) => csvDate(r.disbursedOn) },
  { header: "Commission expected (₹)", value: (r) => csvRupees(r.commissionExpected), commissionOnly: true },
  { header: "Commission received (₹)", value: (r) => csvRupees(r.commissionReceived), commissionOnly: true },
];

/** The columns this member of staff may see: commission only with lead:commission (owner, admin). */
export function columnsFor(user: HasRole): readonly Column[] {
  const commission = can(user, "lead:commission");
  return exportColumns.filter((column) => commission || !column.commissionOnly);
}

// ---------------------------------------------------------------------------------------------
// The export
// ---------------------------------------------------------------------------------------------

export interface LeadExport {
  /** Rows the filters matched when the export started (X-Total-Count). */
  total: number;
  fileName: string;
  /** The CSV, BOM and header first; pulled batch by batch as the client reads. */
  stream: ReadableStream<Uint8Array>;
}

export interface LeadExportDeps {
  db: Database;
  now?: () => Date;
}

export function createLeadExportService({ db, now = () => new Date() }: LeadExportDeps) {
  /** One batch after `afterId`, in id order (the primary key makes each batch an index range). */
  function batch(where: SQL | undefined, afterId: number): Promise<ExportRow[]> {
    return db
      .select(selection)
      .from(leads)
      .leftJoin(loanServices, eq(loanServices.slug, leads.serviceSlug))
      .leftJoin(users, eq(users.id, leads.assignedToId))
      .where(and(where, gt(leads.id, afterId)))
      .orderBy(asc(leads.id))
      .limit(EXPORT_BATCH_SIZE) as Promise<ExportRow[]>;
  }

  return {
    /**
     * Counts the matching leads, records the export in the audit log and answers a stream that
     * reads the rows in batches only as fast as the client takes them: `pull` runs when the
     * consumer wants more (backpressure), and a client that goes away cancels the stream, after
     * which no further batch is read. Each batch is one short query on a pooled connection, so a
     * dropped download leaves no cursor or connection behind.
     *
     * Audit only, no "exported" lead_events row per lead: an export of 100,000 leads would write
     * 100,000 timeline rows (and lock as many leads) for one action of one person. The audit entry
     * (who, which filters, how many rows) answers "who took the data out"; the timeline keeps
     * events of the lead itself.
     */
    async start(
      principal: { user: HasRole & { id: number } },
      actor: Actor,
      filters: LeadListFilters,
      viewer: LeadViewer,
      /** Only these leads (the selection of a bulk export); the filters still apply. */
      ids?: readonly number[],
    ): Promise<LeadExport> {
      const filtered = buildLeadListConditions(filters, viewer);
      const where = ids && ids.length > 0 ? and(filtered, inArray(leads.id, [...ids])) : filtered;
      const [counted] = await db.select({ total: count() }).from(leads).where(where);
      const total = Number(counted?.total ?? 0);
      const columns = columnsFor(principal.user);
      await recordAudit(db, actor, {
        action: "lead.export",
        entity: "lead",
        changes: {
          format: "csv",
          filters: describeFilters(filters),
          ...(ids && ids.length > 0 ? { ids: [...ids] } : {}),
          rows: total,
        },
      });

      const encoder = new TextEncoder();
      let afterId = 0;
      let done = false;
      const stream = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            controller.enqueue(encoder.encode(UTF8_BOM + csvRecords([columns.map((column) => column.header)])));
          },
          async pull(controller) {
            if (done) return;
            try {
              const rows = await batch(where, afterId);
              if (done) return; // cancelled while the query ran
              if (rows.length > 0) {
                afterId = rows[rows.length - 1]!.id;
                controller.enqueue(encoder.encode(csvRecords(rows.map((row) => columns.map((c) => c.value(row))))));
              }
              if (rows.length < EXPORT_BATCH_SIZE) {
                done = true;
                controller.close();
              }
            } catch (error) {
              done = true;
              controller.error(error);
            }
          },
          cancel() {
            done = true;
          },
        },
        // One batch queued at most: the next query waits until the client took the last one.
        { highWaterMark: 1 },
      );
      return { total, fileName: exportFileName(now()), stream };
    },
  };
}

export type LeadExportService = ReturnType<typeof createLeadExportService>;

/** The filters as the audit log keeps them: set values only, dates as IST days. */
function describeFilters(filters: LeadListFilters): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || key === "page" || key === "pageSize") continue;
    // `to` arrives as the start of the day after the last one (an exclusive bound).
    described[key] =
      value instanceof Date ? istDateString(key === "to" ? new Date(value.getTime() - 1) : value) : value;
  }
  return described;
}
