// A used site to back up (leads with timelines and an erasure, posts with revisions, media and
// downloads with their files, a borrower's document), and the means to compare two databases and
// two file stores.
import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { FileStorage } from "~server/files/file-storage.server";
import { samplePdf, gpsPhoto } from "./sample-files";
import { loanEnquiryBody } from "./lead-inputs";
import { BorrowerPhone } from "./borrower-phone";
import { signIn, withCookies } from "./staff";
import type { TestApp } from "./test-app";

/** Fills a test app the way an office uses its site for a while. Answers the leads' ids. */
export async function useTheSite(app: TestApp): Promise<{ leadIds: number[] }> {
  const { jar } = await signIn(app);
  const send = async (method: string, path: string, init: { json?: unknown; body?: FormData } = {}) => {
    const res = await app.request(`/api/admin${path}`, withCookies(jar, { method, ...init }));
    const body = (await res.json()) as { id: number; version: number };
    expect(res.status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };

  const leadIds: number[] = [];
  const mobiles = ["98470 11111", "94471 22222", "90480 33333"];
  for (const [index, mobile] of mobiles.entries()) {
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${10 + index}` },
      body: JSON.stringify(loanEnquiryBody({ mobile, name: ["Anjali Menon", "ഷിബു തോമസ്", "राहुल शर्मा"][index] })),
    });
    expect(res.status).toBe(201);
  }
  const list = (await (await app.request("/api/admin/leads?pageSize=10", withCookies(jar))).json()) as {
    items: { id: number }[];
  };
  leadIds.push(...list.items.map((item) => item.id).sort((a, b) => a - b));
  // A timeline: a status change and a note.
  const first = (await (await app.request(`/api/admin/leads/${leadIds[0]}`, withCookies(jar))).json()) as {
    version: number;
  };
  await send("PATCH", `/leads/${leadIds[0]}`, { json: { version: first.version, status: "contacted" } });
  // An erasure: the person asked for their data to go.
  await send("POST", `/leads/${leadIds[1]}/erase`);

  // A post with revisions.
  const post = await send("POST", "/posts", { json: { title: "Home loan checklist for Onam" } });
  const edited = await send("PATCH", `/posts/${post.id}`, {
    json: { version: post.version, body: "<p>Keep your PAN, Aadhaar and salary slips ready.</p>" },
  });
  await send("PATCH", `/posts/${post.id}`, { json: { version: edited.version, status: "published" } });

  // A media image (stored with its variants) and a download.
  const media = new FormData();
  media.set("file", new File([(await gpsPhoto()) as Uint8Array<ArrayBuffer>], "office.jpg"));
  media.set("alt", "Our office in Kochi");
  await send("POST", "/media", { body: media });
  const download = new FormData();
  download.set("file", new File([samplePdf("Loan application form") as Uint8Array<ArrayBuffer>], "form.pdf"));
  download.set("title", "Loan application form");
  await send("POST", "/downloads", { body: download });

  // A borrower's document: the third lead's checklist, its link, and a PDF sent through it.
  await send("POST", `/leads/${leadIds[2]}/documents/checklist`);
  const link = (await send("POST", `/leads/${leadIds[2]}/documents/link`, { json: {} })) as unknown as { url: string };
  const phone = new BorrowerPhone(() => app, link.url.split("/documents/")[1]!);
  expect((await phone.unlock("3333")).status).toBe(204);
  const [item] = (await phone.checklist()).items;
  expect((await phone.upload(item!.id, "pan.pdf", BORROWER_DOCUMENT)).status).toBe(200);
  return { leadIds };
}

/** The borrower's document useTheSite uploads (stored encrypted: a backup holds it so). */
export const BORROWER_DOCUMENT = samplePdf("PAN card of राहुल शर्मा");

interface RowSource {
  query<Row>(text: string): Promise<Row[]>;
}

/** Every row of every table of the public schema, as JSON, in a stable order (dates in UTC). */
export async function everyRow(source: RowSource): Promise<Record<string, string[]>> {
  await source.query("set timezone = 'UTC'");
  const tables = await source.query<{ name: string }>(
    "select tablename::text as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await source.query<{ row: string }>(`select row_to_json(t)::text as row from public."${name}" t`);
    rows[name] = found.map((row) => row.row).sort();
  }
  return rows;
}

/** Every stored file's key and SHA-256. */
export async function everyFile(files: FileStorage): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const file of files.list()) {
    const hash = createHash("sha256");
    for await (const chunk of (await files.openRead(file.key))!) hash.update(chunk as Buffer);
    found[file.key] = hash.digest("hex");
  }
  return found;
}

/**
 * A session on a database to read rows from: the embedded one's only connection, or a connection
 * of its own to PostgreSQL (a setting made on a pooled one would not hold for the next query).
 */
export async function rowSourceOf(
  target: { pglite: import("@electric-sql/pglite").PGlite } | { url: string },
): Promise<RowSource & { close(): Promise<void> }> {
  if ("pglite" in target) {
    const client = target.pglite;
    return { query: async (text) => (await client.query(text)).rows as never[], close: async () => undefined };
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return { query: async (text) => (await client.query(text)).rows as never[], close: () => client.end() };
}

/** The rows of a test app's database. */
export async function rowsOfApp(app: TestApp): Promise<Record<string, string[]>> {
  const driver = app.services.database.driver;
  const source = await rowSourceOf(driver.kind === "pglite" ? { pglite: driver.client } : { url: driver.url });
  try {
    return await everyRow(source);
  } finally {
    await source.close();
  }
}
