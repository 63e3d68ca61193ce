// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The site's own collector (ADR 0021) in a browser-like document, with sendBeacon recorded. */

const DOCUMENTED_EVENT_FIELDS = new Set([
  "type",
  "path",
  "detail",
  "visitStart",
  "visitContinued",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
]);

let beacons: { url: string; body: { consent: boolean; events: Record<string, unknown>[] } }[];

async function freshModules() {
  vi.resetModules();
  return {
    collector: await import("~/lib/first-party-analytics"),
    tracking: await import("~/lib/tracking"),
  };
}

function setReferrer(value: string) {
  Object.defineProperty(document, "referrer", { value, configurable: true });
}

beforeEach(() => {
  beacons = [];
  localStorage.clear();
  sessionStorage.clear();
  setReferrer("");
  window.history.replaceState(null, "", "/");
  vi.stubGlobal("navigator", {
    ...navigator,
    sendBeacon: (url: string, data: Blob) => {
      void data.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
      return true;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first-party collector", () => {
  it("counts a visit's first page with the referrer's domain and UTM values, then marks it continued", async () => {
    setReferrer("https://www.google.com/search?q=home+loan+kochi");
    window.history.replaceState(
      null,
      "",
      "/loan-services/home-loans?utm_source=google&utm_medium=cpc&utm_campaign=onam&gclid=x",
    );
    const { collector } = await freshModules();
    collector.collectPageView("/loan-services/home-loans");
    collector.collectPageView("/loan-services/home-loans"); // the same path again: not a new view
    collector.collectPageView("/about");
    collector.collectPageView("/contact");
    collector.flushFirstPartyEvents();
    await settle();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe("/api/events");
    expect(beacons[0]!.body).toEqual({
      consent: false,
      events: [
        {
          type: "pageview",
          path: "/loan-services/home-loans",
          visitStart: true,
          referrer: "www.google.com",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "onam",
        },
        { type: "pageview", path: "/about", visitContinued: true },
        { type: "pageview", path: "/contact" },
      ],
    });
  });

  it("does not start a visit for a page opened from this site", async () => {
    setReferrer(`${location.origin}/about`);
    const { collector } = await freshModules();
    collector.collectPageView("/");
    collector.collectPageView("/about");
    collector.flushFirstPartyEvents();
    await settle();
    expect(beacons[0]!.body.events).toEqual([
      { type: "pageview", path: "/" },
      { type: "pageview", path: "/about" },
    ]);
  });

  it("counts the spec's events without consent, while GA4 and the Pixel get nothing", async () => {
    const { collector, tracking } = await freshModules();
    const gtag = vi.fn();
    (window as unknown as { gtag: unknown }).gtag = gtag;
    window.history.replaceState(null, "", "/loan-services/home-loans");
    tracking.trackServiceView({ slug: "home-loans", name: "Home Loans" });
    tracking.trackEmiCalculatorUse({ slug: "home-loans", name: "Home Loans" });
    tracking.trackContactInteraction("whatsapp");
    tracking.trackLeadFormOpened("loan_enquiry");
    tracking.trackLead({ kind: "loan_enquiry", amount: "2500000", serviceSlug: "home-loans" });
    tracking.trackConsentChoice("declined");
    collector.flushFirstPartyEvents();
    await settle();
    expect(gtag).not.toHaveBeenCalled();
    const path = "/loan-services/home-loans";
    expect(beacons[0]!.body.events).toEqual([
      { type: "service_view", path, detail: "home-loans" },
      { type: "user_engagement", path, detail: "home-loans" },
      { type: "contact_interaction", path, detail: "whatsapp" },
      { type: "lead_form_opened", path, detail: "loan_enquiry" },
      { type: "lead_submitted", path, detail: "loan_enquiry" },
      { type: "consent", path, detail: "declined" },
    ]);
    delete (window as unknown as { gtag?: unknown }).gtag;
  });

  it("sends only the documented fields, says when the visitor accepted, and stores nothing on the device", async () => {
    localStorage.setItem("cookieConsent", "accepted");
    const storedBefore = { local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie };
    const { collector } = await freshModules();
    collector.collectPageView("/");
    collector.collectEvent("contact_interaction", "phone");
    collector.flushFirstPartyEvents();
    await settle();
    expect(Object.keys(beacons[0]!.body).sort()).toEqual(["consent", "events"]);
    expect(beacons[0]!.body.consent).toBe(true);
    for (const event of beacons[0]!.body.events) {
      for (const key of Object.keys(event)) expect(DOCUMENTED_EVENT_FIELDS.has(key), key).toBe(true);
    }
    expect({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }).toEqual(
      storedBefore,
    );
  });

  it("batches: ten events leave at once, fewer after two seconds, and the page being hidden sends the rest", async () => {
    vi.useFakeTimers();
    const { collector } = await freshModules();
    for (let i = 0; i < 10; i++) collector.collectEvent("user_engagement", `s${i}`);
    collector.collectEvent("user_engagement", "late");
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons.map((b) => b.body.events.length)).toEqual([10]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(beacons.map((b) => b.body.events.length)).toEqual([10, 1]);
    collector.collectEvent("contact_interaction", "email");
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons.map((b) => b.body.events.length)).toEqual([10, 1, 1]);
  });

  it("Accept All's reload: the reloaded page is not a second view, the visit goes on, and the choice is sent by the new document", async () => {
    // The first document: a direct visit to /, then Accept All.
    const before = await freshModules();
    before.collector.collectPageView("/");
    localStorage.setItem("cookieConsent", "accepted");
    before.tracking.trackConsentChoice("accepted");
    before.collector.handOverToReload();
    // The unloading page sends nothing: what it had is the next document's to send.
    window.dispatchEvent(new Event("pagehide"));
    await settle();
    expect(beacons).toEqual([]);

    // The reloaded document: the browser gives this very page as its referrer.
    setReferrer(`${location.origin}/`);
    const after = await freshModules();
    after.collector.collectPageView("/");
    after.collector.collectPageView("/about");
    after.collector.collectPageView("/contact");
    after.collector.flushFirstPartyEvents();
    await settle();
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      {
        consent: true,
        events: [
          { type: "pageview", path: "/", visitStart: true },
          { type: "consent", path: "/", detail: "accepted" },
          { type: "pageview", path: "/about", visitContinued: true },
          { type: "pageview", path: "/contact" },
        ],
      },
    ]);
    // Read once, then gone: a later reload of the tab starts from nothing.
    expect(sessionStorage.length).toBe(0);
  });

  it("after Accept All on a visit's second page, the reloaded document does not continue the visit twice", async () => {
    setReferrer("https://www.google.com/");
    const before = await freshModules();
    before.collector.collectPageView("/");
    before.collector.collectPageView("/contact");
    before.collector.flushFirstPartyEvents();
    window.history.replaceState(null, "", "/contact");
    localStorage.setItem("cookieConsent", "accepted");
    before.collector.handOverToReload();

    setReferrer("https://www.google.com/");
    const after = await freshModules();
    after.collector.collectPageView("/contact");
    after.collector.collectPageView("/about");
    after.collector.flushFirstPartyEvents();
    await settle();
    expect(beacons.flatMap((beacon) => beacon.body.events)).toEqual([
      { type: "pageview", path: "/", visitStart: true, referrer: "www.google.com" },
      { type: "pageview", path: "/contact", visitContinued: true },
      { type: "pageview", path: "/about" },
    ]);
  });

  it("sends nothing from the staff area", async () => {
    window.history.replaceState(null, "", "/admin/leads");
    const { collector } = await freshModules();
    collector.collectPageView("/admin/leads");
    collector.collectEvent("contact_interaction", "phone");
    collector.flushFirstPartyEvents();
    await settle();
    expect(beacons).toHaveLength(0);
  });

  it("keeps details to the characters the endpoint takes", async () => {
    const { collector } = await freshModules();
    collector.collectEvent("service_view", "home loans <script>");
    collector.flushFirstPartyEvents();
    await settle();
    expect(beacons[0]!.body.events[0]!.detail).toBe("homeloansscript");
  });
});
