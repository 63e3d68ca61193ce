import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { demoSettings, waitForHydration } from "./support/site";

// The Malayalam and Devanagari faces (app/components/language-fonts.tsx, cut at build time by
// scripts/build-fonts.ts) and the language switcher's names drawn as outlines
// (app/components/layout/language-switcher.tsx).

const FONT_FILE = /\.(woff2?|ttf|otf)(\?|$)/;

/** The font files a visit to `path` asks for, until the page and what it loads are done. */
async function fontRequests(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" || FONT_FILE.test(request.url())) {
      fonts.push(new URL(request.url()).pathname);
    }
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return fonts;
}

const FONT_DELAY_MS = 1_000;

/** Every font file answers a second late, as on a slow connection. */
async function delayFonts(page: Page): Promise<void> {
  await page.route(FONT_FILE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
}

/** Collects layout shifts from the start of the document (none caused by input: there is none). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift score so far (the sum of all shifts: at least the CLS, which takes one window). */
async function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __layoutShifts: { value: number; hadRecentInput: boolean }[] }).__layoutShifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );
}

/** The fonts Chromium draws an element's text with (DevTools protocol), e.g. ["Noto Sans Malayalam (site)"]. */
async function fontsDrawing(element: Locator): Promise<string[]> {
  const page = element.page();
  await element.evaluate((node) => node.setAttribute("data-font-probe", ""));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-font-probe]" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (site)" : ""}`);
  } finally {
    await cdp.detach();
    await element.evaluate((node) => node.removeAttribute("data-font-probe"));
  }
}

/** The switcher's text for screen readers: drawn with the page's fonts, so it shows which one is used. */
function switcherText(page: Page, name: string): Locator {
  return page.getByRole("banner").getByRole("link", { name, exact: true }).getByText(name, { exact: true });
}

const MALAYALAM_WORDS =
  "ക്ഷമിക്കണം എന്തോ പിഴവ് സംഭവിച്ചു ഈ പേജ് തുറക്കുന്നതിനിടെ അപ്രതീക്ഷിതമായ ഒരു പ്രശ്നം ഉണ്ടായി ഞങ്ങളുടെ ടീമിന് വിവരം ലഭിച്ചിട്ടുണ്ട് ഹോം ലോൺ പേഴ്സണൽ ഗോൾഡ് ലോൺ സ്വർണ്ണ പണയ വായ്പ ഉപഭോക്താക്കൾക്ക്".split(
    " ",
  );
const HINDI_WORDS =
  "माफ़ कीजिए कुछ गड़बड़ हो गई यह पेज खोलते समय एक अनचाही दिक्कत आ गई हमारी टीम को इसकी जानकारी मिल गई होम लोन पर्सनल लोन गोल्ड लोन ब्याज दर किस्त कृपया".split(
    " ",
  );

/** Brand names stay as they are in every language. */
const BRAND_WORDS = new Set(`${demoSettings.businessName} ${demoSettings.legalName}`.match(/[A-Za-z]{2,}/g));

/**
 * Serves `path` with every English word of its body (brand names aside) replaced by a word of the
 * page's language, as the page will read once all of it is translated, without its scripts
 * (hydration would put the English back). The fonts' effect on the layout is then as large as it
 * can be.
 */
async function serveFullyTranslated(page: Page, path: string): Promise<void> {
  const words = path.startsWith("/hi") ? HINDI_WORDS : MALAYALAM_WORDS;
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const bodyAt = html.indexOf("<body");
      let next = 0;
      const body = html
        .slice(bodyAt)
        .replace(
          /(<(script|style|svg)\b[\s\S]*?<\/\2>)|>([^<]+)</g,
          (match, skipped: string | undefined, _tag, text: string) =>
            skipped
              ? skipped
              : `>${text.replace(/[A-Za-z]{2,}/g, (word) => (BRAND_WORDS.has(word) ? word : words[next++ % words.length]!))}<`,
        );
      await route.fulfill({ response, body: html.slice(0, bodyAt) + body });
    },
  );
}

test.describe("fonts per language", () => {
  for (const path of ["/", "/services"]) {
    test(`an English page (${path}) loads no font file`, async ({ page }) => {
      expect(await fontRequests(page, path)).toEqual([]);
      // The switcher still names Malayalam and Hindi in their scripts (drawn, not set in a font).
      await expect(page.getByRole("banner").getByRole("link", { name: "മലയാളം", exact: true })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी", exact: true })).toBeVisible();
    });
  }

  test("a Malayalam page loads the Malayalam faces only, a Hindi page the Devanagari faces only", async ({ page }) => {
    const malayalam = await fontRequests(page, "/ml");
    expect(malayalam.sort()).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-malayalam-400-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/noto-sans-malayalam-700-[\w-]+\.woff2$/),
    ]);
    const hindi = await fontRequests(await page.context().newPage(), "/hi/loan-services/home-loans");
    expect(hindi.sort()).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-devanagari-400-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/noto-sans-devanagari-700-[\w-]+\.woff2$/),
    ]);
  });

  test("the faces are cached for a year and small", async ({ page, request }) => {
    const files = await fontRequests(page, "/ml");
    for (const file of files) {
      const response = await request.get(file);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-type"]).toBe("font/woff2");
      // Cut to Malayalam's letters: the whole @fontsource face is 24 kB.
      expect((await response.body()).byteLength).toBeLessThan(18_000);
    }
  });

  test("a Malayalam page draws its text with the site's face once the face is in the cache", async ({ page }) => {
    await page.goto("/ml", { waitUntil: "networkidle" });
    // From the cache the face is ready for the first paint; a busy test machine may still miss
    // it once (and the page then keeps the system font), so a few visits are allowed.
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: "networkidle" });
          return fontsDrawing(switcherText(page, "മലയാളം"));
        },
        { intervals: [0, 500, 1_000], timeout: 10_000 },
      )
      .toEqual(["Noto Sans Malayalam (site)"]);
  });
});

test.describe("nothing moves when the face arrives a second late", () => {
  const pages = ["/ml", "/hi", "/ml/loan-services/home-loans", "/hi/loan-services/home-loans"];
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const path of pages) {
        test(`${path}, as served`, async ({ page }) => {
          await delayFonts(page);
          await recordLayoutShifts(page);
          await page.goto(path, { waitUntil: "networkidle" });
          await page.waitForTimeout(300);
          expect(await layoutShiftScore(page)).toBeLessThan(0.02);
        });

        test(`${path}, with all of its text in its language`, async ({ page }) => {
          await serveFullyTranslated(page, path);
          await delayFonts(page);
          await recordLayoutShifts(page);
          await page.goto(path, { waitUntil: "networkidle" });
          await page.waitForTimeout(300);
          expect(await layoutShiftScore(page)).toBeLessThan(0.02);
        });
      }
    });
  }

  test("a face that missed the first paint is used after the visitor's next click", async ({ page }) => {
    await delayFonts(page);
    await page.goto("/ml", { waitUntil: "networkidle" });
    await waitForHydration(page);
    // Late for the first paint: this page keeps the system's font (here none, so boxes).
    expect(await fontsDrawing(switcherText(page, "മലയാളം"))).not.toContain("Noto Sans Malayalam (site)");

    await page.getByRole("banner").getByRole("link", { name: "हिन्दी", exact: true }).click();
    await expect(page).toHaveURL("/hi");
    await page.waitForLoadState("networkidle");
    await expect
      .poll(() => fontsDrawing(switcherText(page, "हिन्दी")), { timeout: 5_000 })
      .toEqual(["Noto Sans Devanagari (site)"]);

    await page.getByRole("banner").getByRole("link", { name: "മലയാളം", exact: true }).click();
    await expect(page).toHaveURL("/ml");
    await expect
      .poll(() => fontsDrawing(switcherText(page, "മലയാളം")), { timeout: 5_000 })
      .toEqual(["Noto Sans Malayalam (site)"]);
  });
});

test.describe("Malayalam and Hindi pages at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ["/ml", "/hi", "/ml/loan-services/home-loans", "/ml/services", "/ml/contact", "/hi/contact"]) {
    test(`${path}, with all of its text in its language, is no wider than the screen`, async ({ page }) => {
      await serveFullyTranslated(page, path);
      // Twice: from the cache the faces are there for the first paint (the widest text).
      await page.goto(path, { waitUntil: "networkidle" });
      await page.goto(path, { waitUntil: "networkidle" });
      const overflowing = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // Inside a box that scrolls sideways (a wide table) the rest is reachable; a box that
        // clips (overflow hidden) cuts the text off, which counts.
        const scrolls = (element: Element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX);
        return [...document.querySelectorAll("h1, h2, h3, h4, p, li, dt, dd, a, button, label, th, td")]
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .filter((element) => !element.closest(".sr-only"))
          .filter((element) => {
            for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
              if (scrolls(up) && up.getBoundingClientRect().right <= width + 1) return false;
            }
            return true;
          })
          .map((element) => `${element.tagName} "${element.textContent!.trim().slice(0, 40)}"`);
      });
      expect(overflowing).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

test.describe("the language switcher names മലയാളം and हिन्दी on every page", () => {
  /** Each name: a link with its own `lang`, its text for screen readers, a drawing of it, a target ≥ 24 px. */
  async function expectDrawnNames(area: Locator): Promise<void> {
    for (const [name, lang] of [
      ["മലയാളം", "ml-IN"],
      ["हिन्दी", "hi-IN"],
    ] as const) {
      const link = area.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("lang", lang);
      const drawing = link.locator("svg");
      await expect(drawing).toHaveAttribute("aria-hidden", "true");
      const box = (await drawing.boundingBox())!;
      // About a word's width at the switcher's size (12 to 16 px), not an empty or squashed box.
      expect(box.width).toBeGreaterThan(name === "മലയാളം" ? 40 : 18);
      expect(box.height).toBeGreaterThan(12);
      const target = (await link.boundingBox())!;
      expect(target.height).toBeGreaterThanOrEqual(24);
      expect(target.width).toBeGreaterThanOrEqual(24);
    }
  }

  for (const path of ["/", "/ml", "/hi"]) {
    test(`${path} at 1280 px: top bar and footer`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expectDrawnNames(page.getByRole("banner"));
      await expectDrawnNames(page.getByRole("contentinfo"));
      await expectNoAxeViolations(page);
    });

    test(`${path} at 375 px: drawer and footer`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await waitForHydration(page);
      await expectDrawnNames(page.getByRole("contentinfo"));
      await page.locator("header button[aria-expanded]").click();
      const drawer = page.getByRole("dialog");
      await expectDrawnNames(drawer);
      await expectNoAxeViolations(page);
    });
  }

  /**
   * A drawn name at 64 px, painted on a canvas: how many pixels it inks, and, with `text` and a
   * face file, the share of ink pixels it and the text set in that face have in common, of the
   * pixels either inks (1 = identical).
   */
  async function paintedName(drawing: Locator, text?: string, fontUrl?: string) {
    return drawing.evaluate(
      async (svg, { text, fontUrl }) => {
        const size = 64;
        const box = (svg as SVGSVGElement).viewBox.baseVal;
        // The drawing is box.height units tall, and its style says how many em that is.
        const unit = size / (box.height / parseFloat((svg as SVGSVGElement).style.height));
        const width = Math.ceil(box.width * unit * 1.1);
        const height = Math.ceil(box.height * unit);
        const ink = async (draw: (context: CanvasRenderingContext2D) => void | Promise<void>) => {
          const canvas = document.createElement("canvas");
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext("2d")!;
          await draw(context);
          return Array.from(
            context.getImageData(0, 0, width, height).data.filter((_, i) => i % 4 === 3),
            (a) => a > 127,
          );
        };
        const clone = svg.cloneNode(true) as SVGSVGElement;
        clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
        clone.setAttribute("width", String(box.width * unit));
        clone.setAttribute("height", String(height));
        clone.removeAttribute("style");
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(clone.outerHTML)}`;
        await image.decode();
        const drawn = await ink((context) => context.drawImage(image, 0, 0));
        const inked = drawn.filter(Boolean).length;
        if (!text || !fontUrl) return { inked, overlap: null };
        const face = await new FontFace("name probe", `url(${fontUrl})`).load();
        document.fonts.add(face);
        const set = await ink((context) => {
          context.font = `${size}px "name probe"`;
          context.fillText(text, 0, -box.y * unit);
        });
        const both = drawn.filter((on, i) => on && set[i]).length;
        const either = drawn.filter((on, i) => on || set[i]).length;
        return { inked, overlap: both / either };
      },
      { text, fontUrl },
    );
  }

  /** The regular face file a Malayalam or Hindi page preloads. */
  async function regularFace(page: Page, path: "/ml" | "/hi"): Promise<string> {
    const html = await (await page.request.get(path)).text();
    return /href="(\/assets\/noto-sans-[a-z]+-400-[\w-]+\.woff2)"/.exec(html)![1]!;
  }

  test("the drawn names look like the names set in the site's faces", async ({ page }) => {
    // Each on the other language's page, where it is not the current one (regular weight).
    for (const [path, name, own] of [
      ["/hi", "മലയാളം", "/ml"],
      ["/ml", "हिन्दी", "/hi"],
    ] as const) {
      const fontUrl = await regularFace(page, own);
      await page.goto(path);
      const drawing = page.getByRole("banner").getByRole("link", { name, exact: true }).locator("svg");
      // Not 1: the canvas puts text on whole pixels and edges are smoothed differently (a
      // drawing with its glyphs misplaced scored 0.22).
      expect((await paintedName(drawing, name, fontUrl)).overlap, name).toBeGreaterThan(0.75);
    }
  });

  test("the current language's name is drawn bold and marked current", async ({ page }) => {
    await page.goto("/ml");
    const banner = page.getByRole("banner");
    const current = banner.getByRole("link", { name: "മലയാളം", exact: true });
    const other = banner.getByRole("link", { name: "हिन्दी", exact: true });
    await expect(current).toHaveAttribute("aria-current", "true");
    await expect(other).not.toHaveAttribute("aria-current", "true");
    // Bolder than where it is not the current language: about as much more ink as the bold face has.
    const onHindi = await page.context().newPage();
    await onHindi.goto("/hi");
    const regular = onHindi.getByRole("banner").getByRole("link", { name: "മലയാളം", exact: true }).locator("svg");
    const bold = (await paintedName(current.locator("svg"))).inked;
    expect(bold).toBeGreaterThan((await paintedName(regular)).inked * 1.3);
  });
});
