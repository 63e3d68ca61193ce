import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { auditLog } from "~server/db/schema";
import { MAX_DOWNLOAD_BYTES, type Download, type DownloadList } from "~server/downloads/download.schema";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import sharp from "sharp";
import { goToPdf, gpsPhoto, htmlAsPdf, samplePdf, scriptPdfs, svgAsPdf } from "../support/sample-files";
import { addStaffMember, ownerEnv, signIn, tokensForEveryRole, withCookies } from "../support/staff";

describe.each(backends)("downloads on %s", (backend) => {
  let app: TestApp;
  let tokens = {} as Record<StaffRole, string>;
  const auth = (role: StaffRole | null): Record<string, string> =>
    role ? { Authorization: `Bearer ${tokens[role]}` } : {};

  const call = (path: string, role: StaffRole | null, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    return app.request(`/api/admin/downloads${path}`, {
      ...rest,
      headers: {
        ...auth(role),
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(rest.headers as Record<string, string> | undefined),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };

  function form(
    file: Uint8Array | null,
    fileName: string,
    fields: Record<string, string> = {},
    type = "application/pdf",
  ) {
    const data = new FormData();
    if (file) data.set("file", new File([file as Uint8Array<ArrayBuffer>], fileName, { type }));
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  }

  const upload = (data: FormData, role: StaffRole | null = "editor") => call("", role, { method: "POST", body: data });

  async function uploadPdf(title: string, extra: Record<string, string> = {}, bytes = samplePdf(title)) {
    const res = await upload(form(bytes, `${title}.pdf`, { title, category: "application_form", ...extra }));
    expect(res.status).toBe(201);
    return (await res.json()) as Download;
  }

  /** Every file stored under DATA_DIR/files (temporary files included). */
  const storedFiles = (): string[] => {
    const root = app.services.files.root;
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) =>
      fs.statSync(path.join(root, name)).isFile(),
    );
  };

  beforeAll(async () => {
    // pages: true, so the page cache is on: a change must still show on the next request.
    app = await createTestApp(backend, ownerEnv, { pages: true });
    tokens = (await tokensForEveryRole(app)).tokens;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("starts empty: /download says so and points to /contact; it is in the sitemap", async () => {
    const page = await app.request("/download");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>");
    expect(html).toMatch(/rel="canonical" href="[^"]*\/download"/);
    expect(html).toContain('href="/contact"');
    expect(html).toContain("No files to download yet");
    expect(await (await app.request("/sitemap.xml")).text()).toContain("/download</loc>");
    // Nothing to offer yet: the loan pages do not send visitors to an empty page.
    expect(await (await app.request("/loan-services/home-loans")).text()).not.toContain('href="/download"');
  });

  it("takes a PDF from an editor, lists it, shows it on /download once published, and counts each GET", async () => {
    const bytes = samplePdf("Home loan application form");
    const created = await uploadPdf("Home loan application form", { description: "Fill in and bring it along." });
    expect(created).toMatchObject({
      title: "Home loan application form",
      description: "Fill in and bring it along.",
      category: "application_form",
      contentType: "application/pdf",
      fileName: "Home loan application form.pdf",
      byteSize: bytes.byteLength,
      isPublished: false,
      downloadCount: 0,
      lastDownloadedAt: null,
    });
    expect(created.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(created.url).toBe(`/download/${created.id}/home-loan-application-form.pdf`);

    const list = (await (await call("?search=home+loan", "editor")).json()) as DownloadList;
    expect(list.items.map((item) => item.id)).toContain(created.id);

    // Not published yet: not on the page, and its link is a 404.
    expect(await (await app.request("/download")).text()).not.toContain("Home loan application form");
    expect((await app.request(created.url)).status).toBe(404);

    const published = await call(`/${created.id}`, "editor", { method: "PATCH", json: { isPublished: true } });
    expect(published.status).toBe(200);
    const page = await (await app.request("/download")).text();
    expect(page).toContain("Home loan application form");
    expect(page).toContain("Fill in and bring it along.");
    expect(page).toContain(`href="${created.url}"`);
    expect(await (await app.request("/loan-services/home-loans")).text()).toContain('href="/download"');
    expect(page).toMatch(/PDF[^<]*·[^<]*KB|PDF, \d+ KB|\d+ KB/);

    // HEAD: the headers, no bytes, no count.
    const head = await app.request(created.url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(bytes.byteLength));

    const res = await app.request(created.url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Home loan application form.pdf"; filename*=UTF-8''Home%20loan%20application%20form.pdf`,
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    const etag = res.headers.get("ETag");
    expect(etag).toBe(`"${created.sha256}"`);

    // A browser revalidating its copy gets a 304, which is not a new download either.
    const revalidated = await app.request(created.url, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);

    const after = (await (await call(`/${created.id}`, "admin")).json()) as Download;
    expect(after.downloadCount).toBe(1);
    expect(after.lastDownloadedAt).not.toBeNull();

    // Only the id decides: another name (or spelling) still gets the file, counted.
    expect((await app.request(`/download/${created.id}/Other-Name.PDF`)).status).toBe(200);
    expect(((await (await call(`/${created.id}`, "owner")).json()) as Download).downloadCount).toBe(2);
  });

  it("reads the type from the bytes: SVG or HTML named .pdf is refused with a field message, and nothing is stored", async () => {
    const before = storedFiles().length;
    const total = ((await (await call("", "editor")).json()) as DownloadList).total;
    for (const bytes of [svgAsPdf, htmlAsPdf]) {
      const res = await upload(form(bytes, "form.pdf", { title: "Looks like a form" }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.fields.file).toMatch(/PDF, JPEG, PNG or WebP/);
    }
    const svg = await upload(form(svgAsPdf, "logo.svg", { title: "A logo" }, "image/svg+xml"));
    expect(svg.status).toBe(400);
    expect(storedFiles().length).toBe(before);
    expect(((await (await call("", "editor")).json()) as DownloadList).total).toBe(total);
  });

  it("answers bad fields, a missing file, a malformed form and a JSON body with 400/415, never 500", async () => {
    const bad = await upload(form(samplePdf(), "x.pdf", { title: "", category: "leaflet" }));
    expect(bad.status).toBe(400);
    const fields = (await bad.json()).error.fields;
    expect(fields.title).toMatch(/title/);
    expect(fields.category).toMatch(/application form, document checklist, brochure or other/);

    const noFile = await upload(form(null, "", { title: "No file here" }));
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error.fields.file).toMatch(/Choose the file/);

    const malformed = await call("", "editor", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=abc123" },
      body: "this is not a multipart body",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toBeTruthy();

    const asJson = await call("", "editor", { method: "POST", json: { title: "JSON upload" } });
    expect(asJson.status).toBe(415);
  });

  it("refuses a file over 20 MB with 413 and a clear JSON message", async () => {
    const before = storedFiles().length;
    // Just over the limit: the body fits the upload's body limit, the file does not.
    const justOver = new Uint8Array(MAX_DOWNLOAD_BYTES + 1);
    justOver.set(samplePdf());
    const res = await upload(form(justOver, "big.pdf", { title: "A big brochure" }));
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.error.code).toBe("payload_too_large");
    expect(body.error.message).toMatch(/larger than 20 MB/);
    // Far over: refused by the body limit before the form is read.
    const far = new Uint8Array(MAX_DOWNLOAD_BYTES + 2 * 1024 * 1024);
    const farRes = await upload(form(far, "bigger.pdf", { title: "A bigger brochure" }));
    expect(farRes.status).toBe(413);
    expect((await farRes.json()).error.message).toMatch(/larger than 20 MB/);
    expect(storedFiles().length).toBe(before);
    // The other API routes keep their small limit.
    const bigJson = await call("/1", "editor", {
      method: "PATCH",
      json: { description: "x".repeat(200 * 1024) },
    });
    expect(bigJson.status).toBe(413);
  });

  it("answers bad and unknown ids with 400 and 404", async () => {
    expect((await call("/abc", "editor")).status).toBe(400);
    expect((await call("/0", "editor")).status).toBe(400);
    expect((await call("/999999", "editor")).status).toBe(404);
    expect((await call("/999999", "editor", { method: "PATCH", json: { title: "Gone file" } })).status).toBe(404);
    expect((await call("/999999", "editor", { method: "DELETE" })).status).toBe(404);
    const replace = await call("/999999/file", "editor", { method: "PUT", body: form(samplePdf(), "x.pdf") });
    expect(replace.status).toBe(404);
    const badPatch = await call("/1", "editor", { method: "PATCH", json: { category: "leaflet", isPublished: "yes" } });
    expect(badPatch.status).toBe(400);
    expect(Object.keys((await badPatch.json()).error.fields).sort()).toEqual(["category", "isPublished"]);
    expect((await call("?category=leaflet", "editor")).status).toBe(400);
    expect((await app.request("/download/abc/x.pdf")).status).toBe(404);
    expect((await app.request("/download/999999/x.pdf")).status).toBe(404);
  });

  it("lets owners, admins and editors manage downloads; viewers get 403, strangers 401", async () => {
    expect((await call("", null)).status).toBe(401);
    expect((await call("", "viewer")).status).toBe(403);
    expect((await upload(form(samplePdf(), "x.pdf", { title: "Viewer upload" }), "viewer")).status).toBe(403);
    expect((await upload(form(samplePdf(), "x.pdf", { title: "Stranger upload" }), null)).status).toBe(401);
    expect((await call("/1", "viewer", { method: "PATCH", json: { title: "Viewer title" } })).status).toBe(403);
    expect((await call("/1", "viewer", { method: "DELETE" })).status).toBe(403);
    for (const role of ["owner", "admin", "editor"] as const) {
      expect((await call("", role)).status, role).toBe(200);
    }
    // The staff screen: the viewer gets the 403 screen, the editor the list.
    const viewer = await addStaffMember(app, "viewer-screen@example.in", "viewer");
    const viewerPage = await app.request(
      "/admin/downloads",
      withCookies((await signIn(app, viewer.email, viewer.password)).jar),
    );
    expect(viewerPage.status).toBe(403);
    const editor = await addStaffMember(app, "editor-screen@example.in", "editor");
    const editorPage = await app.request(
      "/admin/downloads",
      withCookies((await signIn(app, editor.email, editor.password)).jar),
    );
    expect(editorPage.status).toBe(200);
    expect(await editorPage.text()).toContain("Home loan application form");
  });

  it("replaces a file under the same link, deletes the old one, and keeps the count", async () => {
    const created = await uploadPdf("Document checklist", { category: "document_checklist", isPublished: "true" });
    expect(created.isPublished).toBe(true);
    await app.request(created.url);
    const oldFiles = storedFiles();
    const png = Uint8Array.from(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    const res = await call(`/${created.id}/file`, "editor", {
      method: "PUT",
      body: form(png, "checklist scan.png", {}, "image/png"),
    });
    expect(res.status).toBe(200);
    const replaced = (await res.json()) as Download;
    expect(replaced).toMatchObject({ contentType: "image/png", fileName: "checklist scan.png", downloadCount: 1 });
    expect(storedFiles().length).toBe(oldFiles.length);
    const served = await app.request(replaced.url);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    // Images are stored cleaned (re-encoded without metadata), so the pixels are the same, not the bytes.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: "png",
      width: 1,
      height: 1,
    });
    expect(served.headers.get("ETag")).not.toBe(`"${created.sha256}"`);
  });

  it("reorders the list (409 when it changed meanwhile) and /download follows the order", async () => {
    const order = await app.services.downloads.order();
    const reversed = [...order].reverse();
    const res = await call("/reorder", "editor", { method: "POST", json: { ids: reversed } });
    expect(res.status).toBe(200);
    expect(await app.services.downloads.order()).toEqual(reversed);
    const stale = await call("/reorder", "editor", { method: "POST", json: { ids: reversed.slice(1) } });
    expect(stale.status).toBe(409);
    const bad = await call("/reorder", "editor", { method: "POST", json: { ids: "1,2" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.ids).toBeTruthy();
  });

  it("deletes a download with its file; its link answers 404; every write is in the audit log", async () => {
    const created = await uploadPdf("Brochure to delete", { category: "brochure", isPublished: "true" });
    const before = storedFiles().length;
    const res = await call(`/${created.id}`, "editor", { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(storedFiles().length).toBe(before - 1);
    expect((await app.request(created.url)).status).toBe(404);
    expect(await (await app.request("/download")).text()).not.toContain("Brochure to delete");
    const entries = await app.services.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "download"), eq(auditLog.entityId, String(created.id))));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["download.create", "download.delete"]);
    const all = await app.services.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, "download"));
    expect(new Set(all.map((entry) => entry.action))).toEqual(
      new Set(["download.create", "download.update", "download.replace_file", "download.reorder", "download.delete"]),
    );
  });
  it("serves a phone photo without its metadata: no GPS position, no camera, turned upright", async () => {
    const res = await upload(
      form(await gpsPhoto(), "IMG_2041.JPG", { title: "Our office in Kochi", isPublished: "true" }, "image/jpeg"),
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as Download;
    expect(created).toMatchObject({ contentType: "image/jpeg", fileName: "IMG_2041.jpg" });
    const served = await app.request(created.url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(created.byteSize);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1000, height: 1500 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("Kochi test camera"))).toBe(false);
  });

  it("refuses PDFs that run a script (plain, escaped or compressed) and takes one that opens at a page", async () => {
    const before = storedFiles().length;
    for (const [name, pdf] of Object.entries(scriptPdfs)) {
      const res = await upload(form(pdf(), `${name}.pdf`, { title: "Application form" }));
      expect(res.status, name).toBe(400);
      expect((await res.json()).error.fields.file, name).toBe(
        "This PDF runs a script (JavaScript) when it is opened or used, so it is refused. Print it to PDF again (or export it without scripts) and upload the new file.",
      );
    }
    expect(storedFiles().length).toBe(before);
    const replaced = await call("/1/file", "editor", {
      method: "PUT",
      body: form(scriptPdfs.inObjectStream(), "x.pdf"),
    });
    expect(replaced.status).toBe(400);
    const opensAtPage = await uploadPdf("Gold loan application form", {}, goToPdf());
    expect(opensAtPage.contentType).toBe("application/pdf");
  });
});
