import { describe, expect, it } from "vitest";
import { resolveAnalyticsRange } from "~server/analytics/analytics-range";
import { browserFamily, deviceClass, isBotUserAgent } from "~server/analytics/user-agent";

// 23/11/2026, 01:00 in IST is still 22/11 in UTC: "today" is the IST day.
const now = new Date("2026-11-22T19:30:00Z");

describe("the analytics period", () => {
  it("reads the presets as IST days ending today, with the period of the same length before", () => {
    const ok = (input: Parameters<typeof resolveAnalyticsRange>[0]) => {
      const result = resolveAnalyticsRange(input, now);
      if (!result.ok) throw new Error(result.message);
      return result.range;
    };
    expect(ok({ range: "today" })).toEqual({
      name: "today",
      current: { from: "2026-11-23", to: "2026-11-23", days: 1 },
      previous: { from: "2026-11-22", to: "2026-11-22", days: 1 },
    });
    expect(ok({}).current).toEqual({ from: "2026-11-17", to: "2026-11-23", days: 7 });
    expect(ok({ range: "30d" }).previous).toEqual({ from: "2026-09-25", to: "2026-10-24", days: 30 });
    expect(ok({ range: "90d" }).current.from).toBe("2026-08-26");
    expect(ok({ from: "2026-02-01", to: "2026-03-01" })).toMatchObject({
      name: "custom",
      current: { days: 29 },
      previous: { from: "2026-01-03", to: "2026-01-31", days: 29 },
    });
  });

  it("says which field to fix for a range it cannot read", () => {
    expect(resolveAnalyticsRange({ range: "week" }, now)).toMatchObject({ ok: false, field: "range" });
    expect(resolveAnalyticsRange({ range: "custom", to: "2026-11-01" }, now)).toMatchObject({
      ok: false,
      field: "from",
    });
    expect(resolveAnalyticsRange({ range: "custom", from: "2026-02-30", to: "2026-03-01" }, now)).toMatchObject({
      ok: false,
      field: "from",
    });
    expect(resolveAnalyticsRange({ from: "2026-11-02", to: "2026-11-01" }, now)).toMatchObject({
      ok: false,
      field: "to",
    });
    expect(resolveAnalyticsRange({ from: "2024-01-01", to: "2026-01-01" }, now)).toMatchObject({
      ok: false,
      field: "to",
      message: "Choose at most 366 days",
    });
  });
});

describe("what is kept of a User-Agent", () => {
  const agents = {
    androidChrome:
      "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    samsung:
      "Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
    iphone:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    ipad: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  };

  it("classifies devices and browser families", () => {
    expect([deviceClass(agents.androidChrome), browserFamily(agents.androidChrome)]).toEqual(["mobile", "Chrome"]);
    expect(browserFamily(agents.samsung)).toBe("Samsung Internet");
    expect([deviceClass(agents.iphone), browserFamily(agents.iphone)]).toEqual(["mobile", "Safari"]);
    expect(deviceClass(agents.ipad)).toBe("tablet");
    expect([deviceClass(agents.edge), browserFamily(agents.edge)]).toEqual(["desktop", "Edge"]);
  });

  it("treats crawlers, link previews, scripts and empty agents as bots", () => {
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "WhatsApp/2.23.20.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "",
      undefined,
    ]) {
      expect(isBotUserAgent(bot), String(bot)).toBe(true);
    }
    for (const person of Object.values(agents)) expect(isBotUserAgent(person), person).toBe(false);
  });
});
