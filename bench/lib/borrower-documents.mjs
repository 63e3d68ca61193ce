// The borrower's documents figures (issue 29 item 10): a 10 MB PDF and a 5 MB photo sent through
// the borrower's API as the page sends them (pieces of the server's chunkBytes, each with its
// Upload-Offset), timed from the first piece to the answer that says done, with the memory of the
// server and of its image worker meanwhile; then "Download all" of a lead with 20 files of 2 MB,
// streamed as one zip: its time, the server's memory before and during it, and how far the server
// reads ahead of a slow reader (the zip is made while it is sent, so neither should grow with its
// 40 MB). Runs a server of its own on a fresh embedded database, with a first owner who signs in,
// leads sent from the loan form, their checklists filled and links sent through the staff API, and
// each link opened with the last four digits of the lead's mobile.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { leadBody, mobileNumbers } from "./load.mjs";
import { readTreeMemory, sampleTreeMemory, startServer, stopServer } from "./server.mjs";
import { BenchError, freePort, log, onCleanup, sleep } from "./util.mjs";

const OWNER = { email: "bench-documents@example.in", password: "bench-borrower-documents-29" };
/** Uploads of each kind, one after another, each to its own checklist item (the median is reported). */
const UPLOADS = 3;
const PDF_BYTES = 10_000_000;
/** A 4000 × 3000 JPEG of noise, as the media library's bench sends: about 5 MB, like a phone's photo. */
const PHOTO = { width: 4000, height: 3000, noise: true, format: "jpeg", quality: 80 };
const ARCHIVE_FILES = 20;
const ARCHIVE_FILE_BYTES = 2_000_000;
/** The zip downloaded first after the restart, beside which the large one's memory is read. */
const SMALL_ARCHIVE_FILES = 2;
/** How fast the slow download reads: a lender's office line, far slower than the server can send. */
const SLOW_READ_BYTES_PER_SECOND = 5 * 1024 * 1024;
const QUIET_MS = 2_000;

/**
 * A PDF of about `totalBytes` that a reader opens: one A4 page showing `text` over a full-page
 * picture of noise (an uncompressed RGB image, as a scanner that does not compress writes it).
 * The noise is random, so no two files are the same (the server refuses a file sent twice).
 */
function paddedPdf(totalBytes, text) {
  const width = 1000;
  // The objects around the picture take well under 1 KB.
  const height = Math.max(1, Math.floor((totalBytes - 1024) / (width * 3)));
  const content = `q 595 0 0 842 0 0 cm /Scan Do Q BT /F1 18 Tf 72 770 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> /XObject << /Scan 6 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    [
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${width * height * 3} >>\nstream\n`,
      randomBytes(width * height * 3),
      "\nendstream",
    ],
  ];
  const parts = [Buffer.from("%PDF-1.4\n", "latin1")];
  let length = parts[0].length;
  const offsets = [];
  objects.forEach((object, index) => {
    const pieces = [`${index + 1} 0 obj\n`, ...[object].flat(), "\nendobj\n"].map((piece) =>
      typeof piece === "string" ? Buffer.from(piece, "latin1") : piece,
    );
    offsets.push(length);
    for (const piece of pieces) {
      parts.push(piece);
      length += piece.length;
    }
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(parts);
}

/** UPLOADS photos of noise, each different (bench-images.mjs in a process of its own, like the media bench). */
function makePhotos() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-bench-photos-"));
  try {
    const specs = Array.from({ length: UPLOADS }, (_, index) => ({ ...PHOTO, name: `photo-${index}.jpg` }));
    const script = fileURLToPath(new URL("./bench-images.mjs", import.meta.url));
    const result = spawnSync(process.execPath, [script, JSON.stringify(specs), folder], { encoding: "utf8" });
    if (result.status !== 0) throw new BenchError(`making the bench photos failed: ${result.stderr}`);
    return specs.map((spec) => fs.readFileSync(path.join(folder, spec.name)));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** An answer's JSON, or its text when it is not JSON (an error page), or null when empty. */
function parsed(text) {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A client of the server: the staff API as the staff area calls it, the borrower's API as the page does. */
function client(origin) {
  // What a browser adds to a request its page sends to its own site (the server's cross-site check).
  const sameOrigin = { origin, "sec-fetch-site": "same-origin" };
  const call = async (method, url, { cookie, json, body, headers = {} } = {}) => {
    let response;
    let text;
    try {
      response = await fetch(origin + url, {
        method,
        headers: {
          ...(method === "GET" ? {} : sameOrigin),
          ...(cookie ? { cookie } : {}),
          ...(json !== undefined ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        body: json !== undefined ? JSON.stringify(json) : body,
      });
      text = await response.text();
    } catch (error) {
      // No answer at all (the server went away): the part cannot go on, the rest of the bench can.
      throw new BenchError(`${method} ${url} failed: ${error.cause?.message ?? error.message}`);
    }
    return { status: response.status, answer: parsed(text), setCookie: response.headers.getSetCookie() };
  };
  const expect = async (status, method, url, options) => {
    const result = await call(method, url, options);
    if (result.status !== status) {
      throw new BenchError(
        `${method} ${url} answered ${result.status} (the bench needs ${status}): ${JSON.stringify(result.answer).slice(0, 300)}`,
      );
    }
    return result;
  };
  const cookieOf = (result) => result.setCookie.map((value) => value.split(";")[0]).join("; ");
  return { call, expect, cookieOf };
}

/**
 * A lead sent from the home loan page, its checklist filled from the service (and items added up
 * to `items`), a link sent, and the link opened on the borrower's phone with the last four digits.
 * Answers the lead's id and the borrower's session and checklist items.
 */
async function leadWithOpenLink(api, staffCookie, nextMobile, items) {
  const mobile = nextMobile();
  const sent = await api.expect(201, "POST", "/api/leads", { json: leadBody(mobile) });
  const reference = sent.answer.reference;
  const found = await api.expect(200, "GET", `/api/admin/leads?search=${encodeURIComponent(reference)}`, {
    cookie: staffCookie,
  });
  const id = found.answer.items.find((lead) => lead.reference === reference)?.id;
  if (!id) throw new BenchError(`the lead ${reference} is not in the staff list`);
  const documents = `/api/admin/leads/${id}/documents`;
  let checklist = (await api.expect(200, "POST", `${documents}/checklist`, { cookie: staffCookie })).answer;
  while (checklist.items.length < items) {
    const label = `Bench document ${checklist.items.length + 1}`;
    checklist = (
      await api.expect(200, "POST", `${documents}/items`, {
        cookie: staffCookie,
        json: { label, kind: "other", required: false },
      })
    ).answer;
  }
  const link = (await api.expect(201, "POST", `${documents}/link`, { cookie: staffCookie, json: { delivery: "none" } }))
    .answer;
  const token = new URL(link.url).pathname.split("/documents/")[1];
  const lastDigits = mobile.replace(/\D/g, "").slice(-4);
  const unlocked = await api.expect(204, "POST", "/api/documents/unlock", { json: { token, lastDigits } });
  const borrower = api.cookieOf(unlocked);
  const page = (await api.expect(200, "GET", "/api/documents/checklist", { cookie: borrower })).answer;
  return { id, reference, borrower, items: page.items, chunkBytes: page.limits.chunkBytes };
}

/**
 * One file sent as the borrower's page sends it: the upload started, then pieces of chunkBytes,
 * each with its Upload-Offset. `ms` runs from the first piece to the answer that says done;
 * `lastPieceMs` is the last piece's answer alone (the file joined, checked, prepared and stored).
 */
async function sendFile(api, borrower, itemId, fileName, bytes, mediaType) {
  const started = await api.expect(201, "POST", "/api/documents/uploads", {
    cookie: borrower,
    json: { itemId, fileName, sizeBytes: bytes.byteLength, mediaType },
  });
  const { uploadId, chunkBytes } = started.answer;
  const firstPieceAt = performance.now();
  let state = started.answer;
  let lastPieceAt = firstPieceAt;
  let pieces = 0;
  for (let offset = 0; offset < bytes.byteLength; offset += chunkBytes) {
    lastPieceAt = performance.now();
    const piece = await api.call("PUT", `/api/documents/uploads/${uploadId}`, {
      cookie: borrower,
      headers: { "content-type": "application/octet-stream", "upload-offset": String(offset) },
      body: bytes.subarray(offset, offset + chunkBytes),
    });
    if (piece.status !== 200) {
      throw new BenchError(
        `the piece at ${offset} of ${fileName} answered ${piece.status}: ${JSON.stringify(piece.answer).slice(0, 300)}`,
      );
    }
    state = piece.answer;
    pieces++;
  }
  const doneAt = performance.now();
  if (!state.done) throw new BenchError(`${fileName}: every piece was sent but the upload is not done`);
  return { ms: doneAt - firstPieceAt, lastPieceMs: doneAt - lastPieceAt, pieces, chunkBytes };
}

/** The number of entries a zip's end-of-central-directory record names, from the zip's last bytes, or null. */
function zipEntries(tail) {
  const at = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return at < 0 || at + 22 > tail.length ? null : tail.readUInt16LE(at + 10);
}

/** What a process has read so far through read() calls (files and sockets: /proc's rchar), or null off Linux. */
function bytesRead(pid) {
  try {
    const match = /^rchar:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/io`, "utf8"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * GET the lead's "Download all" and read the body as it comes, counting bytes and keeping only
 * the zip's last bytes; with `bytesPerSecond`, read no faster than that (the socket is paused, so
 * the server has to wait for the reader). Answers the time, the first byte's time, bytes, entries,
 * and `readAheadBytes`: the most the server had read (its stored files, encrypted) beyond what
 * this reader had received, sampled every 50 ms. A server that streams the zip stays a few
 * socket and stream buffers ahead; one that held the zip would read it all at once.
 */
function downloadArchive(url, cookie, serverPid, bytesPerSecond = null) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const readAtStart = bytesRead(serverPid);
    let bytes = 0;
    let readAheadBytes = null;
    const sampleReadAhead = () => {
      const read = bytesRead(serverPid);
      if (read === null || readAtStart === null) return;
      readAheadBytes = Math.max(readAheadBytes ?? 0, read - readAtStart - bytes);
    };
    const sampler = setInterval(sampleReadAhead, 50);
    const fail = (error) => {
      clearInterval(sampler);
      reject(error instanceof BenchError ? error : new BenchError(`Download all failed: ${error.message}`));
    };
    const request = http.get(url, { headers: { cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200 || response.headers["content-type"] !== "application/zip") {
        response.resume();
        fail(new BenchError(`Download all answered ${response.statusCode} ${response.headers["content-type"]}`));
        return;
      }
      let firstByteMs = null;
      let tail = Buffer.alloc(0);
      response.on("data", (chunk) => {
        firstByteMs ??= performance.now() - startedAt;
        bytes += chunk.length;
        tail = Buffer.concat([tail, chunk]).subarray(-65_557);
        if (bytesPerSecond === null) return;
        const aheadMs = (bytes / bytesPerSecond) * 1000 - (performance.now() - startedAt);
        if (aheadMs > 0) {
          response.pause();
          setTimeout(() => response.resume(), aheadMs);
        }
      });
      response.on("end", () => {
        clearInterval(sampler);
        resolve({ ms: performance.now() - startedAt, firstByteMs, bytes, entries: zipEntries(tail), readAheadBytes });
      });
      response.on("error", fail);
    });
    request.on("error", fail);
  });
}

/** The memory before `run` (after a quiet moment) and its peak during it, with what `run` answers. */
async function withMemory(pid, run) {
  await sleep(QUIET_MS);
  const before = readTreeMemory(pid);
  const sampler = sampleTreeMemory(pid);
  const result = await run().finally(() => sampler.stop());
  return { ...result, before, peak: sampler.stop() };
}

/**
 * { idle, pdf, photo, firstArchive, archive, slowArchive } (see the README's "Borrowers' documents"), or throws
 * a BenchError saying what failed.
 */
export async function measureBorrowerDocuments({ ports = [3041, 3049] } = {}) {
  const photos = makePhotos();
  const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");
  if (new Set(photos.map(sha256)).size !== photos.length) {
    throw new BenchError("the bench photos came out the same: the server would refuse them as duplicates");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-bench-documents-"));
  const removeDataDir = onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort(ports[0], ports[1]);
  const start = () =>
    startServer({
      port,
      dataDir,
      env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
  let server = await start();
  const removeServer = onCleanup(() => stopServer(server));
  try {
    const api = client(server.url);
    const staffCookie = api.cookieOf(await api.expect(200, "POST", "/api/admin/auth/login", { json: OWNER }));
    const nextMobile = mobileNumbers();

    // One lead for the timed uploads (each file to its own item); for "Download all", one with
    // ARCHIVE_FILES files and one with SMALL_ARCHIVE_FILES.
    const uploads = await leadWithOpenLink(api, staffCookie, nextMobile, 2 * UPLOADS);
    const archived = await leadWithOpenLink(api, staffCookie, nextMobile, Math.ceil(ARCHIVE_FILES / 10));
    const small = await leadWithOpenLink(api, staffCookie, nextMobile, 1);
    await sleep(QUIET_MS);
    const idle = readTreeMemory(server.pid);

    const timedUploads = async (label, files, firstItem, fileName, mediaType) => {
      log(`documents: ${label}, ${UPLOADS} times one after another (${files[0].byteLength} bytes each)`);
      return withMemory(server.pid, async () => {
        const runs = [];
        for (const [index, bytes] of files.entries()) {
          const item = uploads.items[firstItem + index];
          runs.push(await sendFile(api, uploads.borrower, item.id, fileName(index + 1), bytes, mediaType));
        }
        return {
          bytes: files[0].byteLength,
          runs,
          medianMs: median(runs.map((run) => run.ms)),
          medianLastPieceMs: median(runs.map((run) => run.lastPieceMs)),
        };
      });
    };
    const pdfs = Array.from({ length: UPLOADS }, (_, index) => paddedPdf(PDF_BYTES, `Bank statement ${index + 1}`));
    const pdf = await timedUploads("a 10 MB PDF", pdfs, 0, (n) => `statement-${n}.pdf`, "application/pdf");
    const photo = await timedUploads("a 5 MB photo", photos, UPLOADS, (n) => `IMG_204${n}.jpg`, "image/jpeg");

    log(`documents: ${ARCHIVE_FILES + SMALL_ARCHIVE_FILES} PDFs of ${ARCHIVE_FILE_BYTES / 1e6} MB for Download all`);
    for (const [lead, count] of [
      [archived, ARCHIVE_FILES],
      [small, SMALL_ARCHIVE_FILES],
    ]) {
      for (let index = 0; index < count; index++) {
        const item = lead.items[index % lead.items.length];
        const bytes = paddedPdf(ARCHIVE_FILE_BYTES, `Page ${index + 1}`);
        await sendFile(api, lead.borrower, item.id, `page-${index + 1}.pdf`, bytes, "application/pdf");
      }
    }
    // The uploads grew the server's heap and the database's memory, which would then have room
    // for a zip held whole; restarted on the same data, the server starts from its idle size. The
    // staff session is kept in the database: no new sign-in (its password hash takes 64 MiB).
    log("documents: the server restarted on the same data before Download all");
    await stopServer(server);
    server = await start();
    /** Download all of a lead, with the memory before and during it; checks the zip holds every file. */
    const downloadAll = async (lead, bytesPerSecond = null) => {
      const expected = (await api.expect(200, "GET", `/api/admin/leads/${lead.id}/documents`, { cookie: staffCookie }))
        .answer.totalFiles;
      const url = `${server.url}/api/admin/leads/${lead.id}/documents/archive`;
      const download = await withMemory(server.pid, () =>
        downloadArchive(url, staffCookie, server.pid, bytesPerSecond),
      );
      if (download.entries !== expected) {
        throw new BenchError(`the zip of ${lead.reference} names ${download.entries} files, the lead has ${expected}`);
      }
      return download;
    };
    // The first download after a start may pay once for what any download needs (its code
    // compiled, its first buffers): a small zip first, so that the large one's memory shows what
    // its size costs.
    log(`documents: Download all of ${SMALL_ARCHIVE_FILES} files, the first after the restart`);
    const firstArchive = await downloadAll(small);
    // Read slowly first, while the heap has not yet grown for a download this size: a server that
    // read the files faster than the reader takes them would hold the zip meanwhile.
    log(`documents: Download all of ${ARCHIVE_FILES} files read at ${SLOW_READ_BYTES_PER_SECOND / 1048576} MiB/s`);
    const slowArchive = await downloadAll(archived, SLOW_READ_BYTES_PER_SECOND);
    const downloads = [];
    for (let run = 0; run < UPLOADS; run++) {
      log(`documents: Download all of ${ARCHIVE_FILES} files, run ${run + 1} of ${UPLOADS}`);
      downloads.push(await downloadAll(archived));
    }
    const archive = {
      files: ARCHIVE_FILES,
      runs: downloads,
      bytes: downloads[0].bytes,
      medianMs: median(downloads.map((download) => download.ms)),
      // The memory before the first run, and the highest peak of the runs.
      before: downloads[0].before,
      peak: downloads.map((download) => download.peak).sort((a, b) => b.total - a.total)[0],
      readAheadBytes: downloads.some((download) => download.readAheadBytes === null)
        ? null
        : Math.max(...downloads.map((download) => download.readAheadBytes)),
    };
    log(
      `documents: PDF median ${Math.round(pdf.medianMs)} ms, photo median ${Math.round(photo.medianMs)} ms, ` +
        `Download all ${Math.round(archive.medianMs)} ms for ${archive.bytes} bytes ` +
        `(server ${Math.round(archive.before.server / 1048576)} → ${Math.round(archive.peak.server / 1048576)} MiB)`,
    );
    return {
      uploads: UPLOADS,
      chunkBytes: uploads.chunkBytes,
      idle,
      pdf,
      photo,
      firstArchive: { ...firstArchive, files: SMALL_ARCHIVE_FILES },
      archive,
      slowArchive: { ...slowArchive, files: ARCHIVE_FILES, bytesPerSecond: SLOW_READ_BYTES_PER_SECOND },
    };
  } finally {
    await stopServer(server);
    removeServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
    removeDataDir();
  }
}
