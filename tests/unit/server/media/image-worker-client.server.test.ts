import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImageWorkerClient, ImageWorkerError } from "~server/media/image-worker-client.server";

/**
 * The image worker's life (ADR 0030): a child process that answers jobs, exits when idle so that
 * its memory goes back to the system, and whose death fails the job in hand, not the server.
 */
describe("the image worker", () => {
  let dir: string;
  const job = (input: string) => ({
    mimeType: "image/png" as const,
    input,
    outputDir: fs.mkdtempSync(path.join(dir, "out-")),
    variantWidths: [320, 640],
  });
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const until = async (condition: () => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    return condition();
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "image-worker-test-"));
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7" } })
      .png()
      .toFile(path.join(dir, "small.png"));
    await sharp({ create: { width: 5000, height: 5000, channels: 4, background: "#3a7c" } })
      .withMetadata({ orientation: 6 })
      .png()
      .toFile(path.join(dir, "large.png"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("answers a job with files in the job's folder, then exits once idle", async () => {
    const worker = new ImageWorkerClient({ idleExitMs: 200 });
    const answer = await worker.run(job(path.join(dir, "small.png")));
    expect(answer).toMatchObject({ ok: true, width: 800, height: 600 });
    if (!answer.ok) return;
    expect(answer.variants.map((variant) => variant.width)).toEqual([320, 640]);
    expect((await sharp(answer.original).metadata()).format).toBe("png");
    const pid = worker.pid!;
    expect(alive(pid)).toBe(true);
    expect(await until(() => !alive(pid))).toBe(true);
    expect(worker.pid).toBeNull();
  });

  it("fails only the job in hand when the worker dies, and starts a new one for the next", async () => {
    const worker = new ImageWorkerClient({ idleExitMs: 200 });
    await worker.run(job(path.join(dir, "small.png")));
    const first = worker.pid!;
    const dying = worker.run(job(path.join(dir, "large.png")));
    await until(() => worker.pid !== null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(first, "SIGKILL");
    await expect(dying).rejects.toMatchObject({ reason: "crashed" });
    const next = await worker.run(job(path.join(dir, "small.png")));
    expect(next.ok).toBe(true);
    expect(worker.pid).not.toBe(first);
    worker.stop();
  });

  it("stops a job that takes too long", async () => {
    const worker = new ImageWorkerClient({ jobTimeoutMs: 50 });
    const error = await worker.run(job(path.join(dir, "large.png"))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageWorkerError);
    expect((error as ImageWorkerError).reason).toBe("timeout");
    expect(await until(() => worker.pid === null)).toBe(true);
  });
});
