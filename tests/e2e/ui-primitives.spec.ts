import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectReadableContrast } from "./support/axe";
import { isFilled } from "./support/pixels";
import { waitForHydration } from "./support/site";
import { test as staffTest, withCookieChoiceMade } from "./support/staff";

/**
 * The shared UI pieces (app/components/ui, app/components/forms) as a person sees them on real
 * screens: sizes, fills, contrast, where a drawer sits and a placeholder's pulse, which jsdom cannot
 * show their unit tests (tests/unit/app/components/ui, tests/unit/app/components/forms). Nothing
 * here writes.
 */

test.beforeEach(async ({ context }) => {
  await withCookieChoiceMade(context);
});

async function boxOf(element: Locator) {
  const box = await element.boundingBox();
  expect(box, "the element has a box on the screen").not.toBeNull();
  return box!;
}

staffTest.describe("buttons and fields (staff screens)", () => {
  staffTest("a button with no variant is filled, readable and a 44 px target", async ({ page }) => {
    await page.goto("/admin/activity");
    await waitForHydration(page);
    const apply = page.getByRole("button", { name: "Apply filters" });
    expect((await boxOf(apply)).height).toBeGreaterThanOrEqual(44);
    await expectReadableContrast(apply);
    expect(await isFilled(apply), "the button is filled").toBe(true);
  });

  staffTest("a checkbox with a one-line label is a 44 px row, all of it the label", async ({ page }) => {
    await page.goto("/admin/deals/new");
    await waitForHydration(page);
    const row = page.locator("label").filter({ has: page.getByRole("checkbox", { name: "Active", exact: true }) });
    expect((await boxOf(row)).height).toBeGreaterThanOrEqual(44);
  });
});

test.describe("buttons (public pages)", () => {
  test("a link drawn as a large button is one: filled, readable and 48 px tall", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
    const apply = hero.getByRole("link", { name: "Apply for Loan Now" });
    await expect(apply).toHaveAttribute("href", "/services");
    expect((await boxOf(apply)).height).toBeGreaterThanOrEqual(48);
    await expectReadableContrast(apply);
    expect(await isFilled(apply), "the link is drawn as a filled button").toBe(true);
  });

  test("the classes a screen adds win over the size's: the phone bar's call link is 48 px square", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/loan-services/home-loans");
    await waitForHydration(page);
    const call = page.getByRole("region", { name: "Apply or call" }).getByRole("link", { name: /^Call / });
    const box = await boxOf(call);
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([48, 48]);
  });
});

test.describe("loading placeholders", () => {
  test("pulse while the services load, and give way to the cards", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    // The list comes from the API on a client-side visit: held until the placeholders are seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/loan-services", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
    const section = page.getByRole("region", { name: "Our Financial Services" });
    const card = section.getByTestId("service-card-skeleton").first();
    await expect(card).toBeVisible();
    const blocks = card.locator(":scope > *");
    await expect(blocks).toHaveCount(6);
    for (const block of await blocks.all()) {
      await expect(block).toHaveAttribute("aria-hidden", "true");
      expect(await isPulsing(block), "the grey block pulses").toBe(true);
    }
    release();
    await expect(section.getByRole("link", { name: /Explore Details/ })).toHaveCount(6);
    await expect(section.getByTestId("service-card-skeleton")).toHaveCount(0);
  });
});

/** Whether an element runs an animation that does not end (a placeholder's pulse). */
function isPulsing(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    node
      .getAnimations()
      .some((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Opens a page's drawer and waits for its slide-in to end, so its box is where it stays. */
async function openDrawer(page: Page, path: string, buttonName: string, drawerName: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: buttonName }).click();
  const drawer = page.getByRole("dialog", { name: drawerName });
  await expect(drawer).toBeVisible();
  await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return drawer;
}

test.describe("drawers on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the site menu comes in against the right edge", async ({ page }) => {
    const box = await boxOf(await openDrawer(page, "/", "Open menu", "Menu"));
    expect(Math.round(box.x + box.width)).toBe(375);
    expect(box.x).toBeGreaterThan(0);
  });
});

staffTest.describe("the staff drawer on a phone", () => {
  staffTest.use({ viewport: { width: 375, height: 740 } });

  staffTest("comes in against the left edge", async ({ page }) => {
    const box = await boxOf(await openDrawer(page, "/admin/dashboard", "Open the staff menu", "Staff menu"));
    expect(Math.round(box.x)).toBe(0);
    expect(box.width).toBeLessThan(375);
  });
});
