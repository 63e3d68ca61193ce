// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { choosePopup } from "~/components/popup-host/choose-popup";
import { parseDismissedPopups, resetDismissedPopupsForTests } from "~/components/popup-host/dismissed-popups";
import { PopupHost, popupsQueryOptions } from "~/components/popup-host/popup-host";
import { POPUP_REFETCH_INTERVAL_MS } from "~/lib/constants";
import { setPopupBlocker } from "~/lib/popup-blockers";
import { createQueryClient } from "~/lib/query-client";
import { I18nProvider } from "~/i18n/i18n";
import { catalogueFor } from "~/i18n/messages";
import { PopupInputSchema, type PublicPopup } from "~server/popups/popup.schema";
import { languageOfPath } from "~server/vocabulary/languages";

/** A popup as GET /api/popups/{page} sends it, with the schema's defaults. */
function popup(overrides: Partial<PublicPopup> & Pick<PublicPopup, "id">): PublicPopup {
  const {
    isActive: _isActive,
    targetPage: _targetPage,
    language: _language,
    startsAt: _startsAt,
    endsAt: _endsAt,
    ...fields
  } = PopupInputSchema.parse({
    targetPage: "home",
    title: `Popup ${overrides.id}`,
    content: "<p>Text</p>",
  });
  return { ...fields, englishFields: [], ...overrides };
}

describe("choosePopup", () => {
  it("picks the highest priority that is not dismissed; ties go to the first", () => {
    const list = [popup({ id: 1, priority: 1 }), popup({ id: 2, priority: 5 }), popup({ id: 3, priority: 5 })];
    expect(choosePopup(list, new Set())?.id).toBe(2);
    expect(choosePopup(list, new Set([2]))?.id).toBe(3);
    expect(choosePopup(list, new Set([2, 3]))?.id).toBe(1);
    expect(choosePopup(list, new Set([1, 2, 3]))).toBeNull();
  });

  it("skips malformed entries and answers", () => {
    expect(choosePopup({ id: 1 }, new Set())).toBeNull();
    expect(choosePopup(undefined, new Set())).toBeNull();
    const list = [null, "x", { id: "9", priority: 99, delayShow: 0 }, { id: 4, priority: Number.NaN, delayShow: 0 }];
    expect(choosePopup([...list, popup({ id: 5 })], new Set())?.id).toBe(5);
  });
});

describe("parseDismissedPopups", () => {
  it("reads a JSON array of ids and ignores anything else", () => {
    expect(parseDismissedPopups("[3,7]")).toEqual([3, 7]);
    expect(parseDismissedPopups('[3,"7",1.5,null]')).toEqual([3]);
    expect(parseDismissedPopups('{"a":1}')).toEqual([]);
    expect(parseDismissedPopups("not json")).toEqual([]);
    expect(parseDismissedPopups(null)).toEqual([]);
  });
});

describe("the popup list query", () => {
  it("is the only one that polls: every 30 s", () => {
    expect(POPUP_REFETCH_INTERVAL_MS).toBe(30_000);
    expect(popupsQueryOptions("home")).toMatchObject({
      queryKey: ["/api/popups/home"],
      enabled: true,
      refetchInterval: 30_000,
    });
    expect(popupsQueryOptions(null).enabled).toBe(false);
  });
});

describe("PopupHost", () => {
  let answer: PublicPopup[];
  let fetchMock: ReturnType<typeof vi.fn>;
  let beacon: ReturnType<typeof vi.fn<(url: string, data?: unknown) => boolean>>;

  // The host imports the view on demand; loading it once here keeps that import off the fake clock.
  beforeAll(async () => {
    await import("~/components/popup-host/popup-view");
  });

  beforeEach(() => {
    // setImmediate stays real: module loading (the lazy view) and fetch's Response need it.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    answer = [];
    fetchMock = vi.fn(
      async () => new Response(JSON.stringify(answer), { headers: { "Content-Type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    // jsdom has no sendBeacon: the browser's, accepting every beacon.
    beacon = vi.fn((_url: string, _data?: unknown) => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true, writable: true });
    sessionStorage.clear();
    resetDismissedPopupsForTests();
  });

  afterEach(() => {
    cleanup();
    setPopupBlocker("cookie-banner", false);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "sendBeacon");
  });

  const beaconed = () => beacon.mock.calls.map((call) => call[0]);

  function renderAt(path: string) {
    const router = createMemoryRouter([{ path: "*", element: <PopupHost /> }], { initialEntries: [path] });
    // As the root gives it: the language of the address and its messages.
    const language = languageOfPath(path);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <I18nProvider language={language} messages={catalogueFor(language)}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    return router;
  }

  /** Lets timers run and promises (fetch, the lazy view) settle. */
  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  /** Lets pending work (fetch, the lazy view's import, React commits) finish without moving the clock. */
  async function settle() {
    for (let i = 0; i < 10; i++) {
      await advance(0);
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }

  const fetchedUrls = () => fetchMock.mock.calls.map((call) => String(call[0]));

  it("fetches the page's popups and refetches them every 30 s", async () => {
    renderAt("/loan-services/gold-loan");
    await settle();
    expect(fetchedUrls()).toEqual(["/api/popups/gold-loan"]);
    await advance(POPUP_REFETCH_INTERVAL_MS - 10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(10);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(POPUP_REFETCH_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("asks for the popups of the same page name in the page's language", async () => {
    renderAt("/ml/loan-services/gold-loan");
    await settle();
    expect(fetchedUrls()).toEqual(["/api/popups/gold-loan?lang=ml"]);
  });

  it("shows a popup in the page's language: its own words too, its English fallbacks marked, its site link in the language", async () => {
    answer = [
      popup({
        id: 21,
        title: "ഉത്സവകാല ഗോൾഡ് ലോൺ",
        content: "<p>Offer details in English.</p>",
        englishFields: ["content"],
        showActionButton: true,
        actionButtonText: "വിവരങ്ങൾ കാണൂ",
        actionButtonLink: "/loan-services/gold-loan",
      }),
    ];
    const router = renderAt("/hi");
    await settle();
    expect(fetchedUrls()).toEqual(["/api/popups/home?lang=hi"]);
    await advance(1);
    await settle();
    const dialog = screen.getByRole("dialog", { name: "ഉത്സവകാല ഗോൾഡ് ലോൺ" });
    expect(screen.getByText("Offer details in English.").closest("[lang]")?.getAttribute("lang")).toBe("en");
    expect(screen.getByRole("heading", { name: "ഉത്സവകാല ഗോൾഡ് ലോൺ" }).closest("[lang]")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "बंद करें" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("link", { name: "വിവരങ്ങൾ കാണൂ" }));
    await settle();
    expect(router.state.location.pathname).toBe("/hi/loan-services/gold-loan");
  });

  it("fetches nothing where there is no valid page name", async () => {
    renderAt("/About");
    await advance(POPUP_REFETCH_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the highest priority after its delay, then the next one after closing the first", async () => {
    answer = [popup({ id: 1, priority: 1, delayShow: 100 }), popup({ id: 2, priority: 9, delayShow: 2000 })];
    renderAt("/");
    await settle();
    await advance(1900);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(100);
    await settle();
    expect(screen.getByRole("dialog", { name: "Popup 2" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(JSON.parse(sessionStorage.getItem("dismissedPopups") ?? "null")).toEqual([2]);
    await advance(100);
    await settle();
    expect(screen.getByRole("dialog", { name: "Popup 1" })).toBeTruthy();
  });

  it("does not bring a dismissed popup back on the 30 s refetch", async () => {
    sessionStorage.setItem("dismissedPopups", "[1]");
    answer = [popup({ id: 1, priority: 5 })];
    renderAt("/");
    await settle();
    await advance(POPUP_REFETCH_INTERVAL_MS);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes after autoClose seconds and remembers it", async () => {
    answer = [popup({ id: 4, autoClose: 3 })];
    renderAt("/");
    await settle();
    // A delay of 0 is a setTimeout(0), which Node (and the fake clock) runs after 1 ms.
    await advance(1);
    await settle();
    expect(screen.getByRole("dialog", { name: "Popup 4" })).toBeTruthy();
    await advance(2900);
    expect(screen.queryByRole("dialog")).not.toBeNull();
    await advance(100);
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sessionStorage.getItem("dismissedPopups")).toBe("[4]");
    expect(beaconed()).toEqual(["/api/popups/4/events/impression", "/api/popups/4/events/dismissal"]);
  });

  it("reports an impression when a popup shows, an action click, and one dismissal when it is closed", async () => {
    answer = [
      popup({
        id: 7,
        delayShow: 500,
        showActionButton: true,
        actionButtonText: "See the offer",
        actionButtonLink: "https://offers.example.com/gold",
      }),
    ];
    renderAt("/");
    await settle();
    await advance(400);
    expect(beaconed()).toEqual([]);
    await advance(100);
    await settle();
    expect(beaconed()).toEqual(["/api/popups/7/events/impression"]);
    // Only the popup and the event, in the address: no body, nothing about the visitor.
    expect(beacon.mock.calls[0]).toHaveLength(1);

    fireEvent.click(screen.getByRole("link", { name: /See the offer/ }));
    expect(beaconed().at(-1)).toBe("/api/popups/7/events/action");
    // The action opens a new tab; the popup stays until it is closed.
    expect(screen.getByRole("dialog")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await settle();
    expect(beaconed()).toEqual([
      "/api/popups/7/events/impression",
      "/api/popups/7/events/action",
      "/api/popups/7/events/dismissal",
    ]);
    // The popup list was the only thing fetched: events went as beacons.
    expect(fetchedUrls()).toEqual(["/api/popups/home"]);
  });

  it("follows a link to this site in the same tab: an action click, the popup closed and kept away, no dismissal", async () => {
    answer = [
      popup({
        id: 9,
        showActionButton: true,
        actionButtonText: "See the gold loan",
        actionButtonLink: "/loan-services/gold-loan?from=popup",
      }),
    ];
    const router = renderAt("/");
    await settle();
    await advance(1);
    await settle();
    const link = screen.getByRole("link", { name: "See the gold loan" });
    expect(link.getAttribute("target")).toBeNull();
    fireEvent.click(link);
    await settle();
    expect(router.state.location.pathname + router.state.location.search).toBe("/loan-services/gold-loan?from=popup");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(beaconed()).toEqual(["/api/popups/9/events/impression", "/api/popups/9/events/action"]);
    expect(sessionStorage.getItem("dismissedPopups")).toBe("[9]");
  });

  it("counts a close by Escape as a dismissal", async () => {
    answer = [popup({ id: 8 })];
    renderAt("/");
    await settle();
    await advance(1);
    await settle();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(beaconed()).toEqual(["/api/popups/8/events/impression", "/api/popups/8/events/dismissal"]);
  });

  it("falls back to a keepalive fetch where a beacon is refused", async () => {
    beacon.mockReturnValue(false);
    answer = [popup({ id: 9 })];
    renderAt("/");
    await settle();
    await advance(1);
    await settle();
    const event = fetchMock.mock.calls.find((call) => String(call[0]).includes("/events/"));
    expect(event?.[0]).toBe("/api/popups/9/events/impression");
    expect(event?.[1]).toMatchObject({ method: "POST", keepalive: true });
    expect((event?.[1] as RequestInit).body).toBeUndefined();
  });

  it("waits while something holds popups back and counts the delay from the release", async () => {
    setPopupBlocker("cookie-banner", true);
    answer = [popup({ id: 3, delayShow: 1000 })];
    renderAt("/");
    await settle();
    await advance(5000);
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => setPopupBlocker("cookie-banner", false));
    await advance(900);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(100);
    await settle();
    expect(screen.getByRole("dialog", { name: "Popup 3" })).toBeTruthy();
  });
});
