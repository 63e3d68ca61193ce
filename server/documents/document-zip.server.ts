// "Download all" (issue 29): a lead's documents as one zip for the lender, made while it is sent.
// One entry is open at a time and its bytes go out as they are read (decrypted), so the server's
// memory does not grow with the number or size of the files. Entries are stored, not deflated:
// they are PDFs, JPEGs and PNGs, already compressed, and deflating them again costs CPU for a
// per cent or two. Names are in UTF-8 with the zip's UTF-8 flag set (yazl always sets it), which
// Windows Explorer, macOS and unzip read, so Malayalam and Hindi names arrive as written.
import type { PassThrough, Readable } from "node:stream";
import { ZipFile } from "yazl";

export interface ZipEntry {
  name: string;
  modifiedAt: Date;
  open(): Promise<Readable>;
}

/** Room in a name, in UTF-8 bytes, before " (2)" and the extension: well inside 255 everywhere. */
const MAX_STEM_BYTES = 150;
const FALLBACK_STEM = "Document";
/**
 * Characters that would make a name unsafe or misleading: control characters, the direction marks
 * and overrides that make "invoice‮fdp.exe" look like a PDF, the byte-order mark and the line
 * separators. Zero-width joiner and non-joiner stay: Malayalam and Devanagari spelling needs them.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u2028\u2029]/gu;
/** Windows names devices so: such a file cannot be made there, whatever its extension. */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** A label as the part of a file name before the extension: safe on every system, never empty. */
function safeStem(label: string): string {
  let stem = label
    .normalize("NFC")
    .replace(/\s+/gu, " ")
    .replace(UNSAFE_CHARACTERS, "")
    // No folders: the parts of a path joined, without "." and "..".
    .split(/[/\\]/)
    .filter((part) => part.trim() !== "" && !/^\s*\.{1,2}\s*$/.test(part))
    .join("-")
    // What Windows refuses in names.
    .replace(/[|:]/g, "-")
    .replace(/[*?"<>]/g, "")
    .replace(/ {2,}/g, " ")
    .trim()
    // A leading dot hides a file (and ".." means the parent); Windows drops trailing dots and spaces.
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
  if (Buffer.byteLength(stem) > MAX_STEM_BYTES) {
    let cut = "";
    for (const { segment } of graphemes.segment(stem)) {
      if (Buffer.byteLength(cut + segment) > MAX_STEM_BYTES) break;
      cut += segment;
    }
    stem = cut.replace(/[.\s]+$/, "");
  }
  const device = stem.split(".")[0]!.trim();
  return stem === "" || WINDOWS_DEVICE_NAME.test(device) ? FALLBACK_STEM : stem;
}

function safeExtension(extension: string): string {
  return extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 10);
}

function joinName(stem: string, extension: string): string {
  return extension ? `${stem}.${extension}` : stem;
}

/**
 * A file name for a zip entry from a label and an extension ("Bank statement", "pdf"): no folders,
 * no control or direction characters, nothing Windows refuses or reserves (CON, NUL, COM1…), no
 * leading dot, at most ~160 bytes; Malayalam and Devanagari kept as they are.
 */
export function safeZipName(label: string, extension: string): string {
  return joinName(safeStem(label), safeExtension(extension));
}

/** The name split at its extension, when what follows the last dot looks like one. */
function splitName(name: string): { stem: string; extension: string } {
  const match = /^(.*)\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match ? { stem: match[1]!, extension: match[2]! } : { stem: name, extension: "" };
}

/** Safe names, each once: the second "Bank statement.pdf" becomes "Bank statement (2).pdf". */
function uniqueNames(): (name: string) => string {
  const used = new Set<string>();
  // Windows and macOS compare names without case: two names that differ only so would collide.
  const key = (name: string) => name.toLowerCase();
  return (name) => {
    const { stem, extension } = splitName(name);
    const safe = safeStem(stem);
    const ext = safeExtension(extension);
    let candidate = joinName(safe, ext);
    for (let copy = 2; used.has(key(candidate)); copy++) candidate = joinName(`${safe} (${copy})`, ext);
    used.add(key(candidate));
    return candidate;
  };
}

/**
 * A zip of the entries, produced as it is read: one entry open at a time, files stored (they are
 * PDF/JPEG/PNG, already compressed), names made safe and unique ("Bank statement (2).pdf"), no
 * paths. An entry that fails to open or errors mid-way destroys the output stream with that
 * error. The entries are read from the iterable one at a time, as the zip reaches them (it may
 * be a database cursor); destroying the output (the browser went away) stops the entry being
 * read and reads no more.
 */
export function zipDocuments(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): Readable {
  const zip = new ZipFile();
  // yazl's output is a PassThrough (its types say only "a readable stream").
  const output = zip.outputStream as PassThrough;
  const nameOf = uniqueNames();
  let reading: Readable | null = null;
  let stopped = false;

  const fail = (error: unknown) => {
    if (stopped) return;
    stopped = true;
    reading?.destroy();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on("error", fail);
  // Closed: all was read, the reader went away, or an entry failed. Nothing more is read.
  const closed = new Promise<void>((resolve) =>
    output.once("close", () => {
      stopped = true;
      reading?.destroy();
      resolve();
    }),
  );

  async function addEntries() {
    for await (const entry of entries) {
      if (stopped) return;
      const started = new Promise<void>((resolve) => {
        zip.addReadStreamLazy(nameOf(entry.name), { mtime: entry.modifiedAt, compress: false }, (give) => {
          resolve();
          if (stopped) return;
          entry.open().then((stream) => {
            if (stopped) {
              stream.destroy();
              return;
            }
            reading = stream;
            // yazl pipes the stream and does not listen for its errors.
            stream.once("error", fail);
            stream.once("end", () => {
              if (reading === stream) reading = null;
            });
            give(null, stream);
          }, fail);
        });
      });
      // The next entry is taken from the iterable once this one has started: yazl always has the
      // next to go on with, and the iterable is never read far ahead.
      await Promise.race([started, closed]);
    }
    if (!stopped) zip.end();
  }
  addEntries().catch(fail);
  return output;
}
