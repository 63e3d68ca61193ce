import { and, count, desc, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { recordAudit, type Actor } from "../audit/audit.server";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { deals, mediaItems, popups, posts, siteSettings, type MediaVariantRow } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import { safeFileName } from "../downloads/download.server";
import type { FileStorage } from "../files/file-storage.server";
import { fieldErrorsFromZod } from "../shared/field-errors";
import { MediaFileError, MediaTooLargeError, processUpload } from "./image-processing.server";
import { mediaStemOf, mediaUrlOf } from "./media-paths";
import {
  ALLOWED_MEDIA_TEXT,
  MAX_DOCUMENT_BYTES,
  MediaEditSchema,
  mediaAlt,
  mediaTitle,
  objectPositionOf,
  type MediaItem,
  type MediaList,
  type MediaListQuery,
  type MediaUsage,
  type ResponsiveImage,
} from "./media.schema";

/** The content-change topic of the library: an image's alt text or focal point changed. */
export const MEDIA_TOPIC = "media";
const STORAGE_AREA = "media";

/** The `sizes` of an image as wide as the page's text column (post bodies). */
export const ARTICLE_IMAGE_SIZES = "(min-width: 768px) 720px, 100vw";

type MediaRow = typeof mediaItems.$inferSelect;

/** A save begun from an older version: 409 with the item as it is now. */
export class MediaConflictError extends ConflictError {
  constructor(readonly current: MediaItem) {
    super(
      `Someone changed this file after you opened it (now version ${current.version}). Check its alt text and focal point, then make your change again.`,
    );
  }
}

/** A file still used somewhere: 409 `in_use`; remove it there first. */
export class MediaInUseError extends ConflictError {
  constructor(readonly usedIn: MediaUsage[]) {
    const places = usedIn.map((usage) => usage.label).join("; ");
    super(
      `This file cannot be deleted: it is used in ${usedIn.length} ${usedIn.length === 1 ? "place" : "places"}: ${places}. Replace or remove it there first.`,
    );
  }
}

/** What an upload form sends: the file as a Blob (a File, with its name), the rest as strings. */
export interface MediaUploadInput {
  file?: unknown;
  alt?: unknown;
  title?: unknown;
}

export interface MediaServiceOptions {
  db: Database;
  files: FileStorage;
  onChange?: ContentChangeListener;
  logger?: Pick<Logger, "warn">;
}

/** Rows that mention library files, loaded once per question and matched in memory. */
interface Reference {
  kind: MediaUsage["kind"];
  label: string;
  editPath: string;
  text: string;
}

const SETTINGS_PAGES: Record<string, { label: string; editPath: string }> = {
  disclosures: { label: "Disclosures (lender logos)", editPath: "/admin/disclosures" },
  site: { label: "Site settings", editPath: "/admin/social-settings" },
  leads: { label: "Lead settings", editPath: "/admin/lead-settings" },
};

export function createMediaService({ db, files, onChange = () => {}, logger }: MediaServiceOptions) {
  /** responsiveImage answers per file (stem), kept until the next content change. */
  const responsiveCache = new Map<string, Promise<ResponsiveImage | null>>();

  const discard = async (keys: string[]) => {
    for (const key of keys) {
      try {
        await files.delete(key);
      } catch (error) {
        logger?.warn({ err: error, key }, "could not delete a media file; it is no longer used");
      }
    }
  };

  /** Every row that mentions /media/: posts, deals, popups, settings. */
  async function references(tx: Database = db): Promise<Reference[]> {
    const mentions = (column: SQL | typeof posts.body | typeof popups.content) => sql`${column} like '%/media/%'`;
    // One after the other: inside a transaction (delete) the embedded database has one connection.
    const postRows = await tx
      .select({ id: posts.id, title: posts.title, body: posts.body, coverUrl: posts.coverUrl })
      .from(posts)
      .where(or(mentions(posts.body), mentions(sql`coalesce(${posts.coverUrl}, '')`)));
    const dealRows = await tx
      .select({ id: deals.id, title: deals.title, imageUrl: deals.imageUrl })
      .from(deals)
      .where(mentions(sql`coalesce(${deals.imageUrl}, '')`));
    const popupRows = await tx
      .select({ id: popups.id, title: popups.title, imageUrl: popups.imageUrl, content: popups.content })
      .from(popups)
      .where(or(mentions(popups.content), mentions(sql`coalesce(${popups.imageUrl}, '')`)));
    const settingRows = await tx
      .select({ key: siteSettings.key, text: sql<string>`${siteSettings.value}::text` })
      .from(siteSettings)
      .where(mentions(sql`${siteSettings.value}::text`));
    return [
      ...postRows.map((row) => ({
        kind: "post" as const,
        label: `Post “${row.title}”`,
        editPath: `/admin/blog/edit/${row.id}`,
        text: `${row.coverUrl ?? ""}\n${row.body}`,
      })),
      ...dealRows.map((row) => ({
        kind: "deal" as const,
        label: `Deal “${row.title}”`,
        editPath: `/admin/deals/${row.id}`,
        text: row.imageUrl ?? "",
      })),
      ...popupRows.map((row) => ({
        kind: "popup" as const,
        label: `Popup “${row.title}”`,
        editPath: `/admin/popups/${row.id}`,
        text: `${row.imageUrl ?? ""}\n${row.content}`,
      })),
      ...settingRows.map((row) => ({
        kind: "settings" as const,
        label: SETTINGS_PAGES[row.key]?.label ?? `Settings “${row.key}”`,
        editPath: SETTINGS_PAGES[row.key]?.editPath ?? "/admin/social-settings",
        text: row.text,
      })),
    ];
  }

  /** Where a file is used: a reference to its original or any variant (they share the stem). */
  function usagesOf(row: MediaRow, refs: Reference[]): MediaUsage[] {
    const stem = mediaStemOf(mediaUrlOf(row.storageKey));
    if (!stem) return [];
    const needle = `/media/${stem}`;
    return refs
      .filter((ref) => ref.text.includes(needle))
      .map(({ kind, label, editPath }) => ({ kind, label, editPath }));
  }

  const rowFor = async (id: number, tx: Database = db): Promise<MediaRow> => {
    const [row] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
    if (!row) throw new NotFoundError(`No media file with id ${id}: it may have been deleted. Reload the library.`);
    return row;
  };

  /** The file whose original and variants share this stem; undefined when there is none. */
  async function rowOfStem(stem: string, tx: Database = db): Promise<MediaRow | undefined> {
    const pattern = `media/${stem}.%`.replace(/_/g, "\\_");
    const [row] = await tx.select().from(mediaItems).where(like(mediaItems.storageKey, pattern)).limit(1);
    return row;
  }

  async function lookupResponsive(stem: string): Promise<ResponsiveImage | null> {
    const row = await rowOfStem(stem);
    if (!row || row.kind !== "image" || !row.width || !row.height || row.variants.length === 0) return null;
    const variants = row.variants;
    const src = (variants.find((variant) => variant.width >= 960) ?? variants[variants.length - 1]!).storageKey;
    return {
      src: mediaUrlOf(src),
      srcSet: variants.map((variant) => `${mediaUrlOf(variant.storageKey)} ${variant.width}w`).join(", "),
      width: row.width,
      height: row.height,
      placeholder: row.placeholder,
      objectPosition: objectPositionOf({ x: row.focalX, y: row.focalY }),
    };
  }

  const service = {
    /** The staff library: newest first, searched by file name, title and alt text, one page. */
    async list(query: MediaListQuery): Promise<MediaList> {
      const conditions: SQL[] = [];
      if (query.kind) conditions.push(eq(mediaItems.kind, query.kind));
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(ilike(mediaItems.fileName, pattern), ilike(mediaItems.title, pattern), ilike(mediaItems.alt, pattern))!,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, totals, refs] = await Promise.all([
        db
          .select()
          .from(mediaItems)
          .where(where)
          .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(mediaItems).where(where),
        references(),
      ]);
      return { items: rows.map((row) => toItem(row, usagesOf(row, refs))), total: totals[0]?.total ?? 0 };
    },

    async get(id: number): Promise<MediaItem> {
      const row = await rowFor(id);
      return toItem(row, usagesOf(row, await references()));
    },

    /**
     * A new library file from an upload: the type read from the bytes, the size limit of that
     * type, images cleaned (metadata, GPS included, removed) with their WebP variants and
     * placeholder; the original and variants stored under keys made here. Audited.
     */
    async create(actor: Actor, input: MediaUploadInput): Promise<MediaItem> {
      const fields: Record<string, string> = {};
      const alt = mediaAlt.safeParse(input.alt ?? "");
      if (!alt.success) fields.alt = fieldErrorsFromZod(alt.error)._ ?? alt.error.issues[0]!.message;
      const title = mediaTitle.safeParse(input.title ?? "");
      if (!title.success) fields.title = fieldErrorsFromZod(title.error)._ ?? title.error.issues[0]!.message;
      const file = input.file;
      if (!(file instanceof Blob)) {
        fields.file = `Choose the file to upload: ${ALLOWED_MEDIA_TEXT}.`;
        throw new ValidationError(fields);
      }
      if (file.size > MAX_DOCUMENT_BYTES) throw new MediaTooLargeError();
      let processed;
      try {
        processed = await processUpload(new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (error instanceof MediaFileError) {
          fields.file = error.message;
          throw new ValidationError(fields);
        }
        throw error;
      }
      if (!alt.success || !title.success) throw new ValidationError(fields);

      const stored: string[] = [];
      try {
        const original = await files.put(processed.bytes, { area: STORAGE_AREA, extension: processed.extension });
        stored.push(original.key);
        const variants: MediaVariantRow[] = [];
        for (const variant of processed.variants) {
          const put = await files.put(variant.bytes, {
            area: STORAGE_AREA,
            extension: "webp",
            variantOf: { key: original.key, width: variant.width },
          });
          stored.push(put.key);
          variants.push({ width: variant.width, height: variant.height, storageKey: put.key, byteSize: put.byteSize });
        }
        const fileName = uploadedName(file, processed.extension);
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(mediaItems)
            .values({
              kind: processed.kind,
              mimeType: processed.mimeType,
              fileName,
              storageKey: original.key,
              byteSize: original.byteSize,
              sha256: original.sha256,
              width: processed.width,
              height: processed.height,
              alt: alt.data,
              title: title.data,
              placeholder: processed.placeholder,
              variants,
              uploadedById: actor.userId,
              uploadedByLabel: actor.label,
            })
            .returning();
          await recordAudit(tx as unknown as Database, actor, {
            action: "media.upload",
            entity: "media",
            entityId: created!.id,
            changes: {
              fileName,
              mimeType: processed.mimeType,
              byteSize: original.byteSize,
              sha256: original.sha256,
              variants: variants.length,
            },
          });
          return created!;
        });
        return toItem(row, []);
      } catch (error) {
        await discard(stored);
        throw error;
      }
    },

    /** PATCH: alt text, title, focal point, from the version sent (stale → MediaConflictError). */
    async update(actor: Actor, id: number, input: unknown): Promise<MediaItem> {
      const checked = MediaEditSchema.safeParse(input);
      if (!checked.success) throw new ValidationError(fieldErrorsFromZod(checked.error));
      const { version, focalPoint, ...text } = checked.data;
      const result = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
        if (!before)
          throw new NotFoundError(`No media file with id ${id}: it may have been deleted. Reload the library.`);
        if (before.version !== version) return { stale: before };
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        const next: Partial<MediaRow> = {};
        if (text.alt !== undefined && text.alt !== before.alt) {
          changes.alt = { from: before.alt, to: text.alt };
          next.alt = text.alt;
        }
        if (text.title !== undefined && text.title !== before.title) {
          changes.title = { from: before.title, to: text.title };
          next.title = text.title;
        }
        if (focalPoint && (focalPoint.x !== before.focalX || focalPoint.y !== before.focalY)) {
          changes.focalPoint = { from: { x: before.focalX, y: before.focalY }, to: focalPoint };
          next.focalX = focalPoint.x;
          next.focalY = focalPoint.y;
        }
        if (Object.keys(changes).length === 0) return { row: before, changed: false };
        const [after] = await tx
          .update(mediaItems)
          .set({ ...next, version: before.version + 1, updatedAt: sql`now()` })
          .where(eq(mediaItems.id, id))
          .returning();
        await recordAudit(tx as unknown as Database, actor, {
          action: "media.update",
          entity: "media",
          entityId: id,
          changes,
        });
        return { row: after!, changed: true };
      });
      const refs = await references();
      if ("stale" in result && result.stale)
        throw new MediaConflictError(toItem(result.stale, usagesOf(result.stale, refs)));
      if (result.changed) onChange(MEDIA_TOPIC);
      return toItem(result.row, usagesOf(result.row, refs));
    },

    /** Deletes a file that nothing uses (else MediaInUseError), then its stored bytes. Audited. */
    async remove(actor: Actor, id: number): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
        if (!row)
          throw new NotFoundError(`No media file with id ${id}: it may have been deleted already. Reload the library.`);
        const usedIn = usagesOf(row, await references(tx as unknown as Database));
        if (usedIn.length > 0) throw new MediaInUseError(usedIn);
        await tx.delete(mediaItems).where(eq(mediaItems.id, id));
        await recordAudit(tx as unknown as Database, actor, {
          action: "media.delete",
          entity: "media",
          entityId: id,
          changes: { fileName: row.fileName, mimeType: row.mimeType, sha256: row.sha256 },
        });
        return row;
      });
      await discard([removed.storageKey, ...removed.variants.map((variant) => variant.storageKey)]);
    },

    /**
     * What a public page needs to show a library image: the WebP variants as srcset, the
     * original's size (no layout shift), the placeholder and the focal point as object-position.
     * Null for any URL that is not a library image. Answers are kept in memory per file until
     * the next content change (clearCache), so pages do not get slower.
     */
    async responsiveImage(url: string | null | undefined, sizes?: string): Promise<ResponsiveImage | null> {
      const stem = url ? mediaStemOf(url) : null;
      if (!stem) return null;
      let answer = responsiveCache.get(stem);
      if (!answer) {
        answer = lookupResponsive(stem);
        responsiveCache.set(stem, answer);
        answer.catch(() => responsiveCache.delete(stem));
      }
      const image = await answer;
      return image && sizes ? { ...image, sizes } : image;
    },

    /**
     * responsiveImage for several URLs at once (a page's covers or deal images), keyed by URL;
     * URLs that are not library images are left out.
     */
    async responsiveImages(urls: readonly (string | null | undefined)[]): Promise<Record<string, ResponsiveImage>> {
      const found: Record<string, ResponsiveImage> = {};
      for (const url of new Set(urls)) {
        const image = url ? await service.responsiveImage(url) : null;
        if (url && image) found[url] = image;
      }
      return found;
    },

    /**
     * A sanitized post body with its library images made responsive: srcset, sizes, width and
     * height added to each `<img src="/media/…">` (the sanitizer has already set loading="lazy"
     * and decoding="async"). Only numbers and server-made paths are added.
     */
    async enhanceHtml(html: string, sizes = ARTICLE_IMAGE_SIZES): Promise<string> {
      const tags = [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
      if (tags.length === 0) return html;
      const answers = new Map<string, ResponsiveImage | null>();
      for (const tag of tags) {
        const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
        if (src && !answers.has(src)) answers.set(src, await service.responsiveImage(src));
      }
      return html.replace(/<img\b[^>]*>/g, (tag) => {
        const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
        const image = src ? answers.get(src) : null;
        if (!image) return tag;
        const extra: string[] = [];
        if (!/\ssrcset=/.test(tag)) extra.push(`srcset="${escapeAttribute(image.srcSet)}"`, `sizes="${sizes}"`);
        if (!/\swidth=/.test(tag)) extra.push(`width="${image.width}"`);
        if (!/\sheight=/.test(tag)) extra.push(`height="${image.height}"`);
        if (!/\sloading=/.test(tag)) extra.push(`loading="lazy"`);
        if (!/\sdecoding=/.test(tag)) extra.push(`decoding="async"`);
        return extra.length === 0 ? tag : tag.replace(/^<img\b/, `<img ${extra.join(" ")}`);
      });
    },

    /**
     * The names library files were uploaded with, keyed by the URLs given (an original's or a
     * variant's); URLs that are not library files are left out. `tx` when asked inside a
     * transaction (the embedded database has one connection).
     */
    async fileNames(urls: readonly string[], tx: Database = db): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      for (const url of new Set(urls)) {
        const stem = mediaStemOf(url);
        const row = stem ? await rowOfStem(stem, tx) : undefined;
        if (row) names.set(url, row.fileName);
      }
      return names;
    },

    /** Forgets the responsiveImage answers (called on every content change). */
    clearCache(): void {
      responsiveCache.clear();
    },
  };
  return service;
}

export type MediaService = ReturnType<typeof createMediaService>;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function toItem(row: MediaRow, usedIn: MediaUsage[]): MediaItem {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mimeType as MediaItem["mimeType"],
    fileName: row.fileName,
    url: mediaUrlOf(row.storageKey),
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    alt: row.alt,
    title: row.title,
    focalPoint: { x: row.focalX, y: row.focalY },
    placeholder: row.placeholder,
    variants: row.variants.map((variant) => ({
      width: variant.width,
      height: variant.height,
      url: mediaUrlOf(variant.storageKey),
      byteSize: variant.byteSize,
    })),
    usedIn,
    uploadedBy: row.uploadedByLabel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The uploaded name without folders or control characters, ending in the real type's extension. */
function uploadedName(file: Blob, extension: string): string {
  // The downloads' rule, which ends a name in a download type's extension: swap in the library's.
  return safeFileName(file instanceof File ? file.name : "", "application/pdf").replace(/\.pdf$/, `.${extension}`);
}
