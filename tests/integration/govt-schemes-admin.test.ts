import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentRevision, ContentRevisionPage } from "~server/content/content-revision.schema";
import { loanServices } from "~server/db/schema";
import { seedDatabase } from "~server/seed/seed.server";
import type { StaffScheme, StaffSchemeList } from "~server/schemes/scheme.schema";
import type { StaffRole } from "~server/vocabulary/staff";
import { lastAudit as lastAuditOf } from "../support/audit";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";

describe.each(backends)("the staff API of government schemes on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const api = staffApi(() => app, tokens);
  let businessLoansId = 0;

  async function call(role: StaffRole | null, path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await api(role, path, init);
    const text = await res.text();
    const body = text ? JSON.parse(text) : null;
    return { status: res.status, body, fields: (body?.error?.fields ?? {}) as Record<string, string> };
  }

  let counter = 0;
  const scheme = (overrides: Record<string, unknown> = {}) => ({
    slug: `test-scheme-${++counter}`,
    schemeGroup: "kerala",
    name: "Kerala Startup Mission Idea Grant",
    shortName: "KSUM Idea Grant",
    summary: "A grant for students and first-time founders in Kerala with an idea to build.",
    runBy: "Kerala Startup Mission",
    whoFor: ["Students and first-time founders in Kerala."],
    offers: ["A grant to build a first version of the idea."],
    howWeHelp: "We explain the application and arrange a working-capital loan once the business runs.",
    portalLabel: "startupmission.kerala.gov.in",
    portalUrl: "https://startupmission.kerala.gov.in",
    relatedServiceId: businessLoansId,
    faqs: [{ question: "Is it a loan?", answer: "No, it is a grant." }],
    ...overrides,
  });

  const create = (overrides: Record<string, unknown> = {}, role: StaffRole = "editor") =>
    call(role, "/schemes", { json: scheme(overrides) });

  const lastAudit = (action: string, entityId?: number) => lastAuditOf(app, action, entityId);

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
    const [service] = await app.services.database.db
      .select({ id: loanServices.id })
      .from(loanServices)
      .where(eq(loanServices.slug, "business-loans"));
    businessLoansId = service!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("starts with the seed's nine schemes, national first, each related to its loan service, and seeds once", async () => {
    const { body } = await call("editor", "/schemes");
    const list = body as StaffSchemeList;
    expect(list.items.map((item) => item.slug)).toEqual([
      "mudra",
      "cgtmse",
      "stand-up-india",
      "pmegp",
      "pm-svanidhi",
      "pmay-urban",
      "pm-surya-ghar",
      "norka-ndprem",
      "kerala-ess",
    ]);
    expect(list.items.map((item) => item.schemeGroup)).toEqual([...Array(7).fill("national"), "kerala", "kerala"]);
    const slugOf = new Map(
      (await app.services.database.db.select().from(loanServices)).map((service) => [service.id, service.slug]),
    );
    expect(Object.fromEntries(list.items.map((item) => [item.slug, slugOf.get(item.relatedServiceId!)]))).toEqual({
      mudra: "business-loans",
      cgtmse: "business-loans",
      "stand-up-india": "business-loans",
      pmegp: "business-loans",
      "pm-svanidhi": "business-loans",
      "pmay-urban": "home-loans",
      "pm-surya-ghar": "rooftop-solar-finance",
      "norka-ndprem": "business-loans",
      "kerala-ess": "business-loans",
    });
    for (const item of list.items) {
      expect(item.seoTitle.length, item.slug).toBeGreaterThan(0);
      expect(item.seoTitle.length, item.slug).toBeLessThanOrEqual(70);
      expect(item.seoDescription.length, item.slug).toBeLessThanOrEqual(170);
      expect(item.faqs.length, item.slug).toBeGreaterThanOrEqual(2);
    }
    await seedDatabase(app.services);
    expect(((await call("editor", "/schemes")).body as StaffSchemeList).total).toBe(9);
  });

  it("lets owners, admins and editors write; viewers get 403 and strangers 401", async () => {
    expect((await call("viewer", "/schemes")).status).toBe(403);
    expect((await call(null, "/schemes")).status).toBe(401);
    expect((await create({}, "viewer")).status).toBe(403);
    expect((await create({}, null as unknown as StaffRole)).status).toBe(401);
    const [first] = ((await call("editor", "/schemes")).body as StaffSchemeList).items;
    expect((await call("viewer", `/schemes/${first!.id}`)).status).toBe(403);
    expect(
      (await call("viewer", `/schemes/${first!.id}`, { method: "PATCH", json: { isActive: false, version: 1 } }))
        .status,
    ).toBe(403);
    expect((await call("viewer", `/schemes/${first!.id}/move`, { json: { direction: "down" } })).status).toBe(403);
    expect((await call("viewer", `/schemes/${first!.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await call("viewer", `/schemes/${first!.id}/revisions`)).status).toBe(403);
    for (const role of ["owner", "admin", "editor"] as const) {
      const made = await create({ name: `Scheme made by the ${role}`, isActive: false }, role);
      expect(made.status, role).toBe(201);
      expect(made.body).toMatchObject({ name: `Scheme made by the ${role}`, isActive: false, version: 1 });
    }
    const audit = await lastAudit("scheme.create");
    expect(audit?.actorLabel).toBe("editor@example.in (API token “editor token” made by owner@example.in)");
    expect(audit?.changes).toMatchObject({ name: "Scheme made by the editor", schemeGroup: "kerala" });
  });

  it("refuses HTML, a link that is not https, an unknown group or service and bad slugs, a message per field, saving nothing", async () => {
    const before = ((await call("editor", "/schemes")).body as StaffSchemeList).total;
    const html = await create({
      name: "<b>Free money</b>",
      whoFor: ["Fine line", "<script>alert(1)</script>"],
      faqs: [{ question: "Is it <i>free</i>?", answer: "Yes." }],
      howWeHelp: "We help <a href='x'>here</a> with everything you need.",
    });
    expect(html.status).toBe(400);
    expect(html.fields).toMatchObject({
      name: expect.stringMatching(/plain text, without HTML tags/),
      "whoFor.1": expect.stringMatching(/plain text, without HTML tags/),
      "faqs.0.question": expect.stringMatching(/plain text, without HTML tags/),
      "faqs.0.answer": expect.stringMatching(/at least 5 characters/),
      howWeHelp: expect.stringMatching(/plain text, without HTML tags/),
    });
    expect((await create({ name: "5 < 10 lakh scheme" })).status).toBe(201);

    expect((await create({ portalUrl: "http://www.mudra.org.in" })).fields).toEqual({
      portalUrl: "Use the portal's secure address, starting with https:// (not http://)",
    });
    for (const portalUrl of ["javascript:alert(1)", "www.mudra.org.in", "https://localhost", "ftp://x.gov.in"])
      expect((await create({ portalUrl })).fields.portalUrl, portalUrl).toMatch(/starting with https:\/\//);
    expect((await create({ schemeGroup: "tamil-nadu" })).fields).toEqual({
      schemeGroup: "Choose the group: national (central) or kerala",
    });
    expect((await create({ relatedServiceId: 999_999 })).fields).toEqual({
      relatedServiceId: expect.stringMatching(/^Choose one of the loan services/),
    });
    expect((await create({ slug: "admin" })).fields.slug).toMatch(/used by the site itself/);
    expect((await create({ slug: "preview" })).fields.slug).toMatch(/used by the site itself/);
    expect((await create({ slug: "Mudra Loan" })).fields.slug).toMatch(/lower-case letters/);
    expect((await create({ slug: "mudra" })).fields).toEqual({
      slug: "Another scheme already has the address /govt-schemes/mudra: choose another",
    });
    const empty = await create({ whoFor: [], offers: [], name: "", summary: "Short" });
    expect(empty.fields).toMatchObject({
      whoFor: "Add at least one line saying who the scheme is for",
      offers: "Add at least one line saying what the scheme offers",
      name: "Enter the scheme's name (at least 3 characters)",
      summary: "Enter the summary (at least 20 characters)",
    });
    expect((await create({ seoTitle: "x".repeat(71) })).fields.seoTitle).toMatch(/under 70 characters/);
    expect((await create({ sortOrder: 3 })).status).toBe(400);
    expect(((await call("editor", "/schemes")).body as StaffSchemeList).total).toBe(before + 1);
    // Ids in paths.
    expect((await call("editor", "/schemes/abc")).status).toBe(400);
    expect((await call("editor", "/schemes/999999")).status).toBe(404);
  });

  it("edits with the version it started from: 409 for a stale one, nothing written; a change is audited", async () => {
    const made = (await create({ name: "Versioned scheme" })).body as StaffScheme;
    const edited = await call("editor", `/schemes/${made.id}`, {
      method: "PATCH",
      json: { name: "Versioned scheme, edited", version: made.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Versioned scheme, edited", version: 2, portalLabel: made.portalLabel });
    expect((await lastAudit("scheme.update", made.id))?.changes).toEqual({
      name: { from: "Versioned scheme", to: "Versioned scheme, edited" },
    });

    const stale = await call("editor", `/schemes/${made.id}`, {
      method: "PATCH",
      json: { name: "Someone's late edit", version: made.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/Reload it/);
    expect(((await call("editor", `/schemes/${made.id}`)).body as StaffScheme).name).toBe("Versioned scheme, edited");

    expect(
      (await call("editor", `/schemes/${made.id}`, { method: "PATCH", json: { name: "No version" } })).fields,
    ).toEqual({ version: "Send back the version you read" });
    const bad = await call("editor", `/schemes/${made.id}`, {
      method: "PATCH",
      json: { portalUrl: "http://insecure.example.in", version: 2 },
    });
    expect(bad.fields.portalUrl).toMatch(/https:\/\//);
    expect(((await call("editor", `/schemes/${made.id}`)).body as StaffScheme).version).toBe(2);
  });

  it("keeps each saved version and brings one back as a new version (409 when stale)", async () => {
    const made = (await create({ name: "Scheme with a history", howWeHelp: "The first words on how we help you." }))
      .body as StaffScheme;
    const second = (
      await call("editor", `/schemes/${made.id}`, {
        method: "PATCH",
        json: { howWeHelp: "The second words on how we help you.", version: 1 },
      })
    ).body as StaffScheme;
    // Switching it off changes the version but not the text: no revision of its own.
    const off = (
      await call("editor", `/schemes/${made.id}`, { method: "PATCH", json: { isActive: false, version: 2 } })
    ).body as StaffScheme;
    expect(off).toMatchObject({ isActive: false, version: 3 });

    const page = (await call("editor", `/schemes/${made.id}/revisions?page=1&pageSize=25`)).body as ContentRevisionPage;
    expect(page.total).toBe(2);
    expect(page.items.map((row) => [row.version, row.reason, row.title])).toEqual([
      [2, "save", "Scheme with a history"],
      [1, "create", "Scheme with a history"],
    ]);
    const first = (await call("editor", `/schemes/${made.id}/revisions/${page.items[1]!.id}`)).body as ContentRevision;
    expect(first.snapshot).toMatchObject({ howWeHelp: "The first words on how we help you.", slug: made.slug });
    expect(first.snapshot).not.toHaveProperty("isActive");

    const staleRestore = await call("editor", `/schemes/${made.id}/revisions/${first.id}/restore`, {
      json: { version: second.version },
    });
    expect(staleRestore.status).toBe(409);
    expect(
      (await call("viewer", `/schemes/${made.id}/revisions/${first.id}/restore`, { json: { version: 3 } })).status,
    ).toBe(403);
    const restored = await call("editor", `/schemes/${made.id}/revisions/${first.id}/restore`, {
      json: { version: off.version },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      howWeHelp: "The first words on how we help you.",
      version: 4,
      isActive: false,
    });
    const after = (await call("editor", `/schemes/${made.id}/revisions`)).body as ContentRevisionPage;
    expect(after.items[0]).toMatchObject({
      version: 4,
      reason: "restore",
      savedByLabel: expect.stringContaining("editor@example.in"),
    });
    expect((await lastAudit("scheme.restore", made.id))?.changes).toMatchObject({
      revisionId: first.id,
      howWeHelp: { from: "The second words on how we help you.", to: "The first words on how we help you." },
    });
    // Another scheme's revision is not this one's.
    const other = ((await call("editor", "/schemes")).body as StaffSchemeList).items[0]!;
    expect((await call("editor", `/schemes/${other.id}/revisions/${first.id}`)).status).toBe(404);
  });

  it("moves a scheme within its group only, audited; the first cannot go up", async () => {
    const national = () =>
      (async () => ((await call("editor", "/schemes")).body as StaffSchemeList).items)().then((items) =>
        items.filter((item) => item.schemeGroup === "national").map((item) => item.slug),
      );
    const start = await national();
    const cgtmse = ((await call("editor", "/schemes")).body as StaffSchemeList).items.find((i) => i.slug === "cgtmse")!;
    const moved = await call("editor", `/schemes/${cgtmse.id}/move`, { json: { direction: "up" } });
    expect(moved.status).toBe(200);
    expect(await national()).toEqual(["cgtmse", "mudra", ...start.slice(2)]);
    expect((await lastAudit("scheme.reorder", cgtmse.id))?.changes).toMatchObject({ group: "national" });
    // First of its group: up changes nothing.
    await call("editor", `/schemes/${cgtmse.id}/move`, { json: { direction: "up" } });
    expect(await national()).toEqual(["cgtmse", "mudra", ...start.slice(2)]);
    await call("editor", `/schemes/${cgtmse.id}/move`, { json: { direction: "down" } });
    expect(await national()).toEqual(start);
    // Moving does not change the version an open editor holds.
    expect(((await call("editor", `/schemes/${cgtmse.id}`)).body as StaffScheme).version).toBe(cgtmse.version);
    expect((await call("editor", `/schemes/${cgtmse.id}/move`, { json: { direction: "sideways" } })).fields).toEqual({
      direction: "Move it up or down",
    });
  });

  it("copies a scheme switched off at a free address, and deletes one with its history", async () => {
    const source = (await create({ slug: "copy-source", name: "Scheme to copy" })).body as StaffScheme;
    const copy = (await call("editor", `/schemes/${source.id}/duplicate`, { json: {} })).body as StaffScheme;
    expect(copy).toMatchObject({ slug: "copy-source-copy", name: "Copy of Scheme to copy", isActive: false });
    const again = (await call("editor", `/schemes/${source.id}/duplicate`, { json: {} })).body as StaffScheme;
    expect(again.slug).toBe("copy-source-copy-2");

    expect((await call("editor", `/schemes/${copy.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call("editor", `/schemes/${copy.id}`)).status).toBe(404);
    expect((await call("editor", `/schemes/${copy.id}/revisions`)).status).toBe(404);
    expect((await lastAudit("scheme.delete", copy.id))?.changes).toMatchObject({ slug: "copy-source-copy" });
    expect((await call("editor", `/schemes/${copy.id}`, { method: "DELETE" })).status).toBe(404);
  });
});
