import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { multipartToDisk } from "~server/http/multipart-to-disk.server";

/** A route behind the middleware that says what it received, as the upload routes read it. */
function appWith(maxFileBytes: number) {
  const app = new Hono();
  app.use(
    "/upload",
    multipartToDisk({ maxFileBytes, onTooLarge: (c) => c.json({ error: { code: "payload_too_large" } }, 413) }),
  );
  app.post("/upload", async (c) => {
    const form = await c.req.formData();
    const file = form.get("file") as File;
    const bytes = Buffer.from(await file.arrayBuffer());
    return c.json({
      title: form.get("title"),
      name: file.name,
      type: file.type,
      size: file.size,
      head: bytes.subarray(0, 4).toString("hex"),
    });
  });
  return app;
}

function multipart(file: Buffer, fields: Record<string, string> = {}): RequestInit {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new File([new Uint8Array(file)], "ഫോട്ടോ photo.jpg", { type: "image/jpeg" }));
  return { method: "POST", body: form };
}

describe("uploads read to disk as they arrive", () => {
  let tmp: string;
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TMPDIR;
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-multipart-test-"));
    process.env.TMPDIR = tmp;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("hands the route the file and the fields as sent, and leaves no temporary file behind", async () => {
    const photo = Buffer.concat([Buffer.from("ffd8ffe0", "hex"), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const res = await appWith(10 * 1024 * 1024).request("/upload", multipart(photo, { title: "Gold loan chart" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      title: "Gold loan chart",
      name: "ഫോട്ടോ photo.jpg",
      type: "image/jpeg",
      size: photo.length,
      head: "ffd8ffe0",
    });
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it("answers a file over the limit with the route's 413, not a cut file", async () => {
    const res = await appWith(1024).request("/upload", multipart(Buffer.alloc(4096, 1)));
    expect(res.status).toBe(413);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it("answers a body that is not well-formed multipart with 400 and what to do", async () => {
    const res = await appWith(1024).request("/upload", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nno closing boundary',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/could not be read.*send the form once more/);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });
});
