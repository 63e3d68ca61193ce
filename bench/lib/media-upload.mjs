// The media library's upload figure (issue 12 item 10): how long the server takes to take a 5 MB
// phone-sized photo (type check, metadata stripped, five WebP variants, placeholder, stored) and
// how much memory it needs meanwhile. Runs a server of its own on a fresh DATA_DIR, with a first
// owner to sign in as; uploads the same photo UPLOADS times through POST /api/admin/media.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { readMemory, sampleRss, startServer, stopServer } from "./server.mjs";
import { BenchError, freePort } from "./util.mjs";

const UPLOADS = 3;
const OWNER = { email: "bench-owner@example.in", password: "bench-media-upload-42" };

/** A 4000 × 3000 JPEG of noise (which compresses like a detailed photo): about 5 MB. */
export async function benchPhoto() {
  return sharp({
    create: { width: 4000, height: 3000, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 36 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * { photoBytes, uploads, medianMs, timesMs, peakRssBytes, idleRssBytes, variants } for UPLOADS
 * uploads of a ~5 MB photo, or throws a BenchError saying what failed.
 */
export async function measureMediaUpload({ ports = [3041, 3049] } = {}) {
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
    const photo = await benchPhoto();
    const idleRssBytes = readMemory(server.pid)?.rss ?? null;
    const timesMs = [];
    let peakRssBytes = null;
    let variants = 0;
    for (let round = 0; round < UPLOADS; round++) {
      const body = new FormData();
      body.set("file", new File([photo], `bench-photo-${round}.jpg`, { type: "image/jpeg" }));
      const sampler = sampleRss(server.pid, 20);
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/media`, { method: "POST", headers: { Cookie: cookie }, body });
      const answer = await res.json();
      timesMs.push(performance.now() - started);
      const peak = sampler.stop();
      if (peak !== null && (peakRssBytes === null || peak > peakRssBytes)) peakRssBytes = peak;
      if (res.status !== 201) throw new BenchError(`the upload answered ${res.status}: ${JSON.stringify(answer)}`);
      variants = answer.variants.length;
    }
    return {
      photoBytes: photo.byteLength,
      uploads: UPLOADS,
      medianMs: median(timesMs),
      timesMs,
      peakRssBytes,
      idleRssBytes,
      variants,
    };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
