// The leads workbench: the staff list, one lead with its timeline, and every staff change to a
// lead (status through the loan pipeline, assignee, follow-up, commission, notes, logged calls and
// WhatsApp messages, bulk changes). Each change checks the version the screen showed, appends its
// lead_events row and an audit entry in the same transaction.
import type { SQL } from "drizzle-orm";
import type { AuditService } from "../audit/audit.server";
import type { StaffPrincipal } from "../auth/staff-user";
import type { Database } from "../db/client.server";
import type { SettingsService } from "../settings/settings.server";
import type {
  LeadBulkInput,
  LeadBulkResult,
  LeadContactInput,
  LeadDetail,
  LeadList,
  LeadListFilters,
  LeadListOptions,
  LeadListQuery,
  LeadNoteInput,
  LeadUpdateInput,
  LeadViewer,
} from "./lead-workbench.schema";

export interface LeadWorkbenchDeps {
  db: Database;
  audit: AuditService;
  settings: SettingsService;
  /** The clock (tests move it); defaults to the real time. */
  now?: () => Date;
}

/**
 * The SQL condition of a list query's filters (everything but paging and sort), for the list and
 * the CSV export alike, so both show exactly the same leads. `undefined`: no filter.
 */
export function buildLeadListConditions(query: LeadListFilters, viewer: LeadViewer): SQL | undefined {
  void query;
  void viewer;
  throw new Error("not implemented yet");
}

export function createLeadWorkbench(deps: LeadWorkbenchDeps) {
  void deps;
  const todo = (): never => {
    throw new Error("not implemented yet");
  };
  return {
    /** One page of leads for the filters, sorted on the server. */
    async list(query: LeadListQuery, viewer: LeadViewer): Promise<LeadList> {
      return todo();
    },
    /** The choices of the list's filters: assignable staff, sources seen (top 50), services. */
    async options(): Promise<LeadListOptions> {
      return todo();
    },
    /** Every field, consent, attribution, repeats, timeline (newest first); 404 when unknown. */
    async get(principal: StaffPrincipal, id: number): Promise<LeadDetail> {
      return todo();
    },
    /**
     * PATCH: status (with its details), assignee, follow-up and/or commission at once, checked
     * against `version` (stale: 409). Answers the updated detail.
     */
    async update(principal: StaffPrincipal, id: number, input: LeadUpdateInput, ip: string | null): Promise<LeadDetail> {
      return todo();
    },
    async changeStatus(
      principal: StaffPrincipal,
      id: number,
      input: Pick<LeadUpdateInput, "version" | "status" | "lenderName" | "lenderApplicationId" | "submittedOn" | "sanctionedAmount" | "sanctionedOn" | "disbursedAmount" | "disbursedOn" | "reason">,
      ip: string | null,
    ): Promise<LeadDetail> {
      return todo();
    },
    async assign(principal: StaffPrincipal, id: number, input: { version: number; assigneeId: number | null }, ip: string | null): Promise<LeadDetail> {
      return todo();
    },
    async setFollowUp(principal: StaffPrincipal, id: number, input: { version: number; followUpAt: string | null }, ip: string | null): Promise<LeadDetail> {
      return todo();
    },
    async updateCommission(
      principal: StaffPrincipal,
      id: number,
      input: { version: number; commissionExpected?: number | null; commissionReceived?: number | null },
      ip: string | null,
    ): Promise<LeadDetail> {
      return todo();
    },
    /** A note on the timeline; no version needed. Refused on erased leads. */
    async addNote(principal: StaffPrincipal, id: number, input: LeadNoteInput, ip: string | null): Promise<LeadDetail> {
      return todo();
    },
    /** A call or WhatsApp message logged from the buttons; sets firstContactedAt when empty. */
    async logContact(principal: StaffPrincipal, id: number, input: LeadContactInput, ip: string | null): Promise<LeadDetail> {
      return todo();
    },
    /** Assign or change the status of many leads; each checked as one by one. */
    async bulk(principal: StaffPrincipal, input: LeadBulkInput, ip: string | null): Promise<LeadBulkResult> {
      return todo();
    },
  };
}

export type LeadWorkbench = ReturnType<typeof createLeadWorkbench>;
