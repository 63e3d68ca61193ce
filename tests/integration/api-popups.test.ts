import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "~server/seed/seed.server";
import type { PopupInput } from "~server/popups/popup.schema";
import { backends, createTestApp, type TestApp } from "../support/test-app";

const publicFields = [
  "actionButtonColor",
  "actionButtonLink",
  "actionButtonText",
  "actionButtonTextColor",
  "autoClose",
  "backgroundColor",
  "content",
  "delayShow",
  "englishFields",
  "id",
  "imagePosition",
  "imageUrl",
  "position",
  "priority",
  "showActionButton",
  "showCloseButton",
  "showImage",
  "size",
  "textColor",
  "title",
];

const xss =
  '<p onclick="alert(1)">Hello <strong>there</strong></p><script>alert(1)</script>' +
  '<img src=x onerror=alert(1)><a href="jav&#x09;ascript:alert(1)" target="_blank">go</a>' +
  "<svg onload=alert(1)></svg><iframe src=https://evil.example></iframe>";

function popup(overrides: Partial<PopupInput> & Pick<PopupInput, "title" | "targetPage">): PopupInput {
  return { isActive: true, content: "<p>Text</p>", ...overrides };
}

describe.each(backends)("popups API on %s", (backend) => {
  let app: TestApp;
  const topics: string[] = [];
  beforeAll(async () => {
    app = await createTestApp(backend);
    app.services.onContentChange((topic) => topics.push(topic));
  });
  afterAll(async () => {
    await app?.close();
  });

  async function list(page: string) {
    const res = await app.request(`/api/popups/${page}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as Record<string, unknown>[];
  }

  it("seeds one inactive demo popup and never returns it", async () => {
    const seeded = await app.services.popups.get(1);
    expect(seeded).toMatchObject({ isActive: false, targetPage: "home,gold-loan" });
    expect(seeded?.actionButtonLink).toBe("/loan-services/gold-loan");
    expect(await list("home")).toEqual([]);
    expect(await list("gold-loan")).toEqual([]);
  });

  it("answers an empty array for a page nothing targets", async () => {
    expect(await list("no-such-page")).toEqual([]);
  });

  it("lists the active popups whose targetPage contains the page, by priority, with public fields only", async () => {
    const low = await app.services.popups.create(popup({ title: "Low", targetPage: "home", priority: 1 }));
    const high = await app.services.popups.create(
      popup({ title: "High", targetPage: "about,HOME", priority: 50, autoClose: 10, delayShow: 2000 }),
    );
    const tie = await app.services.popups.create(popup({ title: "Tie", targetPage: "home,contact", priority: 1 }));
    await app.services.popups.create(popup({ title: "Off", targetPage: "home", priority: 99, isActive: false }));
    await app.services.popups.create(popup({ title: "Elsewhere", targetPage: "personal-loan", priority: 99 }));
    expect(topics).toContain("popups");

    const body = await list("home");
    expect(body.map((p) => p.title)).toEqual(["High", "Low", "Tie"]);
    expect(body.map((p) => p.id)).toEqual([high.id, low.id, tie.id]);
    for (const item of body) expect(Object.keys(item).sort()).toEqual(publicFields);
    expect(body[0]).toMatchObject({
      priority: 50,
      delayShow: 2000,
      autoClose: 10,
      position: "center",
      size: "medium",
      backgroundColor: "#ffffff",
      showCloseButton: true,
    });
    expect(body[1]).toMatchObject({ autoClose: null, imageUrl: null, actionButtonLink: null });

    expect((await list("contact")).map((p) => p.title)).toEqual(["Tie"]);
    expect((await list("personal-loan")).map((p) => p.title)).toEqual(["Elsewhere"]);
  });

  it("follows staff edits and removals", async () => {
    const created = await app.services.popups.create(popup({ title: "Temp", targetPage: "faq", priority: 3 }));
    expect((await list("faq")).map((p) => p.title)).toEqual(["Temp"]);
    await app.services.popups.update(created.id, { isActive: false });
    expect(await list("faq")).toEqual([]);
    await app.services.popups.update(created.id, { isActive: true, title: "Temp 2" });
    expect((await list("faq")).map((p) => p.title)).toEqual(["Temp 2"]);
    expect(await app.services.popups.remove(created.id)).toBe(true);
    expect(await list("faq")).toEqual([]);
    expect(await app.services.popups.remove(created.id)).toBe(false);
    expect(await app.services.popups.update(created.id, { title: "Gone" })).toBeNull();
  });

  it("stores and serves the content sanitized", async () => {
    const created = await app.services.popups.create(popup({ title: "XSS", targetPage: "xss-page", content: xss }));
    const stored = (await app.services.popups.get(created.id))!.content;
    for (const text of [stored, (await list("xss-page"))[0]!.content as string]) {
      expect(text).toContain("<strong>there</strong>");
      expect(text).not.toMatch(/<script|<svg|<iframe|onerror|onclick|onload|javascript:/i);
      expect(text).toContain('rel="noopener noreferrer"');
    }
  });

  it("sanitizes again on the way out, even for content written around the service", async () => {
    const created = await app.services.popups.create(popup({ title: "Raw", targetPage: "raw-page" }));
    await app.services.database.db.execute(
      // Simulates a row edited directly in the database.
      sql`update popups set content = ${xss} where id = ${created.id}`,
    );
    const [served] = await list("raw-page");
    expect(served!.content).toContain("<strong>there</strong>");
    expect(served!.content).not.toMatch(/<script|<svg|<iframe|onerror|onclick|onload|javascript:/i);
  });

  it("does not treat LIKE wildcards in the page name specially", async () => {
    await app.services.popups.create(popup({ title: "Wild", targetPage: "blog" }));
    expect(await list("b-og")).toEqual([]);
  });

  it("rejects unsafe staff input", async () => {
    await expect(
      app.services.popups.create(popup({ title: "Bad", targetPage: "home", actionButtonLink: "javascript:alert(1)" })),
    ).rejects.toThrow();
    await expect(
      app.services.popups.create(popup({ title: "Bad", targetPage: "home", backgroundColor: "red;background:url(x)" })),
    ).rejects.toThrow();
  });

  it.each(["HOME", "home_page", "a".repeat(61), "home%20page", "home.page", "home%3Cscript%3E"])(
    "answers 400 for page %s",
    async (page) => {
      const res = await app.request(`/api/popups/${page}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.fields).toHaveProperty("page");
    },
  );

  it("seeding again does not add the demo popup back, even after staff deleted it", async () => {
    expect(await app.services.popups.remove(1)).toBe(true);
    await seedDatabase(app.services);
    expect(await app.services.popups.get(1)).toBeNull();
    expect(await app.services.popups.seedIfEmpty([popup({ title: "Again", targetPage: "home" })])).toBe(0);
  });

  it("describes the route in the OpenAPI document", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.paths).toHaveProperty("/popups/{page}");
    expect(doc.components.schemas).toHaveProperty("PublicPopup");
  });
});
