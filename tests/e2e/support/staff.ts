import fs from "node:fs";
import path from "node:path";
import { test as base, expect, request, type Page } from "@playwright/test";

/** The first owner of the e2e server (playwright.config.ts passes them as ADMIN_EMAIL / ADMIN_PASSWORD). */
export const OWNER_EMAIL = "owner@example.in";
export const OWNER_PASSWORD = "kappa-vellam-chaaya-42";

/**
 * Tests of the staff area: every page starts signed in as the owner, without typing. Each worker
 * signs in once through POST /api/admin/auth/login and saves the browser state to a file that its
 * tests (and a restarted worker) reuse. A test that needs someone else opens a context of its own.
 */
export const test = base.extend<object, { ownerStorageState: string }>({
  // (Fixtures hand their value on with a callback, named `provide` here so it does not read as React's `use`.)
  storageState: ({ ownerStorageState }, provide) => provide(ownerStorageState),
  ownerStorageState: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide, workerInfo) => {
      const file = path.join(workerInfo.project.outputDir, ".auth", `owner-${workerInfo.parallelIndex}.json`);
      if (!fs.existsSync(file)) {
        const api = await request.newContext({ baseURL: workerInfo.project.use.baseURL });
        const res = await api.post("/api/admin/auth/login", { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD } });
        if (!res.ok()) throw new Error(`owner sign-in failed: ${res.status()} ${await res.text()}`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        await api.storageState({ path: file });
        await api.dispose();
      }
      await provide(file);
    },
    { scope: "worker" },
  ],
});

export { expect };

/** The one toast a staff action raises (its title; the screen reader's copy is left aside). */
export async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
}

export interface NewStaff {
  id: number;
  email: string;
  displayName: string;
  temporaryPassword: string;
}

let added = 0;

/** Adds a member of staff through the API as the signed-in owner (setting the scene, not the thing tested). */
export async function addStaffThroughApi(
  page: Page,
  role: "admin" | "editor" | "viewer",
  name = "Test Person",
): Promise<NewStaff> {
  const unique = `${Date.now().toString(36)}${process.pid}${added++}`;
  const res = await page.request.post("/api/admin/users", {
    data: {
      email: `staff.${unique}@example.in`,
      displayName: `${name} ${unique}`,
      role,
      access: "temporary_password",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const grant = (await res.json()) as { user: NewStaff; temporaryPassword: string };
  return { ...grant.user, temporaryPassword: grant.temporaryPassword };
}
