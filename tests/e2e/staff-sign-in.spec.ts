import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { generate } from "otplib";
import { baseURL } from "../../playwright.config";
import { contactMessageBody } from "../support/lead-inputs";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { OWNER_EMAIL, OWNER_PASSWORD } from "./support/staff";

// Signing in is what these tests are about: they start signed out (not with the staff fixture).
const OWNER = { email: OWNER_EMAIL, password: OWNER_PASSWORD };

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A new member of staff with a temporary password, added by the owner through the API. */
async function addStaff(request: APIRequestContext, role: "admin" | "editor" | "viewer") {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const temporaryPassword = `monsoon-${Math.random().toString(36).slice(2, 10)}-temp`;
  const signIn = await request.post("/api/admin/auth/login", { data: OWNER, headers: { Origin: baseURL } });
  expect(signIn.ok()).toBe(true);
  const created = await request.post("/api/admin/users", {
    data: { email, displayName: `Test ${role}`, role, access: "temporary_password", temporaryPassword },
    headers: { Origin: baseURL },
  });
  expect(created.status()).toBe(201);
  return { email, temporaryPassword };
}

test("after signing out, the back button shows no lead's name or mobile number, only the sign-in page", async ({
  page,
}) => {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const name = `Backbutton ${Date.now().toString(36).replace(/\d/g, "x")}`;
  const sent = await page.request.post("/api/leads", { data: contactMessageBody({ name, mobile }) });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  // The name and the mobile (the reference may stay: it is in the addresses the person typed).
  const shows = (html: string) =>
    html.includes(name) || html.includes(mobile) || html.includes(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);

  await page.goto("/admin/login");
  await waitForHydration(page);
  await signInWithForm(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The lead opened as a page of its own (a full load), and again from the list (inside the app).
  await page.goto(`/admin/leads?search=${reference}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: reference }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: /Owner/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?notice=signed-out$/);
  expect(shows(await page.content()), "the sign-in page after signing out").toBe(false);

  for (let step = 0; step < 2; step++) {
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    expect(shows(await page.content()), `${step + 1} step(s) back`).toBe(false);
  }
});

test("a signed-out visit to a staff page asks to sign in, then goes back to that page", async ({ page }) => {
  await page.goto("/admin/account");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Faccount$/);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await waitForHydration(page);
  await signInWithForm(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
});

test("signing in lands on the dashboard; signing out ends the session even for a copied cookie", async ({
  page,
  browser,
}) => {
  await page.goto("/admin");
  await waitForHydration(page);
  await signInWithForm(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const copied = await page.context().storageState();

  await page.getByRole("button", { name: /Owner/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?notice=signed-out$/);
  await expect(page.getByText("You are signed out.")).toBeVisible();

  // Someone who copied the cookie before sign-out gets nothing with it.
  const other = await browser.newContext({ storageState: copied });
  const replay = await other.newPage();
  await replay.goto("/admin/dashboard");
  await expect(replay).toHaveURL(/\/admin\/login\?redirectTo=/);
  await other.close();
});

test("a wrong password says so without telling whether the e-mail exists; the password can be shown", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await waitForHydration(page);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("not-the-right-one");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByLabel("Email").fill("nobody-here@example.in");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("That e-mail and password do not match an active account")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("nobody-here@example.in");
});

test("two-factor sign-in: a new colleague chooses a password, turns on the app code, and signs in with it", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const colleague = await addStaff(request, "admin");
  await page.goto("/admin/login");
  await waitForHydration(page);
  await signInWithForm(page, colleague.email, colleague.temporaryPassword);

  // A temporary password must be replaced before anything else.
  await expect(page).toHaveURL(/\/admin\/account\?setup=change_password$/);
  const ownPassword = "periyar-river-bank-2026";
  await page.getByLabel("Current password").fill(colleague.temporaryPassword);
  await page.getByLabel("New password", { exact: true }).fill(ownPassword);
  await page.getByLabel("New password again").fill(ownPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/^Password changed\./)).toBeVisible();

  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator("code").first().innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^[a-z0-9]{5}-[a-z0-9]{5}$/ })).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("Two-factor sign-in is on.", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: /Test admin/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/notice=signed-out/);
  await waitForHydration(page);
  await signInWithForm(page, colleague.email, ownPassword);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  // The next time step: the code used to turn it on is never accepted twice.
  await page.getByLabel("Code").fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the staff menu is a drawer that closes when a screen is chosen", async ({ page }) => {
    await page.goto("/admin/login");
    await waitForHydration(page);
    await signInWithForm(page, OWNER.email, OWNER.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const sidebar = page.getByRole("navigation", { name: "Staff area" });
    await expect(sidebar).toBeHidden();
    await page.getByRole("button", { name: "Open the staff menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Staff menu" });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole("link", { name: "Staff accounts" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test("a guessable new password is refused with the reason beside the field", async ({ page, request }) => {
    const colleague = await addStaff(request, "viewer");
    await page.goto("/admin/login");
    await waitForHydration(page);
    await signInWithForm(page, colleague.email, colleague.temporaryPassword);
    await expect(page).toHaveURL(/\/admin\/account\?setup=change_password$/);
    await page.getByLabel("Current password").fill(colleague.temporaryPassword);
    await page.getByLabel("New password", { exact: true }).fill("aaaaaaaaaaaa");
    await page.getByLabel("New password again").fill("aaaaaaaaaaaa");
    await page.getByRole("button", { name: "Change password" }).click();
    const field = page.getByLabel("New password", { exact: true });
    await expect(field).toHaveAccessibleDescription(/Repeated characters like "aaa" are easy to guess/);
    await expect(page).toHaveURL(/setup=change_password$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: ".tmp/screenshots/account-guessable-password-375.png", fullPage: true });
  });
});

for (const viewport of [
  { label: "1280 px", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`accessibility of the staff sign-in and dashboard at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("login and dashboard have no axe violations", async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto("/admin/login");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await signInWithForm(page, OWNER.email, OWNER.password);
      await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/admin/account");
      await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
