import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/** The header's items in Malayalam and Hindi, in the order of spec section 2. */
const navigation = {
  ml: [
    "ഹോം",
    "ഞങ്ങളെക്കുറിച്ച്",
    "സേവനങ്ങൾ",
    "സ്മാർട്ട് ഇന്റഗ്രേഷൻ",
    "സർക്കാർ പദ്ധതികൾ",
    "പാർട്ണർ ആകാം",
    "ബ്ലോഗ്",
    "IFSC കോഡ്",
    "ബന്ധപ്പെടുക",
  ],
  hi: [
    "होम",
    "हमारे बारे में",
    "सेवाएँ",
    "स्मार्ट इंटीग्रेशन",
    "सरकारी योजनाएँ",
    "बिज़नेस पार्टनर रजिस्ट्रेशन",
    "ब्लॉग",
    "IFSC कोड खोजें",
    "संपर्क करें",
  ],
} as const;

const mainNavigationName = { ml: "പ്രധാന മെനു", hi: "मुख्य मेनू" } as const;

/** Link names: the external IFSC item carries its "(opens in a new tab)" for screen readers. */
function itemNames(language: "ml" | "hi"): RegExp[] {
  return navigation[language].map((label) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
}

/** True when nothing on the page reaches past the window's right edge. */
async function fitsTheWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Waits until the element has finished moving in (the drawer slides), so its boxes are final. */
async function settled(element: Locator): Promise<void> {
  await element.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
}

test.describe("choosing a language at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("മലയാളം in the drawer of a loan page, then हिन्दी in the footer: the same page each time", async ({ page }) => {
    await page.goto("/loan-services/home-loans");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    let drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    // English is the current language, named in itself like the others.
    const switcher = drawer.getByRole("group", { name: "Language" });
    await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await switcher.getByRole("link", { name: "മലയാളം" }).click();

    await expect(page).toHaveURL("/ml/loan-services/home-loans");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
    // The drawer closes on a choice, like on any of its links.
    await expect(drawer).toBeHidden();

    const menuButton = page.getByRole("button", { name: "മെനു തുറക്കുക" });
    await menuButton.click();
    drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await settled(drawer);
    const nav = drawer.getByRole("navigation", { name: mainNavigationName.ml });
    await expect(nav.getByRole("link")).toHaveText(itemNames("ml"));
    // A loan page belongs to Services, and the links lead to the Malayalam pages.
    await expect(nav.getByRole("link", { name: "സേവനങ്ങൾ" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "ഞങ്ങളെക്കുറിച്ച്" })).toHaveAttribute("href", "/ml/about");
    await expect(drawer.getByRole("group", { name: "ഭാഷ" }).getByRole("link", { name: "മലയാളം" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Every link of the drawer, the switcher too, fits the phone's width: nothing to scroll sideways.
    const overflowing = await drawer.evaluate((element) => {
      const right = element.getBoundingClientRect().right;
      return [...element.querySelectorAll("a, button")]
        .filter((link) => link.getBoundingClientRect().right > right + 0.5)
        .map((link) => link.textContent);
    });
    expect(overflowing).toEqual([]);
    expect(await drawer.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await fitsTheWidth(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    const footer = page.getByRole("contentinfo");
    const footerSwitcher = footer.getByRole("group", { name: "ഭാഷ" });
    await expect(footerSwitcher.getByRole("link", { name: "മലയാളം" })).toHaveAttribute("aria-current", "true");
    await footerSwitcher.getByRole("link", { name: "हिन्दी" }).click();

    await expect(page).toHaveURL("/hi/loan-services/home-loans");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(footer.getByRole("heading", { name: "ज़रूरी लिंक" })).toBeVisible();
    await expect(footer.getByRole("group", { name: "भाषा" }).getByRole("link", { name: "हिन्दी" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.getByRole("button", { name: "मेनू खोलें" }).click();
    await expect(
      page.getByRole("dialog").getByRole("navigation", { name: mainNavigationName.hi }).getByRole("link"),
    ).toHaveText(itemNames("hi"));
  });

  for (const path of ["/ml", "/ml/services", "/ml/contact", "/hi/services"]) {
    test(`${path} has nothing wider than the phone, long Malayalam words wrapping`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // After the cookie banner's delay, so its buttons are measured too.
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      expect(await fitsTheWidth(page)).toBe(true);
    });
  }
});

test.describe("the header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const language of ["ml", "hi"] as const) {
    test(`fits the nine items on one line in ${language}`, async ({ page }) => {
      await page.goto(`/${language}`);
      const nav = page.getByRole("banner").getByRole("navigation", { name: mainNavigationName[language] });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link")).toHaveText(itemNames(language));
      // One row, and no label broken over two lines.
      const boxes = await nav.getByRole("link").evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return { middle: box.top + box.height / 2, lines: link.getClientRects().length, height: box.height };
        }),
      );
      const middles = boxes.map((box) => box.middle);
      expect(Math.max(...middles) - Math.min(...middles), "one row").toBeLessThan(2);
      for (const box of boxes) {
        expect(box.lines).toBe(1);
        expect(box.height).toBeLessThan(40);
      }
      const banner = page.getByRole("banner");
      expect(await banner.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await fitsTheWidth(page)).toBe(true);
    });
  }
});

for (const viewport of [
  { label: "1280 px", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`accessibility of the Malayalam and Hindi pages at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ["/ml", "/hi", "/ml/contact", "/hi/services"]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
