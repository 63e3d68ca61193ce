// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_STORAGE_KEY, attribution, readAttribution, recordAttribution } from "~/lib/attribution";

function setReferrer(value: string) {
  Object.defineProperty(document, "referrer", { value, configurable: true });
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  setReferrer("");
});
afterEach(() => vi.restoreAllMocks());

describe("visit attribution", () => {
  it("records the landing page with its query, an external referrer and the utm_* parameters", () => {
    window.history.replaceState(
      null,
      "",
      "/loan-services/home-loans?utm_source=google&utm_medium=cpc&utm_campaign=hl&x=1",
    );
    setReferrer("https://www.google.com/");
    recordAttribution();
    expect(attribution()).toEqual({
      landingPage: "/loan-services/home-loans?utm_source=google&utm_medium=cpc&utm_campaign=hl&x=1",
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: "cpc", campaign: "hl" },
    });
  });

  it("keeps the first page of the visit", () => {
    window.history.replaceState(null, "", "/?utm_source=facebook");
    recordAttribution();
    window.history.replaceState(null, "", "/loan-services/gold-loan?utm_source=other");
    recordAttribution();
    expect(attribution()).toMatchObject({ landingPage: "/?utm_source=facebook", utm: { source: "facebook" } });
  });

  it("leaves out a referrer from this site, and utm when there is none", () => {
    window.history.replaceState(null, "", "/services");
    setReferrer(`${window.location.origin}/`);
    expect(attribution()).toEqual({ landingPage: "/services" });
  });

  it("works when sessionStorage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    window.history.replaceState(null, "", "/home-loans?utm_term=loan");
    expect(() => recordAttribution()).not.toThrow();
    expect(attribution()).toEqual({ landingPage: "/home-loans?utm_term=loan", utm: { term: "loan" } });
  });

  it("ignores unknown or malformed stored data", () => {
    sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ landingPage: "/a", referrer: 5, utm: { source: "x", evil: "y" }, extra: true }),
    );
    expect(attribution()).toEqual({ landingPage: "/a", utm: { source: "x" } });
  });

  it("cuts very long values", () => {
    const long = "a".repeat(600);
    const result = readAttribution(new URL(`https://example.com/${long}?utm_source=${long}`), "");
    expect(result.landingPage).toHaveLength(500);
    expect(result.utm?.source).toHaveLength(200);
  });
});
