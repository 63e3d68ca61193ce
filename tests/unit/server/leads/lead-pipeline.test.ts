import { describe, expect, it } from "vitest";
import {
  allowedMoves,
  checkStatusChange,
  currentLeadAmount,
  openStatuses,
  type PipelineState,
} from "~server/leads/lead-pipeline";
import { leadStatuses, leadStatusLabels, type LeadStatus } from "~server/vocabulary/leads";
import { LeadListQuerySchema, LeadUpdateSchema } from "~server/leads/lead-workbench.schema";
import { mobileSearchDigits } from "~server/leads/lead-list.server";

const TODAY = "2026-11-22";
const state = (status: LeadStatus, more: Partial<PipelineState> = {}): PipelineState => ({
  status,
  sanctionedAmount: null,
  sanctionedOn: null,
  submittedOn: null,
  ...more,
});

/** What each stage must record, filled in, so only the move itself is under test. */
const complete = {
  lenderName: "HDFC Bank",
  submittedOn: "2026-11-01",
  sanctionedAmount: 2_500_000,
  sanctionedOn: "2026-11-10",
  disbursedAmount: 2_500_000,
  disbursedOn: "2026-11-20",
  reason: "CIBIL score below 650",
};

describe("the loan pipeline", () => {
  it("refuses every jump it does not allow, naming the moves that are possible", () => {
    for (const from of leadStatuses) {
      for (const to of leadStatuses) {
        if (from === to || allowedMoves(from).includes(to)) continue;
        const refused = checkStatusChange(state(from), to, complete, TODAY);
        expect(refused, `${from} → ${to}`).not.toBeNull();
        const message = refused!.status!;
        for (const option of allowedMoves(from)) expect(message, `${from} → ${to}`).toContain(leadStatusLabels[option]);
        if (allowedMoves(from).length === 0) expect(message).toContain("cannot change status");
      }
    }
  });

  it("allows every listed move once its details are given", () => {
    const withHistory = state("new", {
      sanctionedAmount: 2_500_000,
      sanctionedOn: "2026-11-10",
      submittedOn: "2026-11-01",
    });
    for (const from of leadStatuses) {
      for (const to of allowedMoves(from)) {
        expect(checkStatusChange({ ...withHistory, status: from }, to, complete, TODAY), `${from} → ${to}`).toBeNull();
      }
    }
  });

  it("says a lead is already in the status it is moved to", () => {
    expect(checkStatusChange(state("contacted"), "contacted", {}, TODAY)?.status).toBe(
      "The lead is already contacted.",
    );
  });

  it("goes forward one stage at a time: new cannot jump to disbursed", () => {
    const refused = checkStatusChange(state("new"), "disbursed", complete, TODAY);
    expect(refused?.status).toBe(
      "A lead cannot go from New to Disbursed. From New it can go to: Contacted, Not interested, Not eligible, Duplicate, Spam.",
    );
  });

  it("asks for the lender and the date of submission", () => {
    expect(checkStatusChange(state("documents_pending"), "submitted_to_lender", {}, TODAY)).toEqual({
      lenderName: "Enter the bank or NBFC the file was submitted to.",
      submittedOn: "Enter the date of submission.",
    });
    expect(
      checkStatusChange(
        state("documents_pending"),
        "submitted_to_lender",
        { lenderName: "  ", submittedOn: "" },
        TODAY,
      ),
    ).toHaveProperty("lenderName");
  });

  it("asks for the sanctioned amount and date, not before the submission", () => {
    expect(checkStatusChange(state("submitted_to_lender"), "sanctioned", {}, TODAY)).toEqual({
      sanctionedAmount: "Enter the sanctioned amount in rupees.",
      sanctionedOn: "Enter the sanction date.",
    });
    expect(
      checkStatusChange(
        state("submitted_to_lender", { submittedOn: "2026-11-15" }),
        "sanctioned",
        { sanctionedAmount: 0, sanctionedOn: "2026-11-14" },
        TODAY,
      ),
    ).toEqual({
      sanctionedAmount: "The sanctioned amount must be more than ₹0.",
      sanctionedOn: "The sanction date cannot be before the submission date.",
    });
  });

  it("refuses dates in the future (IST today is the last day allowed)", () => {
    expect(
      checkStatusChange(
        state("documents_pending"),
        "submitted_to_lender",
        { lenderName: "SBI", submittedOn: "2026-11-23" },
        TODAY,
      ),
    ).toEqual({ submittedOn: "The date of submission cannot be in the future." });
    expect(
      checkStatusChange(
        state("documents_pending"),
        "submitted_to_lender",
        { lenderName: "SBI", submittedOn: TODAY },
        TODAY,
      ),
    ).toBeNull();
    expect(
      checkStatusChange(
        state("sanctioned", { sanctionedAmount: 100, sanctionedOn: "2026-11-01" }),
        "disbursed",
        { disbursedAmount: 100, disbursedOn: "2027-01-01" },
        TODAY,
      ),
    ).toEqual({ disbursedOn: "The disbursal date cannot be in the future." });
  });

  it("does not disburse more than was sanctioned", () => {
    const sanctioned = state("sanctioned", { sanctionedAmount: 2_000_000, sanctionedOn: "2026-11-10" });
    expect(
      checkStatusChange(sanctioned, "disbursed", { disbursedAmount: 2_000_001, disbursedOn: "2026-11-20" }, TODAY),
    ).toEqual({ disbursedAmount: "The disbursed amount cannot be more than the sanctioned amount." });
    expect(
      checkStatusChange(sanctioned, "disbursed", { disbursedAmount: 2_000_000, disbursedOn: "2026-11-20" }, TODAY),
    ).toBeNull();
    expect(
      checkStatusChange(sanctioned, "disbursed", { disbursedAmount: 2_000_000, disbursedOn: "2026-11-09" }, TODAY),
    ).toEqual({ disbursedOn: "The disbursal date cannot be before the sanction date." });
  });

  it("needs the lender's reason for a rejection, not for other exits", () => {
    expect(checkStatusChange(state("submitted_to_lender"), "rejected_by_lender", {}, TODAY)).toEqual({
      reason: "Enter the lender's reason for the rejection.",
    });
    expect(checkStatusChange(state("contacted"), "not_interested", {}, TODAY)).toBeNull();
  });

  it("counts every status but closed and the exits as open", () => {
    expect(openStatuses).toEqual([
      "new",
      "contacted",
      "documents_pending",
      "submitted_to_lender",
      "sanctioned",
      "disbursed",
    ]);
  });
});

describe("the list's filters", () => {
  it("reads a comma-separated status filter, open included", () => {
    const parsed = LeadListQuerySchema.parse({ status: "new, contacted,open" });
    expect(parsed.status).toEqual(["new", "contacted", "open"]);
    expect(parsed).toMatchObject({ page: 1, pageSize: 25, sort: "created", dir: "desc" });
    expect(LeadListQuerySchema.safeParse({ status: "new,won" }).success).toBe(false);
  });

  it("refuses unknown values with a message per field", () => {
    const result = LeadListQuerySchema.safeParse({
      assignee: "bob",
      sort: "price",
      pageSize: "30",
      from: "2026-02-30",
      repeats: "yes",
      overdue: "1",
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path.join(".")));
    expect([...fields].sort()).toEqual(["assignee", "from", "overdue", "pageSize", "repeats", "sort"]);
  });

  it("treats blank filters as no filter", () => {
    expect(LeadListQuerySchema.parse({ status: "", kind: "", assignee: "", search: "  ", sort: "" })).toMatchObject({
      status: undefined,
      kind: undefined,
      assignee: undefined,
      search: undefined,
      sort: "created",
    });
    expect(LeadListQuerySchema.parse({ assignee: "12" }).assignee).toBe(12);
  });

  it("reads mobile numbers the way people type them", () => {
    expect(mobileSearchDigits("+91 98470 12345")).toBe("9847012345");
    expect(mobileSearchDigits("098470-12345")).toBe("9847012345");
    expect(mobileSearchDigits("98470 12345")).toBe("9847012345");
    expect(mobileSearchDigits("919847012345")).toBe("9847012345");
    expect(mobileSearchDigits("2345")).toBe("2345");
    expect(mobileSearchDigits("234")).toBeNull();
    expect(mobileSearchDigits("Anjali")).toBeNull();
  });
});

describe("a lead change", () => {
  it("needs a version and at least one change", () => {
    expect(LeadUpdateSchema.safeParse({ status: "contacted" }).success).toBe(false);
    const nothing = LeadUpdateSchema.safeParse({ version: 1 });
    expect(nothing.error?.issues[0]?.message).toBe("Change at least one of status, assignee, follow-up or commission");
  });

  it("refuses negative commission and amounts in paise", () => {
    expect(LeadUpdateSchema.safeParse({ version: 1, commissionExpected: -1 }).success).toBe(false);
    expect(LeadUpdateSchema.safeParse({ version: 1, commissionExpected: 10.5 }).success).toBe(false);
    expect(LeadUpdateSchema.safeParse({ version: 1, commissionExpected: 0 }).success).toBe(true);
  });
});

describe("the amount a list shows for a lead", () => {
  const amounts = { loanAmount: 2_500_000, sanctionedAmount: null, disbursedAmount: null };

  it("is the amount asked until a lender sanctions, then the sanctioned, then the disbursed", () => {
    expect(currentLeadAmount({ status: "new", ...amounts })).toEqual({ amount: 2_500_000, basis: "asked" });
    const sanctioned = { ...amounts, sanctionedAmount: 300_000 };
    expect(currentLeadAmount({ status: "sanctioned", ...sanctioned })).toEqual({
      amount: 300_000,
      basis: "sanctioned",
    });
    const disbursed = { ...sanctioned, disbursedAmount: 200_000 };
    expect(currentLeadAmount({ status: "disbursed", ...disbursed })).toEqual({ amount: 200_000, basis: "disbursed" });
    expect(currentLeadAmount({ status: "closed", ...disbursed })).toEqual({ amount: 200_000, basis: "disbursed" });
  });

  it("follows the status back: a disbursal corrected back to sanctioned, or a sanction the lender withdrew", () => {
    const recorded = { loanAmount: 2_500_000, sanctionedAmount: 300_000, disbursedAmount: 200_000 };
    expect(currentLeadAmount({ status: "sanctioned", ...recorded })).toEqual({ amount: 300_000, basis: "sanctioned" });
    expect(currentLeadAmount({ status: "rejected_by_lender", ...recorded })).toEqual({
      amount: 2_500_000,
      basis: "asked",
    });
  });

  it("is nothing for a lead that named no amount (a contact message)", () => {
    expect(currentLeadAmount({ status: "new", loanAmount: null, sanctionedAmount: null, disbursedAmount: null })).toBe(
      null,
    );
  });
});
