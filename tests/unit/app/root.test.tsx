// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useRouteError } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOptionalRootData, useRootData, type RootLoaderData } from "~/root";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rootData = {
  settings: { businessName: "Demo Loans" },
  origin: "https://loans.example.com",
  tracking: { ga4MeasurementId: null, metaPixelId: null },
} as unknown as RootLoaderData;

function Screen() {
  return <p>{useRootData().settings.businessName}</p>;
}

function Fallback() {
  const data = useOptionalRootData();
  const error = useRouteError();
  return (
    <p role="alert">
      {data ? "with data" : "without data"}: {error instanceof Error ? error.message : "no error"}
    </p>
  );
}

/** A root route (id "root") whose loader answered `data`, or failed when it is undefined. */
function renderUnderRoot(data: RootLoaderData | undefined) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => data ?? null,
        HydrateFallback: () => null,
        children: [{ index: true, element: <Screen />, errorElement: <Fallback /> }],
      },
    ],
    { hydrationData: { loaderData: { root: data } } },
  );
  render(<RouterProvider router={router} />);
}

describe("root loader data", () => {
  it("useRootData gives a screen the root loader's data", () => {
    renderUnderRoot(rootData);
    expect(screen.getByText("Demo Loans")).toBeTruthy();
  });

  it("useRootData throws, saying what is missing, where the root loader's data is missing", () => {
    // React and React Router log the error they catch; the test reads it from the page instead.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderUnderRoot(undefined);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toMatch(/^without data: The root loader's data \(site settings, origin, tracking ids\)/);
    expect(alert.textContent).toContain("useOptionalRootData()");
  });
});
