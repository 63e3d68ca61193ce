import type { Browser } from "@playwright/test";
import { waitForHydration } from "./support/site";
import { freshContext, ownServer } from "./support/own-server";
import { expect, expectToast, test } from "./support/staff";

/**
 * Issue 11's "Done when", the parts no other spec walks through in the browser: an editor changes
 * the WhatsApp number and the lender list and sees both on the public site at once, and a viewer
 * can open none of the site-management screens. (Popups, deals and downloads made by an editor:
 * popup-manager.spec.ts, deals.spec.ts, downloads.spec.ts.) A server of its own: the other specs
 * expect the seeded number and lenders.
 */
test.describe.configure({ mode: "serial" });

const server = ownServer("dsa-e2e-site-management-");
let baseURL = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  baseURL = await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

async function visitorPage(browser: Browser, path: string) {
  const context = await freshContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test("an editor changes the WhatsApp number and the lender list; the public pages show both at once", async ({
  browser,
  signedInAs,
}) => {
  test.setTimeout(90_000);
  const editor = await signedInAs("editor", { baseURL });
  const page = await editor.newPage();

  const whatsapp = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await page.goto("/admin/social-settings");
  await waitForHydration(page);
  await page.getByLabel("WhatsApp number").fill(`${whatsapp.slice(0, 5)} ${whatsapp.slice(5)}`);
  await page.getByRole("button", { name: "Save site settings" }).click();
  await expectToast(page, "Site settings saved.");

  const lender = `Editor Test Co-operative Bank ${Date.now().toString(36)} (fictional)`;
  await page.goto("/admin/disclosures");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add a lender" }).click();
  const added = page.getByRole("group", { name: /^Lender \d+$/ }).last();
  await added.getByLabel("Name").fill(lender);
  await added.getByLabel("Type of regulated entity").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save disclosures" }).click();
  await expectToast(page, "Disclosures saved. Loan pages and the disclaimer show them now.");
  await editor.close();

  const contact = await visitorPage(browser, "/contact");
  await expect(contact.page.getByRole("contentinfo").getByRole("link", { name: /WhatsApp us/ })).toHaveAttribute(
    "href",
    `https://wa.me/91${whatsapp}`,
  );
  await contact.close();

  const loanPage = await visitorPage(browser, "/loan-services/home-loans");
  await expect(loanPage.page.getByRole("region", { name: "We are a DSA (loan agent), not a lender" })).toContainText(
    lender,
  );
  await loanPage.close();
});

test("a viewer can open none of the site-management screens and change nothing through the API", async ({
  signedInAs,
}) => {
  test.setTimeout(60_000);
  const viewer = await signedInAs("viewer", { baseURL });
  const page = await viewer.newPage();
  for (const screen of [
    "/admin/social-settings",
    "/admin/disclosures",
    "/admin/popups",
    "/admin/deals",
    "/admin/downloads",
  ]) {
    const res = await page.goto(screen);
    expect(res?.status(), screen).toBe(403);
  }
  const writes = [
    viewer.request.patch("/api/admin/settings", { data: { whatsappNumber: "9876543210" } }),
    viewer.request.patch("/api/admin/disclosures", { data: { lenders: [] } }),
    viewer.request.post("/api/admin/popups", { data: { title: "No", targetPage: "home" } }),
    viewer.request.post("/api/admin/deals", { data: { title: "No", lender: "No" } }),
  ];
  for (const res of await Promise.all(writes)) expect(res.status(), res.url()).toBe(403);
  await viewer.close();
});
