import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import libheif from "libheif-js/wasm-bundle.js";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { runDocumentImageJob, type DocumentImageJob } from "~server/media/document-image-job.server";
import { documentFixture } from "../../../fixtures/documents/document-samples";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "document-image-job-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A `free` box: bytes every HEIF reader skips. */
function freeBox(size: number): Buffer {
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write("free", 4, "latin1");
  return box;
}
const PADDING = freeBox(4 << 20);
const FILE_TYPE_BOX_BYTES = 28;

function heicJob(name: string, bytes: Buffer, output = path.join(dir, `${name}.jpg`)): DocumentImageJob {
  const input = path.join(dir, `${name}.heic`);
  fs.writeFileSync(input, bytes);
  return { id: 1, kind: "document", mimeType: "image/heic", input, output, maxLongEdge: 3000, jpegQuality: 85 };
}

/** The size of libheif's WebAssembly memory after one run of the job (which may grow it) and after many more. */
async function memoryAfter(runs: number, run: () => Promise<unknown>) {
  await run();
  const afterOne = libheif.HEAPU8.buffer.byteLength;
  for (let left = runs; left > 0; left--) await run();
  return { afterOne, afterMany: libheif.HEAPU8.buffer.byteLength };
}

/**
 * libheif's objects live in WebAssembly's memory, which grows and never shrinks while the worker
 * lives. Each file here carries 4 MiB of padding (a `free` box), which libheif's context copies
 * with the rest of the file and keeps while the context or an image handle of it is unfreed; a
 * decoded 640 × 480 image with alpha takes 1.2 MB more. Ten jobs that left any of them behind
 * would grow the memory by 12 to 40 MiB: it stays the size one job made it.
 */
describe("a HEIC document job frees what libheif made for it", () => {
  const photo = () => Buffer.concat([fs.readFileSync(documentFixture("photo.heic")), PADDING]);

  it("when the photo is stored", async () => {
    const job = heicJob("stored", photo());
    const memory = await memoryAfter(10, async () => {
      expect(await runDocumentImageJob(sharp, job)).toMatchObject({ ok: true, width: 640, height: 480 });
    });
    expect(memory.afterMany).toBe(memory.afterOne);
  });

  it("when the JPEG cannot be written", async () => {
    const job = heicJob("unwritable", photo(), path.join(dir, "missing-folder", "out.jpg"));
    const memory = await memoryAfter(10, async () => {
      await expect(runDocumentImageJob(sharp, job)).rejects.toThrow();
    });
    expect(memory.afterMany).toBe(memory.afterOne);
  });

  it("when the photo has too many pixels", async () => {
    const job = heicJob(
      "too-many-pixels",
      Buffer.concat([fs.readFileSync(documentFixture("over-pixel-limit.heic")), PADDING]),
    );
    const memory = await memoryAfter(10, async () => {
      expect(await runDocumentImageJob(sharp, job)).toMatchObject({ ok: false, refusal: "image_too_many_pixels" });
    });
    expect(memory.afterMany).toBe(memory.afterOne);
  });

  it("when its pixels cannot be decoded", async () => {
    // The padding before the image data, with the offsets to that data left as they were.
    const heic = fs.readFileSync(documentFixture("green-corner.heic"));
    const misplaced = Buffer.concat([
      heic.subarray(0, FILE_TYPE_BOX_BYTES),
      PADDING,
      heic.subarray(FILE_TYPE_BOX_BYTES),
    ]);
    const job = heicJob("undecodable", misplaced);
    const memory = await memoryAfter(10, async () => {
      expect(await runDocumentImageJob(sharp, job)).toMatchObject({ ok: false, refusal: "image_unreadable" });
    });
    expect(memory.afterMany).toBe(memory.afterOne);
  });
});
