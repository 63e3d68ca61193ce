import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfActiveContent } from "~server/media/pdf-active-content.server";
import { goToPdf, pdfWith, samplePdf, scriptPdfs } from "../../../support/sample-files";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const fromLatin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("what a PDF would do when opened (pdfActiveContent)", () => {
  it("finds nothing in ordinary PDFs, one that opens at a page included", async () => {
    expect(await pdfActiveContent(samplePdf())).toBeNull();
    expect(await pdfActiveContent(goToPdf())).toBeNull();
    // A link to a web page and a page-open action that only goes to a destination.
    const links = pdfWith({
      catalog: "/OpenAction [3 0 R /Fit] /AA << /WC << /S /GoTo /D [3 0 R /Fit] >> >>",
      objects: ["<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.in) >> >>"],
      inObjectStream: true,
    });
    expect(await pdfActiveContent(links)).toBeNull();
  });

  it("does not mistake words in text for actions", async () => {
    const words = pdfWith({
      text: "Fill the /JavaScript form",
      objects: ["<< /Title (A guide to /JavaScript, /JS and /Launch) /Subject <2F4A53> >>"],
    });
    expect(await pdfActiveContent(words)).toBeNull();
  });

  it("finds a script run on opening, written plainly, with escaped names, or in a compressed object stream", async () => {
    expect(await pdfActiveContent(scriptPdfs.plain())).toBe("script");
    expect(await pdfActiveContent(scriptPdfs.hexEscaped())).toBe("script");
    expect(await pdfActiveContent(scriptPdfs.inObjectStream())).toBe("script");
    // The object stream's own type written with an escape, too.
    const escapedStream = fromLatin1(latin1(scriptPdfs.inObjectStream()).replace("/ObjStm", "/Obj#53tm"));
    expect(await pdfActiveContent(escapedStream)).toBe("script");
  });

  it("finds document scripts, scripts on a page's actions and actions that start a program", async () => {
    const documentScript = pdfWith({
      catalog: "/Names << /JavaScript 6 0 R >>",
      objects: ["<< /Names [(init) 7 0 R] >>", "<< /S /JavaScript /JS 8 0 R >>"],
      inObjectStream: true,
    });
    expect(await pdfActiveContent(documentScript)).toBe("script");
    const pageScript = pdfWith({ catalog: "/AA << /WC << /S /JavaScript /JS (this.print()) >> >>" });
    expect(await pdfActiveContent(pageScript)).toBe("script");
    const launch = pdfWith({ catalog: "/OpenAction << /S /Launch /F (cmd.exe) >>" });
    expect(await pdfActiveContent(launch)).toBe("launch");
  });

  it("refuses to guess where it cannot look inside: a compression bomb, an unknown filter, encrypted object streams", async () => {
    // 200 MB of spaces compress to ~200 KB: the check stops at its bound instead of inflating it all.
    const bomb = deflateSync(Buffer.alloc(200 * 1024 * 1024, 0x20));
    const bombPdf = fromLatin1(
      latin1(pdfWith({ objects: ["<< /S /GoTo /D [3 0 R /Fit] >>"], inObjectStream: true })).replace(
        /\/ObjStm (.*?)\/Length \d+ >>\nstream\n[\s\S]*?\nendstream/,
        (_, entries: string) =>
          `/ObjStm ${entries}/Length ${bomb.length} >>\nstream\n${bomb.toString("latin1")}\nendstream`,
      ),
    );
    const started = performance.now();
    expect(await pdfActiveContent(bombPdf)).toBe("unchecked");
    expect(performance.now() - started).toBeLessThan(5_000);

    const lzw = fromLatin1(latin1(scriptPdfs.inObjectStream()).replace("/Filter /FlateDecode", "/Filter /LZWDecode"));
    expect(await pdfActiveContent(lzw)).toBe("unchecked");

    const encrypted = fromLatin1(
      latin1(pdfWith({ objects: ["<< /S /GoTo /D [3 0 R /Fit] >>"], inObjectStream: true })).replace(
        "/Type /XRef",
        "/Type /XRef /Encrypt 99 0 R",
      ),
    );
    expect(await pdfActiveContent(encrypted)).toBe("unchecked");
  });
});
