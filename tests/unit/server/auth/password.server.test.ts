import { describe, expect, it } from "vitest";
import { passwordLengthProblem, passwordMessages } from "~server/auth/password-rules";
import {
  hashPassword,
  isCommonPassword,
  needsRehash,
  passwordProblem,
  verifyPassword,
} from "~server/auth/password.server";

describe("password rules", () => {
  it("asks for 10 to 128 characters, counted as a person counts them", () => {
    expect(passwordLengthProblem("123456789")).toBe(passwordMessages.tooShort);
    expect(passwordLengthProblem("1234567890")).toBeNull();
    expect(passwordLengthProblem("x".repeat(128))).toBeNull();
    expect(passwordLengthProblem("x".repeat(129))).toBe(passwordMessages.tooLong);
    // Nine Malayalam letters are nine characters, however many bytes or UTF-16 units they take.
    expect(passwordLengthProblem("കേരളംകേരളം".slice(0, 9))).toBe(passwordMessages.tooShort);
    expect(passwordLengthProblem("🔐🔐🔐🔐🔐🔐🔐🔐🔐🔐")).toBeNull();
  });

  it("has no composition rules: a long passphrase of plain words is fine", async () => {
    expect(await passwordProblem("coconut rain over the backwaters")).toBeNull();
    expect(await passwordProblem("alllowercaseletters")).toBeNull();
  });

  it("refuses passwords on the list of most common ones, whatever their case", async () => {
    for (const common of ["1234567890", "qwertyuiop", "Password123", "PASSWORD123", "iloveyou123"]) {
      expect(await isCommonPassword(common), common).toBe(true);
      expect(await passwordProblem(common), common).toBe(passwordMessages.common);
    }
    expect(await isCommonPassword("tharavadu-mango-tree-7")).toBe(false);
  });

  it("refuses the account's own e-mail address or its name part", async () => {
    const account = { email: "anita.thomas@example.in" };
    expect(await passwordProblem("anita.thomas@example.in", account)).toBe(passwordMessages.sameAsEmail);
    expect(await passwordProblem("Anita.Thomas", account)).toBe(passwordMessages.sameAsEmail);
  });

  it("refuses passwords a cracking program guesses early, and says why", async () => {
    for (const guessable of ["aaaaaaaaaaaa", "Kerala12345", "abcabcabcabc"]) {
      const problem = await passwordProblem(guessable);
      expect(problem, guessable).toMatch(/easy to guess.* Three or four unrelated words make a strong password/);
    }
    expect(await passwordProblem("aaaaaaaaaaaa")).toContain('Repeated characters like "aaa" are easy to guess.');
    // Built from the person's own name: tried first by anyone who knows them.
    expect(
      await passwordProblem("anitathomas1", { email: "anita.thomas@example.in", displayName: "Anita Thomas" }),
    ).toMatch(/Three or four unrelated words/);
    for (const strong of ["tharavadu-mango-tree-7", "kappa-vellam-chaaya-42", "Mh7k-2pQx-9Zab"]) {
      expect(await passwordProblem(strong), strong).toBeNull();
    }
  });

  it("hashes with argon2id and verifies the same password typed in either Unicode form", async () => {
    const composed = "cafe\u0301 au lait ok"; // é as e + combining accent
    const stored = await hashPassword(composed);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword(stored, "caf\u00e9 au lait ok")).toBe(true);
    expect(await verifyPassword(stored, "cafe au lait ok")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$abc$def")).toBe(true);
  });
});
