import { checkAtBothWidths, freshContext, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

/**
 * The loan services manager: an editor changes the home loan's headline rate (previewed before
 * saving) and the next load of its page shows it; adds "Education Loan", which appears on
 * /services, in the sitemap and at its own page; switches it off and it is gone (its page answers
 * 410). A server of its own: the loan services are public content the other specs read.
 */
const server = ownServer("dsa-e2e-loan-services-");
test.afterAll(() => server.stop());

test.describe("loan services manager", () => {
  test("an editor changes a rate, adds a service and switches it off; visitors see each at the next load", async ({
    browser,
    signedInAs,
  }) => {
    test.setTimeout(180_000);
    const baseURL = await server.start();
    const editorContext = await signedInAs("editor", { baseURL });
    const editor = await editorContext.newPage();
    const visitorContext = await freshContext(browser, baseURL);
    const visitor = await visitorContext.newPage();

    // The list, from the staff menu: every service in display order with its figures.
    await editor.goto("/admin/dashboard");
    await editor.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Loan services" }).click();
    await expect(editor.getByRole("heading", { level: 1, name: "Loan services" })).toBeVisible();
    await waitForHydration(editor);
    await expect(editor.getByRole("link", { name: "Home Loans", exact: true })).toBeVisible();
    await expect(editor.getByRole("columnheader", { name: "Page views, 30 days" })).toBeVisible();
    await checkAtBothWidths(editor, "admin-loan-services");

    // The home loan's headline rate: previewed unsaved, then saved.
    await editor.getByRole("link", { name: "Edit “Home Loans”" }).click();
    await expect(editor.getByRole("heading", { level: 1, name: "Home Loans" })).toBeVisible();
    await waitForHydration(editor);
    await checkAtBothWidths(editor, "admin-loan-service-editor");
    const rate = "From 7.65% p.a. (checked today)";
    await editor.getByLabel("Interest rate", { exact: true }).fill(rate);
    const [preview] = await Promise.all([
      editorContext.waitForEvent("page"),
      editor.getByRole("link", { name: /^Preview/ }).click(),
    ]);
    await expect(preview.getByRole("complementary", { name: "Preview" })).toContainText("your unsaved changes");
    await expect(preview.getByRole("region", { name: "Key facts" })).toContainText(rate);
    await preview.close();
    await visitor.goto("/loan-services/home-loans");
    await expect(visitor.getByRole("region", { name: "Key facts" })).not.toContainText(rate);

    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(editor, "Saved. /loan-services/home-loans shows the change now.");
    await visitor.reload();
    await expect(visitor.getByRole("region", { name: "Key facts" })).toContainText(rate);

    // A new service: a mistake is named next to its field, nothing is saved until it is fixed.
    await editor.goto("/admin/loan-services/new");
    await expect(editor.getByRole("heading", { level: 1, name: "New loan service" })).toBeVisible();
    await waitForHydration(editor);
    await editor.getByLabel("Name", { exact: true }).fill("<b>Education Loan</b>");
    await editor.getByLabel("Address (slug)").fill("education-loan");
    await editor
      .getByLabel("Short description")
      .fill("Loans for studies in India and abroad, arranged with our partner banks.");
    await editor.getByText("Graduation cap").click();
    await editor.getByText("Purple").click();
    await editor
      .getByLabel("Summary")
      .fill("We help students and parents arrange education loans for fees, hostel and travel, in India or abroad.");
    await editor.getByLabel("Interest rate", { exact: true }).fill("From 9% p.a.");
    await editor.getByLabel("Loan amount", { exact: true }).fill("Up to ₹1.5 crore");
    await editor.getByLabel("Tenure", { exact: true }).fill("Up to 15 years");
    await editor.getByRole("button", { name: "Add feature" }).click();
    await editor.getByLabel("Feature 1", { exact: true }).fill("Covers tuition, hostel and travel");
    await editor.getByRole("button", { name: "Add a question" }).click();
    await editor.getByLabel("Question 1", { exact: true }).fill("Is collateral needed?");
    await editor.getByLabel("Answer 1", { exact: true }).fill("Usually not for loans up to ₹7.5 lakh.");
    await editor.getByLabel("SEO title").fill("Education Loan in Kerala | Study in India or Abroad");
    await editor
      .getByLabel("SEO description")
      .fill("Education loans for studies in India and abroad: compare partner lenders and apply with free help.");
    await editor.getByLabel("Put it on the site when created").check();
    await editor.getByRole("button", { name: "Create service" }).click();
    await expect(editor.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(
      editor.getByText("Write the service's name as plain text, without HTML tags such as <b>"),
    ).toBeVisible();
    await editor.getByLabel("Name", { exact: true }).fill("Education Loan");
    await editor.getByRole("button", { name: "Create service" }).click();
    await expectToast(editor, "“Education Loan” created: /services and its page show it now.");
    await expect(editor).toHaveURL(/\/admin\/loan-services\/\d+$/);
    await expect(editor.getByRole("heading", { level: 1, name: "Education Loan" })).toBeVisible();

    await visitor.goto("/services");
    await expect(visitor.getByRole("heading", { name: "Education Loan" })).toBeVisible();
    const sitemap = await visitor.request.get("/sitemap.xml");
    expect(await sitemap.text()).toContain("/loan-services/education-loan</loc>");
    await visitor.goto("/loan-services/education-loan");
    await expect(visitor.getByRole("heading", { level: 1, name: "Education Loan" })).toBeVisible();
    await expect(visitor.getByText("Covers tuition, hostel and travel")).toBeVisible();

    // Switched off: gone from /services, its page says so (410) and points on.
    await waitForHydration(editor);
    await editor.getByRole("button", { name: "Switch off" }).click();
    await expect(editor.getByText(/^“Education Loan” is switched off/)).toBeVisible();
    await visitor.goto("/services");
    await expect(visitor.getByRole("heading", { name: "Home Loans" })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "Education Loan" })).toHaveCount(0);
    const gone = await visitor.goto("/loan-services/education-loan");
    expect(gone?.status()).toBe(410);
    await expect(
      visitor.getByRole("heading", { level: 1, name: "We no longer offer Education Loan here" }),
    ).toBeVisible();
    await expect(visitor.getByRole("link", { name: "See our loan services" })).toHaveAttribute("href", "/services");
    await waitForHydration(visitor);
    await checkAtBothWidths(visitor, "loan-service-gone");

    await Promise.all([editorContext.close(), visitorContext.close()]);
  });
});
