import { expect, test, type Page } from "@playwright/test";
import {
  demoSettings,
  expectSameDocument,
  externalHeaderItems,
  headerItems,
  linkLabel,
  markDocument,
  waitForHydration,
} from "./support/site";

const itemMatchers = headerItems.map((label) => linkLabel(label, externalHeaderItems.has(label)));

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

test.describe("header on desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the main navigation lists the nine items in order", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link")).toHaveText(itemMatchers);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("internal items link to their paths", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const expected: [string, string][] = [
      ["Home", "/"],
      ["About Us", "/about"],
      ["Services", "/services"],
      ["Smart Integrations", "/smart-integrations"],
      ["Govt. Schemes", "/govt-schemes"],
      ["Business Partner Registration", "/business-partners"],
      ["Contact", "/contact"],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("Find IFSC Code opens the configured site in a new tab", async ({ page }) => {
    await page.goto("/");
    const link = mainNav(page).getByRole("link", { name: linkLabel("Find IFSC Code", true) });
    await expect(link).toHaveAttribute("href", demoSettings.ifscUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  });

  test("Blog leads to the site's own blog, in the same tab", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const link = mainNav(page).getByRole("link", { name: "Blog", exact: true });
    await expect(link).not.toHaveAttribute("target", "_blank");
    await link.click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Loan guides and news" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Blog", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  const activeCases: { path: string; active: string }[] = [
    { path: "/", active: "Home" },
    { path: "/services", active: "Services" },
    { path: "/loan-services/gold-loan", active: "Services" },
    { path: "/home-loans", active: "Services" },
  ];
  for (const { path, active } of activeCases) {
    test(`on ${path} only ${active} is marked as the current page`, async ({ page }) => {
      await page.goto(path);
      const nav = mainNav(page);
      await expect(nav.getByRole("link", { name: active, exact: true })).toHaveAttribute("aria-current", "page");
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      for (const label of headerItems.filter((item) => item !== active && !externalHeaderItems.has(item))) {
        await expect(nav.getByRole("link", { name: label, exact: true })).not.toHaveAttribute("aria-current", "page");
      }
    });
  }

  test("the active item follows client-side navigation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await markDocument(page);
    const nav = mainNav(page);
    await nav.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL("/services");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
    await expectSameDocument(page);
  });

  test("the business name links home and the contact bar shows phone and e-mail", async ({ page }) => {
    await page.goto("/services");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: `${demoSettings.businessName}, home` })).toHaveAttribute("href", "/");
    await expect(banner.getByRole("link", { name: demoSettings.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${demoSettings.contactEmail}`,
    );
    await expect(banner.getByRole("link", { name: "+91 484 200 0000" })).toHaveAttribute(
      "href",
      `tel:${demoSettings.phone}`,
    );
  });
});

test.describe("header on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the desktop list is hidden and the menu button opens a drawer with the nine items", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "About Us" })).toBeHidden();

    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();

    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    // While the modal drawer is open the rest of the page is aria-hidden, the button included.
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const drawerNav = drawer.getByRole("navigation", { name: "Main" });
    await expect(drawerNav.getByRole("link")).toHaveText(itemMatchers);
    await expect(drawerNav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(drawerNav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("href", "/blog");
    await expect(drawerNav.getByRole("link", { name: linkLabel("Find IFSC Code", true) })).toHaveAttribute(
      "href",
      demoSettings.ifscUrl,
    );
  });

  test("choosing Services navigates client-side and closes the drawer", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();

    await drawer.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL("/services");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Our loan and financial services" })).toBeVisible();
    await expectSameDocument(page);

    // Reopened on the new page, the drawer marks Services as current.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Services", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Escape closes the drawer and focus returns to the menu button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    // Focus moves into the drawer while it is open.
    await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton, "focus returns to the menu button").toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("the drawer opens by keyboard and Escape returns focus (second opening too)", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    for (let round = 0; round < 2; round += 1) {
      await menuButton.focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog");
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
    }
  });
});
