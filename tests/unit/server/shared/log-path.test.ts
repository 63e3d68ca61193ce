import { describe, expect, it } from "vitest";
import { loggedPath } from "~server/shared/log-path";

describe("a logged address", () => {
  it("hides a borrower's documents link, in every language", () => {
    const token = "Ab3dE5gH7jK9mN1pQ3sT5vX7zB9dF1hJ3lN5pR7tV9x";
    expect(loggedPath(`/documents/${token}`)).toBe("/documents/[link]");
    expect(loggedPath(`/ml/documents/${token}`)).toBe("/ml/documents/[link]");
    expect(loggedPath(`/hi/documents/${token}.data`)).toBe("/hi/documents/[link]");
  });

  it("keeps every other address as it is", () => {
    expect(loggedPath("/loan-services/home-loans")).toBe("/loan-services/home-loans");
    expect(loggedPath("/api/documents/uploads")).toBe("/api/documents/uploads");
  });
});
