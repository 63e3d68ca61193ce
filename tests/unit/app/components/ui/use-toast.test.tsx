// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import { dismissToast, toast, useToast } from "~/components/ui/use-toast";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "~/lib/constants";

/** Empties the module-level store between tests. */
function clearStore() {
  vi.useFakeTimers();
  act(() => {
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  vi.useRealTimers();
}

beforeEach(clearStore);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("toast store", () => {
  it("keeps only one toast: a new toast replaces the old one", () => {
    expect(TOAST_LIMIT).toBe(1);
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "First" });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(["First"]);
    let second!: ReturnType<typeof toast>;
    act(() => {
      second = toast({ title: "Second", variant: "destructive" });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      id: second.id,
      title: "Second",
      variant: "destructive",
      open: true,
    });
  });

  it("update() changes the shown toast", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const t = toast({ title: "Saving…" });
      t.update({ title: "Saved" });
    });
    expect(result.current.toasts[0]?.title).toBe("Saved");
  });

  it("closes a dismissed toast at once and removes it after TOAST_REMOVE_DELAY_MS", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: "Bye" });
    });
    act(() => handle.dismiss());
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});

describe("<Toaster />", () => {
  it("shows a toast raised with toast(), replacing the previous one", async () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: "Application received",
        description: "We will call you within 24 hours.",
      });
    });
    expect((await screen.findAllByText("Application received")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("We will call you within 24 hours.").length).toBeGreaterThan(0);

    act(() => {
      toast({ title: "Second message" });
    });
    expect((await screen.findAllByText("Second message")).length).toBeGreaterThan(0);
    // Only the toast list item counts (Radix may also announce the text in a live region).
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("listitem")).toHaveProperty("textContent", expect.stringContaining("Second message"));
  });

  it("closes the toast with its labelled close button", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Closable" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Close notification" }));
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("offers the F8 hotkey to jump to the notifications region", async () => {
    render(<Toaster />);
    const region = screen.getByRole("region", { name: /F8/ });
    expect(region.getAttribute("aria-label")).toBe("Notifications (F8)");

    act(() => {
      toast({ title: "Hotkey test" });
    });
    await screen.findAllByText("Hotkey test");
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    const viewport = screen.getByRole("list");
    expect(document.activeElement).toBe(viewport);
  });
});
