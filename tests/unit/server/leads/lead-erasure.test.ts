import { describe, expect, it } from "vitest";
import { leadAuditActions } from "~server/leads/lead-erasure";
import { searchNamesPerson } from "~server/leads/lead-privacy.server";
import { LEAD_ALERT_TOPIC } from "~server/notifications/lead-alert";
import { namesInServerSource } from "../../../support/server-source";

const person = { name: "Sreelakshmi Kottarathil", mobile: "+919847012345", email: "sreelakshmi.k@example.in" };

describe("which export searches erasure replaces", () => {
  it("those that found the person, with the mobile in any form people type it, or the name", () => {
    for (const search of [
      "+91 98470 12345",
      "9847012345",
      "098470-12345",
      "(+91) 98470-12345",
      "98470",
      "12345",
      "Sreelakshmi",
      "kottarathil",
      "lakshmi kott",
    ]) {
      expect(searchNamesPerson(search, person), search).toBe(true);
    }
  });

  it("those that name the person in other words: the e-mail, the whole name, the number inside text", () => {
    for (const search of ["SREELAKSHMI.K@example.in", "Sreelakshmi Kottarathil, Perumbavoor", "call 9847012345 back"]) {
      expect(searchNamesPerson(search, person), search).toBe(true);
    }
  });

  it("not those about somebody else, a reference, or nothing", () => {
    for (const search of ["Raghavan Pillai", "9447056789", "94470", "LN-24K7Q9", "other@example.in", "  "]) {
      expect(searchNamesPerson(search, person), search).toBe(false);
    }
  });
});

describe("the list of what erasure scrubs", () => {
  it("names every audit action the server records about leads", () => {
    const recorded = namesInServerSource(/"(lead\.[a-z_]+)"/g);
    recorded.delete(LEAD_ALERT_TOPIC);
    expect(recorded.size).toBeGreaterThanOrEqual(4);
    expect([...recorded].filter((action) => !(leadAuditActions as readonly string[]).includes(action))).toEqual([]);
  });
});
