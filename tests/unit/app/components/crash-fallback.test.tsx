// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CrashFallback } from "~/components/crash-fallback";
import { NotFound } from "~/components/not-found";
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
  it("says 'Page Not Found' and gives a developer-style hint with the path", () => {
    const router = createMemoryRouter([{ path: "*", element: <NotFound /> }], {
      initialEntries: ["/missing/page"],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("/missing/page")).toBeTruthy();
    expect(screen.getByText(/no route matches this path/)).toBeTruthy();
  });
});
