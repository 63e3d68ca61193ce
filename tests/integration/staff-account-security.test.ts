// What an outside probe of the staff side found (issue 23): API tokens taking over another
// account's sign-in, set-up links and tokens that come back to life, unthrottled password
// confirmations, guessable passwords, device cookies chosen by the browser, and a lockout that
// locked the owner out of their own laptop. Each test here failed before its fix.
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../server/db/schema";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, CookieJar, cookiesOf, json, ownerEnv, signIn, withCookies } from "../support/staff";

describe.each(backends)("staff account security on %s", (backend) => {
  let app: TestApp;
  let owner: CookieJar;
  beforeAll(async () => {
    app = await createTestApp(backend, { ...ownerEnv, TRUST_PROXY: "true" });
    owner = (await signIn(app)).jar;
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;
  const userId = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const versionOf = async (id: number) =>
    (await db().select({ version: users.version }).from(users).where(eq(users.id, id)))[0]!.version;
  const bearer = (token: string, init: RequestInit & { json?: unknown } = {}): RequestInit => {
    const { json: body, ...rest } = init;
    return {
      ...rest,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
    };
  };
  async function makeToken(jar: CookieJar, actsAs: number, name: string): Promise<string> {
    const res = await app.request(
      "/api/admin/tokens",
      withCookies(jar, { method: "POST", json: { name, userId: actsAs } }),
    );
    expect(res.status).toBe(201);
    return (await res.json()).token;
  }
  async function setupLinkToken(res: Response): Promise<string> {
    const body = await res.json();
    return new URL(body.setupLink).searchParams.get("token")!;
  }
  const setPassword = (token: string, password: string) =>
    app.request("/api/admin/auth/set-password", json({ token, password }));

  it("never lets an API token change the sign-in of the account it acts as", async () => {
    const adminA = await addStaffMember(app, "admin.a@example.in", "admin");
    const adminB = await addStaffMember(app, "admin.b@example.in", "admin");
    const a = (await signIn(app, adminA.email, adminA.password)).jar;
    const b = (await signIn(app, adminB.email, adminB.password)).jar;
    const token = await makeToken(a, await userId(adminB.email), "Acts as B");

    const attempts: [string, string, unknown?][] = [
      ["POST", "/api/admin/account/two-factor/setup"],
      ["POST", "/api/admin/account/two-factor/enable", { code: "123456" }],
      ["POST", "/api/admin/account/two-factor/disable", { password: adminB.password }],
      ["POST", "/api/admin/account/two-factor/recovery-codes", { password: adminB.password }],
      ["GET", "/api/admin/account/two-factor"],
      ["POST", "/api/admin/account/password", { currentPassword: adminB.password, newPassword: "taken-over-by-a-42" }],
      ["PATCH", "/api/admin/account", { displayName: "Not B any more" }],
      ["GET", "/api/admin/account/sessions"],
      ["DELETE", "/api/admin/account/sessions/1"],
      ["POST", "/api/admin/account/sessions/sign-out-everywhere"],
    ];
    for (const [method, path, body] of attempts) {
      const res = await app.request(path, bearer(token, { method, ...(body ? { json: body } : {}) }));
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).error.code, `${method} ${path}`).toBe("session_required");
    }
    // B is untouched: still signed in, no two-factor secret, the same name and password.
    expect((await app.request("/api/admin/auth/me", withCookies(b))).status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.email, adminB.email));
    expect([row!.totpSecret, row!.displayName]).toEqual([null, "admin.b"]);
    expect((await signIn(app, adminB.email, adminB.password)).res.status).toBe(200);
    // B, signed in, still manages their own account.
    expect((await app.request("/api/admin/account/two-factor/setup", withCookies(b, { method: "POST" }))).status).toBe(
      200,
    );
  });

  it("names who made the token in the audit of what the token did", async () => {
    const maker = await addStaffMember(app, "token.maker@example.in", "admin");
    const colleague = await addStaffMember(app, "token.colleague@example.in", "admin");
    const jar = (await signIn(app, maker.email, maker.password)).jar;
    const token = await makeToken(jar, await userId(colleague.email), "Nightly sheet");
    const res = await app.request(
      "/api/admin/leads/settings",
      bearer(token, { method: "PATCH", json: { retentionMonths: 36 } }),
    );
    expect(res.status).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.via, "token"), eq(auditLog.actorUserId, await userId(colleague.email))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.actorLabel).toBe(
      "token.colleague@example.in (API token “Nightly sheet” made by token.maker@example.in)",
    );
  });

  it("ends every set-up link still out when access is reset, the password changes or the account is deactivated", async () => {
    const created = await app.request(
      "/api/admin/users",
      withCookies(owner, {
        method: "POST",
        json: { email: "new.joiner@example.in", displayName: "New Joiner", role: "viewer", access: "setup_link" },
      }),
    );
    expect(created.status).toBe(201);
    const firstLink = await setupLinkToken(created);
    const id = await userId("new.joiner@example.in");

    // A reset to a temporary password; the person signs in with it and chooses their own.
    const temporary = await app.request(
      `/api/admin/users/${id}/reset`,
      withCookies(owner, {
        method: "POST",
        json: { access: "temporary_password", temporaryPassword: "periyar-river-bank-2026", resetTwoFactor: false },
      }),
    );
    expect(temporary.status).toBe(200);
    const person = await signIn(app, "new.joiner@example.in", "periyar-river-bank-2026");
    const changed = await app.request(
      "/api/admin/account/password",
      withCookies(person.jar, {
        method: "POST",
        json: { currentPassword: "periyar-river-bank-2026", newPassword: "kayal-sunset-boat-31" },
      }),
    );
    expect(changed.status).toBe(200);
    // The first link sets nothing, and the person's own password still works.
    const replay = await setPassword(firstLink, "an-attacker-chose-this-77");
    expect(replay.status).toBe(400);
    expect((await replay.json()).error.fields.token).toMatch(/used already or has expired/);
    expect((await signIn(app, "new.joiner@example.in", "kayal-sunset-boat-31")).res.status).toBe(200);

    // A link outstanding when the account is deactivated is dead after reactivation.
    const relink = await app.request(
      `/api/admin/users/${id}/reset`,
      withCookies(owner, { method: "POST", json: { access: "setup_link", resetTwoFactor: false } }),
    );
    const secondLink = await setupLinkToken(relink);
    for (const isActive of [false, true]) {
      const res = await app.request(
        `/api/admin/users/${id}`,
        withCookies(owner, { method: "PATCH", json: { version: await versionOf(id), isActive } }),
      );
      expect(res.status).toBe(200);
    }
    expect((await setPassword(secondLink, "an-attacker-chose-this-77")).status).toBe(400);
  });

  it("revokes a deactivated person's API tokens: reactivating them does not bring the tokens back", async () => {
    const person = await addStaffMember(app, "seasonal@example.in", "viewer");
    const id = await userId(person.email);
    const token = await makeToken(owner, id, "Seasonal sheet");
    expect((await app.request("/api/admin/dashboard", bearer(token))).status).toBe(200);
    for (const isActive of [false, true]) {
      const res = await app.request(
        `/api/admin/users/${id}`,
        withCookies(owner, { method: "PATCH", json: { version: await versionOf(id), isActive } }),
      );
      expect(res.status).toBe(200);
    }
    expect((await app.request("/api/admin/dashboard", bearer(token))).status).toBe(401);
    const tokens = await (await app.request("/api/admin/tokens", withCookies(owner))).json();
    expect(tokens.items.find((t: { name: string }) => t.name === "Seasonal sheet").revokedAt).not.toBeNull();
  });

  it("throttles wrong current passwords on the account page like sign-ins, without locking the sign-in", async () => {
    const person = await addStaffMember(app, "guessed.at@example.in", "editor");
    const jar = (await signIn(app, person.email, person.password)).jar;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.request(
        "/api/admin/account/password",
        withCookies(jar, {
          method: "POST",
          json: { currentPassword: `guess number ${i}`, newPassword: "kayal-sunset-boat-31" },
        }),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // Now even the right password waits, on every operation that asks for it.
    for (const [path, body] of [
      ["/api/admin/account/password", { currentPassword: person.password, newPassword: "kayal-sunset-boat-31" }],
      ["/api/admin/account/two-factor/disable", { password: person.password }],
    ] as const) {
      const res = await app.request(path, withCookies(jar, { method: "POST", json: body }));
      expect(res.status, path).toBe(429);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
      expect((await res.json()).error.message).toMatch(/Too many wrong passwords.*try again in 15 minutes/);
    }
    // The person's sign-in is not locked by it (a stolen session must not lock its owner out).
    expect((await signIn(app, person.email, person.password)).res.status).toBe(200);
    const failures = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "account.password_confirm_failed"),
          eq(auditLog.entityId, String(await userId(person.email))),
        ),
      );
    expect(failures).toHaveLength(5);
  });

  it("refuses guessable passwords wherever a password is chosen, saying why", async () => {
    const guessable = "aaaaaaaaaaaa";
    const reason = /^Repeated characters like "aaa" are easy to guess\. Three or four unrelated words/;
    const person = await addStaffMember(app, "weak.choice@example.in", "viewer");
    const jar = (await signIn(app, person.email, person.password)).jar;
    const change = await app.request(
      "/api/admin/account/password",
      withCookies(jar, { method: "POST", json: { currentPassword: person.password, newPassword: guessable } }),
    );
    expect(change.status).toBe(400);
    expect((await change.json()).error.fields.newPassword).toMatch(reason);

    const create = await app.request(
      "/api/admin/users",
      withCookies(owner, {
        method: "POST",
        json: {
          email: "weak.temp@example.in",
          displayName: "Weak Temp",
          role: "viewer",
          access: "temporary_password",
          temporaryPassword: guessable,
        },
      }),
    );
    expect(create.status).toBe(400);
    expect((await create.json()).error.fields.temporaryPassword).toMatch(reason);

    const linked = await app.request(
      "/api/admin/users",
      withCookies(owner, {
        method: "POST",
        json: { email: "weak.link@example.in", displayName: "Weak Link", role: "viewer", access: "setup_link" },
      }),
    );
    const link = await setupLinkToken(linked);
    const set = await setPassword(link, guessable);
    expect(set.status).toBe(400);
    expect((await set.json()).error.fields.password).toMatch(reason);
    // The link is not used up by a refused password.
    expect((await setPassword(link, "kayal-sunset-boat-31")).status).toBe(200);
  });

  it("never adopts a device cookie the browser made up", async () => {
    const person = await addStaffMember(app, "device.owner@example.in", "viewer");
    const planted = "P".repeat(43);
    const jar = new CookieJar();
    const first = await signIn(app, person.email, person.password, jar, { Cookie: `dsa_device=${planted}` });
    expect(first.res.status).toBe(200);
    const made = cookiesOf(first.res).dsa_device!;
    expect(made).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made).not.toBe(planted);
    // The server's own value is kept at the next sign-in (one cookie serves the browser).
    const again = await signIn(app, person.email, person.password, new CookieJar(), { Cookie: `dsa_device=${made}` });
    expect(cookiesOf(again.res).dsa_device).toBe(made);
  });

  it("lets a browser that signed in before in while the e-mail is locked for everyone else", async () => {
    const person = await addStaffMember(app, "locked.out@example.in", "admin");
    const laptop = new CookieJar();
    expect((await signIn(app, person.email, person.password, laptop)).res.status).toBe(200);

    // Five wrong passwords from elsewhere lock the e-mail…
    for (let i = 0; i < 5; i++) {
      await signIn(app, person.email, `not it ${i}`, new CookieJar(), { "X-Forwarded-For": `203.0.113.${i + 1}` });
    }
    const stranger = await signIn(app, person.email, person.password, new CookieJar());
    expect(stranger.res.status).toBe(429);
    // …but not for the laptop the person signed in from before.
    expect((await signIn(app, person.email, person.password, laptop)).res.status).toBe(200);
    // Their signing in does not lift the lock for the others.
    expect((await signIn(app, person.email, person.password, new CookieJar())).res.status).toBe(429);

    // The laptop has a lock of its own: five wrong passwords there, and it waits too.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await signIn(app, person.email, `typo ${i}`, laptop)).res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn(app, person.email, person.password, laptop)).res.status).toBe(429);
    await db().execute(sql`delete from login_lockouts`);
  });
});

describe("staff cookies on an https site", () => {
  it("are named with the __Host- prefix and Secure, however PUBLIC_URL is capitalised", async () => {
    const app = await createTestApp(backends[0]!, { ...ownerEnv, PUBLIC_URL: "HTTPS://WWW.Example.IN/" });
    try {
      const { res } = await signIn(app, undefined, undefined, new CookieJar(), { Origin: "https://www.example.in" });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith("__Host-dsa_session="))).toMatch(/; Secure/);
      expect(cookies.find((c) => c.startsWith("__Host-dsa_device="))).toMatch(/; Secure/);
      expect(cookies.some((c) => c.startsWith("dsa_session="))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
