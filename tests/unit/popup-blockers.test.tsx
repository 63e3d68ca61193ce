// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hideCookieBanner, showCookieBannerAfter } from "../../app/components/cookie-consent/banner-state";
import { openLeadCapture } from "../../app/components/lead-form/lead-capture";
import { NotFound } from "../../app/components/not-found";
import { setPopupBlocker, usePopupsBlocked } from "../../app/lib/popup-blockers";

let blocked: boolean | null = null;
function Probe() {
  blocked = usePopupsBlocked();
  return null;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const blocker of ["cookie-banner", "lead-capture", "not-found"] as const) setPopupBlocker(blocker, false);
});

describe("what holds popups back", () => {
  it("the cookie banner, from when it is due until it is hidden", () => {
    vi.useFakeTimers();
    render(<Probe />);
    expect(blocked).toBe(false);
    act(() => void showCookieBannerAfter(1000));
    expect(blocked).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(blocked).toBe(true);
    act(() => hideCookieBanner());
    expect(blocked).toBe(false);
  });

  it("nothing once a due banner is cancelled before it showed", () => {
    vi.useFakeTimers();
    render(<Probe />);
    let cancel = () => {};
    act(() => void (cancel = showCookieBannerAfter(1000)));
    expect(blocked).toBe(true);
    act(() => cancel());
    expect(blocked).toBe(false);
  });

  it("an open lead capture dialog", () => {
    render(<Probe />);
    act(() => openLeadCapture());
    expect(blocked).toBe(true);
  });

  it("a 404 page while it is shown", () => {
    const router = createMemoryRouter([{ path: "*", element: <NotFound /> }], { initialEntries: ["/a"] });
    render(
      <>
        <Probe />
        <RouterProvider router={router} />
      </>,
    );
    expect(blocked).toBe(true);
    cleanup();
    render(<Probe />);
    expect(blocked).toBe(false);
  });
});
