import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInMessages } from "../../server/auth/auth-messages";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import {
  CookieJar,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  json,
  ownerEnv,
  signIn,
  totpCode,
  withCookies,
} from "../support/staff";

describe.each(backends)("staff sign-in on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend, { ...ownerEnv, TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A colleague with a password of their own. */
  async function addStaff(email: string, role: "admin" | "editor" | "viewer", password = "tharavadu-mango-tree-7") {
    const { jar } = await signIn(app);
    const res = await app.request(
      "/api/admin/users",
      withCookies(jar, {
        method: "POST",
        json: {
          email,
          displayName: email.split("@")[0],
          role,
          access: "temporary_password",
          temporaryPassword: password,
        },
      }),
    );
    expect(res.status).toBe(201);
    // Temporary passwords must be changed at first sign-in: do it, so the account is ready to use.
    const first = await signIn(app, email, password);
    const change = await app.request(
      "/api/admin/account/password",
      withCookies(first.jar, { method: "POST", json: { currentPassword: password, newPassword: `${password}-own` } }),
    );
    expect(change.status).toBe(200);
    first.jar.take(change);
    await app.request("/api/admin/auth/logout", withCookies(first.jar, { method: "POST" }));
    return { email, password: `${password}-own` };
  }

  const auditRows = (action: string) =>
    app.services.database.db.execute<{ actor_label: string; changes: unknown; ip: string | null }>(
      sql`select actor_label, changes, ip from audit_log where action = ${action} order by id`,
    );

  it("creates the first owner from ADMIN_EMAIL and ADMIN_PASSWORD, and signs them in with a session cookie", async () => {
    const { res, jar } = await signIn(app, OWNER_EMAIL.toUpperCase(), OWNER_PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "signed_in", user: { email: OWNER_EMAIL, role: "owner" }, setupStep: null });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("dsa_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain-HTTP test site
    // 256 random bits, base64url.
    expect(jar.get("dsa_session")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await app.request("/api/admin/auth/me", withCookies(jar));
    expect(me.status).toBe(200);
    const who = await me.json();
    expect(who.user.email).toBe(OWNER_EMAIL);
    expect(who.permissions).toContain("user:manage");
    expect(who.via).toBe("session");
  });

  it("stores only a hash of the session id", async () => {
    const { jar } = await signIn(app);
    const token = jar.get("dsa_session")!;
    const rows = await app.services.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from staff_sessions where token_hash = ${token}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("gives a new session id at every sign-in", async () => {
    const jar = new CookieJar();
    await signIn(app, OWNER_EMAIL, OWNER_PASSWORD, jar);
    const first = jar.get("dsa_session");
    await signIn(app, OWNER_EMAIL, OWNER_PASSWORD, jar);
    expect(jar.get("dsa_session")).not.toBe(first);
  });

  it("answers a wrong password and an unknown e-mail with the same 401 message, and audits both", async () => {
    const wrong = await signIn(app, OWNER_EMAIL, "not the password at all", new CookieJar(), {
      "X-Forwarded-For": "203.0.113.10",
    });
    const unknown = await signIn(app, "nobody@example.in", "not the password at all", new CookieJar(), {
      "X-Forwarded-For": "203.0.113.10",
    });
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    const [a, b] = [await wrong.res.json(), await unknown.res.json()];
    expect(a).toEqual(b);
    expect(a.error.message).toBe(signInMessages.invalid);
    expect(wrong.res.headers.getSetCookie()).toEqual([]);
    const rows = (await auditRows("auth.login_failed")) as unknown as { rows: { actor_label: string; ip: string }[] };
    expect(rows.rows.map((r) => r.actor_label)).toEqual(expect.arrayContaining([OWNER_EMAIL, "nobody@example.in"]));
    expect(rows.rows.find((r) => r.actor_label === "nobody@example.in")?.ip).toBe("203.0.113.10");
  });

  it("locks an account key for 15 minutes after 5 failures, the same way for an unknown e-mail", async () => {
    const victim = await addStaff("lock.me@example.in", "viewer");
    for (const email of [victim.email, "ghost@example.in"]) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const { res } = await signIn(app, email, `wrong password ${i}`, new CookieJar(), {
          "X-Forwarded-For": `198.51.100.${i + 1}`,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const locked = await signIn(
        app,
        email,
        email === victim.email ? victim.password : "whatever it is",
        new CookieJar(),
        {
          "X-Forwarded-For": "198.51.100.99",
        },
      );
      expect(locked.res.status).toBe(429);
      const retryAfter = Number(locked.res.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await locked.res.json()).error.message).toMatch(/Too many failed sign-ins for this e-mail/);
    }
    // When the lock has passed, the right password works again.
    await app.services.database.db.execute(sql`update login_lockouts set locked_until = now() - interval '1 second'`);
    const again = await signIn(app, victim.email, victim.password);
    expect(again.res.status).toBe(200);
  });

  it("limits failed sign-ins per address, but a colleague on a browser that signed in before still gets in", async () => {
    const colleague = await addStaff("colleague@example.in", "editor");
    const office = { "X-Forwarded-For": "192.0.2.50" };
    // The colleague signed in from this office browser yesterday.
    const browser = new CookieJar();
    expect((await signIn(app, colleague.email, colleague.password, browser, office)).res.status).toBe(200);

    // A dozen failures against other and unknown accounts from the same office address…
    for (let i = 0; i < 12; i++) {
      const { res } = await signIn(app, `someone${i}@example.in`, "guessing badly", new CookieJar(), office);
      expect(res.status).toBe(401);
    }
    // …do not stop the colleague, from the known browser or a new one.
    expect((await signIn(app, colleague.email, colleague.password, browser, office)).res.status).toBe(200);
    expect((await signIn(app, colleague.email, colleague.password, new CookieJar(), office)).res.status).toBe(200);

    // A flood does stop new browsers at that address; the known browser still gets in.
    for (let i = 0; i < 30; i++) {
      await signIn(app, `flood${i}@example.in`, "guessing badly", new CookieJar(), office);
    }
    const blocked = await signIn(app, colleague.email, colleague.password, new CookieJar(), office);
    expect(blocked.res.status).toBe(429);
    expect((await blocked.res.json()).error.code).toBe("rate_limited");
    expect((await signIn(app, colleague.email, colleague.password, browser, office)).res.status).toBe(200);
    // Another address is not affected.
    const elsewhere = await signIn(app, colleague.email, colleague.password, new CookieJar(), {
      "X-Forwarded-For": "192.0.2.51",
    });
    expect(elsewhere.res.status).toBe(200);
  });

  it("logout ends the session: the same cookie replayed afterwards gets 401", async () => {
    const { jar } = await signIn(app);
    const replay = jar.header();
    const out = await app.request("/api/admin/auth/logout", withCookies(jar, { method: "POST" }));
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/dsa_session=;/);
    const me = await app.request("/api/admin/auth/me", { headers: { Cookie: replay } });
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ error: { code: "unauthorized" } });
    expect(((await auditRows("auth.logout")) as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });

  it("ends a session after its idle timeout and after its absolute lifetime", async () => {
    const idle = await signIn(app);
    const absolute = await signIn(app);
    await app.services.database.db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '2 hours 1 minute' where token_hash = (
        select token_hash from staff_sessions order by id desc offset 1 limit 1)`,
    );
    await app.services.database.db.execute(
      sql`update staff_sessions set expires_at = now() - interval '1 second' where id = (select max(id) from staff_sessions)`,
    );
    expect((await app.request("/api/admin/auth/me", withCookies(idle.jar))).status).toBe(401);
    expect((await app.request("/api/admin/auth/me", withCookies(absolute.jar))).status).toBe(401);
  });

  it("changing the password ends the other sessions and rotates this one", async () => {
    const person = await addStaff("changer@example.in", "viewer");
    const phone = await signIn(app, person.email, person.password);
    const desk = await signIn(app, person.email, person.password);
    const before = desk.jar.get("dsa_session");
    const res = await app.request(
      "/api/admin/account/password",
      withCookies(desk.jar, {
        method: "POST",
        json: { currentPassword: person.password, newPassword: "a brand new passphrase" },
      }),
    );
    expect(res.status).toBe(200);
    desk.jar.take(res);
    expect(desk.jar.get("dsa_session")).not.toBe(before);
    expect((await app.request("/api/admin/auth/me", withCookies(desk.jar))).status).toBe(200);
    expect((await app.request("/api/admin/auth/me", withCookies(phone.jar))).status).toBe(401);
  });

  it("refuses a wrong current password and a common new password with field messages", async () => {
    const { jar } = await signIn(app);
    const wrong = await app.request(
      "/api/admin/account/password",
      withCookies(jar, {
        method: "POST",
        json: { currentPassword: "nope nope nope", newPassword: "fine new passphrase" },
      }),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.currentPassword).toMatch(/not your current password/);
    const common = await app.request(
      "/api/admin/account/password",
      withCookies(jar, { method: "POST", json: { currentPassword: OWNER_PASSWORD, newPassword: "1234567890" } }),
    );
    expect(common.status).toBe(400);
    expect((await common.json()).error.fields.newPassword).toMatch(/most common passwords/);
    const short = await app.request(
      "/api/admin/account/password",
      withCookies(jar, { method: "POST", json: { currentPassword: OWNER_PASSWORD, newPassword: "short" } }),
    );
    expect((await short.json()).error.fields.newPassword).toMatch(/at least 10 characters/);
  });

  it("signs out everywhere", async () => {
    const person = await addStaff("everywhere@example.in", "viewer");
    const a = await signIn(app, person.email, person.password);
    const b = await signIn(app, person.email, person.password);
    const res = await app.request(
      "/api/admin/account/sessions/sign-out-everywhere",
      withCookies(a.jar, { method: "POST" }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).sessionsEnded).toBe(2);
    expect((await app.request("/api/admin/auth/me", withCookies(a.jar))).status).toBe(401);
    expect((await app.request("/api/admin/auth/me", withCookies(b.jar))).status).toBe(401);
  });

  it("deactivating an account ends its sessions and its API tokens", async () => {
    const person = await addStaff("leaver@example.in", "viewer");
    const theirs = await signIn(app, person.email, person.password);
    const owner = await signIn(app);
    const users = await (await app.request("/api/admin/users?search=leaver", withCookies(owner.jar))).json();
    const leaver = users.items[0];
    const token = await (
      await app.request(
        "/api/admin/tokens",
        withCookies(owner.jar, { method: "POST", json: { name: "Leaver's sheet", userId: leaver.id } }),
      )
    ).json();
    expect(
      (await app.request("/api/admin/dashboard", { headers: { Authorization: `Bearer ${token.token}` } })).status,
    ).toBe(200);
    const off = await app.request(
      `/api/admin/users/${leaver.id}`,
      withCookies(owner.jar, { method: "PATCH", json: { version: leaver.version, isActive: false } }),
    );
    expect(off.status).toBe(200);
    expect((await app.request("/api/admin/auth/me", withCookies(theirs.jar))).status).toBe(401);
    expect(
      (await app.request("/api/admin/dashboard", { headers: { Authorization: `Bearer ${token.token}` } })).status,
    ).toBe(401);
    expect((await signIn(app, person.email, person.password)).res.status).toBe(401);
  });

  it("two-factor sign-in: set up with a code, then sign-in asks for it; recovery codes work once", async () => {
    const person = await addStaff("twofactor@example.in", "admin");
    const { jar } = await signIn(app, person.email, person.password);
    const setup = await (
      await app.request("/api/admin/account/two-factor/setup", withCookies(jar, { method: "POST" }))
    ).json();
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qrSvg).toMatch(/^<svg/);
    const bad = await app.request(
      "/api/admin/account/two-factor/enable",
      withCookies(jar, { method: "POST", json: { code: "000000" } }),
    );
    expect(bad.status).toBe(400);
    const enabled = await app.request(
      "/api/admin/account/two-factor/enable",
      withCookies(jar, { method: "POST", json: { code: await totpCode(setup.secret) } }),
    );
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = await enabled.json();
    expect(recoveryCodes).toHaveLength(10);

    // Password alone is not enough any more.
    const step1 = await signIn(app, person.email, person.password);
    expect(await step1.res.json()).toEqual({ status: "two_factor_required" });
    expect((await app.request("/api/admin/auth/me", withCookies(step1.jar))).status).toBe(401);
    const wrongCode = await app.request(
      "/api/admin/auth/two-factor",
      withCookies(step1.jar, { method: "POST", json: { code: "123456" } }),
    );
    expect(wrongCode.status).toBe(401);
    // A code one step ahead (clock drift): accepted once, then never again.
    const code = await totpCode(setup.secret, 30);
    const step2 = await app.request(
      "/api/admin/auth/two-factor",
      withCookies(step1.jar, { method: "POST", json: { code } }),
    );
    expect(step2.status).toBe(200);
    step1.jar.take(step2);
    expect((await app.request("/api/admin/auth/me", withCookies(step1.jar))).status).toBe(200);
    const replay = await signIn(app, person.email, person.password);
    const reused = await app.request(
      "/api/admin/auth/two-factor",
      withCookies(replay.jar, { method: "POST", json: { code } }),
    );
    expect(reused.status).toBe(401);

    // A recovery code instead of the phone, once.
    const withRecovery = await signIn(app, person.email, person.password);
    const recovered = await app.request(
      "/api/admin/auth/two-factor",
      withCookies(withRecovery.jar, { method: "POST", json: { code: recoveryCodes[0].toUpperCase() } }),
    );
    expect(recovered.status).toBe(200);
    const again = await signIn(app, person.email, person.password);
    const usedUp = await app.request(
      "/api/admin/auth/two-factor",
      withCookies(again.jar, { method: "POST", json: { code: recoveryCodes[0] } }),
    );
    expect(usedUp.status).toBe(401);
    await app.services.database.db.execute(sql`delete from login_lockouts`);
  });

  /** Signs in with password and the current TOTP code (waiting for a fresh time step if needed). */
  async function signInWithCode(email: string, password: string, secret: string) {
    const step1 = await signIn(app, email, password);
    expect(await step1.res.json()).toEqual({ status: "two_factor_required" });
    const res = await app.request(
      "/api/admin/auth/two-factor",
      withCookies(step1.jar, { method: "POST", json: { code: await totpCode(secret, 30) } }),
    );
    expect(res.status).toBe(200);
    return step1.jar.take(res);
  }

  async function enableTwoFactor(jar: CookieJar): Promise<string> {
    const setup = await app.request("/api/admin/account/two-factor/setup", withCookies(jar, { method: "POST" }));
    expect(setup.status).toBe(200);
    const { secret } = await setup.json();
    const on = await app.request(
      "/api/admin/account/two-factor/enable",
      withCookies(jar, { method: "POST", json: { code: await totpCode(secret) } }),
    );
    expect(on.status).toBe(200);
    return secret;
  }

  it("the owner can require two-factor sign-in: staff without it may only set it up", async () => {
    const person = await addStaff("must2fa@example.in", "viewer");
    const owner = await signIn(app);
    // An owner without two-factor sign-in cannot require it (they would be stuck in set-up).
    const refused = await app.request(
      "/api/admin/security",
      withCookies(owner.jar, { method: "PATCH", json: { requireTwoFactor: true } }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.requireTwoFactor).toMatch(/your own account first/);

    const second = await addStaff("second.owner@example.in", "admin");
    const secondId = (await (await app.request("/api/admin/users?search=second.owner", withCookies(owner.jar))).json())
      .items[0];
    await app.request(
      `/api/admin/users/${secondId.id}`,
      withCookies(owner.jar, { method: "PATCH", json: { version: secondId.version, role: "owner" } }),
    );
    const secondJar = (await signIn(app, second.email, second.password)).jar;
    const secret = await enableTwoFactor(secondJar);
    const strictJar = await signInWithCode(second.email, second.password, secret);
    const policy = await app.request(
      "/api/admin/security",
      withCookies(strictJar, { method: "PATCH", json: { requireTwoFactor: true } }),
    );
    expect(policy.status).toBe(200);
    try {
      const { res, jar } = await signIn(app, person.email, person.password);
      expect((await res.json()).setupStep).toBe("enable_two_factor");
      const blocked = await app.request("/api/admin/dashboard", withCookies(jar));
      expect(blocked.status).toBe(403);
      expect((await blocked.json()).error.code).toBe("account_setup_required");
      await enableTwoFactor(jar);
      expect((await app.request("/api/admin/dashboard", withCookies(jar))).status).toBe(200);
      // Nobody turns it off for themselves while the owner requires it.
      const off = await app.request(
        "/api/admin/account/two-factor/disable",
        withCookies(jar, { method: "POST", json: { password: person.password } }),
      );
      expect(off.status).toBe(403);
    } finally {
      const reset = await app.request(
        "/api/admin/security",
        withCookies(strictJar, { method: "PATCH", json: { requireTwoFactor: false } }),
      );
      expect(reset.status).toBe(200);
    }
  });

  it("API tokens act as their account with its role, are shown once, stored hashed, and can be revoked", async () => {
    const owner = await signIn(app);
    const viewer = await addStaff("integration@example.in", "viewer");
    const list = await (await app.request(`/api/admin/users?search=integration`, withCookies(owner.jar))).json();
    const created = await app.request(
      "/api/admin/tokens",
      withCookies(owner.jar, { method: "POST", json: { name: "Reports sheet", userId: list.items[0].id } }),
    );
    const body = await created.json();
    expect(created.status, JSON.stringify(body)).toBe(201);
    const { token, id } = body;
    expect(token).toMatch(/^dsa_[A-Za-z0-9_-]{43}$/);
    const bearer = { headers: { Authorization: `Bearer ${token}` } };
    const me = await (await app.request("/api/admin/auth/me", bearer)).json();
    expect(me).toMatchObject({ user: { email: viewer.email, role: "viewer" }, via: "token" });
    // A viewer may not manage users, whatever the token.
    expect((await app.request("/api/admin/users", bearer)).status).toBe(403);
    const tokens = await (await app.request("/api/admin/tokens", withCookies(owner.jar))).json();
    const row = tokens.items.find((t: { id: number }) => t.id === id);
    expect(row.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(tokens)).not.toContain(token);
    const revoked = await app.request(`/api/admin/tokens/${id}`, withCookies(owner.jar, { method: "DELETE" }));
    expect(revoked.status).toBe(204);
    expect((await app.request("/api/admin/auth/me", bearer)).status).toBe(401);
    expect((await app.request("/api/admin/auth/me", { headers: { Authorization: "Bearer nonsense" } })).status).toBe(
      401,
    );
  });

  it("refuses state-changing staff requests from another site", async () => {
    const { jar } = await signIn(app);
    const res = await app.request(
      "/api/admin/account/sessions/sign-out-everywhere",
      withCookies(jar, { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }),
    );
    expect(res.status).toBe(403);
    expect((await app.request("/api/admin/auth/me", withCookies(jar))).status).toBe(200);
    const login = await app.request(
      "/api/admin/auth/login",
      json({ email: OWNER_EMAIL, password: OWNER_PASSWORD }, { Origin: "https://evil.example" }),
    );
    expect(login.status).toBe(403);
  });

  it("writes audit rows for sign-ins and staff writes, never with passwords", async () => {
    const rows = await app.services.database.db.execute<{ action: string; changes: unknown }>(
      sql`select action, changes from audit_log`,
    );
    const all = (rows as unknown as { rows: { action: string; changes: unknown }[] }).rows;
    const actions = new Set(all.map((r) => r.action));
    for (const action of [
      "auth.login",
      "auth.login_failed",
      "user.create",
      "account.password_change",
      "token.create",
    ]) {
      expect(actions).toContain(action);
    }
    const text = JSON.stringify(all);
    expect(text).not.toContain(OWNER_PASSWORD);
    expect(text).not.toContain("tharavadu-mango-tree-7");
  });
});
