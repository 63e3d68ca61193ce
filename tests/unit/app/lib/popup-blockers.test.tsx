// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hideCookieBanner, showCookieBannerAfter } from "~/components/cookie-consent/banner-state";
import { openLeadCapture } from "~/components/lead-form/lead-capture";
import { NotFound } from "~/components/not-found";
import { I18nProvider } from "~/i18n/i18n";
import { catalogueFor } from "~/i18n/messages";
import { setPopupBlocker, usePopupsBlocked } from "~/lib/popup-blockers";

function Probe() {
  return <output data-testid="blocked">{String(usePopupsBlocked())}</output>;
}

const blockedNow = () => screen.getByTestId("blocked").textContent === "true";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const blocker of ["cookie-banner", "lead-capture", "not-found"] as const) setPopupBlocker(blocker, false);
});

describe("what holds popups back", () => {
  it("the cookie banner, from when it is due until it is hidden", () => {
    vi.useFakeTimers();
    render(<Probe />);
    expect(blockedNow()).toBe(false);
    act(() => void showCookieBannerAfter(1000));
    expect(blockedNow()).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(blockedNow()).toBe(true);
    act(() => hideCookieBanner());
    expect(blockedNow()).toBe(false);
  });

  it("nothing once a due banner is cancelled before it showed", () => {
    vi.useFakeTimers();
    render(<Probe />);
    let cancel = () => {};
    act(() => void (cancel = showCookieBannerAfter(1000)));
    expect(blockedNow()).toBe(true);
    act(() => cancel());
    expect(blockedNow()).toBe(false);
  });

  it("an open lead capture dialog", () => {
    render(<Probe />);
    act(() => openLeadCapture());
    expect(blockedNow()).toBe(true);
  });

  it("a 404 page while it is shown", () => {
    const router = createMemoryRouter([{ path: "*", element: <NotFound /> }], { initialEntries: ["/a"] });
    render(
      // Public pages render inside the root's I18nProvider (app/root.tsx), the 404 page too.
      <I18nProvider language="en" messages={catalogueFor("en")}>
        <Probe />
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(blockedNow()).toBe(true);
    cleanup();
    render(<Probe />);
    expect(blockedNow()).toBe(false);
  });
});
