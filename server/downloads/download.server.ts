import { and, asc, count, eq, ilike, max, or, sql, type SQL } from "drizzle-orm";
import type { Readable } from "node:stream";
import type { Logger } from "pino";
import { recordAudit, type Actor } from "../audit/audit.server";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { downloads } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import type { FileStorage } from "../files/file-storage.server";
import { checkedInput } from "../shared/checked-input";
import { fieldErrorsFromZod } from "../shared/field-errors";
import { checkUploadedFile, cleanImage, MediaFileError } from "../media/image-processing.server";
import {
  DownloadDetailsSchema,
  DownloadEditSchema,
  DownloadReorderSchema,
  downloadFileTypes,
  downloadPath,
  isDownloadContentType,
  ALLOWED_TYPES_TEXT,
  type DownloadContentType,
  MAX_DOWNLOAD_BYTES,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
  type Download,
  type DownloadList,
  type DownloadListQuery,
  type PublicDownload,
} from "./download.schema";

/** The content-change topic of downloads: /download shows the change on its next request. */
export const DOWNLOADS_TOPIC = "downloads";

/** Where downloads are kept in the file storage (the first part of their keys). */
const STORAGE_AREA = "downloads";

/** A file over MAX_DOWNLOAD_BYTES: the API answers 413 with a message for the `file` field. */
export class FileTooLargeError extends Error {
  override readonly name = "FileTooLargeError";
  readonly fields = { file: TOO_LARGE_MESSAGE };
  constructor() {
    super(TOO_LARGE_MESSAGE);
  }
}

/** What an upload form sends: text parts as strings, the file as a Blob (a File, with its name). */
export interface UploadInput {
  file?: unknown;
  title?: unknown;
  description?: unknown;
  category?: unknown;
  isPublished?: unknown;
}

type DownloadRow = typeof downloads.$inferSelect;

interface CheckedFile {
  bytes: Uint8Array;
  contentType: DownloadContentType;
  fileName: string;
}

export interface DownloadServiceOptions {
  db: Database;
  files: FileStorage;
  onChange?: ContentChangeListener;
  logger?: Pick<Logger, "warn">;
}

export function createDownloadService({ db, files, onChange = () => {}, logger }: DownloadServiceOptions) {
  /** A stored file no row points to any more (replaced, deleted, or a failed insert): gone, or logged. */
  const discard = async (key: string) => {
    try {
      await files.delete(key);
    } catch (error) {
      logger?.warn({ err: error, key }, "could not delete a download's file; it is no longer used");
    }
  };

  const rowFor = async (id: number): Promise<DownloadRow> => {
    const [row] = await db.select().from(downloads).where(eq(downloads.id, id)).limit(1);
    if (!row) throw new NotFoundError(`No download with id ${id}: it may have been deleted. Reload the list.`);
    return row;
  };

  return {
    /** The staff list: filtered, in the order /download shows them, one page. */
    async list(query: DownloadListQuery): Promise<DownloadList> {
      const conditions: SQL[] = [];
      if (query.category) conditions.push(eq(downloads.category, query.category));
      if (query.published) conditions.push(eq(downloads.isPublished, query.published === "yes"));
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(downloads.title, pattern),
            ilike(downloads.description, pattern),
            ilike(downloads.fileName, pattern),
          )!,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(downloads)
          .where(where)
          .orderBy(asc(downloads.sortOrder), asc(downloads.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(downloads).where(where),
      ]);
      return { items: rows.map(toDownload), total: totals[0]?.total ?? 0 };
    },

    /** Every download's id in display order (the staff screen moves one up or down within it). */
    async order(): Promise<number[]> {
      const rows = await db
        .select({ id: downloads.id })
        .from(downloads)
        .orderBy(asc(downloads.sortOrder), asc(downloads.id));
      return rows.map((row) => row.id);
    },

    async get(id: number): Promise<Download> {
      return toDownload(await rowFor(id));
    },

    /** What /download lists: the published files in their order. */
    async listPublished(): Promise<PublicDownload[]> {
      const rows = await db
        .select()
        .from(downloads)
        .where(eq(downloads.isPublished, true))
        .orderBy(asc(downloads.sortOrder), asc(downloads.id));
      return rows.map((row) => {
        const item = toDownload(row);
        return {
          id: item.id,
          title: item.title,
          description: item.description,
          category: item.category,
          contentType: item.contentType,
          byteSize: item.byteSize,
          fileName: item.fileName,
          url: item.url,
          updatedAt: item.updatedAt,
        };
      });
    },

    /** Whether any download is published (the loan pages link to /download only then). */
    async hasPublished(): Promise<boolean> {
      const rows = await db
        .select({ id: downloads.id })
        .from(downloads)
        .where(eq(downloads.isPublished, true))
        .limit(1);
      return rows.length > 0;
    },

    /** A published download and its bytes, for the public link; null when unknown or unpublished. */
    async openPublished(id: number): Promise<{ download: Download; stream: () => Promise<Readable | null> } | null> {
      const [row] = await db
        .select()
        .from(downloads)
        .where(and(eq(downloads.id, id), eq(downloads.isPublished, true)))
        .limit(1);
      if (!row) return null;
      return { download: toDownload(row), stream: () => files.openRead(row.storageKey) };
    },

    /** Counts one download of a published file (atomic: concurrent downloads all count). False when not published. */
    async recordDownload(id: number): Promise<boolean> {
      const rows = await db
        .update(downloads)
        .set({ downloadCount: sql`${downloads.downloadCount} + 1`, lastDownloadedAt: sql`now()` })
        .where(and(eq(downloads.id, id), eq(downloads.isPublished, true)))
        .returning({ id: downloads.id });
      return rows.length > 0;
    },

    /**
     * A new download from an upload (POST /api/admin/downloads): the details are checked with
     * their field messages, the file's type is read from its bytes (PDF, JPEG, PNG, WebP; SVG,
     * HTML and everything else refused) and its size limited. It joins the end of the list,
     * unpublished unless `isPublished` says otherwise.
     */
    async create(actor: Actor, input: UploadInput): Promise<Download> {
      const fields: Record<string, string> = {};
      const details = DownloadDetailsSchema.safeParse({
        title: input.title,
        description: emptyToUndefined(input.description),
        category: emptyToUndefined(input.category),
        isPublished: formBoolean(input.isPublished),
      });
      if (!details.success) Object.assign(fields, fieldErrorsFromZod(details.error));
      const file = await checkFile(input.file, fields);
      if (!details.success || !file) throw new ValidationError(fields);

      const stored = await files.put(file.bytes, {
        area: STORAGE_AREA,
        extension: downloadFileTypes[file.contentType].extension,
      });
      try {
        const row = await db.transaction(async (tx) => {
          const [last] = await tx.select({ value: max(downloads.sortOrder) }).from(downloads);
          const [created] = await tx
            .insert(downloads)
            .values({
              ...details.data,
              storageKey: stored.key,
              fileName: file.fileName,
              contentType: file.contentType,
              byteSize: stored.byteSize,
              sha256: stored.sha256,
              sortOrder: (last?.value ?? 0) + 1,
            })
            .returning();
          await recordAudit(tx as unknown as Database, actor, {
            action: "download.create",
            entity: "download",
            entityId: created!.id,
            changes: {
              title: details.data.title,
              category: details.data.category,
              isPublished: details.data.isPublished,
              fileName: file.fileName,
              contentType: file.contentType,
              byteSize: stored.byteSize,
              sha256: stored.sha256,
            },
          });
          return created!;
        });
        if (row.isPublished) onChange(DOWNLOADS_TOPIC);
        return toDownload(row);
      } catch (error) {
        await discard(stored.key);
        throw error;
      }
    },

    /** PATCH: title, description, category, published. Audited field by field (old → new). */
    async update(actor: Actor, id: number, input: unknown): Promise<Download> {
      const edit = checkedInput(DownloadEditSchema, input);
      const { row, changed } = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(downloads).where(eq(downloads.id, id)).for("update");
        if (!before) throw new NotFoundError(`No download with id ${id}: it may have been deleted. Reload the list.`);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const [key, to] of Object.entries(edit) as [keyof typeof edit, unknown][]) {
          if (to !== undefined && before[key] !== to) changes[key] = { from: before[key], to };
        }
        if (Object.keys(changes).length === 0) return { row: before, changed: false };
        const [after] = await tx
          .update(downloads)
          .set({ ...edit, updatedAt: sql`now()` })
          .where(eq(downloads.id, id))
          .returning();
        await recordAudit(tx as unknown as Database, actor, {
          action: "download.update",
          entity: "download",
          entityId: id,
          changes,
        });
        return { row: after!, changed: true };
      });
      if (changed) onChange(DOWNLOADS_TOPIC);
      return toDownload(row);
    },

    /**
     * A new version of the file (PUT or POST /{id}/file): same title, place and count, new bytes.
     * The old file is deleted once the row points to the new one.
     */
    async replaceFile(actor: Actor, id: number, input: { file?: unknown }): Promise<Download> {
      await rowFor(id);
      const fields: Record<string, string> = {};
      const file = await checkFile(input.file, fields);
      if (!file) throw new ValidationError(fields);
      const stored = await files.put(file.bytes, {
        area: STORAGE_AREA,
        extension: downloadFileTypes[file.contentType].extension,
      });
      let oldKey: string;
      let row: DownloadRow;
      try {
        ({ oldKey, row } = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(downloads).where(eq(downloads.id, id)).for("update");
          if (!before) throw new NotFoundError(`No download with id ${id}: it may have been deleted. Reload the list.`);
          const [after] = await tx
            .update(downloads)
            .set({
              storageKey: stored.key,
              fileName: file.fileName,
              contentType: file.contentType,
              byteSize: stored.byteSize,
              sha256: stored.sha256,
              updatedAt: sql`now()`,
            })
            .where(eq(downloads.id, id))
            .returning();
          await recordAudit(tx as unknown as Database, actor, {
            action: "download.replace_file",
            entity: "download",
            entityId: id,
            changes: {
              fileName: { from: before.fileName, to: file.fileName },
              contentType: { from: before.contentType, to: file.contentType },
              byteSize: { from: before.byteSize, to: stored.byteSize },
              sha256: { from: before.sha256, to: stored.sha256 },
            },
          });
          return { oldKey: before.storageKey, row: after! };
        }));
      } catch (error) {
        await discard(stored.key);
        throw error;
      }
      await discard(oldKey);
      if (row.isPublished) onChange(DOWNLOADS_TOPIC);
      return toDownload(row);
    },

    /**
     * A new order (POST /reorder): `ids` must name every download once. If the list changed
     * meanwhile (a colleague added or deleted one), 409: reload and order again.
     */
    async reorder(actor: Actor, input: unknown): Promise<number[]> {
      const { ids } = checkedInput(DownloadReorderSchema, input);
      if (new Set(ids).size !== ids.length) throw new ValidationError({ ids: "Name each download once" });
      const changed = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: downloads.id, sortOrder: downloads.sortOrder })
          .from(downloads)
          .orderBy(asc(downloads.sortOrder), asc(downloads.id))
          .for("update");
        const before = rows.map((row) => row.id);
        if (before.length !== ids.length || !ids.every((id) => before.includes(id))) {
          throw new ConflictError(
            "The list of downloads changed while you were ordering it (someone added or deleted one). Reload the page and try again.",
          );
        }
        const current = new Map(rows.map((row) => [row.id, row.sortOrder]));
        let moved = false;
        for (const [index, id] of ids.entries()) {
          if (current.get(id) === index + 1) continue;
          moved = true;
          await tx
            .update(downloads)
            .set({ sortOrder: index + 1 })
            .where(eq(downloads.id, id));
        }
        if (!moved) return false;
        await recordAudit(tx as unknown as Database, actor, {
          action: "download.reorder",
          entity: "download",
          changes: { order: { from: before, to: ids } },
        });
        return true;
      });
      if (changed) onChange(DOWNLOADS_TOPIC);
      return ids;
    },

    /** Deletes the download and then its file. */
    async remove(actor: Actor, id: number): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(downloads).where(eq(downloads.id, id)).returning();
        if (!row)
          throw new NotFoundError(`No download with id ${id}: it may have been deleted already. Reload the list.`);
        await recordAudit(tx as unknown as Database, actor, {
          action: "download.delete",
          entity: "download",
          entityId: id,
          changes: {
            title: row.title,
            fileName: row.fileName,
            sha256: row.sha256,
            downloadCount: row.downloadCount,
          },
        });
        return row;
      });
      await discard(removed.storageKey);
      if (removed.isPublished) onChange(DOWNLOADS_TOPIC);
    },
  };

  /**
   * The uploaded file, or null with a message in `fields.file`: present, within the size limit
   * (else FileTooLargeError), and through the upload check the media library uses (type read
   * from the bytes, no hidden page markup, no PDF that runs a script or starts a program); an
   * image is stored cleaned like the library's: upright, without any metadata (GPS included).
   */
  async function checkFile(value: unknown, fields: Record<string, string>): Promise<CheckedFile | null> {
    if (!(value instanceof Blob)) {
      fields.file = `Choose the file to upload: ${ALLOWED_TYPES_TEXT}.`;
      return null;
    }
    if (value.size > MAX_DOWNLOAD_BYTES) throw new FileTooLargeError();
    let bytes: Uint8Array = new Uint8Array(await value.arrayBuffer());
    let contentType: DownloadContentType;
    try {
      contentType = await checkUploadedFile(bytes, { accepts: isDownloadContentType, wrongType: WRONG_TYPE_MESSAGE });
      if (contentType !== "application/pdf") bytes = (await cleanImage(bytes, contentType)).bytes;
    } catch (error) {
      if (!(error instanceof MediaFileError)) throw error;
      fields.file = error.message;
      return null;
    }
    const name = value instanceof File ? value.name : "";
    return { bytes, contentType, fileName: safeFileName(name, contentType) };
  }
}

export type DownloadService = ReturnType<typeof createDownloadService>;

function toDownload(row: DownloadRow): Download {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as Download["category"],
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    sha256: row.sha256,
    isPublished: row.isPublished,
    sortOrder: row.sortOrder,
    downloadCount: row.downloadCount,
    lastDownloadedAt: row.lastDownloadedAt ? row.lastDownloadedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    url: downloadPath(row.id, row.fileName),
  };
}

function emptyToUndefined(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

/** A form's "true"/"on" (or a real boolean); anything else stays as sent, for the schema to refuse. */
function formBoolean(value: unknown): unknown {
  if (value === undefined || value === "" || typeof value === "boolean") return value === "" ? undefined : value;
  if (value === "true" || value === "on") return true;
  if (value === "false" || value === "off") return false;
  return value;
}

/**
 * The name a file is saved under on a visitor's device: the uploaded name without any folder,
 * control or reserved characters, at most 100 characters, ending in the extension of the type
 * read from its bytes (`form.pdf.exe` of a PDF becomes `form.pdf.pdf`, never `.exe`).
 */
export function safeFileName(name: string, contentType: keyof typeof downloadFileTypes): string {
  const extension = downloadFileTypes[contentType].extension;
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "")
    .slice(0, 100)
    .trim();
  return `${stem || "download"}.${extension}`;
}
