// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hideCookieBanner, showCookieBannerAfter } from "~/components/cookie-consent/banner-state";
import { openLeadCapture } from "~/components/lead-form/lead-capture";
import { NotFound } from "~/components/not-found";
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
      <>
        <Probe />
        <RouterProvider router={router} />
      </>,
    );
    expect(blockedNow()).toBe(true);
    cleanup();
    render(<Probe />);
    expect(blockedNow()).toBe(false);
  });
});
