// The media library's upload figures (issue 12 item 10, issue 23 item 6): how long the server
// takes to take a 5 MB phone-sized photo (type check, metadata stripped, five WebP variants,
// placeholder, stored), three at once, and the largest images it accepts, and what memory that
// costs: the server's RSS and what its image worker (ADR 0030: a child process that processes
// the images) adds, at the peak and over the 30 s after the last upload. Runs a server of its
// own on a fresh embedded database, with a first owner to sign in as.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readTreeMemory, sampleTreeMemory, startServer, stopServer } from "./server.mjs";
import { BenchError, freePort, log, sleep } from "./util.mjs";

const UPLOADS = 3;
const OWNER = { email: "bench-owner@example.in", password: "bench-media-upload-42" };
/** How long the bench watches the memory after the last upload. */
const SETTLE_MS = 30_000;
/** Issue 23: memory back under this within SETTLE_MS of the last upload. */
export const SETTLED_GOAL_BYTES = 320 * 1024 * 1024;

/** A 4000 × 3000 JPEG of noise (which compresses like a detailed photo): about 5 MB. */
const PHOTO = { name: "photo.jpg", width: 4000, height: 3000, noise: true, format: "jpeg", quality: 80 };

/**
 * The largest images the library accepts (server/media/image-limits.ts, ADR 0030), each the
 * costliest of its kind: turned by its EXIF orientation (the whole upright image is then held
 * once), with transparency where the format has it; flat, so a few bytes however many pixels.
 */
const LARGEST = [
  {
    label: "largest PNG: 5000 × 5000 (25 MP), transparent, turned by EXIF",
    image: { name: "largest.png", width: 5000, height: 5000, channels: 4, orientation: 6, format: "png" },
  },
  {
    label: "largest JPEG: 6250 × 4000 (25 MP), turned by EXIF",
    image: { name: "largest.jpg", width: 6250, height: 4000, orientation: 6, format: "jpeg" },
  },
  {
    label: "largest WebP: 2000 × 2000 (4 MP), transparent",
    image: { name: "largest.webp", width: 2000, height: 2000, channels: 4, format: "webp" },
  },
];

/** The probe: a PNG of 10000 × 10000 pixels in a few hundred KB, to be refused at once. */
const OVER_LIMIT = {
  label: "PNG of 10000 × 10000 (100 MP), over the limit",
  image: { name: "too-large.png", width: 10_000, height: 10_000, format: "png" },
};

/** Writes the images into `folder` (bench-images.mjs, in a process of its own); answers their bytes by name. */
function makeImages(images, folder) {
  const script = fileURLToPath(new URL("./bench-images.mjs", import.meta.url));
  const result = spawnSync(process.execPath, [script, JSON.stringify(images), folder], { encoding: "utf8" });
  if (result.status !== 0) throw new BenchError(`making the bench images failed: ${result.stderr}`);
  return Object.fromEntries(images.map((image) => [image.name, fs.readFileSync(path.join(folder, image.name))]));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * { photo, together, largest[], refused, settled, idle } (see the README's bench section), or
 * throws a BenchError saying what failed.
 */
export async function measureMediaUpload({ ports = [3041, 3049] } = {}) {
  const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-bench-images-"));
  let made;
  try {
    made = makeImages([PHOTO, ...LARGEST.map((entry) => entry.image), OVER_LIMIT.image], imageDir);
  } finally {
    fs.rmSync(imageDir, { recursive: true, force: true });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-bench-media-"));
  const port = await freePort(ports[0], ports[1]);
  const server = await startServer({
    port,
    dataDir,
    env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  try {
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(OWNER),
    });
    if (login.status !== 200) throw new BenchError(`the bench owner could not sign in: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const upload = async (bytes, name) => {
      const body = new FormData();
      body.set("file", new File([bytes], name));
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/media`, { method: "POST", headers: { Cookie: cookie }, body });
      const answer = await res.json();
      return { status: res.status, answer, ms: performance.now() - started };
    };
    const expectCreated = (result, what) => {
      if (result.status !== 201) {
        throw new BenchError(`the upload of ${what} answered ${result.status}: ${JSON.stringify(result.answer)}`);
      }
      return result;
    };
    const measured = async (run) => {
      const sampler = sampleTreeMemory(server.pid);
      const result = await run().finally(() => sampler.stop());
      return { ...result, peak: sampler.stop() };
    };

    const photo = made[PHOTO.name];
    const images = LARGEST.map((entry) => ({
      label: entry.label,
      name: entry.image.name,
      bytes: made[entry.image.name],
    }));
    const overLimit = made[OVER_LIMIT.image.name];
    await sleep(2_000);
    const idle = readTreeMemory(server.pid);

    log(`media upload: a ${(photo.byteLength / 1e6).toFixed(1)} MB photo, ${UPLOADS} times one after another`);
    const photoRuns = await measured(async () => {
      const timesMs = [];
      let variants = 0;
      for (let round = 0; round < UPLOADS; round++) {
        const result = expectCreated(await upload(photo, `bench-photo-${round}.jpg`), "the photo");
        timesMs.push(result.ms);
        variants = result.answer.variants.length;
      }
      return { timesMs, medianMs: median(timesMs), variants };
    });

    log(`media upload: the same photo ${UPLOADS} times at once`);
    const together = await measured(async () => {
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: UPLOADS }, (_, index) => upload(photo, `bench-together-${index}.jpg`)),
      );
      results.forEach((result) => expectCreated(result, "the photo (at once)"));
      return { wallMs: performance.now() - started, timesMs: results.map((result) => result.ms) };
    });

    const largest = [];
    for (const image of images) {
      log(`media upload: ${image.label}`);
      largest.push({
        label: image.label,
        bytes: image.bytes.byteLength,
        ...(await measured(async () => {
          const result = expectCreated(await upload(image.bytes, image.name), image.label);
          return { ms: result.ms, width: result.answer.width, height: result.answer.height };
        })),
      });
    }

    log(`media upload: ${OVER_LIMIT.label}`);
    const refused = await measured(async () => {
      const result = await upload(overLimit, OVER_LIMIT.image.name);
      return {
        label: OVER_LIMIT.label,
        bytes: overLimit.byteLength,
        status: result.status,
        ms: result.ms,
        message: result.answer?.error?.fields?.file ?? result.answer?.error?.message ?? null,
      };
    });

    log(`media upload: memory over the ${SETTLE_MS / 1000} s after the last upload`);
    const settleStarted = performance.now();
    let underGoalAfterMs = null;
    const timeline = [];
    while (performance.now() - settleStarted < SETTLE_MS) {
      const now = readTreeMemory(server.pid);
      const at = performance.now() - settleStarted;
      if (now) {
        timeline.push({ atMs: Math.round(at), ...now });
        if (underGoalAfterMs === null && now.total < SETTLED_GOAL_BYTES) underGoalAfterMs = at;
      }
      await sleep(500);
    }
    const settled = { ...readTreeMemory(server.pid), underGoalAfterMs, timeline };

    return {
      photoBytes: photo.byteLength,
      uploads: UPLOADS,
      idle,
      photo: photoRuns,
      together,
      largest,
      refused,
      settled,
      // The figures of the table before issue 23, kept for comparison across runs.
      medianMs: photoRuns.medianMs,
      peakRssBytes: photoRuns.peak?.server ?? null,
      idleRssBytes: idle?.server ?? null,
      variants: photoRuns.variants,
    };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
