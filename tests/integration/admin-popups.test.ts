import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { auditLog, popupDailyCounts } from "~server/db/schema";
import { POPUP_EVENT_RATE_LIMIT } from "~server/http/api/popup-events.routes";
import type { PopupCounts, PopupList, StaffPopup } from "~server/popups/popup-admin.schema";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, CookieJar, ownerEnv, signIn, withCookies } from "../support/staff";

type Answer<T> = { status: number; body: T; fields: Record<string, string> };

const HOUR = 60 * 60 * 1000;

describe.each(backends)("the popup manager API on %s", (backend) => {
  let app: TestApp;
  const jars = {} as Record<StaffRole, CookieJar>;

  async function call<T = StaffPopup>(
    role: StaffRole | null,
    method: string,
    path: string,
    json?: unknown,
  ): Promise<Answer<T>> {
    const jar = role ? jars[role] : new CookieJar();
    const res = await app.request(`/api/admin/popups${path}`, withCookies(jar, { method, json }));
    const text = await res.text();
    const body = (text ? JSON.parse(text) : null) as T & { error?: { fields?: Record<string, string> } };
    return { status: res.status, body, fields: body?.error?.fields ?? {} };
  }

  const create = (json: unknown, role: StaffRole = "editor") => call(role, "POST", "", json);

  async function publicList(page: string) {
    const res = await app.request(`/api/popups/${page}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { id: number; title: string }[];
  }

  const event = (id: number | string, name: string) =>
    app.request(`/api/popups/${id}/events/${name}`, { method: "POST" });

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    jars.owner = (await signIn(app)).jar;
    for (const role of ["admin", "editor", "viewer"] as const) {
      const member = await addStaffMember(app, `${role}@example.in`, role);
      const { res, jar } = await signIn(app, member.email, member.password);
      expect(res.status, role).toBe(200);
      jars[role] = jar;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets owners, admins and editors manage popups; viewers get 403 and strangers 401", async () => {
    for (const role of ["owner", "admin", "editor"] as const) {
      const made = await create({ title: `By the ${role}`, targetPage: "about" }, role);
      expect(made.status, role).toBe(201);
      expect((await call(role, "GET", `/${made.body.id}`)).status).toBe(200);
      expect((await call(role, "DELETE", `/${made.body.id}`)).status).toBe(204);
    }
    const seeded = 1;
    expect((await call("viewer", "GET", "")).status).toBe(403);
    expect((await call("viewer", "GET", `/${seeded}`)).status).toBe(403);
    expect((await call("viewer", "POST", "", { title: "No", targetPage: "home" })).status).toBe(403);
    expect((await call("viewer", "PATCH", `/${seeded}`, { isActive: true })).status).toBe(403);
    expect((await call("viewer", "DELETE", `/${seeded}`)).status).toBe(403);
    expect((await call("viewer", "POST", `/${seeded}/duplicate`)).status).toBe(403);
    expect((await call("viewer", "GET", `/${seeded}/counts`)).status).toBe(403);
    expect((await call(null, "GET", "")).status).toBe(401);
    expect((await call(null, "POST", "", { title: "No", targetPage: "home" })).status).toBe(401);
  });

  it("creates a popup with the spec's camelCase fields and defaults, audited, shown on the next GET /api/popups/home", async () => {
    expect((await publicList("home")).map((popup) => popup.title)).not.toContain("Welcome offer");
    const made = await create({
      isActive: true,
      title: "  Welcome offer ",
      targetPage: "Home, gold-loan",
      delayShow: 1500,
      autoClose: 20,
      content: '<p>Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      isActive: true,
      title: "Welcome offer",
      targetPage: "home, gold-loan",
      delayShow: 1500,
      autoClose: 20,
      position: "center",
      size: "medium",
      backgroundColor: "#ffffff",
      showCloseButton: true,
      startsAt: null,
      endsAt: null,
      state: "active",
      counts: { last30Days: { impressions: 0, clickRate: null }, allTime: { impressions: 0 } },
    });
    expect(made.body.content).not.toMatch(/script|javascript:/);
    expect((await publicList("home")).map((popup) => popup.title)).toContain("Welcome offer");

    const [entry] = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "popup.create"), eq(auditLog.entityId, String(made.body.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ entity: "popup", actorLabel: "editor@example.in" });

    // A change shows at once, although the answer is cached.
    const edited = await call("editor", "PATCH", `/${made.body.id}`, { title: "Welcome offer, renewed" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Welcome offer, renewed", delayShow: 1500, autoClose: 20 });
    expect((await publicList("home")).map((popup) => popup.title)).toContain("Welcome offer, renewed");

    const off = await call("editor", "PATCH", `/${made.body.id}`, { isActive: false });
    expect(off.body.state).toBe("inactive");
    expect((await publicList("home")).map((popup) => popup.id)).not.toContain(made.body.id);
    const updates = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "popup.update"), eq(auditLog.entityId, String(made.body.id))));
    expect(updates.map((row) => row.changes)).toEqual(
      expect.arrayContaining([{ isActive: { from: true, to: false } }]),
    );
  });

  it("refuses bad colours, addresses, dates, numbers and ids with a message per field", async () => {
    const bad = await create({
      title: "",
      targetPage: "home<script>",
      backgroundColor: "red",
      textColor: "#12345",
      actionButtonLink: "javascript:alert(1)",
      imageUrl: "//evil.example/x.png",
      delayShow: -5,
      autoClose: 0,
      position: "middle",
      startsAt: "tomorrow",
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toMatchObject({
      title: "Give the popup a title",
      targetPage: expect.stringMatching(/^Page names/),
      backgroundColor: expect.stringMatching(/^Use a hex colour/),
      textColor: expect.stringMatching(/^Use a hex colour/),
      actionButtonLink: expect.stringMatching(/^Use an http\(s\) address/),
      imageUrl: expect.stringMatching(/^Use an http\(s\) address/),
      delayShow: expect.stringMatching(/^Use milliseconds/),
      autoClose: expect.stringMatching(/^Use seconds/),
      position: expect.any(String),
      startsAt: expect.stringMatching(/^Use a date and time/),
    });

    const backwards = await create({
      title: "Backwards",
      targetPage: "home",
      startsAt: "2026-12-10T09:00:00+05:30",
      endsAt: "2026-12-01T09:00:00+05:30",
    });
    expect(backwards.status).toBe(400);
    expect(backwards.fields).toEqual({ endsAt: "Choose an end after the start, or leave the end empty" });

    const button = await create({
      title: "Button",
      targetPage: "home",
      showActionButton: true,
      actionButtonText: "Go",
    });
    expect(button.fields).toEqual({ actionButtonLink: "The action button needs a text and a link" });

    // A partial edit is checked merged with what is stored.
    const made = await create({ title: "Dated", targetPage: "home", startsAt: "2030-01-10T09:00:00+05:30" });
    expect(made.status).toBe(201);
    const patch = await call("editor", "PATCH", `/${made.body.id}`, { endsAt: "2030-01-01T00:00:00Z" });
    expect(patch.status).toBe(400);
    expect(patch.fields).toHaveProperty("endsAt");
    const colour = await call("editor", "PATCH", `/${made.body.id}`, { actionButtonColor: "blue" });
    expect(colour.fields).toHaveProperty("actionButtonColor");

    for (const id of ["abc", "0", "-3", "1.5"]) {
      const res = await call("editor", "GET", `/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.fields, id).toHaveProperty("id");
    }
    for (const [method, path] of [
      ["GET", "/999999"],
      ["PATCH", "/999999"],
      ["DELETE", "/999999"],
      ["POST", "/999999/duplicate"],
      ["GET", "/999999/counts"],
    ] as const) {
      const res = await call("editor", method, path, method === "PATCH" ? { title: "x" } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ error: { code: "not_found" } });
    }
    expect((await call("editor", "GET", "?state=sleeping")).fields).toHaveProperty("state");
  });

  it("answers 409 to an edit based on an outdated read", async () => {
    const made = await create({ title: "Shared", targetPage: "contact" });
    const read = made.body.updatedAt;
    expect((await call("admin", "PATCH", `/${made.body.id}`, { priority: 5, updatedAt: read })).status).toBe(200);
    const stale = await call("editor", "PATCH", `/${made.body.id}`, { priority: 7, updatedAt: read });
    expect(stale.status).toBe(409);
    expect((await call("editor", "GET", `/${made.body.id}`)).body.priority).toBe(5);
  });

  it("shows a popup only within its dates, and lists it by state", async () => {
    const now = Date.now();
    const iso = (offset: number) => new Date(now + offset).toISOString();
    const later = await create({ isActive: true, title: "Later", targetPage: "services", startsAt: iso(HOUR) });
    const over = await create({ isActive: true, title: "Over", targetPage: "services", endsAt: iso(-HOUR) });
    const current = await create({
      isActive: true,
      title: "Current",
      targetPage: "services",
      startsAt: iso(-HOUR),
      endsAt: iso(HOUR),
    });
    const off = await create({ isActive: false, title: "Off", targetPage: "services" });
    expect(later.body.state).toBe("scheduled");
    expect(over.body.state).toBe("ended");
    expect(current.body.state).toBe("active");
    expect(off.body.state).toBe("inactive");
    expect((await publicList("services")).map((popup) => popup.title)).toEqual(["Current"]);

    const byState = async (state: string) =>
      (await call<PopupList>("editor", "GET", `?state=${state}&search=services&pageSize=100`)).body.items.map(
        (popup) => popup.title,
      );
    expect(await byState("scheduled")).toEqual(["Later"]);
    expect(await byState("ended")).toEqual(["Over"]);
    expect(await byState("active")).toEqual(["Current"]);
    expect(await byState("inactive")).toEqual(["Off"]);

    // Once its start is moved into the past it shows; the content schedule knows the next boundary.
    expect(await app.services.popupManager.nextBoundary(new Date(now))).toEqual(new Date(now + HOUR));
    const moved = await call("editor", "PATCH", `/${later.body.id}`, { startsAt: iso(-1000) });
    expect(moved.body).toMatchObject({ state: "active" });
    expect((await publicList("services")).map((popup) => popup.title).sort()).toEqual(["Current", "Later"]);
  });

  it("appears at its start and disappears at its end although the answer is cached, without any write", async () => {
    const stop = app.services.contentSchedule.start();
    try {
      const now = Date.now();
      const made = await create({
        isActive: true,
        title: "Flash sale",
        targetPage: "flash-sale",
        startsAt: new Date(now + 1500).toISOString(),
        endsAt: new Date(now + 3000).toISOString(),
      });
      expect(made.body.state).toBe("scheduled");
      // Asked before its start: the empty answer is now in the cache.
      expect(await publicList("flash-sale")).toEqual([]);
      expect((await app.request("/api/popups/flash-sale")).headers.get("x-page-cache")).toBe("hit");
      await vi.waitFor(
        async () => expect((await publicList("flash-sale")).map((popup) => popup.title)).toEqual(["Flash sale"]),
        {
          timeout: 10_000,
          interval: 100,
        },
      );
      await vi.waitFor(async () => expect(await publicList("flash-sale")).toEqual([]), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      stop();
    }
  });

  it("pages and searches the list", async () => {
    for (const n of [1, 2, 3]) await create({ title: `Paging ${n}`, targetPage: "paging-page" });
    const first = await call<PopupList>("editor", "GET", "?search=paging-page&pageSize=10");
    expect(first.body.total).toBe(3);
    const byTitle = await call<PopupList>("editor", "GET", "?search=Paging%202");
    expect(byTitle.body.items.map((popup) => popup.title)).toEqual(["Paging 2"]);
    const page2 = await call<PopupList>("editor", "GET", "?search=paging&pageSize=10&page=2");
    expect(page2.body).toEqual({ items: [], total: 3 });
    expect((await call("editor", "GET", "?pageSize=7")).fields).toHaveProperty("pageSize");
  });

  it("duplicates a popup as an inactive copy and deletes one", async () => {
    const made = await create({ isActive: true, title: "Original", targetPage: "blog", priority: 4, delayShow: 700 });
    const copy = await call("editor", "POST", `/${made.body.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: "Copy of Original",
      isActive: false,
      state: "inactive",
      targetPage: "blog",
      priority: 4,
      delayShow: 700,
    });
    expect(copy.body.id).not.toBe(made.body.id);
    expect((await call("editor", "DELETE", `/${copy.body.id}`)).status).toBe(204);
    expect((await call("editor", "GET", `/${copy.body.id}`)).status).toBe(404);
    const deletions = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "popup.delete"), eq(auditLog.entityId, String(copy.body.id))));
    expect(deletions).toHaveLength(1);
  });

  it("counts impressions, action clicks and dismissals per day without cookies, and shows them with the click rate", async () => {
    const made = await create({ isActive: true, title: "Counted", targetPage: "deals" });
    const id = made.body.id;
    for (const name of ["impression", "impression", "impression", "impression", "action", "dismissal"]) {
      const res = await event(id, name);
      expect(res.status, name).toBe(204);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const unknown = await event(999999, "impression");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "not_found" } });
    const bad = await event(id, "hover");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("event");
    expect((await event("x", "impression")).status).toBe(400);

    // Only counters: one row for the popup and the day.
    const rows = await app.services.database.db.select().from(popupDailyCounts).where(eq(popupDailyCounts.popupId, id));
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(["actionClicks", "day", "dismissals", "impressions", "popupId"]);

    const counts = await call<PopupCounts>("editor", "GET", `/${id}/counts`);
    expect(counts.status).toBe(200);
    expect(counts.body.days).toHaveLength(30);
    expect(counts.body.days.at(-1)).toMatchObject({ impressions: 4, actionClicks: 1, dismissals: 1 });
    expect(counts.body.days[0]).toMatchObject({ impressions: 0, actionClicks: 0, dismissals: 0 });
    expect(counts.body.last30Days).toEqual({ impressions: 4, actionClicks: 1, dismissals: 1, clickRate: 0.25 });
    expect(counts.body.allTime).toEqual(counts.body.last30Days);
    const listed = await call<PopupList>("editor", "GET", "?search=Counted");
    expect(listed.body.items[0]!.counts.last30Days.clickRate).toBe(0.25);
  });

  it("limits the events one address can report", async () => {
    const made = await create({ isActive: true, title: "Flooded", targetPage: "flood" });
    const statuses: number[] = [];
    for (let i = 0; i < POPUP_EVENT_RATE_LIMIT; i++) statuses.push((await event(made.body.id, "impression")).status);
    const limited = await event(made.body.id, "impression");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const counts = await call<PopupCounts>("editor", "GET", `/${made.body.id}/counts`);
    // Earlier tests in this file used some of this address's allowance.
    expect(counts.body.allTime.impressions).toBe(statuses.filter((status) => status === 204).length);
    expect(counts.body.allTime.impressions).toBeLessThan(POPUP_EVENT_RATE_LIMIT);
  });
});
