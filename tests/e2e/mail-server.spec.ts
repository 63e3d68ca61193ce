import type { BrowserContext } from "@playwright/test";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { expectNoAxeViolations } from "./support/axe";
import { freshContext, keepScreenshot, ownServer } from "./support/own-server";
import { demoSettings, sendHomeLoanEnquiry, waitForHydration } from "./support/site";
import { expect, expectToast, OWNER_EMAIL, test } from "./support/staff";

// A server of this spec's own: a mail server saved here would e-mail the other specs' leads, and the
// count of new leads must not move with theirs.
const server = ownServer("dsa-e2e-mail-");
const ACCOUNT = { user: "leads@office-mail.in", pass: "app-password-2025" };
const OFFICE = "desk@office-mail.in";
let baseURL = "";
let smtp: SmtpTestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000); // the server of its own starts first
  smtp = await startSmtpTestServer({ account: ACCOUNT, onlySender: ACCOUNT.user });
  baseURL = await server.start();
});
test.afterAll(async () => {
  await server.stop();
  await smtp?.stop();
});

/** Records each browser notification the page makes (title, options), and lets a test click one. */
async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Real = window.Notification;
    const made: Array<{ title: string; body: string; tag: string; click: () => void }> = [];
    (window as unknown as { madeNotifications: typeof made }).madeNotifications = made;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        made.push({
          title,
          body: options?.body ?? "",
          tag: options?.tag ?? "",
          click: () => this.onclick?.call(this, new Event("click")),
        });
      }
    }
    window.Notification = Recorded as typeof Notification;
  });
}

test("the owner follows the dashboard's warning, tries the mail server, reads exactly what failed, and saves it", async ({
  signedInAs,
}) => {
  test.setTimeout(90_000);
  const context = await signedInAs("owner", { baseURL });
  const page = await context.newPage();
  await page.goto("/admin/dashboard");
  await waitForHydration(page);
  await expect(page.getByText("E-mail alerts are off: leads are stored, but nobody is e-mailed.")).toBeVisible();
  await keepScreenshot(page, "dashboard-alerts-off-1280");
  await page.getByRole("link", { name: "Set up the mail server" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mail server" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText(/No mail server is set up/)).toBeVisible();

  await page.getByRole("textbox", { name: "Host" }).fill("127.0.0.1");
  await page.getByRole("radio", { name: /^None/ }).check();
  await page.getByRole("textbox", { name: "Port" }).fill(String(smtp.port));
  await page.getByLabel("User name").fill(ACCOUNT.user);
  await page.getByLabel(/^Password/).fill("not-the-app-password");
  await page.getByLabel("E-mail address").fill(ACCOUNT.user);
  await expect(page.getByLabel("Send the test to")).toHaveValue(OWNER_EMAIL);

  // A wrong password: said in words, with the server's own reply.
  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  const outcome = page.getByRole("alert").filter({ hasText: "user name or password" });
  await expect(outcome).toHaveText(
    "The mail server refused the user name or password. Check both; Gmail, Outlook and Zoho need an app password made in the account's security settings rather than the usual one. The server said: “535 5.7.8 Authentication credentials invalid”.",
  );
  await expectToast(page, "The test e-mail was not sent: see why below the button.");
  await keepScreenshot(page, "mail-server-1280-refused");

  // The right one: where it went.
  await page.getByLabel(/^Password/).fill(ACCOUNT.pass);
  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "took the test e-mail" })).toHaveText(
    `The mail server took the test e-mail for ${OWNER_EMAIL}. Look for “Test e-mail from ${demoSettings.businessName}” in that inbox in a minute (and in its spam folder).`,
  );
  const [received] = await smtp.waitForMessages(1);
  expect(received!.to).toEqual([OWNER_EMAIL]);

  await page.getByRole("button", { name: "Save mail server" }).click();
  await expectToast(page, "Mail server saved.");
  await expect(page.getByText("The mail server saved below: the website's e-mails go out through it.")).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(/A password is stored/);
  await expect(page.getByLabel(/^Password/)).toHaveValue("");
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "mail-server-1280");

  // Lead settings say who gets the alerts is still missing; once named, alerts are on.
  await page.goto("/admin/lead-settings");
  await waitForHydration(page);
  await expect(page.getByText("No alert e-mail goes out yet: name at least one address below.")).toBeVisible();
  await keepScreenshot(page, "lead-settings-no-recipients-1280");
  await page.getByLabel("Also send new-lead e-mails to").fill(OFFICE);
  await page.getByRole("button", { name: "Save lead settings" }).click();
  await expectToast(page, "Lead settings saved.");
  await expect(page.getByText(/No alert e-mail goes out yet/)).toHaveCount(0);
  await page.goto("/admin/mail-server");

  for (const width of [375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `mail-server-${width}`);
  }
});

test("a staff tab counts a lead at once when it is sent from another page, and its notification opens the lead", async ({
  browser,
  signedInAs,
}) => {
  test.setTimeout(90_000);
  const context = await signedInAs("owner", { baseURL });
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await recordNotifications(context);
  const staff = await context.newPage();
  await staff.goto("/admin/leads");
  await waitForHydration(staff);
  await expect(staff.getByText("New-lead notifications are on in this browser.")).toBeVisible();
  const menu = staff.getByRole("navigation", { name: "Staff area" });
  // A fresh site: no lead yet, no count.
  await expect(menu.getByRole("link", { name: "Leads", exact: true })).toBeVisible();

  const visitor = await (await freshContext(browser, baseURL)).newPage();
  const sentAt = Date.now();
  await sendHomeLoanEnquiry(visitor, { name: "Sreelakshmi Warrier", mobile: "94470 55123" });

  // At once, not at a 30-second poll.
  await expect(menu.getByRole("link", { name: "Leads 1 new" })).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - sentAt).toBeLessThan(10_000);
  await keepScreenshot(staff, "menu-count-1280");
  const made = await staff.evaluate(
    () =>
      (window as unknown as { madeNotifications: Array<{ title: string; body: string; tag: string }> })
        .madeNotifications,
  );
  expect(made).toHaveLength(1);
  expect(made[0]!.title).toBe("New lead: Home Loans");
  expect(JSON.stringify(made)).not.toMatch(/Sreelakshmi|Warrier|94470|55123/);

  // The running server e-mails it through the mail server saved on the screen, without a restart.
  const alert = (await smtp.waitForMessages(3, 15_000)).find(
    (message) => message.to.includes(OFFICE) && /^New loan enquiry/.test(message.subject),
  );
  expect(alert?.text).toContain("Sreelakshmi Warrier");

  // Clicking it opens the lead.
  await staff.evaluate(() =>
    (window as unknown as { madeNotifications: Array<{ click: () => void }> }).madeNotifications[0]!.click(),
  );
  await expect(staff).toHaveURL(/\/admin\/leads\/\d+$/);
  await expect(staff.getByRole("heading", { level: 1 })).toContainText("Sreelakshmi Warrier");

  // On a phone: the closed menu says so, the Leads item inside counts.
  await staff.setViewportSize({ width: 375, height: 800 });
  await staff.goto("/admin/dashboard");
  await waitForHydration(staff);
  await sendHomeLoanEnquiry(visitor, { name: "Joseph Kurian", mobile: "94470 55124" });
  const menuButton = staff.getByRole("button", { name: "Open the staff menu (2 new leads)" });
  await expect(menuButton).toBeVisible({ timeout: 5_000 });
  await keepScreenshot(staff, "menu-count-375-closed");
  await menuButton.click();
  const drawer = staff.getByRole("dialog", { name: "Staff menu" });
  await expect(drawer.getByRole("link", { name: "Leads 2 new" })).toBeVisible();
  await keepScreenshot(staff, "menu-count-375");
});

test("asks for notifications only when the person clicks, and says when they are on", async ({ signedInAs }) => {
  const context = await signedInAs("owner", { baseURL });
  const page = await context.newPage();
  await page.goto("/admin/leads");
  await waitForHydration(page);
  const ask = page.getByRole("button", { name: "Notify me of new leads" });
  await expect(ask).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe("default");
  // The person allows it in the browser's prompt (granted here in the browser's place).
  await context.grantPermissions(["notifications"], { origin: baseURL });
  // The screen re-renders before the click lands (here the person picks a view of the list): the
  // button must stay put rather than turn into "on" before anyone clicked it.
  await page.getByRole("navigation", { name: "Views of the leads" }).getByRole("link", { name: "Open" }).click();
  await expect(page).toHaveURL(/[?&]status=open/);
  await expect(ask).toBeVisible();
  await ask.click();
  await expectToast(page, "This browser will tell you of each new lead while a staff tab is open.");
  await expect(page.getByText("New-lead notifications are on in this browser.")).toBeVisible();
});
