// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  contactMethodOfLink,
  listenForContactClicks,
  trackContactInteraction,
  trackEmiCalculatorUse,
  trackLead,
  trackServiceView,
} from "~/lib/tracking";

/** The events of spec section 9 through the one tracking module, in a browser-like document. */

interface TrackerGlobals {
  gtag?: ReturnType<typeof vi.fn>;
  fbq?: ReturnType<typeof vi.fn>;
}

function installTrackers() {
  const w = window as unknown as TrackerGlobals;
  w.gtag = vi.fn();
  w.fbq = vi.fn();
  return { gtag: w.gtag, fbq: w.fbq };
}

function setConsent(choice: "accepted" | "declined" | null) {
  if (choice) localStorage.setItem("cookieConsent", choice);
  else localStorage.removeItem("cookieConsent");
}

const homeLoans = { slug: "home-loans", name: "Home Loans" };

let stopListening: (() => void) | undefined;

/** jsdom cannot follow tel:, mailto: or wa.me links; the tests only need the click. */
const stayOnPage = (event: Event) => event.preventDefault();

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
  document.addEventListener("click", stayOnPage);
});

afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  stopListening?.();
  stopListening = undefined;
  document.body.innerHTML = "";
  const w = window as unknown as TrackerGlobals;
  delete w.gtag;
  delete w.fbq;
});

/** Every event of this module, fired once. */
function fireEveryEvent() {
  trackServiceView(homeLoans);
  trackEmiCalculatorUse(homeLoans);
  trackContactInteraction("phone");
  trackLead({ kind: "contact_message" });
  stopListening = listenForContactClicks();
  document.body.innerHTML = '<a href="tel:+914842000000">Call</a><a href="https://wa.me/919000000000">WhatsApp</a>';
  for (const link of document.querySelectorAll("a")) link.click();
}

describe("without consent", () => {
  for (const choice of [null, "declined"] as const) {
    it(`sends nothing when the choice is ${choice ?? "not made yet"}`, () => {
      setConsent(choice);
      const { gtag, fbq } = installTrackers();
      fireEveryEvent();
      expect(gtag).not.toHaveBeenCalled();
      expect(fbq).not.toHaveBeenCalled();
    });
  }
});

describe("with consent", () => {
  beforeEach(() => setConsent("accepted"));

  it("a loan page view is GA4 service_view and Pixel ViewContent", () => {
    const { gtag, fbq } = installTrackers();
    trackServiceView(homeLoans);
    expect(gtag.mock.calls).toEqual([["event", "service_view", { service: "home-loans", service_name: "Home Loans" }]]);
    expect(fbq.mock.calls).toEqual([
      ["track", "ViewContent", { content_name: "home-loans", content_category: "loan_service" }],
    ]);
  });

  it("working the EMI calculator is GA4 user_engagement of type emi_calculator, with no Pixel event", () => {
    const { gtag, fbq } = installTrackers();
    trackEmiCalculatorUse(homeLoans);
    expect(gtag.mock.calls).toEqual([
      [
        "event",
        "user_engagement",
        { engagement_type: "emi_calculator", service: "home-loans", service_name: "Home Loans" },
      ],
    ]);
    expect(fbq).not.toHaveBeenCalled();
  });

  it("a contact is GA4 contact_interaction with its method and Pixel Contact", () => {
    const { gtag, fbq } = installTrackers();
    trackContactInteraction("whatsapp");
    expect(gtag.mock.calls).toEqual([["event", "contact_interaction", { method: "whatsapp" }]]);
    expect(fbq.mock.calls).toEqual([["track", "Contact", { method: "whatsapp" }]]);
  });

  it("a contact-form message is a lead and a contact_form contact; a loan enquiry only a lead", () => {
    const { gtag, fbq } = installTrackers();
    trackLead({ kind: "contact_message" });
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(["generate_lead", "contact_interaction"]);
    expect(gtag.mock.calls[1]).toEqual(["event", "contact_interaction", { method: "contact_form" }]);
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(["Lead", "Contact"]);
    expect(fbq.mock.calls[1]).toEqual(["track", "Contact", { method: "contact_form" }]);

    gtag.mockClear();
    fbq.mockClear();
    trackLead({ kind: "loan_enquiry", amount: "500000", serviceSlug: "gold-loan" });
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(["generate_lead"]);
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(["Lead"]);
  });

  it("works with only one tracker configured, or none", () => {
    const w = window as unknown as TrackerGlobals;
    w.gtag = vi.fn();
    expect(() => fireEveryEvent()).not.toThrow();
    expect(w.gtag).toHaveBeenCalled();
    delete w.gtag;
    expect(() => trackServiceView(homeLoans)).not.toThrow();
  });
});

describe("contact links", () => {
  it.each([
    ["tel:+914842000000", "phone"],
    ["mailto:support@keralam-finserv.example.com?subject=Loan", "email"],
    ["https://wa.me/919000000000?text=Hello", "whatsapp"],
    ["https://api.whatsapp.com/send?phone=919000000000", "whatsapp"],
    ["whatsapp://send?phone=919000000000", "whatsapp"],
    ["https://chat.whatsapp.com/ExampleDemoGroupInvite", null],
    ["https://www.facebook.com/example", null],
    ["http://localhost/contact", null],
    ["not a url", null],
  ])("%s is %s", (href, method) => {
    expect(contactMethodOfLink(href)).toBe(method);
  });

  it("one document listener reports clicks on phone, WhatsApp and e-mail links, also on their icons", () => {
    setConsent("accepted");
    const { gtag, fbq } = installTrackers();
    stopListening = listenForContactClicks();
    document.body.innerHTML = `
      <a id="call" href="tel:+914842000000"><svg><path id="phone-icon"></path></svg><span id="call-text">Call</span></a>
      <a id="chat" href="https://wa.me/919000000000" target="_blank">WhatsApp</a>
      <a id="mail" href="mailto:support@keralam-finserv.example.com">E-mail</a>
      <a id="group" href="https://chat.whatsapp.com/ExampleDemoGroupInvite">Group</a>
      <a id="page" href="/contact">Contact page</a>
      <button id="button">Not a link</button>`;
    for (const id of ["call-text", "phone-icon", "chat", "mail", "group", "page", "button"]) {
      document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    }
    expect(gtag.mock.calls.map((call) => call[2])).toEqual([
      { method: "phone" },
      { method: "phone" },
      { method: "whatsapp" },
      { method: "email" },
    ]);
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(["Contact", "Contact", "Contact", "Contact"]);
  });

  it("still sees a click whose link handler stops propagation", () => {
    setConsent("accepted");
    const { gtag } = installTrackers();
    stopListening = listenForContactClicks();
    document.body.innerHTML = '<a id="call" href="tel:+914842000000">Call</a>';
    const link = document.getElementById("call")!;
    link.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
    });
    link.click();
    expect(gtag).toHaveBeenCalledWith("event", "contact_interaction", { method: "phone" });
  });

  it("leaves the staff area out, and stops when the listener is removed", () => {
    setConsent("accepted");
    const { gtag } = installTrackers();
    stopListening = listenForContactClicks();
    document.body.innerHTML = '<a id="call" href="tel:+914842000000">Call</a>';
    const link = document.getElementById("call")!;

    window.history.replaceState(null, "", "/admin/leads");
    link.click();
    expect(gtag).not.toHaveBeenCalled();

    window.history.replaceState(null, "", "/administration-fees");
    link.click();
    expect(gtag).toHaveBeenCalledTimes(1);

    stopListening();
    link.click();
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});
