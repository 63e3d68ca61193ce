// What a PDF would do by itself when someone opens it (issue 23 item 7; ADR 0030): run a script
// (JavaScript actions, the document's JavaScript name tree) or start another program (Launch
// actions). Uploads of both kinds (downloads, the media library) are refused on either, since
// visitors and staff open these files in their own PDF readers.
//
// A raw search of the bytes is not enough: names can be written with #xx escapes
// (`/Java#53cript`), and since PDF 1.5 most objects sit in compressed object streams. So this
// reads the file's tokens as a PDF reader does (skipping strings, comments and stream data),
// decodes the names, and reads the names inside every object stream, inflated with a bound on
// the size so that a compression bomb cannot take the server's memory.
import { constants, inflate } from "node:zlib";
import { promisify } from "node:util";

const inflateAsync = promisify(inflate);

/** "script": JavaScript; "launch": starts a program; "unchecked": parts the check cannot read. */
export type PdfActiveContent = "script" | "launch" | "unchecked";

/** Inflated bytes read from one object stream, and from all of a file's together. */
const MAX_INFLATED_PER_STREAM = 16 * 1024 * 1024;
const MAX_INFLATED_TOTAL = 32 * 1024 * 1024;

/** `/JS` is the key of a JavaScript action's script, `/JavaScript` its type and the name tree's key. */
const SCRIPT_NAMES = new Set(["JavaScript", "JS"]);
const LAUNCH_NAME = "Launch";
/** Every stream filter of PDF 1.7 (with the abbreviations): anything but Flate alone is not read. */
const FILTER_NAMES = new Set([
  "FlateDecode",
  "Fl",
  "ASCIIHexDecode",
  "AHx",
  "ASCII85Decode",
  "A85",
  "LZWDecode",
  "LZW",
  "RunLengthDecode",
  "RL",
  "CCITTFaxDecode",
  "CCF",
  "JBIG2Decode",
  "DCTDecode",
  "DCT",
  "JPXDecode",
  "Crypt",
]);

type Token = { kind: "name" | "number" | "keyword"; value: string } | { kind: "other" };

/** Null for a PDF that does nothing by itself when opened, else what it would do. */
export async function pdfActiveContent(bytes: Uint8Array): Promise<PdfActiveContent | null> {
  return (await inspectPdf(bytes)).activeContent;
}

export interface PdfInspection {
  /** What the PDF would do by itself when opened (null: nothing). */
  activeContent: PdfActiveContent | null;
  /**
   * Whether the file is encrypted: an /Encrypt entry in its trailer or in its cross-reference
   * stream's dictionary, written by a password to open it or by restrictions alone (borrowers'
   * documents refuse both: issue 29).
   */
  encrypted: boolean;
}

/** What pdfActiveContent finds, and whether the file is encrypted, read in one pass. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  // The bytes themselves, never a copy as a string: a PDF may be 20 MB.
  const found = scan(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const inspection = (activeContent: PdfActiveContent | null) => ({ activeContent, encrypted: found.encrypted });
  let script = found.script;
  let launch = found.launch;
  if (found.objectStreams.length > 0) {
    // Strings and streams of an encrypted file are encrypted, its object streams included.
    if (found.encrypted) return inspection(script ? "script" : launch ? "launch" : "unchecked");
    let budget = MAX_INFLATED_TOTAL;
    for (const stream of found.objectStreams) {
      const inner = await decode(stream, budget);
      if (inner === null) return inspection(script ? "script" : launch ? "launch" : "unchecked");
      budget -= inner.length;
      const names = scan(inner);
      script ||= names.script;
      launch ||= names.launch;
    }
  }
  return inspection(script ? "script" : launch ? "launch" : null);
}

interface ObjectStream {
  data: Buffer;
  filters: string[];
  predictor: boolean;
}

interface ScanResult {
  script: boolean;
  launch: boolean;
  encrypted: boolean;
  objectStreams: ObjectStream[];
}

/** The names a PDF's text uses (strings, comments and stream data skipped), and its object streams. */
function scan(text: Buffer): ScanResult {
  const result: ScanResult = { script: false, launch: false, encrypted: false, objectStreams: [] };
  const lexer = new Lexer(text);
  // The tokens since the current object began: a stream's dictionary is among them.
  let objectTokens: Token[] = [];
  for (let token = lexer.next(); token !== null; token = lexer.next()) {
    if (token.kind === "keyword") {
      if (token.value === "obj" || token.value === "endobj") {
        objectTokens = [];
        continue;
      }
      if (token.value === "stream") {
        const stream = lexer.skipStream(directLength(objectTokens));
        if (isObjectStream(objectTokens)) {
          result.objectStreams.push({
            data: stream,
            filters: objectTokens.flatMap((t) => (t.kind === "name" && FILTER_NAMES.has(t.value) ? [t.value] : [])),
            predictor: hasPredictor(objectTokens),
          });
        }
        objectTokens = [];
        continue;
      }
    }
    if (token.kind === "name") {
      if (SCRIPT_NAMES.has(token.value)) result.script = true;
      else if (token.value === LAUNCH_NAME) result.launch = true;
      else if (token.value === "Encrypt") result.encrypted = true;
    }
    objectTokens.push(token);
  }
  return result;
}

function isObjectStream(tokens: Token[]): boolean {
  return tokens.some(
    (token, index) =>
      token.kind === "name" &&
      token.value === "Type" &&
      tokens[index + 1]?.kind === "name" &&
      (tokens[index + 1] as { value: string }).value === "ObjStm",
  );
}

/** PNG or TIFF predictors rearrange the bytes after inflating; no producer uses them for objects. */
function hasPredictor(tokens: Token[]): boolean {
  return tokens.some((token, index) => {
    const next = tokens[index + 1];
    return token.kind === "name" && token.value === "Predictor" && next?.kind === "number" && Number(next.value) > 1;
  });
}

/** `/Length 123` of a stream's dictionary, or null when it is a reference (`/Length 7 0 R`) or missing. */
function directLength(tokens: Token[]): number | null {
  const index = tokens.findIndex((token) => token.kind === "name" && token.value === "Length");
  if (index < 0) return null;
  const value = tokens[index + 1];
  const after = tokens[index + 3];
  if (value?.kind !== "number" || (after?.kind === "keyword" && after.value === "R")) return null;
  const length = Number(value.value);
  return Number.isInteger(length) && length >= 0 ? length : null;
}

/** An object stream's text, or null when it cannot be read within the budget (then the PDF is not checked). */
async function decode(stream: ObjectStream, budget: number): Promise<Buffer | null> {
  if (stream.predictor) return null;
  if (stream.filters.length === 0) return stream.data;
  if (stream.filters.length !== 1 || !["FlateDecode", "Fl"].includes(stream.filters[0]!)) return null;
  try {
    return await inflateAsync(stream.data, {
      maxOutputLength: Math.max(0, Math.min(MAX_INFLATED_PER_STREAM, budget)),
      // A stream cut short still gives what it holds.
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch {
    // Damaged, or larger than the bound: a compression bomb is refused here, never inflated whole.
    return null;
  }
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (code: number) => !WHITESPACE.has(code) && !DELIMITERS.has(code);

/** PDF's tokens (ISO 32000 section 7.2), as far as the check needs them, read from the bytes. */
class Lexer {
  private pos = 0;
  constructor(private readonly text: Buffer) {}

  next(): Token | null {
    const { text } = this;
    while (this.pos < text.length) {
      const code = text[this.pos]!;
      if (WHITESPACE.has(code)) {
        this.pos++;
      } else if (code === 0x25 /* % */) {
        this.skipComment();
      } else if (code === 0x28 /* ( */) {
        this.skipLiteralString();
        return { kind: "other" };
      } else if (code === 0x3c /* < */) {
        if (text[this.pos + 1] === 0x3c) this.pos += 2;
        else this.skipHexString();
        return { kind: "other" };
      } else if (code === 0x2f /* / */) {
        return { kind: "name", value: this.readName() };
      } else if (DELIMITERS.has(code)) {
        this.pos++;
        return { kind: "other" };
      } else {
        const start = this.pos;
        while (this.pos < text.length && isRegular(text[this.pos]!)) this.pos++;
        const value = text.toString("latin1", start, Math.min(this.pos, start + 64));
        return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value) ? { kind: "number", value } : { kind: "keyword", value };
      }
    }
    return null;
  }

  /** After the `stream` keyword: its data (by its direct length when that fits, else up to `endstream`). */
  skipStream(length: number | null): Buffer {
    const { text } = this;
    if (text[this.pos] === 0x0d && text[this.pos + 1] === 0x0a) this.pos += 2;
    else if (text[this.pos] === 0x0a || text[this.pos] === 0x0d) this.pos++;
    const start = this.pos;
    let end = -1;
    if (length !== null && start + length <= text.length) {
      const after = text.toString("latin1", start + length, Math.min(text.length, start + length + 32)).trimStart();
      if (after.startsWith("endstream")) end = start + length;
    }
    if (end < 0) {
      end = text.indexOf("endstream", start, "latin1");
      if (end < 0) end = text.length;
    }
    const endKeyword = text.indexOf("endstream", end, "latin1");
    this.pos = endKeyword < 0 ? text.length : endKeyword + "endstream".length;
    return text.subarray(start, end);
  }

  private readName(): string {
    const { text } = this;
    const start = ++this.pos;
    while (this.pos < text.length && isRegular(text[this.pos]!)) this.pos++;
    // `/Java#53cript` is `/JavaScript`: readers decode #xx in names, so the check does too. Names
    // are at most 127 bytes (ISO 32000 annex C); a longer run is no name the check looks for.
    return text
      .toString("latin1", start, Math.min(this.pos, start + 256))
      .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }

  private skipComment(): void {
    const { text } = this;
    while (this.pos < text.length && text[this.pos] !== 0x0a && text[this.pos] !== 0x0d) this.pos++;
  }

  private skipLiteralString(): void {
    const { text } = this;
    let depth = 0;
    while (this.pos < text.length) {
      const code = text[this.pos++];
      if (code === 0x5c /* \ */) this.pos++;
      else if (code === 0x28) depth++;
      else if (code === 0x29 && --depth === 0) return;
    }
  }

  private skipHexString(): void {
    const end = this.text.indexOf(0x3e /* > */, this.pos);
    this.pos = end < 0 ? this.text.length : end + 1;
  }
}
