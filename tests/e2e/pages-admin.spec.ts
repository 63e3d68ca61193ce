import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { freshContext, keepScreenshot, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

/**
 * The Pages screen and the business's identity, as an editor uses them: the home heading changed
 * and seen on the next visit, an unsaved change in the preview, the business name changed on the
 * site settings screen and seen in the header and footer. These change what every public page
 * shows, so this file has a server (and database) of its own.
 */
test.describe.configure({ mode: "serial" });

const server = ownServer("dsa-e2e-pages-");
let baseURL = "";
/** The editor of each test, signed in on this file's server (the fixture keeps the session between tests). */
let editor: BrowserContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  baseURL = await server.start();
});
test.beforeEach(async ({ signedInAs }) => {
  editor = await signedInAs("editor", { baseURL });
});
test.afterAll(() => server.stop());

async function open(path: string, width = 1280): Promise<Page> {
  const page = await editor.newPage();
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page);
  return page;
}

const heading = (page: Page) => page.getByLabel("Heading", { exact: true });

test("the Pages list names the nine pages, each never changed yet, with a link to its editor", async () => {
  const page = await open("/admin/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  const table = page.getByRole("table", { name: "Pages whose texts you can change" });
  const pages = ["Home", "About Us", "Smart Integrations", "Business Partner Registration", "Vyapar App"];
  // The legal pages are texts staff keep too (issue 27: translated like the rest).
  pages.push("Privacy Policy", "Terms & Conditions", "Cookie Policy", "Disclaimer");
  for (const name of pages) await expect(table.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(table.getByText("Never: the texts the site came with")).toHaveCount(pages.length);
  // The staff menu leads here too.
  await expect(page.getByRole("navigation").getByRole("link", { name: "Pages", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await table.getByRole("link", { name: "Edit the texts of About Us" }).click();
  await expect(page).toHaveURL("/admin/pages/about");
  await expect(page.getByRole("heading", { level: 1, name: "Texts of About Us" })).toBeVisible();
  await page.close();
});

test("the preview shows a heading typed but not saved; saving shows it on the next visit to /", async ({ browser }) => {
  const page = await open("/admin/pages/home");
  await expect(heading(page)).toHaveValue("The right loan from the right lender, with a friendly expert beside you");
  await heading(page).fill("Loans explained in Malayalam, from lenders you can trust");
  await expect(page.getByText("56 of 120 characters")).toBeVisible();

  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: /^Preview/ }).click(),
  ]);
  await expect(preview.getByRole("complementary", { name: "Preview" })).toContainText("not saved yet");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
    "Loans explained in Malayalam, from lenders you can trust",
  );
  // Typing on in the editor shows in the preview tab as it is typed.
  await page.getByLabel("Button label").fill("Find my loan");
  await expect(preview.getByRole("link", { name: "Find my loan" })).toBeVisible();
  await preview.close();

  // Visitors still see the saved texts.
  const visitor = await (await freshContext(browser, baseURL)).newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "The right loan from the right lender, with a friendly expert beside you",
  );

  await page.getByRole("button", { name: "Save texts" }).click();
  await expectToast(page, "Texts saved. / shows them from the next visit.");
  await expect(heading(page)).toHaveValue("Loans explained in Malayalam, from lenders you can trust");

  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "Loans explained in Malayalam, from lenders you can trust",
  );
  await keepScreenshot(visitor, "home-after-change-1280");
  await waitForHydration(visitor);
  await visitor.getByRole("link", { name: "Find my loan" }).click();
  await expect(visitor).toHaveURL("/services");
  await visitor.setViewportSize({ width: 375, height: 740 });
  await visitor.goto("/");
  await keepScreenshot(visitor, "home-after-change-375");
  await visitor.context().close();
  await page.close();
});

test("a section of /about changed on its editor shows on the next visit, paragraphs apart by an empty line", async ({
  browser,
}) => {
  const page = await open("/admin/pages/about");
  const section = page.getByRole("region", { name: "Who we are" });
  await section.getByLabel("Heading").fill("Who we are, in two minutes");
  await section
    .getByLabel("Paragraphs")
    .fill(
      "{businessName} helps families in {city} borrow well.\n\nWe work with banks and NBFCs,\nand our help is free.",
    );
  await page.getByRole("button", { name: "Save texts" }).click();
  await expectToast(page, "Texts saved. /about shows them from the next visit.");

  const visitor = await (await freshContext(browser, baseURL)).newPage();
  await visitor.goto("/about");
  const main = visitor.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Who we are, in two minutes" })).toBeVisible();
  await expect(
    main.getByText("Keralam Finserv (Demo) helps families in Kochi borrow well.", { exact: true }),
  ).toBeVisible();
  await expect(main.getByText("We work with banks and NBFCs, and our help is free.", { exact: true })).toBeVisible();
  await visitor.context().close();
  await page.close();
});

test("a mistake shows next to its field and nothing is saved; leaving with unsaved texts asks first", async () => {
  const page = await open("/admin/pages/home");
  const badge = page.getByLabel("Badge");
  await badge.fill("Trusted by 6,000+ families");
  await heading(page).fill("The <b>best</b> loans");
  await page.getByRole("button", { name: "Save texts" }).click();
  await expectToast(page, "Check the highlighted texts: nothing was saved.");
  await expect(badge).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/^Write \{count\} where the number goes/)).toBeVisible();
  await expect(heading(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Write the heading as plain text, without HTML tags such as <b>")).toBeVisible();

  await page.getByRole("link", { name: "All pages" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Leave and lose the changes" }).click();
  await expect(page).toHaveURL("/admin/pages");
  await page.close();
});

test("a save begun before someone else's offers to load their texts", async () => {
  const page = await open("/admin/pages/vyapar-app");
  // Someone else saves meanwhile.
  const other = await editor.request.get("/api/admin/pages/vyapar-app");
  const { version } = (await other.json()) as { version: number };
  const saved = await editor.request.patch("/api/admin/pages/vyapar-app", {
    data: { version, callToAction: "Ask us to set it up" },
  });
  expect(saved.status()).toBe(200);

  await page.getByLabel("Button label").fill("Help me set it up");
  await page.getByRole("button", { name: "Save texts" }).click();
  await expectToast(
    page,
    "Someone saved this page's texts while you were editing. Reload the page to see their change, then make yours again.",
  );
  await page.getByRole("button", { name: "Load the current texts" }).click();
  await expect(page.getByLabel("Button label")).toHaveValue("Ask us to set it up");
  await page.close();
});

test("the revisions keep the texts the site came with, and restore them", async () => {
  const page = await open("/admin/pages/home");
  await page.getByRole("button", { name: "Revisions" }).click();
  const dialog = page.getByRole("dialog", { name: "Revision history" });
  const revisions = dialog.getByRole("list", { name: "Revisions" });
  await expect(revisions.getByRole("listitem")).toHaveCount(2);
  await revisions.getByRole("button", { name: /Written by the site's makers/ }).click();
  await expect(
    dialog.getByText("The right loan from the right lender, with a friendly expert beside you", { exact: true }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Restore this version" }).click();
  await expectToast(page, "Version 1 restored as a new version. / shows it from the next visit.");
  await expect(heading(page)).toHaveValue("The right loan from the right lender, with a friendly expert beside you");
  await page.close();
});

for (const width of [1280, 375]) {
  test(`the Pages list and the home and about editors have no axe violations at ${width} px`, async () => {
    test.setTimeout(90_000); // three screens, each measured whole
    const list = await open("/admin/pages", width);
    await keepScreenshot(list, `pages-list-${width}`);
    await expectNoAxeViolations(list);
    // Nothing sticks out sideways on a phone.
    expect(await list.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await list.close();

    for (const key of ["home", "about"]) {
      const page = await open(`/admin/pages/${key}`, width);
      await keepScreenshot(page, `page-editor-${key}-${width}`);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (key === "about") {
        // With a field error showing too.
        await page.getByLabel("Value 1: title").fill("");
        await page.getByRole("button", { name: "Save texts" }).click();
        await expect(page.getByText("Enter the value's title")).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.close();
    }
  });
}

test("the site settings name the demo business until it is changed; the header, footer and /about then show the new name", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await open("/admin/social-settings");
  const business = page.getByRole("region", { name: "Your business" });
  await expect(business.getByText("Your site still goes by the demo name “Keralam Finserv (Demo)”.")).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await expectNoAxeViolations(page);
    const file = screenshotPath(`site-settings-your-business-${width}`);
    if (file) await business.screenshot({ path: file });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel("Customer rating").fill("4.85");
  await page.getByRole("button", { name: "Save site settings" }).click();
  await expect(page.getByText("Give the rating with one decimal at most, e.g. 4.8")).toBeVisible();
  await expect(page.getByLabel("Customer rating")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Customer rating").fill("4.7");
  await page.getByLabel("Business name").fill("Malabar Loan Desk");
  await page.getByLabel("Legal name").fill("Malabar Loan Desk Private Limited");
  await page.getByLabel("Trust badge count").fill("12,000+");
  await page.getByRole("button", { name: "Save site settings" }).click();
  await expectToast(page, "Site settings saved.");
  await expect(business.getByText(/still goes by the demo name/)).toHaveCount(0);

  const visitor = await (await freshContext(browser, baseURL)).newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Malabar Loan Desk, home" })).toBeVisible();
  await expect(visitor.getByRole("contentinfo")).toContainText("Malabar Loan Desk");
  await expect(visitor.getByRole("contentinfo")).toContainText(
    "Malabar Loan Desk Private Limited. All rights reserved.",
  );
  await expect(visitor.getByText("Trusted by 12,000+ Businesses and individuals")).toBeVisible();
  await visitor.goto("/about");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("About Malabar Loan Desk");
  await keepScreenshot(visitor, "about-after-change-1280");
  await visitor.setViewportSize({ width: 375, height: 740 });
  await visitor.reload();
  await keepScreenshot(visitor, "about-after-change-375");
  await visitor.context().close();
  await page.close();
});

/** Where a screenshot of one part goes when SCREENSHOT_DIR is set (to look at; nothing compares it). */
function screenshotPath(name: string): string | null {
  const dir = process.env.SCREENSHOT_DIR;
  return dir ? `${dir}/${name}.png` : null;
}
