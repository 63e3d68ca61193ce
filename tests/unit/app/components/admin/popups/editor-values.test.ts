import { describe, expect, it } from "vitest";
import { contrastRatio, toLongHex } from "~/components/admin/popups/colour-contrast";
import {
  fromIstInput,
  inputOf,
  matchingPages,
  newPopupValues,
  previewOf,
  toggledTarget,
  toIstInput,
} from "~/components/admin/popups/editor-values";
import { formatClickRate, formatSchedule } from "~/components/admin/popups/popup-formats";
import { PopupInputSchema } from "~server/popups/popup.schema";
import { popupState } from "~server/popups/popup-state";

describe("the popup editor's values", () => {
  it("reads and writes the schedule as IST wall time, whatever the browser's zone", () => {
    expect(toIstInput("2026-12-01T03:30:00.000Z")).toBe("2026-12-01T09:00");
    expect(fromIstInput("2026-12-01T09:00")).toBe("2026-12-01T09:00:00+05:30");
    expect(new Date(fromIstInput("2026-12-01T09:00")!).toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(fromIstInput("")).toBeNull();
    expect(toIstInput(null)).toBe("");
  });

  it("makes a body the API accepts from a new popup's values, and a preview of it", () => {
    const values = { ...newPopupValues, title: "Hello", delayShow: "1500", autoClose: "" };
    const body = inputOf(values);
    expect(body).toMatchObject({ delayShow: 1500, autoClose: null, imageUrl: null, startsAt: null });
    expect(PopupInputSchema.safeParse(body).success).toBe(true);
    expect(previewOf(values)).toMatchObject({ id: 0, title: "Hello", delayShow: 1500, autoClose: null });
    expect(previewOf({ ...values, title: "", delayShow: "x" })).toMatchObject({ title: "Your title", delayShow: 0 });
  });

  it("leaves a number that is not one for the server to name", () => {
    expect(Number.isNaN(inputOf({ ...newPopupValues, delayShow: "" }).delayShow)).toBe(true);
  });

  it("adds and removes page names, and says which pages the text matches under the contains rule", () => {
    expect(toggledTarget("home", "gold-loan", true)).toBe("home, gold-loan");
    expect(toggledTarget("home, gold-loan", "home", false)).toBe("gold-loan");
    expect(toggledTarget("home", "home", true)).toBe("home");
    expect(matchingPages("home-loans", ["home", "home-loans", "gold-loan"])).toEqual(["home", "home-loans"]);
  });
});

describe("colour contrast", () => {
  it("measures WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")!).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#ffffff")!).toBeLessThan(4.5);
    expect(contrastRatio("red", "#ffffff")).toBeNull();
    expect(toLongHex("#AbC")).toBe("#aabbcc");
  });
});

describe("popup states and formats", () => {
  const now = new Date("2026-11-23T06:00:00Z");
  it("says active, scheduled, ended or inactive", () => {
    expect(popupState({ isActive: false, startsAt: null, endsAt: null }, now)).toBe("inactive");
    expect(popupState({ isActive: true, startsAt: null, endsAt: null }, now)).toBe("active");
    expect(popupState({ isActive: true, startsAt: "2026-11-24T00:00:00Z", endsAt: null }, now)).toBe("scheduled");
    expect(popupState({ isActive: true, startsAt: null, endsAt: "2026-11-23T06:00:00Z" }, now)).toBe("ended");
  });

  it("writes rates and dates the Indian way", () => {
    expect(formatClickRate(0.25)).toBe("25%");
    expect(formatClickRate(1 / 3)).toBe("33.3%");
    expect(formatClickRate(null)).toBe("—");
    expect(formatSchedule("2026-11-30T20:00:00Z", null)).toBe("From 01/12/2026");
    expect(formatSchedule(null, null)).toBe("No dates");
  });
});
