import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toIstLocalInput } from "~server/formats/ist-datetime";
import { spawnServer, type ServerProcess } from "../support/server-process";
import { checkAtBothWidths } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, expectToast, OWNER_EMAIL, OWNER_PASSWORD, test } from "./support/staff";

/**
 * Deals: an editor creates one in /admin/deals that ends a minute and a half later; visitors see
 * it on /deals, its button opens the home loan enquiry form and the lead shows the deal to the
 * office; once its end passes, a reload of /deals no longer shows it (the page cache does not
 * outlive it, no restart). A server of its own: /deals is public content the other specs read.
 */
let ownServer: ServerProcess | null = null;
let ownDataDir = "";

test.afterAll(async () => {
  if (ownServer && ownServer.child.exitCode === null) {
    ownServer.child.kill("SIGTERM");
    await ownServer.exited;
  }
  if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
});

test.describe("deals", () => {
  test("an editor's deal shows on /deals, takes a lead that records it, and leaves /deals at its end time", async ({
    browser,
    signedInAs,
  }) => {
    test.setTimeout(240_000); // a server of its own, and a deal that runs for a minute and a half
    ownDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-e2e-deals-"));
    ownServer = spawnServer({ DATA_DIR: ownDataDir, ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD });
    const baseURL = await ownServer.ready;
    const fresh = { baseURL, storageState: { cookies: [] as never[], origins: [] as never[] } };

    const ownerContext = await signedInAs("owner", { baseURL });
    const owner = await ownerContext.newPage();
    const editorContext = await signedInAs("editor", { baseURL });
    const editor = await editorContext.newPage();

    // The list: the seed's fictional demo deals, in order, with their state.
    await editor.goto("/admin/deals");
    await waitForHydration(editor);
    await expect(editor.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
    await expect(editor.getByText("Demo Bank of Kerala (fictional)").first()).toBeVisible();
    await checkAtBothWidths(editor, "admin-deals");

    await editor.getByRole("link", { name: "New deal" }).first().click();
    await expect(editor.getByRole("heading", { level: 1, name: "New deal" })).toBeVisible();
    await waitForHydration(editor);
    const title = `Quick festive offer ${Date.now().toString(36)}`;
    await editor.getByLabel("Title", { exact: true }).fill(title);
    await editor.getByLabel("Lender or brand").fill("E2E Bank of Kochi (fictional)");
    await editor.getByLabel("Rate from (% per year)").fill("8.35");
    await editor.getByLabel("Offer terms").fill("Processing fee waived\nNo prepayment charge");
    await editor.getByLabel("Loan service", { exact: true }).selectOption({ label: "Home Loans" });
    await editor.getByLabel("Active", { exact: true }).check();

    // An end before the start is named next to the end, and nothing is saved.
    await editor.getByLabel("Starts (IST)").fill(toIstLocalInput(new Date(Date.now() + 3_600_000)));
    await editor.getByLabel("Ends (IST)").fill(toIstLocalInput(new Date(Date.now() + 60_000)));
    await editor.getByRole("button", { name: "Create deal" }).click();
    await expect(editor.getByLabel("Ends (IST)")).toHaveAttribute("aria-invalid", "true");
    await expect(editor.getByText("Make the end later than the start")).toBeVisible();
    await checkAtBothWidths(editor, "admin-deal-editor");

    const endsAt = new Date(Date.now() + 90_000);
    await editor.getByLabel("Starts (IST)").fill("");
    await editor.getByLabel("Ends (IST)").fill(toIstLocalInput(endsAt));
    // The preview is the public card.
    await expect(
      editor.getByRole("complementary", { name: "Preview" }).getByRole("heading", { name: title }),
    ).toBeVisible();
    await editor.getByRole("button", { name: "Create deal" }).click();
    await expectToast(editor, "Deal created. /deals shows it while it is within its dates.");
    await expect(editor).toHaveURL(/\/admin\/deals\/\d+$/);
    await expect(editor.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // A visitor (no cookies): the deal is on /deals, served twice (the second from the page cache).
    const visitorContext = await browser.newContext(fresh);
    const visitor = await visitorContext.newPage();
    await visitor.goto("/deals");
    await visitor.reload();
    const card = visitor.getByRole("article").filter({ has: visitor.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText("E2E Bank of Kochi (fictional)");
    await expect(card).toContainText("8.35%");
    // The day in IST, as the page writes dates for visitors ("27 November 2026").
    const endDay = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(endsAt);
    await expect(card).toContainText(`Valid until ${endDay}`);
    const offers = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(offers.join("\n")).toContain(`"name":"${title}"`);

    await waitForHydration(visitor);
    await checkAtBothWidths(visitor, "deals");

    // Its button opens the home loan enquiry form; the lead carries the deal.
    await card.getByRole("button").click();
    const dialog = visitor.getByRole("dialog", { name: "Apply for Home Loans" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    await dialog.getByLabel("Full name").fill("Deepa Varghese");
    await dialog.getByLabel("Mobile number").fill(`9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`);
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    const [answer] = await Promise.all([
      visitor.waitForResponse((res) => res.url().endsWith("/api/leads") && res.request().method() === "POST"),
      dialog.getByRole("button", { name: "Send my details" }).click(),
    ]);
    expect(answer.status()).toBe(201);
    await checkAtBothWidths(visitor, "deals-lead-sent");
    const { reference } = (await answer.json()) as { reference: string };

    // The office sees where the lead came from.
    const found = await owner.request.get(`/api/admin/leads?search=${reference}`);
    const [lead] = ((await found.json()) as { items: { id: number }[] }).items;
    await owner.goto(`/admin/leads/${lead!.id}`);
    await expect(owner.getByText(`From the deal: ${title}`)).toBeVisible();

    // Past its end, a reload no longer shows it: the cached page went at the end time.
    const wait = endsAt.getTime() - Date.now() + 1_000;
    if (wait > 0) await visitor.waitForTimeout(wait);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: "Loan deals and offers" })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);

    await editor.goto("/admin/deals?state=expired");
    await expect(editor.getByRole("link", { name: title, exact: true })).toBeVisible();

    await Promise.all([ownerContext.close(), editorContext.close(), visitorContext.close()]);
  });
});
