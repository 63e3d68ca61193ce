import type { Page } from "@playwright/test";
import { formatDay, shiftDay } from "~server/loan-services/lender-offer-rules";
import { catalogueFor } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import { istDateString } from "~server/formats/ist";
import { checkAtBothWidths, freshContext, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

/**
 * Lenders' offers (issue 26 item 2): an editor adds a lender's offer to the home loan on its
 * offers screen, and the next load of /loan-services/home-loans shows it first (lowest rate),
 * with its "as of" date, and starts the EMI calculator from its rate; an offer checked two months
 * ago is flagged on the dashboard, which leads to its service's offers. A server of its own: the
 * other specs read the seeded loan pages.
 */
test.describe.configure({ mode: "serial" });

const server = ownServer("dsa-e2e-lender-offers-");
/** A day as the English loan pages write it (staff screens keep DD/MM/YYYY). */
const englishDate = (day: string) => createTranslator("en", catalogueFor("en")).date(day);
let baseURL = "";
const today = istDateString(new Date());

test.beforeAll(async () => {
  test.setTimeout(90_000);
  baseURL = await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

async function serviceId(page: Page, slug: string): Promise<number> {
  const services = (await (await page.request.get("/api/loan-services")).json()) as { id: number; slug: string }[];
  return services.find((service) => service.slug === slug)!.id;
}

test("an editor adds a lender's offer to the home loan; the next load of its page shows it first with its date", async ({
  browser,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  const editor = await (await signedInAs("editor", { baseURL })).newPage();
  const homeLoans = await serviceId(editor, "home-loans");

  await editor.goto(`/admin/loan-services/${homeLoans}/offers`);
  await waitForHydration(editor);
  await expect(editor.getByRole("heading", { level: 1, name: "Lenders’ offers: Home Loans" })).toBeVisible();
  const table = editor.getByRole("table", { name: /Lenders’ offers for Home Loans/ });
  await expect(table).toContainText("Demo Bank of Kerala (fictional)");
  await checkAtBothWidths(editor, "admin-lender-offers");

  await editor.getByRole("button", { name: "Add an offer" }).first().click();
  const dialog = editor.getByRole("dialog", { name: "Add a lender’s offer" });
  await expect(dialog).toBeVisible();
  // Only the disclosures' lenders can be chosen.
  const lender = dialog.getByLabel("Lender", { exact: true });
  await expect(lender.locator("option")).toHaveText([
    "Choose the lender…",
    "Demo Bank of Kerala (fictional)",
    "Sample Small Finance Bank (fictional)",
    "Example Housing Finance Ltd (fictional)",
    "Placeholder Finance NBFC (fictional)",
  ]);
  await lender.selectOption("Example Housing Finance Ltd (fictional)");
  await dialog.getByLabel("Lowest rate (% a year)").fill("8.25");
  await dialog.getByLabel("Highest rate (% a year)").fill("7.05");
  await dialog.getByLabel("Processing fee").fill("Nil till March (e2e)");
  await dialog.getByLabel("Largest loan (₹)").fill("7500000");
  await expect(dialog.getByText("₹75 lakh")).toBeVisible();
  await dialog.getByLabel("Longest tenure (months)").fill("300");
  await expect(dialog.getByText("25 years")).toBeVisible();
  await dialog.getByLabel("Lender’s page or Key Fact Statement").fill("https://example-housing.example.com/kfs/home");
  await expect(dialog.getByText(/Visitors see the link as “Key Fact Statement”/)).toBeVisible();
  // The rates the wrong way round: named next to the field, nothing saved.
  await dialog.getByRole("button", { name: "Add offer" }).click();
  const highest = dialog.getByLabel("Highest rate (% a year)");
  await expect(highest).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Make the highest rate at least the lowest rate (8.25%)")).toBeVisible();
  await expectToast(editor, "Check the highlighted fields: nothing was saved.");
  await checkAtBothWidths(editor, "admin-lender-offer-dialog");

  await dialog.getByLabel("Lowest rate (% a year)").fill("7.05");
  await highest.fill("8.25");
  await dialog.getByRole("button", { name: "Add offer" }).click();
  await expectToast(editor, "Added Example Housing Finance Ltd (fictional)’s offer. The loan page shows it now.");
  await expect(dialog).toBeHidden();
  // Lowest rate first on the screen too.
  await expect(table.getByRole("row").nth(1)).toContainText("Nil till March (e2e)");
  await expect(table.getByRole("row").nth(1)).toContainText(formatDay(today));

  // A visitor's next load of the page.
  const visitor = await (await freshContext(browser, baseURL)).newPage();
  await visitor.goto("/loan-services/home-loans");
  const section = visitor.getByRole("region", { name: "Lenders’ offers" });
  await expect(section).toContainText("set by each lender; our help is free.");
  // Visitors read the day as their page's language writes it ("21 November 2026"); staff, DD/MM/YYYY.
  await expect(section).toContainText(/Rates as of \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(section).toContainText("Lowest rate first");
  const offers = section.getByRole("table");
  const first = offers.getByRole("row").nth(1);
  await expect(first.getByRole("rowheader")).toHaveText("Example Housing Finance Ltd (fictional)");
  await expect(first).toContainText("7.05% – 8.25%");
  await expect(first).toContainText("Nil till March (e2e)");
  await expect(first).toContainText("₹75 lakh");
  await expect(first).toContainText("25 years");
  await expect(first).toContainText(englishDate(today));
  const kfs = first.getByRole("link", { name: /Key Fact Statement/ });
  await expect(kfs).toHaveAttribute("href", "https://example-housing.example.com/kfs/home");
  await expect(kfs).toHaveAttribute("rel", /noopener/);
  // The EMI calculator starts from the lowest current rate.
  await expect(visitor.getByRole("textbox", { name: "Interest rate (% p.a.)" })).toHaveValue("7.05");
  await waitForHydration(visitor);
  await checkAtBothWidths(visitor, "loan-page-lender-offers", section);
  // On a phone the offers are cards, the new one first.
  await visitor.setViewportSize({ width: 375, height: 800 });
  const cards = section.getByRole("list", { name: "Lenders’ offers for Home Loans" });
  await expect(cards.getByRole("listitem").first()).toContainText("Example Housing Finance Ltd (fictional)");
  await expect(cards.getByRole("listitem").first()).toContainText(`Rates as of${englishDate(today)}`);
  await visitor.close();
});

test("an offer checked two months ago is flagged on the dashboard, which leads to its service's offers", async ({
  signedInAs,
}) => {
  test.setTimeout(90_000);
  const editor = await (await signedInAs("editor", { baseURL })).newPage();
  const goldLoan = await serviceId(editor, "gold-loan");
  const asOf = shiftDay(today, -60);
  const made = await editor.request.post(`/api/admin/loan-services/${goldLoan}/offers`, {
    data: {
      lenderName: "Sample Small Finance Bank (fictional)",
      rateFrom: 9.4,
      rateTo: 11,
      processingFee: "0.5% + GST",
      asOf,
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  await editor.goto("/admin/dashboard");
  await waitForHydration(editor);
  const card = editor
    .locator("section")
    .filter({ has: editor.getByRole("heading", { level: 2, name: "Lenders’ rates to check" }) });
  await expect(card).toContainText("checked more than 45 days ago");
  const entry = card.getByRole("listitem").filter({ hasText: "Sample Small Finance Bank (fictional)" });
  await expect(entry).toContainText(`as of ${formatDay(asOf)}`);
  await expect(entry).toContainText("Stale");
  await checkAtBothWidths(editor, "dashboard-lender-rates", card);

  await entry.getByRole("link", { name: "Gold Loan" }).click();
  await expect(editor).toHaveURL(new RegExp(`/admin/loan-services/${goldLoan}/offers$`));
  await expect(editor.getByRole("heading", { level: 1, name: "Lenders’ offers: Gold Loan" })).toBeVisible();
  const row = editor.getByRole("table").getByRole("row").filter({ hasText: "Sample Small Finance Bank (fictional)" });
  await expect(row).toContainText("Stale");

  // Two people change the same offer: the later save is told to reload, and the reload shows the
  // other's change in the form.
  await waitForHydration(editor);
  const manage = row.getByRole("button", { name: "Manage Sample Small Finance Bank (fictional)’s offer" });
  await manage.click();
  await editor.getByRole("menuitem", { name: "Edit offer" }).click();
  const dialog = editor.getByRole("dialog", { name: "Edit Sample Small Finance Bank (fictional)’s offer" });
  await dialog.getByLabel("Processing fee").fill("0.75% + GST");
  const offer = (await made.json()) as { id: number; version: number };
  const other = await editor.request.patch(`/api/admin/loan-services/${goldLoan}/offers/${offer.id}`, {
    data: { version: offer.version, processingFee: "Waived this month" },
  });
  expect(other.status(), await other.text()).toBe(200);
  await dialog.getByRole("button", { name: "Save offer" }).click();
  await expect(
    dialog.getByText(
      "Someone else changed this offer meanwhile. Reload the offers to see their change, then edit again.",
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Reload the offers" }).click();
  await expect(dialog.getByLabel("Processing fee")).toHaveValue("Waived this month");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toContainText("Waived this month");

  // A shorter "hide after": the offer is hidden from visitors at once.
  await editor.getByLabel("Hide from visitors after (days)").fill("50");
  await editor.getByRole("button", { name: "Save periods" }).click();
  await expectToast(editor, "Saved. Every loan page and the dashboard follow the new periods now.");
  await expect(row).toContainText("Hidden from visitors");
  const page = await editor.context().newPage();
  await page.goto("/loan-services/gold-loan");
  await expect(page.getByRole("region", { name: "Lenders’ offers" })).toHaveCount(0);
  await page.close();

  // Removing it asks first.
  await manage.click();
  await editor.getByRole("menuitem", { name: "Remove offer" }).click();
  await editor.getByRole("alertdialog").getByRole("button", { name: "Remove offer" }).click();
  await expectToast(
    editor,
    "Removed Sample Small Finance Bank (fictional)’s offer. The Gold Loan page no longer shows it.",
  );
  await expect(editor.getByRole("heading", { name: "No lenders’ offers yet" })).toBeVisible();
});
