import type { BrowserContext, Page } from "@playwright/test";
import { checkAtBothWidths, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

/**
 * The staff's Malayalam and Hindi (issue 27), as an editor works with them: the home page's heading
 * translated and published, seen on /ml; its English changed on the Pages screen and flagged in the
 * translation; the translation reviewed; the Translations list filtered by what is to review and
 * what needs work. The home page's English changes here, so this file has a server of its own.
 */
test.describe.configure({ mode: "serial" });

const server = ownServer("dsa-e2e-translations-");
let baseURL = "";
let editor: BrowserContext;

const HEADING_ML = "ശരിയായ ലെൻഡറിൽ നിന്ന് ശരിയായ ലോൺ, ഒപ്പം ഒരു വിദഗ്ധന്റെ സഹായവും";
const HEADING_ML_UPDATED = "കേരളത്തിലെ കുടുംബങ്ങൾക്ക് ശരിയായ ലോൺ, ഒരു വിദഗ്ധന്റെ സഹായത്തോടെ";
const HEADING_EN_UPDATED = "The right loan for Kerala families, with an expert beside you";

test.beforeAll(async ({ signedInAs }) => {
  test.setTimeout(120_000);
  baseURL = await server.start();
  // The scene: the home and about pages have no Malayalam or Hindi yet, whatever the seed gave them.
  const owner = await signedInAs("owner", { baseURL });
  for (const page of ["home", "about"]) {
    for (const language of ["ml", "hi"]) {
      const res = await owner.request.delete(`/api/admin/translations/page-text/${page}/${language}`);
      expect([204, 404]).toContain(res.status());
    }
  }
  await owner.close();
});
test.beforeEach(async ({ signedInAs }) => {
  editor = await signedInAs("editor", { baseURL });
});
test.afterAll(() => server.stop());

// Each test checks a screen with axe at two widths besides what it does: more than the default 30 s
// on a busy machine.
test.beforeEach(() => test.setTimeout(60_000));

async function open(path: string): Promise<Page> {
  const page = await editor.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page);
  return page;
}

const field = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true });

test("an editor opens the home page's Malayalam from the Pages editor, translates its heading and publishes it", async () => {
  const page = await open("/admin/pages/home");
  const entry = page.getByRole("region", { name: "Malayalam and Hindi" });
  await expect(entry.getByRole("listitem").filter({ hasText: "Malayalam" })).toContainText("Missing");
  await entry.getByRole("link", { name: "Malayalam and Hindi" }).click();
  await expect(page).toHaveURL("/admin/translations/page-text/home?language=ml");
  await expect(page.getByRole("heading", { level: 1, name: "Home page in Malayalam" })).toBeVisible();
  await waitForHydration(page);

  const heading = field(page, "Heading");
  await expect(heading.getByText("Missing", { exact: true })).toBeVisible();
  await expect(
    heading.getByText("The right loan from the right lender, with a friendly expert beside you"),
  ).toBeVisible();
  const input = page.getByLabel("Heading in Malayalam", { exact: true });
  await expect(input).toHaveAttribute("lang", "ml");
  await input.fill(HEADING_ML);
  // The Malayalam face of the site draws what is typed (the staff area loads it on this screen only).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((font) => font.family.includes("Noto Sans Malayalam") && font.status === "loaded"),
      ),
    )
    .toBe(true);

  // A mistake is shown at its text, with what to do, and nothing is saved.
  await page.getByLabel("Badge in Malayalam", { exact: true }).fill("5,000-ലധികം പേർ ഞങ്ങളെ വിശ്വസിക്കുന്നു");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Check the highlighted texts: nothing was saved.");
  await expect(page.getByLabel("Badge in Malayalam", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Keep the placeholders of the English, each as often: {count}")).toBeVisible();
  await page.getByLabel("Badge in Malayalam", { exact: true }).fill("");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(
    page,
    "Malayalam published: /ml shows it from the next visit. 3 of 4 texts are not translated yet: visitors read those in English.",
  );
  await expect(field(page, "Heading").getByText("Translated", { exact: true })).toBeVisible();
  const status = page.getByRole("region", { name: "State of the Malayalam translation" });
  await expect(status.getByText("Published", { exact: true })).toBeVisible();
  await expect(status.getByText("To review", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Heading in Malayalam", { exact: true })).toHaveValue(HEADING_ML);

  await checkAtBothWidths(page, "translation-editor-ml");
  await page.close();
});

test("the public /ml home page shows the published Malayalam heading", async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const html = await (await visitor.get("/ml")).text();
  expect(html).toContain(HEADING_ML);
  await visitor.dispose();
});

test("the English changed on the Pages screen shows as English changed; the translation is updated and marked reviewed", async () => {
  const pages = await open("/admin/pages/home");
  await pages.getByLabel("Heading", { exact: true }).fill(HEADING_EN_UPDATED);
  await pages.getByRole("button", { name: "Save texts" }).click();
  await expectToast(pages, "Texts saved. / shows them from the next visit.");
  await pages.close();

  const page = await open("/admin/translations/page-text/home?language=ml");
  const heading = field(page, "Heading");
  await expect(heading.getByText("English changed", { exact: true })).toBeVisible();
  await expect(heading.getByText("English, as it reads now")).toBeVisible();
  await expect(heading.getByText(HEADING_EN_UPDATED)).toBeVisible();
  await expect(page.getByLabel("Heading in Malayalam", { exact: true })).toHaveValue(HEADING_ML);

  // Leaving with the change unsaved asks first.
  await page.getByLabel("Heading in Malayalam", { exact: true }).fill(HEADING_ML_UPDATED);
  await page.getByRole("link", { name: "All translations" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/admin/translations/page-text/home?language=ml");

  await page.getByRole("button", { name: "Mark reviewed" }).click();
  await expectToast(page, "Malayalam marked as reviewed, with your changes saved.");
  const status = page.getByRole("region", { name: "State of the Malayalam translation" });
  await expect(status.getByText("Reviewed", { exact: true })).toBeVisible();
  await expect(field(page, "Heading").getByText("Translated", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Heading in Malayalam", { exact: true })).toHaveValue(HEADING_ML_UPDATED);
  await page.close();
});

test("a translation someone else saved meanwhile is not overwritten: the editor offers to load it", async () => {
  const page = await open("/admin/translations/page-text/home?language=ml");
  const current = (await (await page.request.get("/api/admin/translations/page-text/home")).json()) as {
    translations: { language: string; version: number; fields: Record<string, unknown>; state: string }[];
  };
  const malayalam = current.translations.find((translation) => translation.language === "ml")!;
  const theirs = "ഓരോ കുടുംബത്തിനും ശരിയായ ലോൺ";
  const saved = await page.request.put("/api/admin/translations/page-text/home/ml", {
    data: {
      fields: { ...malayalam.fields, heroButtonLabel: theirs },
      state: "published",
      review: "reviewed",
      version: malayalam.version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.getByLabel("Button label in Malayalam", { exact: true }).fill("ഇപ്പോൾ അപേക്ഷിക്കൂ");
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expectToast(
    page,
    "Someone saved this translation while you were editing. Reload to see their change, then make yours again.",
  );
  await page.getByRole("button", { name: "Load the current translation" }).click();
  await expect(page.getByLabel("Button label in Malayalam", { exact: true })).toHaveValue(theirs);
  await page.close();
});

test("the Translations list filters what is to review and what needs work, in the address", async () => {
  const page = await open("/admin/translations");
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Translations", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const table = page.getByRole("table", { name: "Entries and the state of their translations" });
  await expect(table.getByRole("rowheader", { name: /Home page/ })).toBeVisible();
  const interfaceTexts = page.getByRole("region", { name: "Interface texts" });
  await expect(interfaceTexts).toContainText("A native speaker reviews each area before launch");
  await expect(interfaceTexts.getByText(/\d+ of \d+ areas to review/).first()).toBeVisible();

  const filters = page.getByRole("form", { name: "Filter translations" });
  await filters.getByLabel("Language").selectOption("ml");
  await filters.getByLabel("Review").selectOption("to-review");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/language=ml/);
  await expect(page).toHaveURL(/review=to-review/);
  // The home page's Malayalam is reviewed now; the others are missing, so none is "to review".
  await expect(page.getByText("No entries match these filters").or(page.getByRole("table"))).toBeVisible();
  await expect(page.getByRole("rowheader", { name: /Home page/ })).toHaveCount(0);

  await filters.getByLabel("Review").selectOption("reviewed");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/review=reviewed/);
  await expect(table.getByRole("rowheader", { name: /Home page/ })).toBeVisible();
  // Filtered to Malayalam, the list shows that language only.
  await expect(table.getByRole("columnheader", { name: "Hindi" })).toHaveCount(0);

  await page.goto("/admin/translations?language=ml&needsWork=true");
  await waitForHydration(page);
  await expect(table.getByRole("rowheader", { name: /Home page/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /About Us page/ })).toBeVisible();
  await page.goto("/admin/translations?language=ml&needsWork=false");
  await expect(page.getByRole("rowheader", { name: /Home page/ })).toHaveCount(0);

  await page.goto("/admin/translations");
  await waitForHydration(page);
  await checkAtBothWidths(page, "translations-list");
  await page.setViewportSize({ width: 375, height: 800 });
  // At a phone's width the rows are cards.
  await expect(page.getByRole("list", { name: "Entries and the state of their translations" })).toBeVisible();
  await page.close();
});

test("the Hindi is written on the same screen, in Devanagari, and a translation can be deleted", async () => {
  const page = await open("/admin/translations/page-text/home?language=ml");
  await page
    .getByRole("navigation", { name: "Language of the translation" })
    .getByRole("link", { name: /Hindi/ })
    .click();
  await expect(page).toHaveURL("/admin/translations/page-text/home?language=hi");
  await expect(page.getByRole("heading", { level: 1, name: "Home page in Hindi" })).toBeVisible();
  const input = page.getByLabel("Button label in Hindi", { exact: true });
  await expect(input).toHaveAttribute("lang", "hi");
  await input.fill("अभी लोन के लिए अप्लाई करें");
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((font) => font.family.includes("Noto Sans Devanagari") && font.status === "loaded"),
      ),
    )
    .toBe(true);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expectToast(page, "Hindi draft saved. Visitors read the English until you publish it.");
  const status = page.getByRole("region", { name: "State of the Hindi translation" });
  await expect(status.getByText("Draft", { exact: true })).toBeVisible();
  await checkAtBothWidths(page, "translation-editor-hi");

  await status.getByRole("button", { name: "Delete translation" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete the Hindi of Home page?" });
  await dialog.getByRole("button", { name: "Delete the Hindi" }).click();
  await expectToast(page, "Hindi translation deleted: visitors read the English.");
  await expect(status.getByText("Missing", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Button label in Hindi", { exact: true })).toHaveValue("");
  await page.close();
});
