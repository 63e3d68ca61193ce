// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CrashFallback } from "~/components/crash-fallback";
import { NotFound } from "~/components/not-found";
import { I18nProvider } from "~/i18n/i18n";
import { catalogueFor } from "~/i18n/messages";
import { FALLBACK_CONTACT_EMAIL } from "~/lib/constants";

afterEach(cleanup);

describe("crash fallback (spec sections 2 and 8)", () => {
  it("shows the spec's texts, both buttons and the contact e-mail from settings", () => {
    render(<CrashFallback language="en" contactEmail="help@loans.example.com" />);
    expect(screen.getByRole("heading", { name: "Oops! Something went wrong" })).toBeTruthy();
    expect(
      screen.getByText("We apologize for the inconvenience. An unexpected error has occurred while loading this page."),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Our team has been notified and we're working to fix the issue. Please try refreshing the page or return to the homepage.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Homepage" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "help@loans.example.com" }).getAttribute("href")).toBe(
      "mailto:help@loans.example.com",
    );
  });

  it("still offers an e-mail when settings could not be read", () => {
    render(<CrashFallback language="en" />);
    expect(screen.getByRole("link", { name: FALLBACK_CONTACT_EMAIL })).toBeTruthy();
  });
});

describe("not found page", () => {
  // Public pages render inside the root's I18nProvider (app/root.tsx), the 404 page too.
  function renderNotFound(path: string, language: "en" | "ml" | "hi") {
    const router = createMemoryRouter([{ path: "*", element: <NotFound /> }], { initialEntries: [path] });
    render(
      <I18nProvider language={language} messages={catalogueFor(language)}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  }

  it("says 'Page Not Found' and gives a developer-style hint with the path", () => {
    renderNotFound("/missing/page", "en");
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("/missing/page")).toBeTruthy();
    expect(screen.getByText(/no route matches this path/)).toBeTruthy();
  });

  it("speaks the page's language and leads to that language's pages; the hint stays English, marked so", () => {
    renderNotFound("/ml/missing/page", "ml");
    expect(screen.getByRole("heading", { name: "പേജ് കണ്ടെത്താനായില്ല" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "ഹോം പേജിലേക്ക്" }).getAttribute("href")).toBe("/ml");
    expect(screen.getByRole("link", { name: "ലോൺ സേവനങ്ങൾ കാണുക" }).getAttribute("href")).toBe("/ml/services");
    expect(screen.getByRole("link", { name: "ഞങ്ങളെ ബന്ധപ്പെടുക" }).getAttribute("href")).toBe("/ml/contact");
    expect(
      screen
        .getByText(/no route matches this path/)
        .closest("[lang]")
        ?.getAttribute("lang"),
    ).toBe("en");
  });
});
