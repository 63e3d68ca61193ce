import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { auditLog } from "~server/db/schema";
import type { MediaItem, MediaList } from "~server/media/media.schema";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import {
  goToPdf,
  gpsPhoto,
  htmlAsPdf,
  oversizedJpeg,
  polyglotJpeg,
  scriptPdfs,
  svgAsPdf,
} from "../support/sample-files";
import { ownerEnv, tokensForEveryRole } from "../support/staff";

type Refusal = { error: { fields: { file: string } } };

const MEDIA_HEADERS = {
  "cache-control": "public, max-age=31536000, immutable",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
};

describe.each(backends)("the media library on %s", (backend) => {
  let app: TestApp;
  let tokens = {} as Record<StaffRole, string>;

  const call = (path: string, role: StaffRole | null, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    return app.request(`/api/admin${path}`, {
      ...rest,
      headers: {
        ...(role ? { Authorization: `Bearer ${tokens[role]}` } : {}),
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };
  const form = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}) => {
    const data = new FormData();
    data.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  const upload = (data: FormData, role: StaffRole = "editor") => call("/media", role, { method: "POST", body: data });

  beforeAll(async () => {
    // pages: true, with the page cache: public pages show library images responsively.
    app = await createTestApp(backend, ownerEnv, { pages: true });
    tokens = (await tokensForEveryRole(app)).tokens;
  });
  afterAll(async () => {
    await app?.close();
  });

  let photo: MediaItem;

  it("takes a phone photo: upright, GPS and all metadata gone from the stored original, WebP variants served immutable", async () => {
    const res = await upload(form(await gpsPhoto(), "IMG_2041.JPG", { alt: "A family outside their new home" }));
    expect(res.status).toBe(201);
    photo = (await res.json()) as MediaItem;
    // Taken sideways (EXIF orientation 6): stored upright, 1000 × 1500.
    expect(photo).toMatchObject({
      kind: "image",
      mimeType: "image/jpeg",
      fileName: "IMG_2041.jpg",
      width: 1000,
      height: 1500,
      alt: "A family outside their new home",
      focalPoint: { x: 0.5, y: 0.5 },
      usedIn: [],
      uploadedBy: "editor@example.in",
      version: 1,
    });
    expect(photo.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(photo.variants.map((variant) => variant.width)).toEqual([320, 640, 960]);
    expect(photo.variants[0]!.url).toBe(photo.url.replace(/\.jpg$/, "-320w.webp"));
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);

    const original = await app.request(photo.url);
    expect(original.status).toBe(200);
    expect(Object.fromEntries(original.headers)).toMatchObject({ ...MEDIA_HEADERS, "content-type": "image/jpeg" });
    const bytes = Buffer.from(await original.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 1000, height: 1500 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("Kochi test camera"))).toBe(false);

    const variant = await app.request(photo.variants[1]!.url);
    expect(variant.status).toBe(200);
    expect(Object.fromEntries(variant.headers)).toMatchObject({ ...MEDIA_HEADERS, "content-type": "image/webp" });
    expect(await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).toMatchObject({ width: 640 });

    // Revalidation and HEAD send no bytes.
    const etag = original.headers.get("ETag")!;
    expect((await app.request(photo.url, { headers: { "If-None-Match": etag } })).status).toBe(304);
    const head = await app.request(photo.url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(bytes.byteLength));

    const [audit] = await app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "media.upload"), eq(auditLog.entityId, String(photo.id))));
    expect(audit?.actorLabel).toBe("editor@example.in (API token “editor token” made by owner@example.in)");
  });

  it("refuses disguised and unusable files with a message that says what to do", async () => {
    const refused = async (bytes: Uint8Array, name: string, status = 400) => {
      const res = await upload(form(bytes, name));
      expect(res.status, name).toBe(status);
      return ((await res.json()) as { error: { fields: { file: string } } }).error.fields.file;
    };
    expect(await refused(htmlAsPdf, "offer.png")).toMatch(/SVG and HTML files are refused/);
    expect(await refused(svgAsPdf, "logo.svg")).toMatch(/SVG and HTML files are refused/);
    expect(await refused(await polyglotJpeg(), "photo.jpg")).toMatch(/hides web-page code/);
    expect(await refused(new Uint8Array(0), "empty.jpg")).toMatch(/The file is empty/);
    expect(await refused(oversizedJpeg(), "huge.jpg", 413)).toMatch(/images can be at most 10 MB/);
    const notMultipart = await call("/media", "editor", { method: "POST", json: { file: "x" } });
    expect(notMultipart.status).toBe(415);
    const list = (await (await call("/media", "editor")).json()) as MediaList;
    expect(list.total).toBe(1);
  });

  it("changes alt text and focal point from the version read; a stale version answers 409 with the current one", async () => {
    const changed = await call(`/media/${photo.id}`, "editor", {
      method: "PATCH",
      json: { alt: "Family in front of their home in Kochi", focalPoint: { x: 0.3, y: 0.25 }, version: 1 },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ focalPoint: { x: 0.3, y: 0.25 }, version: 2 });
    const stale = await call(`/media/${photo.id}`, "editor", { method: "PATCH", json: { title: "Old", version: 1 } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      error: { code: "stale_version" },
      current: { version: 2, alt: "Family in front of their home in Kochi" },
    });
    const bad = await call(`/media/${photo.id}`, "editor", {
      method: "PATCH",
      json: { focalPoint: { x: 2, y: 0 }, version: 2 },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields["focalPoint.x"]).toMatch(
      /at most 1/,
    );
    expect(await app.services.media.responsiveImage(photo.url)).toMatchObject({
      width: 1000,
      height: 1500,
      objectPosition: "30% 25%",
      srcSet: expect.stringContaining("-960w.webp 960w"),
    });
  });

  it("shows a library image responsively on a post, says where it is used and refuses to delete it until it is not", async () => {
    const created = await call("/posts", "editor", {
      method: "POST",
      json: {
        title: "Rooftop solar with a home loan",
        excerpt: "What the PM Surya Ghar subsidy covers.",
        coverUrl: photo.url,
        coverAlt: "A family outside their home",
        body: `<p>Panels on a Kochi roof.</p><img src="${photo.variants[1]!.url}" alt="Solar panels on a roof">`,
        status: "published",
      },
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: number; slug: string };

    const html = await (await app.request(`/blog/${post.slug}`)).text();
    const cover = /<img[^>]*fetchPriority="high"[^>]*>|<img[^>]*fetchpriority="high"[^>]*>/.exec(html)?.[0] ?? "";
    expect(cover).toMatch(/srcSet="[^"]*-320w\.webp 320w, [^"]*-960w\.webp 960w"/i);
    expect(cover).toMatch(/sizes="[^"]+"/);
    expect(cover).toContain("object-position:30% 25%");
    const inBody = new RegExp(`<img [^>]*src="${photo.variants[1]!.url}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(inBody).toMatch(/srcset="[^"]*-640w\.webp 640w/);
    expect(inBody).toContain('width="1000"');
    expect(inBody).toContain('height="1500"');
    expect(inBody).toContain('loading="lazy"');

    const item = (await (await call(`/media/${photo.id}`, "editor")).json()) as MediaItem;
    expect(item.usedIn).toEqual([
      { kind: "post", label: "Post “Rooftop solar with a home loan”", editPath: `/admin/blog/edit/${post.id}` },
    ]);
    const refused = await call(`/media/${photo.id}`, "editor", { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: "in_use", message: expect.stringMatching(/used in 1 place: Post “Rooftop solar/) },
    });

    expect((await call(`/posts/${post.id}`, "editor", { method: "DELETE" })).status).toBe(204);
    expect((await call(`/media/${photo.id}`, "editor", { method: "DELETE" })).status).toBe(204);
    expect((await app.request(photo.url)).status).toBe(404);
    expect((await app.request(photo.variants[0]!.url)).status).toBe(404);
  });

  it("knows lender logos, lets viewers do nothing and serves nothing outside the library", async () => {
    const small = await upload(
      form(
        await sharp({ create: { width: 200, height: 100, channels: 3, background: "#123" } })
          .png()
          .toBuffer(),
        "dot.png",
      ),
    );
    const item = (await small.json()) as MediaItem;
    // Smaller than every width: one variant at its own width.
    expect(item.variants.map((variant) => variant.width)).toEqual([200]);
    // A lender logo on the disclosures may be a library path; the library then says it is used there.
    const disclosures = (await (await call("/disclosures", "owner")).json()) as {
      lenders: { logoUrl: string | null }[];
    };
    const lenders = disclosures.lenders.map((lender, index) =>
      index === 0 ? { ...lender, logoUrl: item.url } : lender,
    );
    expect((await call("/disclosures", "owner", { method: "PATCH", json: { lenders } })).status).toBe(200);
    expect(((await (await call(`/media/${item.id}`, "editor")).json()) as MediaItem).usedIn).toEqual([
      { kind: "settings", label: "Disclosures (lender logos)", editPath: "/admin/disclosures" },
    ]);
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      ["/media", {}],
      ["/media", { method: "POST", body: form(new Uint8Array([1]), "x.png") }],
      [`/media/${item.id}`, {}],
      [`/media/${item.id}`, { method: "PATCH", json: { alt: "x", version: 1 } }],
      [`/media/${item.id}`, { method: "DELETE" }],
    ];
    for (const [path, init] of attempts) {
      expect((await call(path, "viewer", init)).status, `${init.method ?? "GET"} ${path}`).toBe(403);
      expect((await call(path, null, init)).status).toBe(401);
    }
    for (const path of [
      "/media/../../etc/passwd",
      "/media/%2e%2e/%2e%2e/etc/passwd",
      `/media/${item.url.slice(7).replace(/\//g, "%2F")}`,
      "/media/2026/11/..%2F..%2F..%2Fpackage.json",
      item.url.replace(/\.png$/, ".jpg"),
      item.url.replace(/[A-Za-z0-9_-]{22}/, "A".repeat(22)),
      "/media/.incoming/x.part",
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    expect((await app.request(item.url)).status).toBe(200);
  });
  it("refuses an image with more pixels than it takes at once, saying its size, the limit and what to do", async () => {
    // The probe: 10000 × 10000 pixels in a few hundred KB.
    const poster = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const started = performance.now();
    const res = await upload(form(poster, "poster.png"));
    const tookMs = performance.now() - started;
    expect(res.status).toBe(400);
    expect(((await res.json()) as Refusal).error.fields.file).toBe(
      "This image is 10000 × 10000 pixels (100 megapixels); PNG images can have at most 25 megapixels (for example 6000 × 4000). Make it smaller in an image editor and upload it again.",
    );
    expect(tookMs).toBeLessThan(5_000);
  });

  it("processes photos that arrive together one at a time, and answers each with its variants", async () => {
    const { imageQueue } = await import("~server/media/image-queue.server");
    const seen: { running: number; waiting: number }[] = [];
    const stop = imageQueue.observe((state) => seen.push(state));
    const photos = await Promise.all(
      [0, 1, 2].map((seed) =>
        sharp({
          create: {
            width: 1600,
            height: 1200,
            channels: 3,
            background: "#000",
            noise: { type: "gaussian", mean: 100 + seed, sigma: 30 },
          },
        })
          .jpeg()
          .toBuffer(),
      ),
    );
    let answers: Response[];
    try {
      answers = await Promise.all(photos.map((photo, index) => upload(form(photo, `together-${index}.jpg`))));
    } finally {
      stop();
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    for (const answer of answers) {
      const item = (await answer.json()) as MediaItem;
      expect(item).toMatchObject({ width: 1600, height: 1200 });
      expect(item.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
    }
    expect(Math.max(...seen.map((state) => state.running))).toBe(1);
    expect(Math.max(...seen.map((state) => state.waiting))).toBeGreaterThanOrEqual(1);
    expect(seen.at(-1)).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses PDFs that run a script (plain, escaped or compressed) and takes one that opens at a page", async () => {
    for (const [name, pdf] of Object.entries(scriptPdfs)) {
      const res = await upload(form(pdf(), `${name}.pdf`));
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as Refusal).error.fields.file, name).toBe(
        "This PDF runs a script (JavaScript) when it is opened or used, so it is refused. Print it to PDF again (or export it without scripts) and upload the new file.",
      );
    }
    const opensAtPage = await upload(form(goToPdf(), "application form.pdf"));
    expect(opensAtPage.status).toBe(201);
    expect(await opensAtPage.json()).toMatchObject({ kind: "document", mimeType: "application/pdf" });
  });
});
