import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  prepareDocumentFile,
  STORED_IMAGE_LONG_EDGE,
  type PreparedDocument,
} from "~server/documents/document-preparation.server";
import { MAX_DOCUMENT_FILE_BYTES } from "~server/documents/document-limits";
import { imageWorker } from "~server/media/image-worker-client.server";
import {
  cutPdf,
  documentFixture,
  encryptedPdfs,
  jpegHeaderOverPixelLimit,
  pngWithMetadata,
  svgImage,
  textRenamedPdf,
  windowsProgram,
  wordDocument,
} from "../../../fixtures/documents/document-samples";
import { gpsPhoto, pdfWith, samplePdf, scriptPdfs } from "../../../support/sample-files";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "document-preparation-test-"));
afterAll(() => {
  imageWorker.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
let files = 0;

/** The upload written to disk under a name of its own (the name says nothing: the type comes from the bytes). */
async function prepare(bytes: Uint8Array, name = "upload.pdf") {
  const input = path.join(dir, `${++files}-${name}`);
  const output = path.join(dir, `${files}-stored`);
  fs.writeFileSync(input, bytes);
  const prepared = await prepareDocumentFile(input, output);
  const stored = fs.existsSync(output) ? fs.readFileSync(output) : null;
  return { prepared, stored, input };
}

function refusalOf(prepared: PreparedDocument) {
  return prepared.ok ? null : prepared.refusal;
}

describe("preparing a borrower's PDF", () => {
  it("keeps a plain PDF byte for byte", async () => {
    const pdf = samplePdf("Salary slip, April 2026");
    const { prepared, stored } = await prepare(pdf, "salary.jpg");
    expect(prepared).toEqual({
      ok: true,
      mediaType: "application/pdf",
      sizeBytes: pdf.length,
      sourceSha256: sha256(pdf),
    });
    expect(stored && sha256(stored)).toBe(sha256(pdf));
  });

  it("keeps a PDF whose objects sit in compressed object streams", async () => {
    const pdf = pdfWith({ objects: ["<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] >>"], inObjectStream: true });
    expect((await prepare(pdf)).prepared.ok).toBe(true);
  });

  it("refuses a PDF that runs JavaScript or starts a program, and leaves nothing stored", async () => {
    for (const pdf of [scriptPdfs.plain(), scriptPdfs.inObjectStream()]) {
      const { prepared, stored } = await prepare(pdf);
      expect(refusalOf(prepared)).toBe("pdf_javascript");
      expect(stored).toBeNull();
    }
    const launch = pdfWith({ catalog: "/OpenAction << /S /Launch /F (cmd.exe) >>" });
    expect(refusalOf((await prepare(launch)).prepared)).toBe("pdf_javascript");
  });

  it("refuses an encrypted PDF, its trailer or its cross-reference stream naming the encryption", async () => {
    const classic = await prepare(encryptedPdfs.withTrailer());
    expect(classic.prepared).toMatchObject({ ok: false, refusal: "pdf_password" });
    expect(classic.stored).toBeNull();
    // Its object streams are encrypted too, so the script check cannot read them: the password is what to fix.
    expect(refusalOf((await prepare(encryptedPdfs.withCrossReferenceStream())).prepared)).toBe("pdf_password");
  });

  it("refuses a PDF cut short, or something else behind a PDF header", async () => {
    expect(refusalOf((await prepare(cutPdf())).prepared)).toBe("pdf_unreadable");
    expect(refusalOf((await prepare(Buffer.from("%PDF-1.7\nnot really a PDF\n"))).prepared)).toBe("pdf_unreadable");
    const noCatalog = Buffer.from(Buffer.from(samplePdf()).toString("latin1").replaceAll("/Root", "/Raat"), "latin1");
    expect(refusalOf((await prepare(noCatalog)).prepared)).toBe("pdf_unreadable");
  });
});

describe("preparing a borrower's photo", () => {
  it("turns a camera's JPEG upright and keeps none of its EXIF, GPS included", async () => {
    const photo = await gpsPhoto();
    expect(photo.length).toBeGreaterThan(0);
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(Buffer.from(photo).includes("Kochi test camera")).toBe(true);

    const { prepared, stored } = await prepare(photo, "IMG_2041.pdf");
    expect(prepared).toMatchObject({ ok: true, mediaType: "image/jpeg", width: 1000, height: 1500 });
    expect(prepared.ok && prepared.sourceSha256).toBe(sha256(photo));
    expect(prepared.ok && prepared.sizeBytes).toBe(stored!.length);
    const after = await sharp(stored!).metadata();
    expect([after.format, after.width, after.height]).toEqual(["jpeg", 1000, 1500]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(stored!.includes("Exif\0\0")).toBe(false);
    expect(stored!.includes("Kochi test camera")).toBe(false);
  });

  it("keeps a PNG as PNG, without EXIF, XMP or its colour profile", async () => {
    const png = await pngWithMetadata();
    const { prepared, stored } = await prepare(png);
    expect(prepared).toMatchObject({ ok: true, mediaType: "image/png", width: 300, height: 200 });
    const after = await sharp(stored!).metadata();
    expect(after.format).toBe("png");
    expect([after.exif, after.xmp, after.icc]).toEqual([undefined, undefined, undefined]);
    expect(stored!.includes("Kochi test")).toBe(false);
  });

  it("scales a large photo down to the stored long edge", async () => {
    const large = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#fafafa" } })
      .jpeg()
      .toBuffer();
    const { prepared } = await prepare(large);
    expect(prepared).toMatchObject({ ok: true, width: STORED_IMAGE_LONG_EDGE, height: 2250 });
  });

  it("makes an iPhone's HEIC photo a JPEG of the same size, the right way round", async () => {
    const heic = fs.readFileSync(documentFixture("photo.heic"));
    const { prepared, stored } = await prepare(heic, "IMG_0001.HEIC");
    expect(prepared).toMatchObject({ ok: true, mediaType: "image/jpeg", width: 640, height: 480 });
    expect(prepared.ok && prepared.sourceSha256).toBe(sha256(heic));
    const { data, info } = await sharp(stored!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([640, 480]);
    // The left half is red and the right half blue, as in the photo.
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * 640 + x) * 3, (y * 640 + x) * 3 + 3));
    const [leftRed, , leftBlue] = pixel(100, 240);
    const [rightRed, , rightBlue] = pixel(540, 240);
    expect(leftRed).toBeGreaterThan(150);
    expect(leftBlue).toBeLessThan(80);
    expect(rightBlue).toBeGreaterThan(150);
    expect(rightRed).toBeLessThan(80);
  });

  it("refuses a photo over the pixel limit from its header, without decoding it", async () => {
    // Both files hold a whole header and no pixel data worth the name: decoding them would fail as unreadable.
    expect((await prepare(await jpegHeaderOverPixelLimit())).prepared).toMatchObject({
      ok: false,
      refusal: "image_too_many_pixels",
      detail: expect.stringMatching(/8000 × 4000/) as unknown,
    });
    const heic = fs.readFileSync(documentFixture("over-pixel-limit.heic"));
    expect(refusalOf((await prepare(heic)).prepared)).toBe("image_too_many_pixels");
    const heicHeader = heic.subarray(0, 2000);
    expect((await prepare(heicHeader)).prepared).toMatchObject({
      ok: false,
      refusal: "image_too_many_pixels",
      detail: expect.stringMatching(/6200 × 4200/) as unknown,
    });
  });

  it("refuses a photo whose pixels cannot be read, and leaves nothing stored", async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const { prepared, stored } = await prepare(jpeg.subarray(0, 700));
    expect(refusalOf(prepared)).toBe("image_unreadable");
    expect(stored).toBeNull();
    const heic = fs.readFileSync(documentFixture("photo.heic"));
    expect(refusalOf((await prepare(heic.subarray(0, heic.length - 400))).prepared)).toBe("image_unreadable");
  });
});

describe("what is not a document", () => {
  it("refuses an empty file and one over the size limit", async () => {
    expect((await prepare(new Uint8Array(0))).prepared).toMatchObject({ ok: false, refusal: "empty" });
    const input = path.join(dir, "huge.pdf");
    fs.writeFileSync(input, samplePdf());
    fs.truncateSync(input, MAX_DOCUMENT_FILE_BYTES + 1);
    expect(refusalOf(await prepareDocumentFile(input, path.join(dir, "huge-stored")))).toBe("too_large");
  });

  it("refuses other types whatever they are called: text, a program, Word, SVG, GIF, WebP", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    const others: [Uint8Array, string][] = [
      [textRenamedPdf(), "salary.pdf"],
      [windowsProgram(), "bank-statement.pdf"],
      [await wordDocument(), "form16.pdf"],
      [svgImage(), "photo.png"],
      [gif, "photo.jpg"],
      [webp, "photo.jpg"],
    ];
    for (const [bytes, name] of others) {
      const { prepared, stored } = await prepare(bytes, name);
      expect({ name, refusal: refusalOf(prepared) }).toEqual({ name, refusal: "unsupported_type" });
      expect(stored).toBeNull();
    }
  });
});
