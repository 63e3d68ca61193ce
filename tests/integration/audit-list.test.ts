import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, signIn, withCookies, type CookieJar } from "../support/staff";

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
