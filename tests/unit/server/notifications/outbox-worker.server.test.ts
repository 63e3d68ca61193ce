import { describe, expect, it } from "vitest";
import { formatLeadAlertEmail } from "~server/notifications/lead-alert-email";
import type { LeadAlertPayload } from "~server/notifications/lead-alert";
import { recipientsFor } from "~server/notifications/outbox-worker.server";

const payload: LeadAlertPayload = {
  reference: "LN-24K7Q9",
  kind: "loan_enquiry",
  serviceSlug: "home-loans",
  serviceName: "Home Loans",
  name: "Priya Nair",
  mobile: "+919876543210",
  email: null,
  city: null,
  pincode: null,
  loanAmount: null,
  monthlyIncome: null,
  employmentType: null,
  message: null,
  details: {},
  landingPage: null,
  referrer: null,
  utm: {},
  createdAt: "2026-11-22T10:00:00.000Z",
};

describe("who gets a new-lead alert", () => {
  it("is the office list alone for an unassigned lead", () => {
    expect(recipientsFor(["leads@office.in", "owner@office.in"], payload)).toEqual([
      "leads@office.in",
      "owner@office.in",
    ]);
  });

  it("adds the assignee once, whatever the case of their address", () => {
    const assigned = { ...payload, assigneeName: "Asha", assigneeEmail: "asha@office.in" };
    expect(recipientsFor(["leads@office.in"], assigned)).toEqual(["leads@office.in", "asha@office.in"]);
    expect(recipientsFor(["Asha@Office.in"], assigned)).toEqual(["Asha@Office.in"]);
  });

  it("never takes a header-breaking address from the payload", () => {
    const forged = { ...payload, assigneeEmail: "a@b.in\r\nBcc: x@evil.example" };
    expect(recipientsFor(["leads@office.in"], forged)).toEqual(["leads@office.in"]);
  });

  it("names the assignee in the e-mail", () => {
    expect(formatLeadAlertEmail({ ...payload, assigneeName: "Asha Menon" }).text).toMatch(/Assigned to:\s+Asha Menon/);
    expect(formatLeadAlertEmail(payload).text).not.toContain("Assigned to");
  });
});

describe("lead alert recipients from the lead settings", () => {
  it("come after the office list, before the assignee, each address once", () => {
    const assigned = { ...payload, assigneeName: "Asha", assigneeEmail: "asha@office.in" };
    expect(
      recipientsFor(["leads@office.in"], assigned, ["partner@office.in", "LEADS@office.in", "asha@office.in"]),
    ).toEqual(["leads@office.in", "partner@office.in", "asha@office.in"]);
  });

  it("skip anything that is not a plain address", () => {
    expect(recipientsFor(["leads@office.in"], payload, ["x@y.in\r\nBcc: evil@example.com", "nobody"])).toEqual([
      "leads@office.in",
    ]);
  });
});
