import { checkAtBothWidths, freshContext, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

/**
 * Government schemes kept by staff (issue 26): an editor adds a Kerala scheme on /admin/schemes,
 * and a visitor finds it on /govt-schemes and at its own page, whose button opens its loan
 * service's enquiry form; the editor previews unsaved text, meets another editor's save, restores
 * an earlier version and switches the scheme off. A server of its own: /govt-schemes is public
 * content other specs read.
 */
test.describe.configure({ mode: "serial" });

const server = ownServer("dsa-e2e-schemes-");
let baseURL = "";
test.beforeAll(async () => {
  test.setTimeout(120_000);
  baseURL = await server.start();
});
test.afterAll(() => server.stop());

const NAME = "Kerala Startup Mission Idea Grant";
const SHORT_NAME = "KSUM Idea Grant";

test("an editor adds a Kerala scheme, which shows on /govt-schemes and at its own page with its loan's enquiry form", async ({
  browser,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  const editorContext = await signedInAs("editor", { baseURL });
  const editor = await editorContext.newPage();

  await editor.goto("/admin/schemes");
  await waitForHydration(editor);
  await expect(editor.getByRole("heading", { level: 1, name: "Government schemes" })).toBeVisible();
  await expect(
    editor.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Government schemes" }),
  ).toHaveAttribute("aria-current", "page");
  const kerala = editor.getByRole("region", { name: "Kerala schemes" });
  await expect(
    kerala.getByRole("link", { name: "NORKA Department Project for Returned Emigrants (NDPREM)", exact: true }),
  ).toBeVisible();
  await checkAtBothWidths(editor, "admin-schemes");

  await editor.getByRole("link", { name: "New scheme" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "New scheme" })).toBeVisible();
  await waitForHydration(editor);
  await editor.getByLabel("Name", { exact: true }).fill(NAME);
  await editor.getByLabel("Short name", { exact: true }).fill(SHORT_NAME);
  await editor.getByLabel("Group", { exact: true }).selectOption({ label: "Kerala schemes" });
  // The address follows the short name until staff type their own.
  await expect(editor.getByLabel("Page address", { exact: true })).toHaveValue("ksum-idea-grant");
  await editor
    .getByLabel("Summary", { exact: true })
    .fill(
      "A grant of up to ₹2 lakh for students and first-time founders in Kerala to build a first version of their idea.",
    );
  await editor.getByLabel("Run by", { exact: true }).fill("Kerala Startup Mission, Government of Kerala");
  await editor.getByLabel("Line 1 of who it is for").fill("Students and first-time founders in Kerala with an idea.");
  await editor.getByRole("button", { name: "Add a line to who it is for" }).click();
  await editor.getByLabel("Line 2 of who it is for").fill("Teams registered with the Kerala Startup Mission.");
  await editor.getByLabel("Line 1 of what it offers").fill("A grant of up to ₹2 lakh to build a first version.");
  await editor
    .getByLabel("How we help", { exact: true })
    .fill("Once the idea is a business, we arrange a working-capital loan with a lender that knows startups.");
  await editor.getByLabel("Official portal's label", { exact: true }).fill("startupmission.kerala.gov.in");
  await editor.getByLabel("Official portal's address", { exact: true }).fill("http://startupmission.kerala.gov.in");
  await editor.getByLabel("Loan service (optional)").selectOption({ label: "Business Loans" });
  await editor.getByRole("button", { name: "Add a question" }).click();
  const question = editor.getByRole("group", { name: "Question 1" });
  await question.getByLabel("Question").fill("Is the Idea Grant a loan?");
  await question.getByLabel("Answer").fill("No. It is a grant: nothing is repaid.");

  // A link that is not https is refused next to its field, and nothing is saved.
  await editor.getByRole("button", { name: "Add scheme" }).click();
  const portal = editor.getByLabel("Official portal's address", { exact: true });
  await expect(portal).toHaveAttribute("aria-invalid", "true");
  await expect(
    editor.getByText("Use the portal's secure address, starting with https:// (not http://)").first(),
  ).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/schemes\/new$/);
  await checkAtBothWidths(editor, "admin-scheme-editor-new");

  await portal.fill("https://startupmission.kerala.gov.in");
  // An address another scheme has: only the server knows, and says so next to the field.
  const address = editor.getByLabel("Page address", { exact: true });
  await address.fill("mudra");
  await editor.getByRole("button", { name: "Add scheme" }).click();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toBeFocused();
  const taken = "Another scheme already has the address /govt-schemes/mudra: choose another";
  await expect(address).toHaveAccessibleDescription(new RegExp(`^${taken}`));
  // Under the field, and the one toast.
  await expect(editor.getByText(taken, { exact: true })).toHaveCount(2);
  await address.fill("ksum-idea-grant");
  await editor.getByRole("button", { name: "Add scheme" }).click();
  await expectToast(editor, `“${NAME}” added. /govt-schemes and its own page show it now.`);
  await expect(editor).toHaveURL(/\/admin\/schemes\/\d+$/);
  await expect(editor.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await checkAtBothWidths(editor, "admin-scheme-editor");

  // A visitor: the scheme is among Kerala's on /govt-schemes, with its own page.
  const visitorContext = await freshContext(browser, baseURL);
  const visitor = await visitorContext.newPage();
  await visitor.goto("/govt-schemes");
  await waitForHydration(visitor);
  const section = visitor.getByRole("region", { name: NAME });
  await expect(section).toContainText("Students and first-time founders in Kerala with an idea.");
  await expect(
    visitor.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: SHORT_NAME }),
  ).toBeVisible();
  await expect(
    visitor.getByRole("region", { name: "Kerala schemes" }).getByRole("heading", { name: NAME }),
  ).toBeVisible();
  await checkAtBothWidths(visitor, "govt-schemes");

  await section.getByRole("link", { name: `More about ${SHORT_NAME}` }).click();
  await expect(visitor).toHaveURL(/\/govt-schemes\/ksum-idea-grant$/);
  await expect(visitor.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(visitor.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Government schemes");
  await expect(visitor.getByRole("link", { name: /startupmission\.kerala\.gov\.in/ })).toHaveAttribute(
    "href",
    "https://startupmission.kerala.gov.in",
  );
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Govt. Schemes" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await checkAtBothWidths(visitor, "govt-scheme-page");
  await visitor.getByRole("button", { name: "Apply for Business Loans" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Apply for Business Loans" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toBeVisible();
  await visitorContext.close();
  await editorContext.close();
});

test("an editor previews unsaved text, meets another editor's save, restores a version and switches the scheme off", async ({
  browser,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  const editorContext = await signedInAs("editor", { baseURL });
  const editor = await editorContext.newPage();
  const colleagueContext = await signedInAs("editor", { baseURL, person: "colleague" });
  const colleague = await colleagueContext.newPage();

  const list = await editor.request.get("/api/admin/schemes");
  const pmegp = ((await list.json()) as { items: { id: number; slug: string; summary: string }[] }).items.find(
    (scheme) => scheme.slug === "pmegp",
  )!;
  await editor.goto(`/admin/schemes/${pmegp.id}`);
  await waitForHydration(editor);
  await colleague.goto(`/admin/schemes/${pmegp.id}`);
  await waitForHydration(colleague);

  // Preview: the page as it will look with what is typed, before it is saved.
  const summary = editor.getByLabel("Summary", { exact: true });
  const draft = "A subsidy on a bank loan for a new micro-enterprise, as the editor is rewording it.";
  await summary.fill(draft);
  const [preview] = await Promise.all([
    editorContext.waitForEvent("page"),
    editor.getByRole("link", { name: "Preview (opens in a new tab)" }).click(),
  ]);
  await expect(preview.getByRole("complementary", { name: "Preview" })).toContainText("unsaved changes");
  await expect(preview.getByText(draft)).toBeVisible();
  await preview.close();

  // Leaving with unsaved text asks first.
  await editor.getByRole("link", { name: "All schemes" }).click();
  const leave = editor.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toHaveURL(new RegExp(`/admin/schemes/${pmegp.id}$`));

  // A colleague saves first: the editor's save writes nothing and offers their version.
  const theirs = "A margin money subsidy on a bank loan, as the colleague saved it first.";
  await colleague.getByLabel("Summary", { exact: true }).fill(theirs);
  await colleague.getByRole("button", { name: "Save scheme" }).click();
  await expectToast(colleague, "Scheme saved. /govt-schemes and its page show the change now.");
  await editor.getByRole("button", { name: "Save scheme" }).click();
  await expect(
    editor.getByRole("alert").filter({ hasText: "Someone else saved this scheme after you opened it" }),
  ).toBeVisible();
  await editor.getByRole("button", { name: "Load the latest version" }).click();
  await expect(summary).toHaveValue(theirs);

  // The first version comes back from the revisions, as a new version.
  await editor.getByRole("button", { name: "Revisions" }).click();
  const history = editor.getByRole("dialog", { name: "Revision history" });
  const revisions = history.getByRole("list", { name: "Revisions" }).getByRole("button");
  await expect(revisions).toHaveCount(2);
  await revisions.filter({ hasText: "Created by" }).click();
  await expect(history).toContainText(pmegp.summary);
  await history.getByRole("button", { name: "Restore this version" }).click();
  await expectToast(editor, "Version 1 is back, saved as version 3. Its page shows it now.");
  await expect(summary).toHaveValue(pmegp.summary);

  // Switched off: the visitor's next load finds no page.
  const visitorContext = await freshContext(browser, baseURL);
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto("/govt-schemes/pmegp"))?.status()).toBe(200);
  await editor.getByRole("button", { name: "Switch off" }).click();
  await expectToast(
    editor,
    "“Prime Minister's Employment Generation Programme (PMEGP)” is switched off: it is gone from /govt-schemes and the sitemap, and its page answers 404.",
  );
  expect((await visitor.goto("/govt-schemes/pmegp"))?.status()).toBe(404);
  await visitor.goto("/govt-schemes");
  await expect(
    visitor.getByRole("heading", { name: "Prime Minister's Employment Generation Programme (PMEGP)" }),
  ).toHaveCount(0);
  await visitorContext.close();
  await colleagueContext.close();
  await editorContext.close();
});
