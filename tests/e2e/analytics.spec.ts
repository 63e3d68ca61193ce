import type { Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { keepScreenshot, ownServer } from "./support/own-server";
import { waitForHydration } from "./support/site";
import { expect, test, type SignedInAs } from "./support/staff";

/**
 * A server of this test's own (an empty analytics table and a lead count of its own): the other
 * specs browse the shared server at the same time, and their page views would change the figures.
 */
const server = ownServer("dsa-e2e-analytics-");
/** The Accept All visit's own server: its figures are exact, so nothing else may add to them. */
const acceptServer = ownServer("dsa-e2e-analytics-accept-");
test.afterAll(() => Promise.all([server.stop(), acceptServer.stop()]));

/**
 * Starts a test's own server, and a visitor's browser on it: nothing stored, no cookie choice
 * made, on a desktop screen.
 */
async function serverAndVisitor(own: ReturnType<typeof ownServer>, browser: Browser) {
  test.setTimeout(90_000); // a server of its own starts first
  const baseURL = await own.start();
  const visitor = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1280, height: 800 },
  });
  return { baseURL, visitor };
}

/**
 * The owner's browser on a test's own server, once today's page views reach `views`: beacons are
 * sent as pages go and counted as they arrive.
 */
async function ownerOnceCounted(signedInAs: SignedInAs, baseURL: string, views: number) {
  const staff = await signedInAs("owner", { baseURL });
  const admin = await staff.newPage();
  await expect
    .poll(async () => (await (await admin.request.get("/api/admin/analytics?range=today")).json()).kpis.current.views)
    .toBe(views);
  return { staff, admin };
}

test.describe("first-party analytics", () => {
  test("a visit with tracking declined and its lead show on /admin/analytics, and no cookie was set", async ({
    browser,
    signedInAs,
  }) => {
    // The visitor: a fresh browser, arriving from a WhatsApp status campaign link.
    const { baseURL, visitor } = await serverAndVisitor(server, browser);
    // What the collector hands to sendBeacon, recorded as the page sends it.
    const beacons: string[] = [];
    await visitor.exposeFunction("recordBeacon", (body: string) => beacons.push(body));
    await visitor.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        const record = (window as unknown as { recordBeacon: (body: string) => void }).recordBeacon;
        if (data instanceof Blob) void data.text().then(record);
        return send(url, data);
      };
    });
    const page = await visitor.newPage();
    await page.goto("/?utm_source=whatsapp-status&utm_medium=social&utm_campaign=onam-e2e");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookies on this website" });
    await banner.getByRole("button", { name: "Decline Non-Essential", exact: true }).click();
    await expect(banner).toBeHidden();

    // On to /contact in the same document (client-side), and a message sent.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByLabel("Full name").fill("Meera Pillai");
    await page.getByLabel("Mobile number").fill("94470 12345");
    await page.getByLabel("Your message").fill("Please call me about a home loan.");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Thank you, your message has reached us")).toBeVisible();
    // The page is hidden: whatever is still queued leaves now.
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await expect.poll(() => beacons.join("\n")).toContain("lead_submitted");
    await page.close();

    expect(await visitor.cookies()).toEqual([]);
    expect(beacons.length).toBeGreaterThan(0);
    // Only the documented fields travel: no identifier of any kind.
    for (const body of beacons) {
      const batch = JSON.parse(body) as { consent: boolean; events: Record<string, unknown>[] };
      expect(batch.consent).toBe(false);
      for (const event of batch.events) {
        expect(Object.keys(event).every((key) => /^(type|path|detail|visit\w+|referrer|utm\w+)$/.test(key))).toBe(true);
      }
    }
    await visitor.close();

    // The owner, in a browser of their own, once the server has counted both page views.
    const { staff, admin } = await ownerOnceCounted(signedInAs, baseURL, 2);

    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["phone", { width: 375, height: 740 }],
    ] as const) {
      await admin.setViewportSize(viewport);
      await admin.goto("/admin/analytics?range=today");
      await waitForHydration(admin);
      await expect(admin.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
      const kpi = (label: string) => admin.getByRole("group", { name: label, exact: true }).locator("p").nth(1);
      await expect(kpi("Page views")).toHaveText("2");
      await expect(kpi("Visits")).toHaveText("1");
      await expect(kpi("Views per visit")).toHaveText("2.00");
      await expect(kpi("Bounce rate")).toHaveText("0.0%");
      await expect(kpi("Leads")).toHaveText("1");

      const topPages = admin.getByRole("region", { name: "Top pages" });
      await expect(topPages.getByRole("cell", { name: "/contact", exact: true })).toBeVisible();
      await expect(topPages.getByRole("cell", { name: "/", exact: true })).toBeVisible();
      const bySource = admin.getByRole("region", { name: "Leads by source" });
      const sourceRow = bySource.getByRole("row", { name: /whatsapp-status/ });
      await expect(sourceRow).toContainText("100.0%");
      await expect(admin.getByRole("region", { name: "UTM campaign" })).toContainText("onam-e2e");
      await expect(admin.getByRole("region", { name: "Events" })).toContainText("Cookie banner choice");
      // Without a GA4 id in the settings there is no link to it.
      await expect(admin.getByRole("link", { name: /Google Analytics/ })).toHaveCount(0);
      await expect(admin.locator("figure svg.recharts-surface[role=application]")).toBeVisible();
      await expectNoAxeViolations(admin);
      await keepScreenshot(admin, `analytics-${name}`);
    }

    // The CSV buttons download the table.
    const csv = await admin.request.get("/api/admin/analytics/export/pages?range=today");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain("/contact,1,0,0");

    // A custom range is kept in the URL; an impossible one says what to do.
    await admin.goto("/admin/analytics?range=custom&from=2026-11-20&to=2026-11-01");
    await expect(admin.getByRole("alert")).toHaveText("The last day must not be before the first day");
    await staff.close();
  });

  test("after Accept All, a visit of three pages with Accept All and a lead form reads consistently on /admin/analytics", async ({
    browser,
    signedInAs,
  }) => {
    // The visitor: a fresh browser typing the address (no referrer), whose tracker hosts go nowhere.
    const { baseURL, visitor } = await serverAndVisitor(acceptServer, browser);
    await visitor.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) =>
      route.fulfill({ contentType: "application/javascript", body: "" }),
    );
    const page = await visitor.newPage();
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookies on this website" });
    const reloaded = page.waitForEvent("load");
    await banner.getByRole("button", { name: "Accept All" }).click();
    await reloaded;
    await waitForHydration(page);

    // Two more pages of the same visit, client-side: About, then Contact with its lead form.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await nav.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
    // The page is hidden: whatever is still queued leaves now.
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await page.close();
    await visitor.close();

    const { staff, admin } = await ownerOnceCounted(signedInAs, baseURL, 3);
    await admin.goto("/admin/analytics?range=today");
    await waitForHydration(admin);
    const kpi = (label: string) => admin.getByRole("group", { name: label, exact: true }).locator("p");
    await expect(kpi("Page views").nth(1)).toHaveText("3");
    await expect(kpi("Visits").nth(1)).toHaveText("1");
    await expect(kpi("Views per visit").nth(1)).toHaveText("3.00");
    await expect(kpi("Bounce rate").nth(1)).toHaveText("0.0%");
    const consent = admin.getByRole("group", { name: "Cookie consent accepted", exact: true });
    await expect(consent.locator("p").nth(1)).toHaveText("100.0%");
    await expect(consent).toContainText("1 accepted of 1 Accept or Decline choice");

    // The reload after Accept All is the same page view, not a second one.
    const topPages = admin.getByRole("region", { name: "Top pages" });
    await expect(topPages.getByRole("row", { name: /^\/ / })).toHaveText(/^\/\s*1\s*1$/);
    await expect(topPages.getByRole("row", { name: /^\/about / })).toHaveText(/^\/about\s*1\s*0$/);

    const events = admin.getByRole("region", { name: "Events" });
    await expect(events.getByRole("row", { name: /Lead form shown/ })).toHaveText(/Lead form shown.*1$/);
    await expect(events.getByRole("row", { name: /Cookie banner choice/ })).toHaveText(
      /Cookie banner choice\s*accepted\s*1$/,
    );
    await keepScreenshot(admin, "analytics-after-accept-all");
    await staff.close();
  });
});
