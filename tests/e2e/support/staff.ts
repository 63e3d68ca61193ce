import fs from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";

/** The first owner of the e2e server (playwright.config.ts passes them as ADMIN_EMAIL / ADMIN_PASSWORD). */
export const OWNER_EMAIL = "owner@example.in";
export const OWNER_PASSWORD = "kappa-vellam-chaaya-42";

/** The password every account that signedInAs adds chooses with its set-up link. */
export const STAFF_PASSWORD = "pazham-pori-chaaya-77";

export type StaffRole = "owner" | "admin" | "editor" | "viewer";

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

export interface SignInOptions {
  /** A server of the spec's own (own-server.ts); the e2e server when left out. */
  baseURL?: string;
  /**
   * Another person with the same role (two editors on one draft): each name is an account of its
   * own. The owner is always the server's first owner.
   */
  person?: string;
  viewport?: { width: number; height: number };
}

/** A new browser context signed in as `role`; close it when done (the worker closes any left open). */
export type SignedInAs = (role: StaffRole, options?: SignInOptions) => Promise<BrowserContext>;

/** Staff contexts start with the cookie choice made, so no banner covers a public page they open. */
export async function withCookieChoiceMade(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", "declined");
  });
  return context;
}

let added = 0;

/**
 * The signed-in browser state of each member of staff a worker uses, made once per worker and
 * server: signing in costs an argon2 verification (and adding someone a hash), so a test reuses
 * the state instead of signing in again. The owner signs in with the server's first-owner account;
 * anyone else is added by the owner through the API with a set-up link, chooses STAFF_PASSWORD
 * with it and signs in. The e2e server's states are also kept in files, which a worker restarted
 * after a failure reads again (as the owner's always were). A spec's own server is new each time,
 * so its states live in memory only and are checked before reuse: a later server may listen on the
 * same port.
 */
class StaffSessions {
  private readonly states = new Map<string, StorageState>();

  constructor(
    private readonly sharedBaseURL: string,
    private readonly authDir: string,
    private readonly parallelIndex: number,
  ) {}

  async storageState(role: StaffRole, baseURL = this.sharedBaseURL, person = ""): Promise<StorageState> {
    const name = person ? `${role}-${person}` : role;
    const file =
      baseURL === this.sharedBaseURL ? path.join(this.authDir, `${name}-${this.parallelIndex}.json`) : undefined;
    const key = `${baseURL} ${name}`;
    const known = this.states.get(key);
    if (known && (file || (await signedInWith(baseURL, known)))) return known;
    if (file && fs.existsSync(file)) {
      const kept = JSON.parse(fs.readFileSync(file, "utf8")) as StorageState;
      this.states.set(key, kept);
      return kept;
    }
    const state = role === "owner" ? await signIn(baseURL, OWNER_EMAIL, OWNER_PASSWORD) : await this.add(role, baseURL);
    this.states.set(key, state);
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(state));
    }
    return state;
  }

  /** A new member of staff of `role`, added by the owner, signed in with the password they chose. */
  private async add(role: Exclude<StaffRole, "owner">, baseURL: string): Promise<StorageState> {
    const unique = `${Date.now().toString(36)}${process.pid}${added++}`;
    // The e-mail is what staff screens show as the author ("by editor.…" in the media library).
    const email = `${role}.${unique}@example.in`;
    const owner = await request.newContext({ baseURL, storageState: await this.storageState("owner", baseURL) });
    const made = await owner.post("/api/admin/users", {
      data: { email, displayName: `The ${role} ${unique}`, role, access: "setup_link" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { setupLink } = (await made.json()) as { setupLink: string };
    await owner.dispose();
    const person = await request.newContext({ baseURL });
    const token = new URL(setupLink).searchParams.get("token");
    const chosen = await person.post("/api/admin/auth/set-password", { data: { token, password: STAFF_PASSWORD } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await person.dispose();
    return signIn(baseURL, email, STAFF_PASSWORD);
  }
}

/** Signs in through POST /api/admin/auth/login; answers the browser state holding the session cookie. */
async function signIn(baseURL: string, email: string, password: string): Promise<StorageState> {
  const api = await request.newContext({ baseURL });
  const res = await api.post("/api/admin/auth/login", { data: { email, password } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()} ${body}`);
  const answer = JSON.parse(body) as { status: string; setupStep?: unknown };
  // Two-factor sign-in (or another set-up step) would need a code this helper does not have.
  if (answer.status !== "signed_in" || answer.setupStep) {
    throw new Error(`sign-in of ${email} needs another step: ${body}`);
  }
  const state = await api.storageState();
  await api.dispose();
  return state;
}

async function signedInWith(baseURL: string, state: StorageState): Promise<boolean> {
  const api = await request.newContext({ baseURL, storageState: state });
  const me = await api.get("/api/admin/auth/me");
  await api.dispose();
  return me.ok();
}

/**
 * Tests of the staff area: every page starts signed in as the owner, without typing. A test that
 * needs someone else asks `signedInAs(role)` for a context of their own (also in beforeAll, and on
 * a spec's own server with `{ baseURL }`).
 */
export const test = base.extend<object, { staffSessions: StaffSessions; signedInAs: SignedInAs }>({
  // (Fixtures hand their value on with a callback, named `provide` here so it does not read as React's `use`.)
  storageState: async ({ staffSessions }, provide) => provide(await staffSessions.storageState("owner")),
  staffSessions: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide, workerInfo) => {
      const sharedBaseURL = workerInfo.project.use.baseURL;
      if (!sharedBaseURL) throw new Error("playwright.config.ts names no baseURL");
      const authDir = path.join(workerInfo.project.outputDir, ".auth");
      await provide(new StaffSessions(sharedBaseURL, authDir, workerInfo.parallelIndex));
    },
    { scope: "worker" },
  ],
  signedInAs: [
    async ({ browser, staffSessions }, provide) => {
      const opened: BrowserContext[] = [];
      await provide(async (role, options = {}) => {
        const context = await browser.newContext({
          ...(options.baseURL ? { baseURL: options.baseURL } : {}),
          ...(options.viewport ? { viewport: options.viewport } : {}),
          storageState: await staffSessions.storageState(role, options.baseURL, options.person),
        });
        opened.push(context);
        return withCookieChoiceMade(context);
      });
      // Closing a context the test has closed already does nothing.
      await Promise.all(opened.map((context) => context.close()));
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
