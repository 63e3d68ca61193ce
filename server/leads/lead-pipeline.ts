// Which moves the loan pipeline allows between a lead's statuses (the statuses and their labels:
// server/vocabulary/leads.ts). Plain data and pure functions, read by the server (every status
// change is checked here) and by the browser (the status menu offers only the moves that exist).
// No imports beyond zod-free modules: bundled for the admin screens.
import { leadStatuses, leadStatusLabels, pipelineExits, type LeadStatus } from "../vocabulary/leads";

/** Statuses after which nothing more happens to the file: the retention period counts from here. */
export const finalStatuses: ReadonlySet<LeadStatus> = new Set<LeadStatus>(["closed", ...pipelineExits]);

/** Statuses that still wait for work: what "open" means in lists and on the dashboard. */
export const openStatuses: readonly LeadStatus[] = leadStatuses.filter((status) => !finalStatuses.has(status));

/**
 * The moves staff can make from each status. Forward one stage at a time (each stage records
 * something the next one needs: the lender before a sanction, the sanction before a disbursal),
 * back one stage to correct a mistake or when a lender asks for more papers, out through an exit
 * while the loan is not yet disbursed, and back into the pipeline ("contacted") from an exit.
 * A disbursed file can only be closed; a closed one stays closed.
 */
const moves: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "not_interested", "not_eligible", "duplicate", "spam"],
  contacted: ["documents_pending", "new", "not_interested", "not_eligible", "duplicate", "spam"],
  documents_pending: ["submitted_to_lender", "contacted", "not_interested", "not_eligible", "duplicate", "spam"],
  submitted_to_lender: ["sanctioned", "documents_pending", "rejected_by_lender", "not_interested", "not_eligible"],
  sanctioned: ["disbursed", "submitted_to_lender", "rejected_by_lender", "not_interested"],
  disbursed: ["closed", "sanctioned"],
  closed: [],
  not_interested: ["contacted"],
  not_eligible: ["contacted"],
  rejected_by_lender: ["contacted", "documents_pending"],
  duplicate: ["contacted"],
  spam: ["contacted"],
};

export function allowedMoves(from: LeadStatus): readonly LeadStatus[] {
  return moves[from] ?? [];
}

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return allowedMoves(from).includes(to);
}

/** Statuses a file reaches once a lender sanctioned it, and once the loan was paid out. */
const sanctionedStatuses: ReadonlySet<LeadStatus> = new Set<LeadStatus>(["sanctioned", "disbursed", "closed"]);
const disbursedStatuses: ReadonlySet<LeadStatus> = new Set<LeadStatus>(["disbursed", "closed"]);

/** Which amount a list shows for a lead: the one paid out, the one a lender sanctioned, or the one asked for. */
export type LeadAmountBasis = "disbursed" | "sanctioned" | "asked";

export interface LeadAmounts {
  status: LeadStatus;
  loanAmount: number | null;
  sanctionedAmount: number | null;
  disbursedAmount: number | null;
}

/**
 * The amount that says how big a file is now: the disbursed amount once the loan is paid out,
 * else the sanctioned amount once a lender sanctioned it, else the amount the visitor asked for;
 * null when there is none. By status, not by which fields are set: a file moved back from
 * disbursed to sanctioned (a correction) keeps its old disbursal on record, and one a lender
 * rejected after a sanction is no longer worth the sanction. lead-list.server.ts sorts the list's
 * Amount column by the same rule in SQL.
 */
export function currentLeadAmount(lead: LeadAmounts): { amount: number; basis: LeadAmountBasis } | null {
  if (disbursedStatuses.has(lead.status) && lead.disbursedAmount !== null) {
    return { amount: lead.disbursedAmount, basis: "disbursed" };
  }
  if (sanctionedStatuses.has(lead.status) && lead.sanctionedAmount !== null) {
    return { amount: lead.sanctionedAmount, basis: "sanctioned" };
  }
  return lead.loanAmount === null ? null : { amount: lead.loanAmount, basis: "asked" };
}

/** currentLeadAmount's statuses, for the SQL that sorts by it. */
export const currentAmountStatuses = {
  sanctioned: [...sanctionedStatuses],
  disbursed: [...disbursedStatuses],
} as const;

/** What a move into a status must record, besides the status itself. */
export interface StatusChangeDetails {
  lenderName?: string | null;
  lenderApplicationId?: string | null;
  /** YYYY-MM-DD (IST calendar date) */
  submittedOn?: string | null;
  sanctionedAmount?: number | null;
  sanctionedOn?: string | null;
  disbursedAmount?: number | null;
  disbursedOn?: string | null;
  /** Required for "rejected by lender" (the lender's reason), optional for other exits. */
  reason?: string | null;
}

/** The fields of a lead that the move checks against (what was recorded at earlier stages). */
export interface PipelineState {
  status: LeadStatus;
  sanctionedAmount: number | null;
  sanctionedOn: string | null;
  submittedOn: string | null;
}

export type FieldMessages = Record<string, string>;

/**
 * Checks a status change. Returns `null` when it may be made, otherwise a message per field
 * (`status` for a move that does not exist) that says what to do. `today` is the IST calendar
 * date (YYYY-MM-DD), so that no date lies in the future.
 */
export function checkStatusChange(
  current: PipelineState,
  to: LeadStatus,
  details: StatusChangeDetails,
  today: string,
): FieldMessages | null {
  const from = current.status;
  if (from === to) return { status: `The lead is already ${leadStatusLabels[to].toLowerCase()}.` };
  if (!canMove(from, to)) {
    const options = allowedMoves(from).map((status) => leadStatusLabels[status]);
    return {
      status:
        options.length === 0
          ? `A ${leadStatusLabels[from].toLowerCase()} lead cannot change status.`
          : `A lead cannot go from ${leadStatusLabels[from]} to ${leadStatusLabels[to]}. From ${leadStatusLabels[from]} it can go to: ${options.join(", ")}.`,
    };
  }
  const errors: FieldMessages = {};
  const checkDate = (
    field: keyof StatusChangeDetails,
    label: string,
    notBefore?: { date: string | null; label: string },
  ) => {
    const value = details[field];
    if (typeof value !== "string" || value === "") {
      errors[field] = `Enter the ${label}.`;
    } else if (value > today) {
      errors[field] = `The ${label} cannot be in the future.`;
    } else if (notBefore?.date && value < notBefore.date) {
      errors[field] = `The ${label} cannot be before the ${notBefore.label}.`;
    }
  };
  const checkAmount = (field: "sanctionedAmount" | "disbursedAmount", label: string) => {
    const value = details[field];
    if (typeof value !== "number" || !Number.isFinite(value)) errors[field] = `Enter the ${label} in rupees.`;
    else if (value <= 0) errors[field] = `The ${label} must be more than ₹0.`;
  };
  switch (to) {
    case "submitted_to_lender":
      if (!details.lenderName?.trim()) errors.lenderName = "Enter the bank or NBFC the file was submitted to.";
      checkDate("submittedOn", "date of submission");
      break;
    case "sanctioned":
      checkAmount("sanctionedAmount", "sanctioned amount");
      checkDate("sanctionedOn", "sanction date", { date: current.submittedOn, label: "submission date" });
      break;
    case "disbursed":
      checkAmount("disbursedAmount", "disbursed amount");
      if (
        errors.disbursedAmount === undefined &&
        current.sanctionedAmount !== null &&
        (details.disbursedAmount as number) > current.sanctionedAmount
      ) {
        errors.disbursedAmount = "The disbursed amount cannot be more than the sanctioned amount.";
      }
      checkDate("disbursedOn", "disbursal date", { date: current.sanctionedOn, label: "sanction date" });
      break;
    case "rejected_by_lender":
      if (!details.reason?.trim()) errors.reason = "Enter the lender's reason for the rejection.";
      break;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
