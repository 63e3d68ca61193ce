import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { toIstLocalInput } from "../../server/formats/ist-datetime";
import { expectNoAxeViolations } from "./support/axe";
import { keepScreenshot, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

/**
 * The post editor, as an editor uses it: writing and publishing with an image from the media
 * library, scheduling, two people on one draft, autosave and the leave guard, pastes from Word
 * and of pictures, alt text given from the image, Malayalam titles. Publishing changes
 * /blog, so this file has a server (and database) of its own.
 */
test.describe.configure({ mode: "serial" });

const server = ownServer("dsa-e2e-blog-editor-");
let baseURL = "";
let editor: BrowserContext;

test.beforeAll(async ({ signedInAs }) => {
  test.setTimeout(120_000);
  baseURL = await server.start();
  editor = await signedInAs("editor", { baseURL });
});
test.afterAll(async () => {
  await editor?.close();
  await server.stop();
});

const body = (page: Page) => page.getByRole("textbox", { name: "Body" });
const status = (page: Page) => page.getByRole("status").filter({ hasText: /Saved|Saving|Not saved|Unsaved/ });

async function openEditor(context: BrowserContext, path = "/admin/blog/create"): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page);
  await expect(body(page)).toBeVisible();
  return page;
}

/** A new draft through the API (setting the scene), answering its id. */
async function draftThroughApi(context: BrowserContext, title: string, html: string): Promise<number> {
  const res = await context.request.post("/api/admin/posts", { data: { title, body: html } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A picture in the media library through its API, answering its address. */
async function libraryImage(context: BrowserContext, name: string, alt = ""): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#d4a017" } })
    .png()
    .toBuffer();
  const res = await context.request.post("/api/admin/media", {
    multipart: { file: { name, mimeType: "image/png", buffer: png }, alt },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** A paste into the body as the browser delivers one: the clipboard's HTML and files. */
async function paste(
  page: Page,
  { html = "", files = [] }: { html?: string; files?: { name: string; png: Buffer }[] },
) {
  await body(page).click();
  await body(page).evaluate(
    (element, clipboard) => {
      const data = new DataTransfer();
      if (clipboard.html) data.setData("text/html", clipboard.html);
      for (const file of clipboard.files) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: "image/png" }));
      }
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html, files: files.map((file) => ({ name: file.name, base64: file.png.toString("base64") })) },
  );
}

/** Word 365's clipboard HTML (tests/support/clipboard/word-365.html): headings, lists, two pictures. */
const wordClipboard = readFileSync(path.resolve("tests/support/clipboard/word-365.html"), "utf8");

test("an editor writes a post with a heading, a list, a link and a library image, and publishes it", async () => {
  // An image in the library first (the picker lists it).
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c89b3c" } })
    .jpeg()
    .toBuffer();
  const uploaded = await editor.request.post("/api/admin/media", {
    multipart: {
      file: { name: "gold-chain.jpg", mimeType: "image/jpeg", buffer: photo },
      alt: "",
      title: "Gold chain",
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  const page = await editor.newPage();
  await page.goto("/admin/blog-posts");
  await waitForHydration(page);
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/create$/);
  await expect(body(page)).toBeVisible();
  await keepScreenshot(page, "blog-editor-empty-1280");

  await page.getByLabel("Title", { exact: true }).fill("Gold loan or personal loan in Kochi");
  await expect(page.getByLabel("Address (slug)")).toHaveValue("gold-loan-or-personal-loan-in-kochi");
  await page.getByLabel("Excerpt (optional)").fill("Which one costs less for a short need, and what each asks of you.");

  await body(page).click();
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await expect(page.getByRole("button", { name: "Heading", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("What to compare");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Interest rate per year");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Processing fee");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the RBI notes");
  await page.keyboard.press("Shift+Home");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  const linkDialog = page.getByRole("dialog", { name: "Link" });
  await linkDialog.getByLabel("Link address").fill("javascript:alert(1)");
  await linkDialog.getByRole("button", { name: "Apply" }).click();
  await expect(linkDialog.getByText("Use an https:// address")).toBeVisible();
  await linkDialog.getByLabel("Link address").fill("https://www.rbi.org.in");
  await linkDialog.getByRole("button", { name: "Apply" }).click();
  await expect(body(page).getByRole("link", { name: "Read the RBI notes" })).toBeVisible();
  await body(page).press("Control+End");
  await page.keyboard.press("Enter");

  // The image comes from the library, and the picker asks for its description.
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByText("gold-chain.jpg").first().click();
  await picker.getByRole("button", { name: "Use this image" }).click();
  await expect(picker.getByText(/Describe what the image shows/)).toBeVisible();
  await picker.getByLabel("Alt text").fill("A gold chain on a jeweller's scale");
  await picker.getByRole("button", { name: "Use this image" }).click();
  await expect(picker).toBeHidden();
  await expect(body(page).getByRole("img", { name: "A gold chain on a jeweller's scale" })).toBeVisible();

  await page.getByLabel("SEO title (optional)").fill("Gold loan or personal loan? A Kochi borrower's guide");
  await expect(page.getByText(/^\d+ of 60 characters\.$/).first()).toBeVisible();
  await page
    .getByLabel("SEO description (optional)")
    .fill("Compare the rate, fees and paperwork of a gold loan and a personal loan.");
  await expect(
    page.getByRole("figure").getByText("Gold loan or personal loan? A Kochi borrower's guide"),
  ).toBeVisible();
  await page.getByLabel("Tags (optional)").fill("gold loan, personal loan");

  await expect(status(page)).toHaveText(/Saved \d/);
  await keepScreenshot(page, "blog-editor-content-1280");
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Published: it is on the blog now.");

  const blog = await page.context().newPage();
  await blog.goto("/blog");
  await blog.getByRole("link", { name: "Gold loan or personal loan in Kochi" }).first().click();
  await expect(blog.getByRole("heading", { level: 1 })).toHaveText("Gold loan or personal loan in Kochi");
  await expect(blog.getByRole("heading", { level: 2, name: "What to compare" })).toBeVisible();
  await expect(blog.getByRole("listitem").filter({ hasText: "Processing fee" })).toBeVisible();
  await expect(blog.getByRole("link", { name: "Read the RBI notes" })).toHaveAttribute(
    "href",
    "https://www.rbi.org.in",
  );
  const image = blog.getByRole("img", { name: "A gold chain on a jeweller's scale" });
  await expect(image).toHaveAttribute("src", /^\/media\//);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await blog.close();

  const feed = await editor.request.get("/blog/rss.xml");
  expect(await feed.text()).toContain("Gold loan or personal loan in Kochi");
  const sitemap = await editor.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain("/blog/gold-loan-or-personal-loan-in-kochi");
  await page.close();
});

test("a scheduled post goes live on /blog at its time, without a restart", async () => {
  const page = await openEditor(editor);
  await page.getByLabel("Title", { exact: true }).fill("Rooftop solar loans under PM Surya Ghar");
  await body(page).click();
  await page.keyboard.type("The subsidy and the loan, step by step.");
  await page.getByRole("radio", { name: "Scheduled" }).check();
  await page.getByLabel("Goes live at (IST)").fill(toIstLocalInput(new Date(Date.now() + 8000)));
  await expect(page.getByText(/^Goes live on \d{2}\/\d{2}\/\d{4}, /)).toBeVisible();
  await page.getByRole("button", { name: "Schedule" }).click();
  await expectToast(page, "Scheduled. It goes live on its own at its time.");
  await expect(page.getByText("Scheduled", { exact: true }).first()).toBeVisible();

  const anon = await editor.browser()!.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await expect
    .poll(
      async () => (await (await anon.request.get("/blog")).text()).includes("Rooftop solar loans under PM Surya Ghar"),
      {
        timeout: 60_000,
        intervals: [1000],
      },
    )
    .toBe(true);
  await anon.close();
  await page.close();
});

test("two people on one draft: the stale save shows both versions, and neither is lost", async ({ signedInAs }) => {
  const id = await draftThroughApi(editor, "Home loan documents checklist", "<p>First words.</p>");
  const other = await signedInAs("editor", { baseURL, person: "colleague" });
  const mine = await openEditor(editor, `/admin/blog/edit/${id}`);
  const theirs = await openEditor(other, `/admin/blog/edit/${id}`);

  // They save first (autosave)...
  await body(theirs).click();
  await theirs.keyboard.press("End");
  await theirs.keyboard.type(" Their words about the sale deed.");
  await expect(status(theirs)).toHaveText(/Saved \d/);

  // ...then my save, begun from the older version, is refused and I see both.
  await body(mine).click();
  await mine.keyboard.press("End");
  await mine.keyboard.type(" My words about the encumbrance certificate.");
  const panel = mine.getByRole("alert").filter({ hasText: "Someone else changed this post" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Their words about the sale deed.");
  await expect(panel).toContainText("My words about the encumbrance certificate.");
  await expect(panel.getByRole("button", { name: "Copy my text" })).toBeVisible();
  await keepScreenshot(mine, "blog-editor-conflict-1280");
  await mine.setViewportSize({ width: 375, height: 740 });
  await keepScreenshot(mine, "blog-editor-conflict-375");
  await mine.setViewportSize({ width: 1280, height: 800 });

  await panel.getByRole("button", { name: "Keep mine" }).click();
  await expectToast(mine, "Your version is saved. Theirs is kept in the revision history.");
  await expect(panel).toBeHidden();
  await expect(status(mine)).toHaveText(/Saved \d/);

  // Their words are in the history; restoring them brings them back.
  await mine.getByRole("button", { name: "Revision history" }).click();
  const history = mine.getByRole("dialog", { name: "Revision history" });
  await history
    .getByRole("button", { name: /Autosaved by/ })
    .first()
    .click();
  await expect(history).toContainText("Their words about the sale deed.");
  await keepScreenshot(mine, "blog-editor-history-1280");
  await expectNoAxeViolations(mine);
  await history.getByRole("button", { name: "Restore this version" }).click();
  await expect(mine.getByText(/^Restored the version saved /)).toBeVisible();
  await expect(body(mine)).toContainText("Their words about the sale deed.");
  await expect(body(mine)).not.toContainText("My words about the encumbrance certificate.");

  const revisions = await editor.request.get(`/api/admin/posts/${id}/revisions`);
  const bodies: string[] = [];
  for (const { id: revisionId } of ((await revisions.json()) as { items: { id: number }[] }).items) {
    const revision = await editor.request.get(`/api/admin/posts/${id}/revisions/${revisionId}`);
    bodies.push(((await revision.json()) as { snapshot: { body: string } }).snapshot.body);
  }
  expect(bodies.join("\n")).toContain("My words about the encumbrance certificate.");
  expect(bodies.join("\n")).toContain("Their words about the sale deed.");
  await other.close();
  await mine.close();
});

test("the revision history shows 25 saves at a time, older ones on request, and a save's words when chosen", async () => {
  const id = await draftThroughApi(editor, "Gold loan rates through the year", "<p>Version 1 of the rates.</p>");
  let version = 1;
  for (let n = 2; n <= 30; n++) {
    const res = await editor.request.patch(`/api/admin/posts/${id}`, {
      data: { body: `<p>Version ${n} of the rates.</p>`, version, autosave: true },
    });
    expect(res.status(), await res.text()).toBe(200);
    version = ((await res.json()) as { version: number }).version;
  }
  const page = await openEditor(editor, `/admin/blog/edit/${id}`);
  await page.getByRole("button", { name: "Revision history" }).click();
  const history = page.getByRole("dialog", { name: "Revision history" });
  const rows = history.getByRole("list", { name: "Revisions" }).getByRole("button");
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText("(current)");
  await expect(rows.first()).toContainText("Version 30 · 5 words");
  await expect(history).toContainText("Version 30 of the rates.");
  await keepScreenshot(page, "blog-editor-history-paged-1280");

  await history.getByRole("button", { name: "Show older (5 more)" }).click();
  await expect(rows).toHaveCount(30);
  await expect(history.getByRole("button", { name: /^Show older/ })).toHaveCount(0);
  await rows.last().click();
  await expect(history).toContainText("Version 1 of the rates.");
  await expect(history).not.toContainText("Version 30 of the rates.");
  await page.setViewportSize({ width: 375, height: 740 });
  await keepScreenshot(page, "blog-editor-history-375");
  await history.getByRole("button", { name: "Restore this version" }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, "blog-editor-history-375-words");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await history.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByText(/^Restored the version saved /)).toBeVisible();
  await expect(body(page)).toContainText("Version 1 of the rates.");
  await page.close();
});

test("a draft saves itself, and leaving with unsaved words asks first", async () => {
  const page = await openEditor(editor);
  await page.setViewportSize({ width: 375, height: 740 });
  await keepScreenshot(page, "blog-editor-empty-375");
  await expectNoAxeViolations(page);
  await page.getByLabel("Title", { exact: true }).fill("How the CIBIL score changes your rate");
  await body(page).click();
  await page.keyboard.type("A score above 750 usually gets the best rate.");
  await expect(status(page)).toHaveText(/Saved \d/);
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);
  await keepScreenshot(page, "blog-editor-content-375");
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(body(page)).toContainText("A score above 750 usually gets the best rate.");
  await waitForHydration(page);

  // Offline: the words stay on the page, the line says so, and leaving asks.
  await page.context().setOffline(true);
  await body(page).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Check your report once a year.");
  await expect(status(page)).toHaveText("Not saved — you are offline; we will retry.");
  await page.getByRole("link", { name: "Back to the posts" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);

  // Back online: the retry saves, and leaving no longer asks.
  await page.context().setOffline(false);
  await expect(status(page)).toHaveText(/Saved \d/);
  await page.getByRole("link", { name: "Back to the posts" }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts$/);
  await page
    .getByRole("link", { name: "How the CIBIL score changes your rate", exact: true })
    .filter({ visible: true })
    .click();
  await expect(body(page)).toContainText("Check your report once a year.");
  await page.close();
});

test("a paste from Word keeps its headings and lists, leaves its pictures out with one toast, and the draft saves", async () => {
  const page = await openEditor(editor);
  await page.getByLabel("Title", { exact: true }).fill("Gold loan checklist from Word");
  await paste(page, { html: wordClipboard });

  await expectToast(
    page,
    "2 pictures were left out: the browser cannot copy pictures from a document or another site. Add each with Insert image (the Image button), from the media library.",
  );
  await expect(body(page).getByRole("heading", { level: 2, name: "Gold loan in Kerala: a checklist" })).toBeVisible();
  await expect(body(page).getByRole("heading", { level: 2, name: "Documents to keep ready" })).toBeVisible();
  await expect(body(page).getByRole("heading", { level: 3, name: "Charges, step by step" })).toBeVisible();
  await expect(body(page).getByRole("heading", { level: 4, name: "When to repay early" })).toBeVisible();
  const aadhaar = body(page).getByRole("listitem").filter({ hasText: "Aadhaar card" });
  await expect(aadhaar.getByRole("list").getByRole("listitem")).toHaveText("A masked copy is enough");
  await expect(body(page).getByRole("listitem").filter({ hasText: "Two passport-size photos" })).toBeVisible();
  await expect(body(page).getByRole("listitem").filter({ hasText: "Processing fee: 0.5% of the loan" })).toBeVisible();
  await expect(body(page)).not.toContainText("·");
  await expect(body(page).getByRole("img")).toHaveCount(0);

  await expect(status(page)).toHaveText(/Saved \d/);
  await keepScreenshot(page, "blog-editor-word-paste-1280");
  await page.setViewportSize({ width: 375, height: 740 });
  await body(page).getByRole("heading", { name: "Documents to keep ready" }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, "blog-editor-word-paste-375");
  await expectNoAxeViolations(page);

  // What was saved is what the blog will show: lists and headings, no Word markup.
  const id = Number(/\/admin\/blog\/edit\/(\d+)$/.exec(page.url())?.[1]);
  const saved = (await (await editor.request.get(`/api/admin/posts/${id}`)).json()) as { body: string };
  expect(saved.body).toContain("<h3>Charges, step by step</h3>");
  expect(saved.body).toMatch(/<ol><li><p>Processing fee: <strong>0.5%<\/strong> of the loan<\/p><\/li>/);
  expect(saved.body).not.toMatch(/mso-|o:p|file:|<img/);
  await page.close();
});

test("a pasted picture goes into the media library, then into the post with the description asked for", async () => {
  const page = await openEditor(editor);
  await page.getByLabel("Title", { exact: true }).fill("This week's gold rate");
  await body(page).click();
  await page.keyboard.type("The rate this week:");
  await page.keyboard.press("Enter");
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#c89b3c" } })
    .png()
    .toBuffer();
  await paste(page, { files: [{ name: "gold-rate-november.png", png }] });

  const dialog = page.getByRole("dialog", { name: "Describe the pasted picture" });
  await expect(dialog.getByLabel("Image description (alt text)")).toBeVisible();
  await keepScreenshot(page, "blog-editor-pasted-picture-dialog-1280");
  await page.setViewportSize({ width: 375, height: 740 });
  await keepScreenshot(page, "blog-editor-pasted-picture-dialog-375");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole("button", { name: "Use this description" }).click();
  await expect(dialog.getByText(/Describe the image for people who cannot see it/)).toBeVisible();
  await dialog.getByLabel("Image description (alt text)").fill("Gold rate chart for November");
  await dialog.getByRole("button", { name: "Use this description" }).click();
  await expect(dialog).toBeHidden();
  const image = body(page).getByRole("img", { name: "Gold rate chart for November" });
  await expect(image).toHaveAttribute("src", /^\/media\/\d{4}\/\d{2}\//);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(status(page)).toHaveText(/Saved \d/);

  // The library has it, under its name, with the description for the next use.
  const library = await editor.request.get("/api/admin/media?search=gold-rate-november");
  const items = ((await library.json()) as { items: { fileName: string; alt: string }[] }).items;
  expect(items).toEqual([expect.objectContaining({ fileName: "gold-rate-november.png" })]);
  await expect
    .poll(async () => {
      const again = await editor.request.get("/api/admin/media?search=gold-rate-november");
      return ((await again.json()) as { items: { alt: string }[] }).items[0]?.alt;
    })
    .toBe("Gold rate chart for November");
  await page.close();
});

test("an image without alt text never stops a draft saving; publishing names it, and the image itself takes a description", async () => {
  const src = await libraryImage(editor, "gold-rate.png");
  const id = await draftThroughApi(editor, "Gold rate this month", `<p>Rates this month.</p><img src="${src}">`);
  const page = await openEditor(editor, `/admin/blog/edit/${id}`);

  await body(page).getByText("Rates this month.").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" They fell a little.");
  await expect(status(page)).toHaveText(/Saved \d/);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved.");

  const message = "Picture 1 (gold-rate.png) has no alt text: click it and add a description";
  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByRole("button", { name: "Publish" }).click();
  // In the toast, and under the body where the picture is.
  await expect(page.getByRole("region", { name: /^Notifications/ }).getByText(message)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Body" })).toHaveAccessibleDescription(message);
  await keepScreenshot(page, "blog-editor-publish-needs-alt-1280");

  // alt="": no name, so screen readers skip it; the writer sees it marked.
  await body(page).locator("img").click();
  await expect(page.getByRole("button", { name: "Alt text", exact: true })).toBeVisible();
  await keepScreenshot(page, "blog-editor-image-alt-action-1280");
  await page.getByRole("button", { name: "Alt text", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Describe the image" });
  await dialog.getByLabel("Image description (alt text)").fill("Gold rate falling through the month");
  await keepScreenshot(page, "blog-editor-alt-dialog-1280");
  await page.setViewportSize({ width: 375, height: 740 });
  await keepScreenshot(page, "blog-editor-alt-dialog-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Use this description" }).click();
  await expect(body(page).getByRole("img", { name: "Gold rate falling through the month" })).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Published: it is on the blog now.");
  await page.close();
});

test("a Malayalam title gets a Latin address, and the draft saves itself", async () => {
  const page = await openEditor(editor);
  await page.getByLabel("Title", { exact: true }).fill("സ്വർണ്ണ വായ്പ – കുറഞ്ഞ പലിശ");
  await expect(page.getByLabel("Address (slug)")).toHaveValue("swarnna-vaypa-kuranja-palisha");
  await body(page).click();
  await page.keyboard.type("Kuranja palishaykku swarnna vaypa.");
  await expect(status(page)).toHaveText(/Saved \d/);
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/);
  await page.reload();
  await expect(page.getByLabel("Address (slug)")).toHaveValue("swarnna-vaypa-kuranja-palisha");
  await page.close();
});
