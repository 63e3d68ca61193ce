// Small real files for upload tests: a one-page PDF a reader opens, and disguised non-files.

import { deflateSync } from "node:zlib";

/** A minimal valid one-page PDF whose page says `text` (built here, so no binary sits in the repository). */
export function samplePdf(text = "Home loan application form (test)"): Uint8Array {
  return pdfWith({ text });
}

export interface PdfParts {
  /** What the page says. */
  text?: string;
  /** More entries of the document catalog, e.g. `/OpenAction 6 0 R`. */
  catalog?: string;
  /** More objects, numbered from 6 (the first five are the catalog, pages, page, its text and font). */
  objects?: string[];
  /** The extra objects inside one FlateDecode object stream (PDF 1.5), as most PDF programs write them now. */
  inObjectStream?: boolean;
}

/** A one-page PDF with extra catalog entries and objects: how the tests build PDFs that carry actions. */
export function pdfWith({
  text = "Home loan application form (test)",
  catalog = "",
  objects = [],
  inObjectStream = false,
}: PdfParts): Uint8Array {
  const stream = `BT /F1 18 Tf 72 770 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const plain: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  if (inObjectStream && objects.length > 0) {
    // An object stream: "number offset" pairs, then the objects themselves, compressed together.
    let header = "";
    let body = "";
    objects.forEach((object, index) => {
      header += `${6 + index} ${body.length} `;
      body += `${object}\n`;
    });
    const packed = deflateSync(Buffer.from(header + body, "latin1"));
    plain.push(
      Buffer.concat([
        Buffer.from(
          `<< /Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
          "latin1",
        ),
        packed,
        Buffer.from("\nendstream", "latin1"),
      ]),
    );
  } else {
    plain.push(...objects);
  }
  const numberOf = (index: number) => (inObjectStream && index === 5 ? 6 + objects.length : index + 1);
  const parts: Buffer[] = [Buffer.from(`%PDF-${inObjectStream ? "1.5" : "1.4"}\n`, "latin1")];
  let length = parts[0]!.length;
  const offsets: [number, number][] = [];
  plain.forEach((object, index) => {
    const bytes = Buffer.concat([
      Buffer.from(`${numberOf(index)} 0 obj\n`, "latin1"),
      typeof object === "string" ? Buffer.from(object, "latin1") : object,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    offsets.push([numberOf(index), length]);
    parts.push(bytes);
    length += bytes.length;
  });
  if (inObjectStream && objects.length > 0) {
    // Objects inside an object stream can only be found through a cross-reference stream.
    const streamNumber = 6 + objects.length;
    const size = streamNumber + 2;
    const entries = Buffer.alloc(size * 7);
    const entry = (number: number, type: number, field2: number, field3: number) => {
      entries.writeUInt8(type, number * 7);
      entries.writeUInt32BE(field2, number * 7 + 1);
      entries.writeUInt16BE(field3, number * 7 + 5);
    };
    entry(0, 0, 0, 65535);
    for (const [number, offset] of offsets) entry(number, 1, offset, 0);
    objects.forEach((_, index) => entry(6 + index, 2, streamNumber, index));
    entry(size - 1, 1, length, 0);
    const packed = deflateSync(entries);
    parts.push(
      Buffer.from(
        `${size - 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
        "latin1",
      ),
      packed,
      Buffer.from(`\nendstream\nendobj\nstartxref\n${length}\n%%EOF\n`, "latin1"),
    );
    return new Uint8Array(Buffer.concat(parts));
  }
  const size = Math.max(...offsets.map(([number]) => number)) + 1;
  const rows = Array.from({ length: size }, (_, number) => {
    const offset = offsets.find(([n]) => n === number)?.[1];
    return offset === undefined ? "0000000000 65535 f \n" : `${String(offset).padStart(10, "0")} 00000 n \n`;
  });
  parts.push(
    Buffer.from(
      `xref\n0 ${size}\n${rows.join("")}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      "latin1",
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** A script run when the PDF opens: as written plainly, with hex escapes in its names, and compressed. */
export const scriptPdfs = {
  plain: () =>
    pdfWith({ catalog: "/OpenAction 6 0 R", objects: ["<< /Type /Action /S /JavaScript /JS (app.alert('Hi')) >>"] }),
  hexEscaped: () =>
    pdfWith({ catalog: "/OpenAction 6 0 R", objects: ["<< /Type /Action /S /Java#53cript /J#53 (app.alert(1)) >>"] }),
  inObjectStream: () =>
    pdfWith({
      catalog: "/OpenAction 6 0 R",
      objects: ["<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>"],
      inObjectStream: true,
    }),
};

/** An ordinary PDF that opens at its first page, fitted to the window (an /OpenAction without script). */
export const goToPdf = () => pdfWith({ catalog: "/OpenAction << /S /GoTo /D [3 0 R /Fit] >>" });

export const svgAsPdf = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
);
export const htmlAsPdf = new TextEncoder().encode(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);

/**
 * A phone photo as cameras write it (made with sharp, so no binary sits in the repository):
 * 1500 × 1000 stored sideways with EXIF orientation 6 (upright it is 1000 × 1500), the camera's
 * name and a GPS position in Kochi in its EXIF.
 */
export async function gpsPhoto(): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#3a7" } })
    .withExif({
      IFD0: { Make: "Kochi test camera", Copyright: "Kochi test camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "76/1 16/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A real JPEG with a web page after its end: image viewers show it, a browser could run it. */
export async function polyglotJpeg(): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#fff" } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>")]);
}

/** The start of a JPEG padded to 10.5 MB: over the library's 10 MB limit for images. */
export function oversizedJpeg(): Uint8Array {
  const bytes = new Uint8Array(10.5 * 1024 * 1024);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return bytes;
}
