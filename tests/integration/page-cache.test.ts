import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, users } from "~server/db/schema";
import { assertBuilt, spawnServer, type ServerProcess } from "../support/server-process";
import { backends, createTestApp, type TestApp } from "../support/test-app";

/** The page's text with every nonce blanked, to compare two answers of one page. */
function withoutNonces(html: string): string {
  return html.replace(/nonce="[^"]*"/g, 'nonce=""');
}

function noncesOf(html: string): Set<string> {
  return new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]!));
}

function policyNonce(response: Response): string | undefined {
  return response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
}

async function decodedBody(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  if (encoding === "br") return zlib.brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

/** Polls a page until `check` passes on its text (changes from another instance arrive by NOTIFY). */
async function eventually(app: TestApp, path: string, check: (html: string) => boolean): Promise<string> {
  let html = "";
  for (let attempt = 0; attempt < 100; attempt++) {
    html = await (await app.request(path)).text();
    if (check(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return html;
}

describe.each(backends)("rendered-page cache on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend, {}, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("serves a repeat visit from the cache with a fresh nonce that matches its policy", async () => {
    const first = await app.request("/about");
    const second = await app.request("/about");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const [a, b] = [await first.text(), await second.text()];
    expect(withoutNonces(b)).toBe(withoutNonces(a));
    const [nonceA, nonceB] = [noncesOf(a), noncesOf(b)];
    expect(nonceA.size).toBe(1);
    expect(nonceB.size).toBe(1);
    expect([...nonceA][0]).not.toBe([...nonceB][0]);
    expect(policyNonce(first)).toBe([...nonceA][0]);
    expect(policyNonce(second)).toBe([...nonceB][0]);
    expect(b).not.toContain("page-cache-nonce");
  });

  it("keeps every page with a nonce out of shared caches, and its policy names the nonce of every script", async () => {
    await app.request("/terms");
    const answers = {
      hit: await app.request("/terms"),
      miss: await app.request("/smart-integrations"),
      own: await app.request("/terms?page=2"),
      missing: await app.request("/no-such-page"),
    };
    expect(answers.hit.headers.get("x-page-cache")).toBe("hit");
    expect(answers.miss.headers.get("x-page-cache")).toBe("miss");
    for (const [kind, response] of Object.entries(answers)) {
      // A CDN that kept the page would hand its nonce to every visitor (ADR 0014).
      expect(response.headers.get("cache-control"), kind).toBe("private, no-cache");
      const nonce = policyNonce(response);
      expect(nonce, kind).toBeTruthy();
      const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      const executable = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"'));
      expect(executable.length, kind).toBeGreaterThan(3);
      for (const attributes of executable) expect(attributes, kind).toContain(`nonce="${nonce}"`);
    }
  });

  it("keeps brotli, gzip and plain copies that decode to the same page", async () => {
    await app.request("/services");
    const plain = await app.request("/services");
    const br = await app.request("/services", { headers: { "accept-encoding": "gzip, deflate, br" } });
    const gzip = await app.request("/services", { headers: { "accept-encoding": "gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    for (const response of [plain, br, gzip]) expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const pages = await Promise.all([plain, br, gzip].map(decodedBody));
    expect(withoutNonces(pages[1]!)).toBe(withoutNonces(pages[0]!));
    expect(withoutNonces(pages[2]!)).toBe(withoutNonces(pages[0]!));
    expect(policyNonce(br)).toBe([...noncesOf(pages[1]!)][0]);
    expect(policyNonce(gzip)).toBe([...noncesOf(pages[2]!)][0]);
    expect(Number(br.headers.get("content-length"))).toBeLessThan(Number(plain.headers.get("content-length")));
  });

  it("answers a revalidation with 304 and no new policy, so the stored page keeps its nonce", async () => {
    const first = await app.request("/disclaimer");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.request("/disclaimer", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(await again.text()).toBe("");
    const other = await app.request("/disclaimer", { headers: { "if-none-match": 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("shows a changed service on the next visit", async () => {
    const before = await app.request("/");
    expect(await before.text()).toContain("Gold Loan");
    expect((await app.request("/")).headers.get("x-page-cache")).toBe("hit");
    const etag = before.headers.get("etag")!;

    await app.services.loanServices.update("gold-loan", { name: "Gold Loan Express" });

    const after = await app.request("/", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("Gold Loan Express");
    const page = await (await app.request("/loan-services/gold-loan")).text();
    expect(page).toContain("Gold Loan Express");
  });

  it("shows changed settings on the next visit", async () => {
    expect(await (await app.request("/contact")).text()).not.toContain("+91 98470 11111");
    await app.services.settings.updateSite({ phone: "+919847011111" });
    const html = await (await app.request("/contact")).text();
    expect(html).toMatch(/98470\s?11111/);
  });

  it("shares one entry for campaign links and renders other query strings for their request", async () => {
    await app.request("/terms");
    const campaign = await app.request("/terms?utm_source=whatsapp&utm_campaign=diwali&gclid=abc");
    expect(campaign.headers.get("x-page-cache")).toBe("hit");
    const search = await app.request("/terms?page=2");
    expect(search.status).toBe(200);
    expect(search.headers.get("x-page-cache")).toBeNull();
    expect(policyNonce(search)).toBe([...noncesOf(await search.text())][0]);
  });

  it("answers other spellings of a page with a 301 to its one path, so they never fill the cache", async () => {
    expect((await app.request("/about")).status).toBe(200);
    const entries = app.pageCache!.stats().entries;
    const variants: [string, string][] = [
      ["/About", "/about"],
      ["/ABOUT/", "/about"],
      ["/about/", "/about"],
      ["/about//", "/about"],
      ["/%61bout", "/about"],
      ["/abo%75t?utm_source=whatsapp&x=%41", "/about?utm_source=whatsapp&x=%41"],
      ["//about", "/about"],
      ["//evil.com/contact", "/evil.com/contact"],
      ["/Loan-Services/Gold-Loan/", "/loan-services/gold-loan"],
      ["/loan-services//gold-loan", "/loan-services/gold-loan"],
      ["/admin/", "/admin"],
      ["/ADMIN//login", "/admin/login"],
    ];
    for (const [path, location] of variants) {
      for (const method of ["GET", "HEAD"]) {
        const response = await app.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(301);
        expect(response.headers.get("location"), `${method} ${path}`).toBe(location);
      }
    }
    // Every mix of upper and lower case of one page: still not one entry more.
    for (let mix = 1; mix < 32; mix++) {
      const path = `/${[..."about"].map((char, i) => (mix & (1 << i) ? char.toUpperCase() : char)).join("")}`;
      expect((await app.request(path)).status, path).toBe(301);
    }
    expect(app.pageCache!.stats().entries).toBe(entries);
    expect((await app.request("/about")).headers.get("x-page-cache")).toBe("hit");
  });

  it("never caches a missing page, and gives it a nonce of its own", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await app.request("/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-page-cache")).toBeNull();
      const html = await missing.text();
      expect(html).not.toContain("page-cache-nonce");
      expect(policyNonce(missing)).toBe([...noncesOf(html)][0]);
    }
  });

  it("answers concurrent first visits of a changed page, each with a nonce of its own", async () => {
    await app.services.settings.updateSite({ tagline: "Loans made simple across Kerala" });
    const responses = await Promise.all(Array.from({ length: 12 }, () => app.request("/privacy")));
    const pages = await Promise.all(responses.map((r) => r.text()));
    for (const [i, response] of responses.entries()) {
      expect(response.status).toBe(200);
      expect(policyNonce(response)).toBe([...noncesOf(pages[i]!)][0]);
    }
    expect(new Set(pages.map(withoutNonces)).size).toBe(1);
    expect(new Set(responses.map(policyNonce)).size).toBe(12);
  });
});

describe("rendered-page cache across instances on PostgreSQL", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp("postgres", {}, { pages: true });
    second = await createTestApp("postgres", {}, { pages: true, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("drops a page cached by one instance when another changes its content (LISTEN/NOTIFY)", async () => {
    expect(await (await second.request("/")).text()).toContain("Home Loans");
    expect((await second.request("/")).headers.get("x-page-cache")).toBe("hit");

    await first.services.loanServices.update("home-loans", { name: "Home Loans for NRIs" });

    const html = await eventually(second, "/", (text) => text.includes("Home Loans for NRIs"));
    expect(html).toContain("Home Loans for NRIs");
  });

  it("gives the next lead on one instance the lead settings and services another just changed", async () => {
    let mobile = 9_812_300_000;
    const postLead = (serviceSlug: string) =>
      second.request("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          kind: "loan_enquiry",
          serviceSlug,
          name: "Meera Nair",
          mobile: String(mobile++),
          consent: { accepted: true, noticeVersion: "2026-11-22", language: "en" },
        }),
      });
    const assigneeOf = async (response: Response) => {
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const [lead] = await first.services.database.db.select().from(leads).where(eq(leads.reference, reference));
      return lead!.assignedToId;
    };
    // The second instance has read (and keeps) the lead settings and the service.
    expect(await assigneeOf(await postLead("personal-loan"))).toBeNull();

    const [colleague] = await first.services.database.db
      .insert(users)
      .values({ email: "anjali@dsa-example.in", displayName: "Anjali", role: "admin" })
      .returning({ id: users.id });
    await first.services.settings.updateLeads({ assignment: { mode: "round_robin", staffIds: [colleague!.id] } });
    await first.services.loanServices.update("personal-loan", { isActive: false });

    const deadline = Date.now() + 10_000;
    let assignee: number | null = null;
    while (assignee === null && Date.now() < deadline) {
      assignee = await assigneeOf(await postLead("home-loans"));
      if (assignee === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(assignee).toBe(colleague!.id);
    const refused = await postLead("personal-loan");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: { serviceSlug: "Choose one of our loan services" } },
    });
  });
});

describe.each(backends)("public JSON cache on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers repeat reads of the service list from memory, in every encoding, and shows changes at once", async () => {
    // The first reader takes gzip: what the cache keeps must still be the plain JSON.
    const first = await app.request("/api/loan-services", { headers: { "accept-encoding": "gzip" } });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/api/loan-services");
    expect(plain.headers.get("x-page-cache")).toBe("hit");
    expect(plain.headers.get("content-type")).toContain("application/json");
    expect(plain.headers.get("cache-control")).toBe("no-store");
    const br = await app.request("/api/loan-services", { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const lists = [JSON.parse(await decodedBody(first)), await plain.json(), JSON.parse(await decodedBody(br))];
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);

    await app.services.loanServices.update("personal-loan", { name: "Personal Loan Plus" });
    const after = (await (await app.request("/api/loan-services")).json()) as { name: string }[];
    expect(after.map((s) => s.name)).toContain("Personal Loan Plus");
    const one = (await (await app.request("/api/loan-services/personal-loan")).json()) as { name: string };
    expect(one.name).toBe("Personal Loan Plus");
  });

  it("does not keep errors or unknown services", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await app.request("/api/loan-services/no-such-loan");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-page-cache")).toBeNull();
    }
    const invalid = await app.request("/api/popups/NOT_A_PAGE");
    expect(invalid.status).toBe(400);
  });

  it("shows a new popup on the next poll", async () => {
    expect(await (await app.request("/api/popups/contact")).json()).toEqual([]);
    await app.services.popups.create({ title: "Diwali offer", targetPage: "contact", isActive: true });
    const popups = (await (await app.request("/api/popups/contact")).json()) as { title: string }[];
    expect(popups.map((p) => p.title)).toEqual(["Diwali offer"]);
  });
});

describe("cache hits answered before Hono, in the production server process", () => {
  let server: ServerProcess;
  let url: string;
  let dataDir: string;
  beforeAll(async () => {
    assertBuilt();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-fast-"));
    // A canonical origin of its own, as in production: the fast path keys pages by it.
    server = spawnServer({ DATA_DIR: dataDir, PUBLIC_URL: "https://www.example.in" });
    url = await server.ready;
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Headers that may differ between two answers of one page. */
  const perAnswer = new Set(["date", "content-security-policy", "x-page-cache", "keep-alive", "connection"]);
  const stableHeaders = (response: Response) =>
    [...response.headers].filter(([name]) => !perAnswer.has(name)).sort(([a], [b]) => a.localeCompare(b));

  it("answers a hit with the same headers as the render did, a fresh matching nonce, and 304s", async () => {
    const miss = await fetch(`${url}/services`, { headers: { "accept-encoding": "br" } });
    const hit = await fetch(`${url}/services`, { headers: { "accept-encoding": "br" } });
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(stableHeaders(hit)).toEqual(stableHeaders(miss));
    for (const name of ["x-content-type-options", "x-frame-options", "referrer-policy", "etag", "cache-control"]) {
      expect(hit.headers.get(name)).toBeTruthy();
    }
    expect(hit.headers.get("cache-control")).toBe("private, no-cache");
    const html = await hit.text(); // fetch decodes brotli
    expect(withoutNonces(html)).toBe(withoutNonces(await miss.text()));
    expect(policyNonce(hit)).toBe([...noncesOf(html)][0]);
    expect(policyNonce(hit)).not.toBe(policyNonce(miss));

    const revalidated = await fetch(`${url}/services`, { headers: { "if-none-match": hit.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("sends pages whose first paint needs nothing else: the stylesheet inline, scripts only after the paint", async () => {
    const html = await (await fetch(`${url}/loan-services/gold-loan`)).text();
    expect(html).toMatch(/<style id="site-css">[^<]*\.mx-auto\{/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // Nothing the browser would fetch or run while parsing: the route modules wait as inert text,
    // and a small script preloads the chunks and runs them after the first paint (ADR 0025).
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(/<script nonce="[^"]+" type="text\/plain" id="rr-route-modules">[^<]*import\(/);
    const loader = html.match(/<script nonce="[^"]+">(\(function\(s\)[^<]*)<\/script>/)?.[1] ?? "";
    expect(loader).toContain('"modulepreload"');
    expect(loader.match(/"\/assets\/[^"]+\.js"/g)?.length).toBeGreaterThan(3);
  });

  it("sends other spellings of a cached page to its one path instead of answering them from the cache", async () => {
    expect((await fetch(`${url}/contact`)).status).toBe(200);
    const page = await fetch(`${url}/contact`);
    expect(page.headers.get("x-page-cache")).toBe("hit");
    const variants: [string, string][] = [
      ["//evil.com/contact", "/evil.com/contact"],
      ["/Contact", "/contact"],
      ["/contact/", "/contact"],
      ["/%63ontact?utm_source=whatsapp", "/contact?utm_source=whatsapp"],
    ];
    for (const [path, location] of variants) {
      const response = await fetch(`${url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(location);
      expect(response.headers.get("x-page-cache"), path).toBeNull();
    }
    // Hashed build assets keep their mixed-case names.
    const asset = (await page.text()).match(/\/assets\/[^"]*[A-Z][^"]*\.js/)?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${url}${asset}`, { redirect: "manual" })).status).toBe(200);
  });

  it("tells shared caches not to keep what may change under the same address", async () => {
    // A hashed asset that does not exist yet (a deploy under way): a CDN must not keep the 404.
    const missing = await fetch(`${url}/assets/entry.client-NotBuiltYet.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    // Route data of a public page: the same for everyone, but it changes with the content.
    for (const path of ["/about.data", "/_root.data", "/loan-services/gold-loan.data"]) {
      const data = await fetch(`${url}${path}`);
      expect(data.status, path).toBe(200);
      expect(data.headers.get("cache-control"), path).toBe("no-cache");
    }
    // Staff route data holds personal data.
    const staff = await fetch(`${url}/admin/login.data`);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers repeat reads of public JSON the same way", async () => {
    const miss = await fetch(`${url}/api/loan-services`);
    const hit = await fetch(`${url}/api/loan-services`);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(stableHeaders(hit)).toEqual(stableHeaders(miss));
    expect(await hit.json()).toEqual(await miss.json());
    // A query string is not part of any cached answer: it goes to the API.
    expect((await fetch(`${url}/api/loan-services?x=1`)).headers.get("x-page-cache")).toBeNull();
  });
});
