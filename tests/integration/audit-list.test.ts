import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, signIn, withCookies, type CookieJar } from "../support/staff";
import { auditActionWords } from "~server/vocabulary/audit";

interface AuditPage {
  items: { id: number; action: string; createdAt: string }[];
  total: number;
}

describe.each(backends)("the activity log's order on %s", (backend) => {
  let app: TestApp;
  let jar: CookieJar;
  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    // The first owner's creation, then three sign-ins: four entries, oldest first.
    for (let i = 0; i < 3; i++) ({ jar } = await signIn(app));
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (query: string) => {
    const res = await app.request(`/api/admin/audit${query}`, withCookies(jar));
    return { status: res.status, body: (await res.json()) as AuditPage };
  };

  it("answers newest first by default, and oldest first with dir=asc", async () => {
    const newest = await list("");
    expect(newest.status).toBe(200);
    const ids = newest.body.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(newest.body.items.at(-1)?.action).toBe("user.create");

    const oldest = await list("?sort=createdAt&dir=asc");
    expect(oldest.status).toBe(200);
    expect(oldest.body.items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(oldest.body.total).toBe(newest.body.total);
  });

  it("pages the oldest-first order too", async () => {
    const first = await list("?dir=asc&pageSize=10&page=1");
    expect(first.body.items[0]?.action).toBe("user.create");
  });

  it("refuses an unknown direction or sort column with a field message", async () => {
    const res = await app.request("/api/admin/audit?dir=sideways&sort=ip", withCookies(jar));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toMatchObject({ dir: "Use asc or desc", sort: "Sort by createdAt" });
  });
});

describe.each(backends)("blog posts in the activity log on %s", (backend) => {
  let app: TestApp;
  let jar: CookieJar;
  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    ({ jar } = await signIn(app));
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = async (method: string, path: string, json: unknown) => {
    const res = await app.request(`/api/admin${path}`, withCookies(jar, { method, json }));
    const body = (await res.json()) as { id: number; version: number };
    expect(res.status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };
  const entriesOf = async (postId: number) => {
    const res = await app.request("/api/admin/audit?pageSize=100", withCookies(jar));
    const page = (await res.json()) as {
      items: { action: string; entity: string; entityId: string | null; changes: Record<string, unknown> | null }[];
    };
    return page.items.filter((item) => item.entity === "post" && item.entityId === String(postId));
  };

  it("records scheduling a post as Scheduled, and publishing one now as Published", async () => {
    const publishAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const later = await send("POST", "/posts", { title: "Onam offers on gold loans" });
    await send("PATCH", `/posts/${later.id}`, { version: later.version, status: "scheduled", publishAt });
    const [scheduled] = await entriesOf(later.id);
    expect(scheduled).toMatchObject({
      action: "post.schedule",
      changes: { status: { from: "draft", to: "scheduled" }, publishAt: { from: null, to: publishAt } },
    });
    expect(auditActionWords["post.schedule"]).toBe("Scheduled a blog post");

    const now = await send("POST", "/posts", { title: "Vishu home loan checklist" });
    await send("PATCH", `/posts/${now.id}`, { version: now.version, status: "published" });
    expect((await entriesOf(now.id))[0]?.action).toBe("post.publish");
  });
});
