import { describe, expect, it, vi } from "vitest";
import { consentStartupScript, readConsent, storeConsent, type TrackingIds } from "~/lib/consent";

function memoryStorage(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
}

describe("stored consent", () => {
  it("stores accepted with an ISO date", () => {
    const storage = memoryStorage();
    storeConsent("accepted", new Date("2026-03-01T10:20:30.000Z"), storage);
    expect(storage.store.get("cookieConsent")).toBe("accepted");
    expect(storage.store.get("cookieConsentDate")).toBe("2026-03-01T10:20:30.000Z");
    expect(readConsent(storage)).toBe("accepted");
  });

  it("stores declined with an ISO date", () => {
    const storage = memoryStorage();
    storeConsent("declined", undefined, storage);
    expect(storage.store.get("cookieConsent")).toBe("declined");
    const date = storage.store.get("cookieConsentDate") ?? "";
    expect(new Date(date).toISOString()).toBe(date);
    expect(readConsent(storage)).toBe("declined");
  });

  it("reads no choice when unset, unknown or unavailable", () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(memoryStorage({ cookieConsent: "maybe" }))).toBeNull();
    expect(
      readConsent({
        getItem: () => {
          throw new Error("denied");
        },
        setItem: () => undefined,
      }),
    ).toBeNull();
  });
});

interface FakeWindow {
  dataLayer?: unknown[];
  gtag?: unknown;
  fbq?: unknown;
  localStorage: ReturnType<typeof memoryStorage>;
}

/** Runs the inline startup snippet against a fake window and document; returns what it did. */
function runStartup(consent: string | null, ids: TrackingIds) {
  const win: FakeWindow = { localStorage: memoryStorage(consent ? { cookieConsent: consent } : {}) };
  const appended: { src: string; nonce: string }[] = [];
  const doc = {
    currentScript: { nonce: "n0nce" },
    head: { appendChild: (script: { src: string; nonce: string }) => void appended.push(script) },
    createElement: vi.fn(() => ({ src: "", nonce: "", async: false })),
  };
  new Function("window", "document", consentStartupScript(ids))(win, doc);
  const calls = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  return { win, calls, appended };
}

const ids = { ga4MeasurementId: "G-TEST123456", metaPixelId: "123456789012345" };
const denied = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const granted = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

describe("consent startup snippet", () => {
  it("pushes consent default denied with wait_for_update 500 and loads nothing without a choice", () => {
    for (const consent of [null, "declined"]) {
      const { win, calls, appended } = runStartup(consent, ids);
      expect(calls).toEqual([["consent", "default", { ...denied, wait_for_update: 500 }]]);
      expect(appended).toEqual([]);
      expect(win.fbq).toBeUndefined();
      expect(typeof win.gtag).toBe("function");
    }
  });

  it("pushes the Arguments object, as gtag.js expects", () => {
    const { win } = runStartup(null, ids);
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe("[object Arguments]");
  });

  it("updates to granted after the default and loads GA4 and the pixel with the nonce when accepted", () => {
    const { win, calls, appended } = runStartup("accepted", ids);
    expect(calls[0]).toEqual(["consent", "default", { ...denied, wait_for_update: 500 }]);
    expect(calls[1]).toEqual(["consent", "update", granted]);
    expect(calls[2]?.[0]).toBe("js");
    expect(calls[3]).toEqual(["config", "G-TEST123456"]);
    expect(appended.map((script) => script.src)).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123456",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
    expect(appended.every((script) => script.nonce === "n0nce")).toBe(true);
    const fbq = win.fbq as { queue: ArrayLike<unknown>[] };
    expect(fbq.queue.map((entry) => Array.from(entry))).toEqual([
      ["init", "123456789012345"],
      ["track", "PageView"],
    ]);
  });

  it("grants but loads nothing when no ids are configured", () => {
    const { win, calls, appended } = runStartup("accepted", { ga4MeasurementId: null, metaPixelId: null });
    expect(calls).toEqual([
      ["consent", "default", { ...denied, wait_for_update: 500 }],
      ["consent", "update", granted],
    ]);
    expect(appended).toEqual([]);
    expect(win.fbq).toBeUndefined();
  });

  it("cannot be broken out of its script element by an id", () => {
    const source = consentStartupScript({ ga4MeasurementId: "</script><script>alert(1)</script>" });
    expect(source).not.toContain("</script>");
  });
});
