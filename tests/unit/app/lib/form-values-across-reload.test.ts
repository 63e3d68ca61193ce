// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** Form values carried across Accept All's reload: in this tab only, read once by the next load of the same path. */

const KEY = "formValuesAcrossReload";

/** A new document: the module's memory starts empty, as after a reload. */
async function freshDocument() {
  vi.resetModules();
  return import("~/lib/form-values-across-reload");
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, "", "/contact");
});

describe("form values across the reload", () => {
  it("keeps what the forms on the page hold, and gives it back once to the same form on the reloaded page", async () => {
    const before = await freshDocument();
    before.offerFormValues("contact_message", () => ({ name: "Anjali Menon", mobile: "94471 23456", message: "" }));
    before.offerFormValues("loan_enquiry:home-loans", () => ({ name: "", mobile: "" }));
    before.keepFormValuesForReload();
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({
      path: "/contact",
      // A form with nothing typed is left out.
      forms: { contact_message: { name: "Anjali Menon", mobile: "94471 23456", message: "" } },
    });
    expect(localStorage.length).toBe(0);

    const after = await freshDocument();
    after.pickUpKeptFormValues();
    // Read once: gone from storage as soon as the page has loaded, whether or not a form took it.
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(after.takeKeptFormValues("loan_enquiry:home-loans")).toBeNull();
    expect(after.takeKeptFormValues("contact_message")).toEqual({
      name: "Anjali Menon",
      mobile: "94471 23456",
      message: "",
    });
    expect(after.takeKeptFormValues("contact_message")).toBeNull();
  });

  it("keeps nothing of a sent form, or of a form that has left the page", async () => {
    const before = await freshDocument();
    before.offerFormValues("contact_message", () => null);
    const withdraw = before.offerFormValues("vyapar_enquiry", () => ({ name: "Ravi" }));
    withdraw();
    before.keepFormValuesForReload();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("gives nothing back on another path, and drops what it cannot read", async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ path: "/business-partners", forms: { contact_message: { name: "X" } } }),
    );
    const elsewhere = await freshDocument();
    expect(elsewhere.takeKeptFormValues("contact_message")).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();

    for (const stored of [
      "{not json",
      "[]",
      JSON.stringify({ path: "/contact", forms: "name" }),
      JSON.stringify({ path: "/contact", forms: { contact_message: { name: 42, mobile: "94471 23456" } } }),
    ]) {
      sessionStorage.setItem(KEY, stored);
      const next = await freshDocument();
      const values = next.takeKeptFormValues("contact_message");
      // Only strings are ever given back to a field.
      expect(values === null || Object.values(values).every((value) => typeof value === "string")).toBe(true);
      expect(sessionStorage.getItem(KEY)).toBeNull();
    }
  });
});
