import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { createLocalFileStorage, type FileStorage } from "~server/files/file-storage.server";
import { createS3FileStorage, type S3StorageOptions } from "~server/files/s3-file-storage.server";
import type { MediaItem } from "~server/media/media.schema";
import { writeBackupFile } from "~server/backup/backup.server";
import { restoreBackup } from "~server/backup/restore.server";
import { everyFile, useTheSite } from "../support/backup-fixtures";
import { fileStorageContract } from "../support/file-storage-contract";
import { eq } from "drizzle-orm";
import { leadDocumentFiles, leads } from "~server/db/schema";
import type { SentDocumentLink } from "~server/documents/borrower-documents.schema";
import { BorrowerPhone } from "../support/borrower-phone";
import { loanEnquiryBody } from "../support/lead-inputs";
import { gpsPhoto, samplePdf } from "../support/sample-files";
import { ownerEnv, tokensForEveryRole } from "../support/staff";
import { createTestApp, type TestApp } from "../support/test-app";

// A real S3-protocol server (s3rver) on a free port, its buckets in a temporary folder.
let server: S3rver;
let folder: string;
let options: S3StorageOptions;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-s3-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: folder });
  const { port } = await server.run();
  options = {
    bucket: "dsa-files",
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  client.destroy();
});
/** The environment of a server that keeps its files in the test bucket. */
const bucketEnv = () => ({
  S3_BUCKET: options.bucket,
  S3_ENDPOINT: options.endpoint!,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("the S3 file storage", () => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = createS3FileStorage(options);
  });
  fileStorageContract(() => storage);
});

describe("the local file storage (same contract)", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-files-"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fileStorageContract(() => createLocalFileStorage(root));
});

describe("the media library with S3_BUCKET set", () => {
  let app: TestApp;
  let tokens = {} as Record<StaffRole, string>;
  beforeAll(async () => {
    app = await createTestApp("pglite", { ...ownerEnv, ...bucketEnv() });
    tokens = (await tokensForEveryRole(app)).tokens;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("stores an upload's original and variants in the bucket and serves them from there", async () => {
    const data = new FormData();
    data.set("file", new File([(await gpsPhoto()) as Uint8Array<ArrayBuffer>], "IMG_1.jpg"));
    const res = await app.request("/api/admin/media", {
      method: "POST",
      headers: { Authorization: `Bearer ${tokens.editor}` },
      body: data,
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as MediaItem;
    const inBucket = createS3FileStorage(options);
    for (const url of [item.url, ...item.variants.map((variant) => variant.url)]) {
      expect(await inBucket.stat(url.slice(1)), url).not.toBeNull();
      const served = await app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
    }
    // Nothing went to the local folder.
    expect(fs.existsSync(path.join(app.services.config.DATA_DIR, "files", "media"))).toBe(false);
    expect((await app.request(item.url.replace(/\.jpg$/, "-99w.webp"))).status).toBe(404);
  });
});

describe("borrowers' documents with S3_BUCKET set", () => {
  let app: TestApp;
  let tokens = {} as Record<StaffRole, string>;
  beforeAll(async () => {
    app = await createTestApp("pglite", { ...ownerEnv, ...bucketEnv() });
    tokens = (await tokensForEveryRole(app)).tokens;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps an uploaded document encrypted in the bucket, reads it back for staff and deletes it on erasure", async () => {
    const staff = (path: string, init: { method?: string; json?: unknown } = {}) =>
      app.request(`/api/admin${path}`, {
        method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
        headers: { Authorization: `Bearer ${tokens.admin}`, "Content-Type": "application/json" },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      });
    const mobile = "9847012345";
    const created = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(loanEnquiryBody({ mobile, serviceSlug: "home-loans" })),
    });
    const { reference } = (await created.json()) as { reference: string };
    const [lead] = await app.services.database.db.select().from(leads).where(eq(leads.reference, reference));
    expect((await staff(`/leads/${lead!.id}/documents/checklist`, { method: "POST" })).status).toBe(200);
    const link = (await (await staff(`/leads/${lead!.id}/documents/link`, { json: {} })).json()) as SentDocumentLink;
    const phone = new BorrowerPhone(() => app, link.url.split("/documents/")[1]!);
    expect((await phone.unlock("2345")).status).toBe(204);
    const [item] = (await phone.checklist()).items;
    const pdf = samplePdf("Salary slip, October 2026");
    expect((await phone.upload(item!.id, "slip.pdf", pdf)).status).toBe(200);

    const [file] = await app.services.database.db
      .select()
      .from(leadDocumentFiles)
      .where(eq(leadDocumentFiles.leadId, lead!.id));
    const inBucket = createS3FileStorage(options);
    const stored = Buffer.concat(await (await inBucket.openRead(file!.storageKey))!.toArray());
    expect(stored.includes(Buffer.from("%PDF"))).toBe(false);
    expect(fs.existsSync(path.join(app.services.config.DATA_DIR, "files", "documents"))).toBe(false);
    const read = await staff(`/leads/${lead!.id}/documents/files/${file!.id}`);
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    // The pieces of the upload are gone from the bucket once the file is kept.
    const keys: string[] = [];
    for await (const listed of inBucket.list()) keys.push(listed.key);
    expect(keys.filter((key) => key.startsWith("document-uploads/"))).toEqual([]);

    expect((await staff(`/leads/${lead!.id}/erase`, { json: {} })).status).toBeLessThan(300);
    expect(await inBucket.stat(file!.storageKey)).toBeNull();
  });
});

describe("a backup of a site whose files are in a bucket", () => {
  let app: TestApp;
  let work: string;
  beforeAll(async () => {
    app = await createTestApp("pglite", { ...ownerEnv, ...bucketEnv() });
    await useTheSite(app);
    work = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-s3-backup-"));
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("holds the bucket's files, and restores them into another bucket with every checksum", async () => {
    const before = await everyFile(app.services.files);
    expect(Object.keys(before).length).toBeGreaterThan(2);
    const file = path.join(work, "site.tar.gz");
    const made = await writeBackupFile(app.services.backupSources, file);
    expect(made.manifest.files.map((entry) => entry.name.slice("files/".length)).sort()).toEqual(
      Object.keys(before).sort(),
    );

    const client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await client.send(new CreateBucketCommand({ Bucket: "dsa-restored" }));
    client.destroy();
    const into = createS3FileStorage({ ...options, bucket: "dsa-restored" });
    const dataDir = path.join(work, "restored");
    const summary = await restoreBackup({ kind: "pglite", dataDir, files: into }, { file });
    expect(summary.files.count).toBe(Object.keys(before).length);
    expect(await everyFile(into)).toEqual(before);
  });
});
