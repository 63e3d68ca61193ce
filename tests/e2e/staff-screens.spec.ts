import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { addStaffThroughApi, expect, expectToast, test } from "./support/staff";

test.describe("staff accounts", () => {
  test("the owner adds a colleague with a temporary password, who signs in, chooses a password and reaches the dashboard", async ({
    page,
    browser,
  }, testInfo) => {
    const unique = `${Date.now().toString(36)}${testInfo.workerIndex}`;
    const email = `new.${unique}@example.in`;
    const displayName = `Lakshmi ${unique}`;

    await page.goto("/admin/users");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add staff" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Name", { exact: true }).fill(displayName);
    await dialog.getByRole("radio", { name: /^Editor/ }).check();
    await expect(dialog.getByRole("radio", { name: /^Temporary password/ })).toBeChecked();
    // Left blank: the server makes one up and answers it once.
    await dialog.getByRole("button", { name: "Add staff member" }).click();

    const secret = dialog.getByLabel(`Temporary password for ${displayName}`);
    await expect(secret).toBeVisible();
    const temporaryPassword = await secret.inputValue();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(10);
    await expect(dialog.getByText("cannot be shown again")).toBeVisible();
    const whatsapp = dialog.getByRole("link", { name: /Send on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(temporaryPassword);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: new RegExp(displayName) })).toContainText("Editor");

    // The colleague, on their own computer (a context without the owner's cookies).
    const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const them = await theirs.newPage();
    await them.goto("/admin/login");
    await waitForHydration(them);
    await them.getByLabel("Email").fill(email);
    await them.getByLabel("Password", { exact: true }).fill(temporaryPassword);
    await them.getByRole("button", { name: "Sign in" }).click();
    await expect(them).toHaveURL(/\/admin\/account\?setup=change_password/);
    await expect(them.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
    await waitForHydration(them);
    await them.getByLabel("Current password").fill(temporaryPassword);
    await them.getByLabel("New password", { exact: true }).fill("backwater-mango-ferry-93");
    await them.getByLabel("New password again").fill("backwater-mango-ferry-93");
    await them.getByRole("button", { name: "Change password" }).click();
    await expectToast(them, "Password changed. You stay signed in here; every other session was signed out.");
    await them.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(them).toHaveURL(/\/admin\/dashboard$/);
    await expect(them.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await theirs.close();
  });

  test("the owner changes a role, and Activity shows the change", async ({ page }) => {
    const person = await addStaffThroughApi(page, "viewer", "Role Change");
    await page.goto(`/admin/users?search=${encodeURIComponent(person.email)}`);
    await waitForHydration(page);
    const row = page.getByRole("row", { name: new RegExp(person.displayName) });
    await expect(row).toContainText("Viewer");
    await page.getByRole("button", { name: `Manage ${person.displayName}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: /^Admin/ }).check();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, `${person.displayName}'s account is saved.`);
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Admin");

    await page.goto("/admin/activity?action=user.update");
    const entry = page.getByRole("row", { name: new RegExp(`Staff account: ${person.displayName}`) });
    await expect(entry).toContainText("Changed a staff account");
    await expect(entry).toContainText("role: viewer → admin");
    await expect(entry).toContainText("owner@example.in");
  });

  test("your own account cannot be reset or deactivated from the list, and says why", async ({ page }) => {
    await page.goto("/admin/users?search=owner%40example.in");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Manage Owner/ }).click();
    await expect(page.getByRole("menuitem", { name: "Reset access" })).toBeDisabled();
    await expect(page.getByRole("menuitem", { name: "Deactivate" })).toBeDisabled();
    await expect(page.getByRole("menu")).toContainText("Another owner can change your role");
  });

  test("a bad filter in the address shows the list with a note instead of failing", async ({ page }) => {
    await page.goto("/admin/users?role=king&pageSize=7&status=active");
    await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
    const note = page.getByRole("status").filter({ hasText: "was not understood" });
    await expect(note).toContainText("rows per page");
    await expect(note).toContainText("role");
    await expect(page.getByRole("table", { name: "Staff accounts" })).toContainText("owner@example.in");
  });
});

test.describe("API tokens", () => {
  test("a token is created, works as its account, is revoked and then refused", async ({ page, request }) => {
    const person = await addStaffThroughApi(page, "viewer", "Token Holder");
    const name = `Sheet ${person.id}`;
    await page.goto("/admin/api-tokens");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "What a token is for" })).toBeVisible();
    await page.getByRole("button", { name: "Create token" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Acts as").selectOption({ label: `${person.displayName} · ${person.email} (Viewer)` });
    await dialog.getByRole("button", { name: "Create token" }).click();
    const field = dialog.getByLabel("API token");
    await expect(field).toBeVisible();
    const token = await field.inputValue();
    expect(token).toMatch(/^dsa_/);
    await dialog.getByRole("button", { name: "Done" }).click();

    const me = await request.get("/api/admin/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: person.email, role: "viewer" }, via: "token" });

    await page.getByRole("button", { name: `Revoke ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
    await expectToast(page, `“${name}” is revoked: programs using it are refused from now on.`);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Revoked");

    const after = await request.get("/api/admin/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
});

test.describe("filters in the address", () => {
  test("activity filters and order survive a reload", async ({ page }) => {
    await page.goto("/admin/activity");
    await waitForHydration(page);
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Signed in" });
    await page.getByLabel("E-mail or action").fill("owner@example.in");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/action=auth\.login/);
    await expect(page).toHaveURL(/search=owner%40example\.in/);

    await page.reload();
    await expect(page.getByLabel("Action", { exact: true })).toHaveValue("auth.login");
    await expect(page.getByLabel("E-mail or action")).toHaveValue("owner@example.in");
    const table = page.getByRole("table", { name: /Activity/ });
    await expect(table.getByRole("cell", { name: /Signed in/ }).first()).toBeVisible();
    await expect(table.getByRole("cell", { name: /Changed a staff account|Added a staff account/ })).toHaveCount(0);

    // Sorting is a link too: it keeps the filters.
    const time = table.getByRole("columnheader", { name: "Time" });
    await expect(time).toHaveAttribute("aria-sort", "descending");
    await waitForHydration(page);
    await expect(time.getByRole("link", { name: "Time" })).toHaveAttribute("title", "Sort oldest first");
    await time.getByRole("link", { name: "Time" }).click();
    await expect(page).toHaveURL(/sort=createdAt&dir=asc/);
    await expect(page).toHaveURL(/action=auth\.login/);
    await page.reload();
    await expect(page.getByRole("columnheader", { name: "Time" })).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByLabel("Action", { exact: true })).toHaveValue("auth.login");
  });

  test("staff filters survive a reload and clear with one link", async ({ page }) => {
    const person = await addStaffThroughApi(page, "editor", "Filter Find");
    await page.goto("/admin/users");
    await waitForHydration(page);
    await page.getByLabel("Name or e-mail").fill(person.displayName);
    await page.getByLabel("Role").selectOption({ label: "Editor" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/role=editor/);
    const table = page.getByRole("table", { name: "Staff accounts" });
    await expect(table.getByRole("row")).toHaveCount(2);

    await page.reload();
    await expect(page.getByLabel("Name or e-mail")).toHaveValue(person.displayName);
    await expect(page.getByLabel("Role")).toHaveValue("editor");
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table).toContainText(person.email);
    await expect(page.getByText("Page 1 of 1 · 1 account")).toBeVisible();

    await waitForHydration(page);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByLabel("Name or e-mail")).toHaveValue("");
    await expect(table).toContainText("owner@example.in");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("filters fold behind a button that counts them, and rows are cards", async ({ page }) => {
      await page.goto("/admin/users?status=active");
      await waitForHydration(page);
      const toggle = page.getByRole("button", { name: /Filters/ });
      await expect(toggle).toContainText("1 on");
      await expect(page.getByLabel("Status")).toBeHidden();
      await toggle.click();
      await expect(page.getByLabel("Status")).toHaveValue("active");
      await expect(page.getByRole("table")).toBeHidden();
      await expect(page.getByRole("list", { name: "Staff accounts" }).getByRole("listitem").first()).toBeVisible();
    });
  });
});

for (const viewport of [
  { label: "1280 px", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`staff screens have no axe violations at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ["/admin/users", "/admin/api-tokens", "/admin/activity"]) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }

    test("the open Add staff dialog", async ({ page }) => {
      await page.goto("/admin/users");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Add staff" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
      await expectNoAxeViolations(page);
    });
  });
}
