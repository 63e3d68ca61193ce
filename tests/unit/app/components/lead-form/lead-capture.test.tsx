// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApplyNowButton, LeadCaptureHost } from "~/components/lead-form/lead-capture";
import type { LeadCaptureDialogProps } from "~/components/lead-form/lead-capture-dialog";
import { I18nProvider } from "~/i18n/i18n";
import { catalogueFor } from "~/i18n/messages";
import { earlyTapScript } from "~/lib/early-tap";
import { seededDocuments, seededEnquiryFields } from "../../../../support/enquiry-fields";

// The dialog's code arrives when the test says: what a budget phone does for a second or more.
let arrive: () => void = () => {};
let arrived = new Promise<void>((resolve) => (arrive = resolve));
const dialogsShown: LeadCaptureDialogProps[] = [];
vi.mock("~/components/lead-form/lead-capture-dialog", async () => {
  await arrived;
  return {
    default: (props: LeadCaptureDialogProps) => {
      dialogsShown.push(props);
      return props.open ? <div role="dialog" aria-label="The lead form" /> : null;
    },
  };
});

const homeLoans = {
  slug: "home-loans",
  name: "Home Loans",
  enquiryFields: seededEnquiryFields("home-loans"),
  documents: seededDocuments("home-loans"),
};
const contact = {
  phone: "+914842000000",
  whatsappNumber: "+919847012345",
  contactEmail: "hello@example.in",
  businessHours: "Mon–Sat",
};

function LoanPage({ children }: { children?: ReactNode }) {
  return (
    <I18nProvider language="en" messages={catalogueFor("en")}>
      <main>
        <ApplyNowButton />
        {children}
      </main>
      <LeadCaptureHost service={homeLoans} contact={contact} />
    </I18nProvider>
  );
}

beforeEach(() => {
  arrived = new Promise<void>((resolve) => (arrive = resolve));
  dialogsShown.length = 0;
  delete window.__dsaHydrated;
  delete window.__dsaEarlyTap;
});

afterEach(() => {
  cleanup();
  arrive();
});

describe("Apply Now while the form's code is on its way", () => {
  // One flow: React keeps a lazy component's code once it has arrived.
  it("shows the dialog's frame at once, Escape closes it, and the form takes its place when its code arrives", async () => {
    render(<LoanPage />);
    const apply = screen.getByRole("button", { name: "Apply Now" });
    fireEvent.click(apply);

    const frame = screen.getByRole("dialog", { name: "Apply for Home Loans" });
    expect(frame.getAttribute("aria-busy")).toBe("true");
    expect(frame.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(frame);
    expect(screen.getByRole("status").textContent).toBe("Loading…");

    fireEvent.keyDown(frame, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(apply);

    fireEvent.click(apply);
    expect(screen.getByRole("dialog", { name: "Apply for Home Loans" })).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByRole("dialog", { name: "The lead form" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Apply for Home Loans" })).toBeNull();
    expect(dialogsShown.at(-1)).toMatchObject({ open: true, appearAtOnce: true });
  });
});

describe("a tap on Apply Now before the page is hydrated", () => {
  it("is kept by the head's script and opens the dialog once the page hydrates", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<LoanPage />);
    document.body.append(container);
    const stopListening = installEarlyTapScript();
    try {
      // The server's button, which has no handler yet.
      container.querySelector("button")!.click();
      expect(window.__dsaEarlyTap).toBe(container.querySelector("button"));

      await act(async () => {
        hydrateRoot(container, <LoanPage />);
      });
      // The frame, or the form where its code has arrived already.
      await screen.findByRole("dialog");
      expect(window.__dsaEarlyTap).toBeUndefined();
      expect(window.__dsaHydrated).toBe(true);
    } finally {
      stopListening();
      container.remove();
    }
  });

  it("is not kept once the page has hydrated: taps are React's then", () => {
    const stopListening = installEarlyTapScript();
    try {
      render(<LoanPage />);
      expect(window.__dsaHydrated).toBe(true);
      fireEvent.click(screen.getByRole("button", { name: "Apply Now" }));
      expect(window.__dsaEarlyTap).toBeUndefined();
    } finally {
      stopListening();
    }
  });
});

/** Runs the inline script as the page's head does; answers how to take its listener away again. */
function installEarlyTapScript(): () => void {
  const added: EventListenerOrEventListenerObject[] = [];
  const original = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
    added.push(listener);
    original(type, listener, options);
  });
  new Function(earlyTapScript)();
  spy.mockRestore();
  return () => added.forEach((listener) => document.removeEventListener("click", listener, true));
}
