import type { BrowserContext } from "@playwright/test";
import { samplePdf } from "../support/sample-files";
import { checkAtBothWidths, freshContext, keepScreenshot, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

/**
 * The blog in three languages, as an editor and a reader meet it: a post written in Malayalam goes
 * on /ml/blog only, at its Malayalam address, and the blog and /download read in the page's
 * language. Publishing changes the blogs, so this file has a server (and database) of its own.
 */
test.describe.configure({ mode: "serial" });

const server = ownServer("dsa-e2e-blog-languages-");
let baseURL = "";
let editor: BrowserContext;
let reader: BrowserContext;

const TITLE = "ഗോൾഡ് ലോൺ എടുക്കും മുൻപ് ചോദിക്കേണ്ട അഞ്ചു കാര്യങ്ങൾ";

test.beforeAll(async ({ signedInAs, browser }) => {
  test.setTimeout(120_000);
  baseURL = await server.start();
  editor = await signedInAs("editor", { baseURL });
  reader = await freshContext(browser, baseURL);
  // A published file, so that /ml/download shows its list (and its Download buttons) to axe.
  const uploaded = await editor.request.post("/api/admin/downloads", {
    multipart: {
      file: { name: "home-loan-form.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdf()) },
      title: "Home loan application form",
      category: "application_form",
      isPublished: "true",
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
});
test.afterAll(async () => {
  await editor?.close();
  await reader?.close();
  await server.stop();
});

test("an editor writes a Malayalam post and publishes it: it is on /ml/blog, at /ml/blog/{slug}, and not on /blog", async () => {
  const page = await editor.newPage();
  await page.goto("/admin/blog/create");
  await waitForHydration(page);
  const language = page.getByRole("group", { name: "Language of this post" });
  await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
  await language.getByRole("radio", { name: "Malayalam" }).check();
  await expect(page.getByText("It appears on the Malayalam blog (/ml/blog) and in its feed")).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await expect(page.getByLabel("Address (slug)")).toHaveValue("gold-lon-edukkum-munp-chodikkenda-anchu-karyangal");
  await expect(
    page.getByText("The post's address: /ml/blog/gold-lon-edukkum-munp-chodikkenda-anchu-karyangal."),
  ).toBeVisible();
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("പലിശ നിരക്ക്, പ്രോസസിങ് ഫീസ്, തിരിച്ചടവ് കാലാവധി: ഇവ ആദ്യം ചോദിക്കുക.");
  await expect(page.getByRole("status").filter({ hasText: /Saved \d/ })).toBeVisible();
  await keepScreenshot(page, "blog-editor-language-1280");
  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Published: it is on the blog now.");

  // In the staff list, with its language, and found by the language filter.
  await page.goto("/admin/blog-posts?language=ml");
  const row = page.getByRole("row").filter({ hasText: TITLE });
  await expect(row).toContainText("Malayalam");
  await expect(row).toContainText("/ml/blog/gold-lon-edukkum-munp-chodikkenda-anchu-karyangal");
  await page.close();

  const blog = await reader.newPage();
  await blog.goto("/ml/blog");
  await expect(blog.locator("html")).toHaveAttribute("lang", "ml-IN");
  await blog.getByRole("link", { name: TITLE }).click();
  await expect(blog).toHaveURL(/\/ml\/blog\/gold-lon-edukkum-munp-chodikkenda-anchu-karyangal$/);
  await expect(blog.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(blog.getByText("പലിശ നിരക്ക്, പ്രോസസിങ് ഫീസ്")).toBeVisible();
  await expect(blog.getByRole("region", { name: "ഈ ലേഖനം ഷെയർ ചെയ്യുക" })).toBeVisible();

  await blog.goto("/blog");
  await expect(blog.getByRole("heading", { level: 1 })).toHaveText("Loan guides and news");
  await expect(blog.getByRole("link", { name: TITLE })).toHaveCount(0);
  // Its address under the English prefix leads to the Malayalam one.
  await blog.goto("/blog/gold-lon-edukkum-munp-chodikkenda-anchu-karyangal");
  await expect(blog).toHaveURL(/\/ml\/blog\/gold-lon-edukkum-munp-chodikkenda-anchu-karyangal$/);
  await blog.close();
});

test("the language switcher on a Malayalam post leads to the English and Hindi blogs", async () => {
  const page = await reader.newPage();
  await page.goto("/ml/blog/cibil-score-loan-palisha");
  await waitForHydration(page);
  const switcher = page.getByRole("banner").getByRole("group", { name: "ഭാഷ" });
  await switcher.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("लोन गाइड और ख़बरें");
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText([
    "होम लोन के लिए ज़रूरी दस्तावेज़: पूरी चेकलिस्ट",
  ]);
  await page.close();
});

for (const [path, name] of [
  ["/ml/blog", "ml-blog"],
  ["/hi/blog", "hi-blog"],
  ["/ml/blog/cibil-score-loan-palisha", "ml-blog-post"],
  ["/hi/blog/home-loan-ke-liye-zaroori-dastavez", "hi-blog-post"],
  ["/ml/download", "ml-download"],
] as const) {
  test(`${path} passes axe and fits at 1280 and 375 px`, async () => {
    test.setTimeout(60_000);
    const page = await reader.newPage();
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    if (path === "/ml/download") await expect(page.getByRole("link", { name: /^ഡൗൺലോഡ് Home loan/ })).toBeVisible();
    await checkAtBothWidths(page, name);
    await page.close();
  });
}
