// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { reloadWhenRestored } from "~/lib/reload-when-restored";

/** A window whose reload is recorded instead of done. */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const documentElement = document.createElement("html");
  return Object.assign(target, { location: { reload }, document: { documentElement } }) as unknown as Window & {
    location: { reload: typeof reload };
  };
}

const pageshow = (persisted: boolean) => Object.assign(new Event("pageshow"), { persisted });

describe("a staff page restored from the back/forward cache", () => {
  it("is hidden and asked for again, while a page loaded afresh is left alone", () => {
    const win = fakeWindow();
    const stop = reloadWhenRestored(win);
    win.dispatchEvent(pageshow(false));
    expect(win.location.reload).not.toHaveBeenCalled();
    win.dispatchEvent(pageshow(true));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.document.documentElement.style.visibility).toBe("hidden");
    stop();
    win.dispatchEvent(pageshow(true));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});
