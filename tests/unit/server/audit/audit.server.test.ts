import { describe, expect, it } from "vitest";
import { changedFields, redactSecrets } from "~server/audit/audit.server";

describe("what the audit log keeps of a change", () => {
  it("never keeps passwords, tokens, secrets, hashes or codes, at any depth", () => {
    const redacted = redactSecrets({
      password: "hunter2hunter2",
      newPassword: "x",
      temporaryPassword: "y",
      token: "dsa_abc",
      totpSecret: "JBSW",
      passwordHash: "$argon2id$…",
      code: "123456",
      recoveryCodes: ["a", "b"],
      nested: { apiToken: "dsa_def", role: "viewer" },
      mustChangePassword: true,
      postalCode: "682016",
    });
    expect(JSON.stringify(redacted)).not.toMatch(/hunter2|dsa_|JBSW|argon2|123456/);
    expect(redacted).toMatchObject({ nested: { role: "viewer" }, mustChangePassword: true, postalCode: "682016" });
  });

  it("records only the fields that changed, with before and after", () => {
    expect(
      changedFields({ role: "editor", displayName: "Anita", isActive: true }, { role: "admin", displayName: "Anita" }),
    ).toEqual({
      role: { from: "editor", to: "admin" },
    });
  });
});
