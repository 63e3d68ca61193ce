import { describe, expect, it } from "vitest";
import {
  auditActionOptions,
  describeAction,
  describeActor,
  describeChanges,
  describeEntity,
} from "~/components/admin/audit-words";
import { auditActions, isAuditAction } from "~server/vocabulary/audit";
import { namesInServerSource } from "../../../../support/server-source";

describe("the activity log in words", () => {
  it("says what an action means, and shows an unknown one as it is", () => {
    expect(describeAction("auth.login_failed")).toBe("Failed sign-in");
    expect(describeAction("user.update")).toBe("Changed a staff account");
    expect(describeAction("lead.export")).toBe("Exported leads");
    expect(describeAction("report.print")).toBe("report.print");
  });

  it("has words for every action the server records", () => {
    const recorded = namesInServerSource(/action: "([a-z_]+\.[a-z_]+)"/g);
    expect(recorded.size).toBeGreaterThan(20);
    const missing = [...recorded].filter((action) => describeAction(action) === action);
    expect(missing).toEqual([]);
  });

  it("declares every action the server records (what the audit service accepts)", () => {
    const recorded = namesInServerSource(/action: "([a-z_]+\.[a-z_]+)"/g);
    expect([...recorded].filter((action) => !isAuditAction(action))).toEqual([]);
  });

  it("offers every declared action in the Activity filter in words of its own", () => {
    const options = auditActionOptions(auditActions);
    expect(options).toHaveLength(auditActions.length);
    const unworded = options.filter((option) => option.label.trim() === "" || option.label === option.value);
    expect(unworded).toEqual([]);
    const labels = options.map((option) => option.label);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });

  it("writes from/to pairs as 'field: before → after'", () => {
    expect(describeChanges({ role: { from: "editor", to: "admin" } })).toEqual(["role: editor → admin"]);
    expect(describeChanges({ isActive: { from: true, to: false } })).toEqual(["active: yes → no"]);
    expect(describeChanges({ displayName: { from: "Anu", to: "Anu Joseph" } })).toEqual(["name: Anu → Anu Joseph"]);
  });

  it("writes times in IST and days as DD/MM/YYYY, never as the stored UTC", () => {
    expect(describeChanges({ publishAt: { from: null, to: "2026-11-30T04:30:00.000Z" } })).toEqual([
      "publish time: none → 30/11/2026, 10:00 am",
    ]);
    expect(
      describeChanges({ followUpAt: { from: "2026-11-22T18:45:00Z", to: "2026-11-23T09:05:00.000+05:30" } }),
    ).toEqual(["follow-up: 23/11/2026, 12:15 am → 23/11/2026, 9:05 am"]);
    expect(describeChanges({ sanctionedOn: { from: null, to: "2026-11-05" } })).toEqual([
      "sanctioned on: none → 05/11/2026",
    ]);
    // Text that only starts like a date stays as it is.
    expect(describeChanges({ title: { from: "2026-11-05 plans", to: "Plans" } })).toEqual([
      "title: 2026-11-05 plans → Plans",
    ]);
  });

  it("writes other values as 'field: value' and leaves [redacted] alone", () => {
    expect(
      describeChanges({
        access: "temporary_password",
        temporaryPassword: "[redacted]",
        sessionsEnded: 2,
        extra: { a: 1 },
      }),
    ).toEqual(["access: temporary password", "temporary password: [redacted]", "sessions ended: 2", 'extra: {"a":1}']);
    expect(describeChanges(null)).toEqual([]);
  });

  it("names who acted", () => {
    expect(describeActor({ via: "system", actorLabel: "system" })).toEqual({ name: "System", note: null });
    expect(describeActor({ via: "anonymous", actorLabel: null })).toEqual({ name: "Someone signing in", note: null });
    expect(describeActor({ via: "anonymous", actorLabel: "typo@example.in" }).name).toBe("typo@example.in");
    expect(describeActor({ via: "token", actorLabel: "anita@example.in" }).note).toBe("through an API token");
  });

  it("names what an entry was about", () => {
    const names = new Map([["3", "Anita Thomas"]]);
    expect(describeEntity("user", "3", names)).toBe("Staff account: Anita Thomas");
    expect(describeEntity("user", "9", names)).toBe("Staff account #9");
    expect(describeEntity("api_token", "2", names)).toBe("API token #2");
    expect(describeEntity("security", null, names)).toBe("Sign-in rules");
    expect(describeEntity("user", null, names)).toBeNull();
  });
});
