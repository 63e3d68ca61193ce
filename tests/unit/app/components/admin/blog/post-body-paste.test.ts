// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import type { PastedPictures } from "~/components/admin/blog/pasted-pictures";
import { postBodyExtensions } from "~/components/admin/blog/post-body-extensions";

/** Clipboard samples as Word 365, Google Docs and LibreOffice put them there (tests/support/clipboard/). */
const sample = (name: string) => readFileSync(path.resolve("tests/support/clipboard", name), "utf8");

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** What the post body's own editor reported of a paste's pictures. */
let reported: PastedPictures[] = [];

/** The post body's own editor after pasting `html` (and `files`) into it, as its HTML. */
function pasted(html: string, files: File[] = []): string {
  editor = new Editor({ element: document.createElement("div"), extensions: postBodyExtensions });
  reported = [];
  editor.storage.pastedPictures.listeners.add((pictures) => reported.push(pictures));
  const clipboardData = {
    getData: (type: string) => (type === "text/html" ? html : ""),
    files,
    types: ["text/html", ...(files.length > 0 ? ["Files"] : [])],
  };
  const event = Object.assign(new Event("paste"), { clipboardData }) as unknown as ClipboardEvent;
  editor.view.pasteHTML(html, event);
  return editor.getHTML();
}

describe("a paste from Word 365", () => {
  it("turns Word's list paragraphs into lists, nested where Word nests them", () => {
    const html = pasted(sample("word-365.html"));
    expect(html).toContain(
      "<ul><li><p>Aadhaar card</p><ul><li><p>A masked copy is enough</p></li></ul></li>" +
        "<li><p>PAN card</p></li><li><p>Two passport-size photos</p></li></ul>",
    );
    expect(html).toContain(
      "<ol><li><p>Processing fee: <strong>0.5%</strong> of the loan</p></li>" +
        "<li><p>Valuation charge</p></li><li><p>Interest, <em>monthly</em></p></li></ol>",
    );
    // Word's own markers are gone with the paragraphs that held them.
    expect(html).not.toMatch(/·|>o\s|1\.\s/);
  });

  it("keeps the title and headings as headings the editor offers (2 to 4)", () => {
    const html = pasted(sample("word-365.html"));
    expect(html).toContain("<h2>Gold loan in Kerala: a checklist</h2>");
    expect(html).toContain("<h2>Documents to keep ready</h2>");
    expect(html).toContain("<h3>Charges, step by step</h3>");
    expect(html).toContain("<h4>When to repay early</h4>");
  });

  it("leaves no picture Word keeps on the computer, no Office tags and no empty paragraphs", () => {
    const html = pasted(sample("word-365.html"));
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/o:p|mso-|<p><\/p>/);
    expect(html).toContain("<p>Most lenders in Kerala take no charge for early repayment of a gold loan.</p>");
  });
});

describe("pastes from other writers keep working", () => {
  it("Google Docs: headings moved into 2 to 4, lists nested, bold kept, its hosted picture left out", () => {
    const html = pasted(sample("google-docs.html"));
    expect(html).toContain("<h2>Gold loan in Kerala: a checklist</h2>");
    expect(html).toContain("<h3>Charges, step by step</h3>");
    expect(html).toContain("<h4>When to repay early</h4>");
    expect(html).toContain(
      "<ul><li><p>Aadhaar card</p><ul><li><p>A masked copy is enough</p></li></ul></li><li><p><strong>PAN card</strong></p></li></ul>",
    );
    expect(html).toContain("<ol><li><p>Processing fee</p></li><li><p>Valuation charge</p></li></ol>");
    expect(html).not.toContain("<img");
  });

  it("LibreOffice: headings and lists as written, its picture on the computer left out", () => {
    const html = pasted(sample("libreoffice.html"));
    expect(html).toContain("<h2>Gold loan in Kerala: a checklist</h2>");
    expect(html).toContain("<h3>Charges, step by step</h3>");
    expect(html).toContain(
      "<ul><li><p>Aadhaar card</p><ul><li><p>A masked copy is enough</p></li></ul></li><li><p>PAN card</p></li></ul>",
    );
    expect(html).not.toContain("<img");
  });

  it("a copy inside the editor keeps its heading levels and its library image", () => {
    const html = pasted(
      '<h3>Fees</h3><p>Text</p><h4>Small print</h4><img src="/media/2026/11/abc.webp" alt="Rate chart">',
    );
    expect(html).toContain("<h3>Fees</h3>");
    expect(html).toContain("<h4>Small print</h4>");
    expect(html).toContain('<img src="/media/2026/11/abc.webp" alt="Rate chart">');
  });
});

describe("the pictures of a paste", () => {
  it("counts the pictures the browser cannot read, once per paste", () => {
    pasted(sample("word-365.html"));
    expect(reported).toEqual([{ uploads: [], leftOut: 2, picturesOnly: false }]);
    pasted(sample("google-docs.html"));
    expect(reported).toEqual([{ uploads: [], leftOut: 1, picturesOnly: false }]);
  });

  it("hands a picture given as a data: URL to the library upload, and keeps none in the words", () => {
    const pixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
    const html = pasted(`<p>Rates this week</p><img src="data:image/png;base64,${pixel}"><p>More</p>`);
    expect(html).toBe("<p>Rates this week</p><p>More</p>");
    expect(reported).toHaveLength(1);
    const [file] = reported[0]!.uploads;
    expect([file?.name, file?.type, file?.size]).toEqual(["pasted-picture-1.png", "image/png", 68]);
    expect(reported[0]!.leftOut).toBe(0);
  });

  it("takes a paste of a picture alone (a screenshot) as the upload, inserting nothing itself", () => {
    const screenshot = new File([new Uint8Array([137, 80, 78, 71])], "image.png", { type: "image/png" });
    const html = pasted('<img src="file:///C:/Users/Anjali/AppData/Local/Temp/clip_image001.png">', [screenshot]);
    expect(html).toBe("<p></p>");
    expect(reported).toEqual([{ uploads: [screenshot], leftOut: 0, picturesOnly: true }]);
  });
});
