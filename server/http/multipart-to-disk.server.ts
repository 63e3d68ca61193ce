import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./api-error.server";

export interface MultipartToDiskOptions {
  /** A file part larger than this is not read further: the answer is `onTooLarge`'s. */
  maxFileBytes: number;
  onTooLarge: (c: Context) => Response | Promise<Response>;
  /** Text fields are short (a title, an alt text): larger ones are cut here and refused by the schema. */
  maxFieldBytes?: number;
}

const UNREADABLE_UPLOAD =
  "The upload could not be read. Choose the file again and send the form once more; if it keeps failing, reload the page.";

/**
 * Reads a multipart upload as it arrives: each file part is written to a temporary file and
 * each text field kept, with busboy, instead of the whole body in memory and then again as the
 * FormData the Fetch API makes of it (that parser held ~20 bytes of memory for every byte of a
 * 5 MB photo, and the server kept most of it: issue 23, item 6). The route then sees an ordinary
 * FormData whose files are backed by the temporary files (`fs.openAsBlob`), so request
 * validation and the services read them as before, one copy when they ask for the bytes. Uploads
 * that wait for their turn (one image at a time) hold a file on disk, not the body in memory.
 * The temporary folder is removed when the answer is ready. Bodies that are not multipart pass
 * through untouched (the route answers 415).
 */
export function multipartToDisk(options: MultipartToDiskOptions): MiddlewareHandler {
  const maxFieldBytes = options.maxFieldBytes ?? 16 * 1024;
  return async (c, next) => {
    const contentType = c.req.header("Content-Type") ?? "";
    const body = c.req.raw.body;
    if (!/^multipart\/form-data\b/i.test(contentType) || !body) return next();
    const dir = await mkdtemp(path.join(os.tmpdir(), "dsa-upload-"));
    try {
      let form: FormData;
      try {
        form = await readToDisk(body as WebReadableStream<Uint8Array>, contentType, dir, {
          maxFileBytes: options.maxFileBytes,
          maxFieldBytes,
        });
      } catch (error) {
        if (error instanceof FilePartTooLargeError) return options.onTooLarge(c);
        return apiError(c, 400, "invalid_upload", UNREADABLE_UPLOAD, { file: UNREADABLE_UPLOAD });
      }
      // Where Hono's form validator and parseBody look first.
      c.req.bodyCache.formData = form;
      await next();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

class FilePartTooLargeError extends Error {}

async function readToDisk(
  body: WebReadableStream<Uint8Array>,
  contentType: string,
  dir: string,
  limits: { maxFileBytes: number; maxFieldBytes: number },
): Promise<FormData> {
  const parser = busboy({
    headers: { "content-type": contentType },
    // Browsers send file names in UTF-8 ("ഫോട്ടോ.jpg"), not in busboy's default latin1.
    defParamCharset: "utf8",
    // One byte over the limit is enough to know the file is too large.
    limits: { files: 4, fields: 50, parts: 60, fileSize: limits.maxFileBytes + 1, fieldSize: limits.maxFieldBytes },
  });
  const fields: [string, string][] = [];
  const files: Promise<[string, File]>[] = [];
  parser.on("field", (name, value) => fields.push([name, value]));
  parser.on("file", (name, stream, info) => {
    const target = path.join(dir, `part-${files.length}`);
    const written = pipeline(stream, createWriteStream(target)).then(async (): Promise<[string, File]> => {
      // busboy cuts a part at the limit and says so: a cut file must not pass for a whole one.
      if (stream.truncated) throw new FilePartTooLargeError();
      // File-backed: read from disk when asked, never copied into memory here.
      const blob = await openAsBlob(target, { type: info.mimeType });
      return [name, new File([blob], info.filename ?? "", { type: info.mimeType })];
    });
    // Its failure is the upload's, reported below; it must not count as unhandled meanwhile.
    written.catch(() => undefined);
    files.push(written);
  });
  try {
    await pipeline(Readable.fromWeb(body), parser);
  } finally {
    // Every file part has finished (or failed with the body) before the folder can be removed.
    await Promise.allSettled(files);
  }
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, file] of await Promise.all(files)) form.append(name, file);
  return form;
}

/**
 * `first`, then `second`, as one middleware: for a route's body limit followed by
 * multipartToDisk. An answer `second` gives (413, 400) becomes the response.
 */
export function inTurn(first: MiddlewareHandler, second: MiddlewareHandler): MiddlewareHandler {
  return (c, next) =>
    first(c, async () => {
      const answer = await second(c, next);
      if (answer instanceof Response) c.res = answer;
    });
}
