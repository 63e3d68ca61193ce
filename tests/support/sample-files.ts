// Small real files for upload tests: a one-page PDF a reader opens, and disguised non-files.

/** A minimal valid one-page PDF whose page says `text` (built here, so no binary sits in the repository). */
export function samplePdf(text = "Home loan application form (test)"): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const stream = `BT /F1 18 Tf 72 770 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

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
