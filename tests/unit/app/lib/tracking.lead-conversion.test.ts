import { afterEach, describe, expect, it, vi } from "vitest";
import { trackLead } from "~/lib/tracking";

function setConsent(value: string | null) {
  const store = new Map<string, string>(value ? [["cookieConsent", value]] : []);
  vi.stubGlobal("localStorage", { getItem: (k: string) => store.get(k) ?? null });
}

function stubTrackers() {
  const gtag = vi.fn();
  const fbq = vi.fn();
  vi.stubGlobal("window", { gtag, fbq });
  return { gtag, fbq };
}

afterEach(() => vi.unstubAllGlobals());

describe("lead conversion events", () => {
  it("sends GA4 generate_lead and Pixel Lead with the amount's digits as value in INR after consent", () => {
    setConsent("accepted");
    const { gtag, fbq } = stubTrackers();
    trackLead({ kind: "loan_enquiry", amount: "2500000", serviceSlug: "home-loans" });
    expect(gtag).toHaveBeenCalledWith(
      "event",
      "generate_lead",
      expect.objectContaining({ value: 2500000, currency: "INR" }),
    );
    expect(fbq).toHaveBeenCalledWith("track", "Lead", expect.objectContaining({ value: 2500000, currency: "INR" }));
  });

  it("parses the digits of a formatted amount string", () => {
    setConsent("accepted");
    const { gtag } = stubTrackers();
    trackLead({ kind: "loan_enquiry", amount: "₹ 5,00,000.00" });
    expect(gtag.mock.calls[0]![2]).toMatchObject({ value: 500000 });
  });

  it("sends nothing without consent or after declining", () => {
    for (const consent of [null, "declined"]) {
      setConsent(consent);
      const { gtag, fbq } = stubTrackers();
      trackLead({ kind: "contact_message" });
      expect(gtag).not.toHaveBeenCalled();
      expect(fbq).not.toHaveBeenCalled();
    }
  });

  it("does not fail when the trackers are not loaded", () => {
    setConsent("accepted");
    vi.stubGlobal("window", {});
    expect(() => trackLead({ kind: "contact_message" })).not.toThrow();
  });
});
