// The page texts staff keep (server/content/page-texts.ts declares them): what the public pages
// read (cached per instance until any content change), and the Pages screen's list, editor,
// revisions and restore. A page without a row in page_texts shows the seed's texts at version 1;
// its first save stores them as the first revision, so "Restore" can always bring them back.
import { isDeepStrictEqual } from "node:util";
import { desc, eq, sql } from "drizzle-orm";
import { changedFields, recordAudit, type Actor } from "../audit/audit.server";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { contentRevisions, pageTexts, siteSettings } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { ROOT_ERROR_KEY, type FieldErrors } from "../shared/field-errors";
import { pageTextKeys, type ContentRevisionReason, type PageTextKey } from "../vocabulary/content";
import type { ContentRevisionQuery } from "./content-revision.schema";
import { contentRevision, contentRevisionPage, writeContentRevision } from "./content-revisions.server";
import { PageTextPatchSchema, type PageTextSummary, type StaffPageTexts } from "./page-text.schema";
import {
  definitionOf,
  isPageTextKey,
  pageDefinitions,
  pageTextSchemas,
  readStoredTexts,
  type PageTexts,
} from "./page-texts";
import type { TextFields } from "./translated-fields";
import {
  seedTranslation,
  type EnglishEntry,
  type TranslatedLanguage,
  type TranslationKindDefinition,
} from "./translations.server";

/** The content-change topic of a page-text save: the pages' cache and the page cache empty. */
export const PAGE_TEXTS_TOPIC = "page-texts";

const KIND = "page-text";

/** The site_settings row naming the pages whose seed translations were written (seedTranslations). */
const SEEDED_TRANSLATIONS_KEY = "page-texts.seeded-translations";

function seededPagesOf(value: unknown): string[] {
  const pages = (value as { pages?: unknown } | undefined)?.pages;
  return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === "string") : [];
}

/** Who wrote the texts a page had before its first save (the first revision names them). */
const originalAuthor: Actor = { userId: null, label: "the site's makers", via: "system", ip: null };

const STALE =
  "Someone saved this page's texts while you were editing. Reload the page to see their change, then make yours again.";

export interface PageTextServiceDeps {
  db: Database;
  /** The texts of each page until staff first save it (server/seed/page-texts.seed.ts). */
  seed: PageTexts;
  onChange?: ContentChangeListener;
}

/** What a public page reads: its English texts, and when staff last saved them (null: never). */
export interface ShownPage<K extends PageTextKey> {
  texts: PageTexts[K];
  updatedAt: Date | null;
}

interface Current<K extends PageTextKey> {
  texts: PageTexts[K];
  version: number;
  updatedAt: Date | null;
  /** Whether the page has a row (it was saved at least once). */
  stored: boolean;
}

/** One message per field of a failed check; a field that does not exist is named as such. */
function pageFieldErrors(error: {
  issues: readonly { code?: string; path: readonly PropertyKey[]; message: string; keys?: readonly string[] }[];
}): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      for (const key of issue.keys) fields[key] ??= "This page has no such text: send only the fields of its texts";
      continue;
    }
    fields[issue.path.map(String).join(".") || ROOT_ERROR_KEY] ??= issue.message;
  }
  return fields;
}

export function createPageTextService({ db, seed, onChange = () => {} }: PageTextServiceDeps) {
  const transaction = <T>(work: (tx: Database) => Promise<T>) =>
    db.transaction((tx) => work(tx as unknown as Database));

  /**
   * The texts each public page shows, as last read: every visit of those pages needs them and
   * staff change them rarely. Emptied by clearCache on any content change, this instance's or
   * another's (app-services.server.ts).
   */
  let shown = new Map<PageTextKey, Promise<ShownPage<PageTextKey>>>();

  function readShown<K extends PageTextKey>(key: K): Promise<ShownPage<K>> {
    const cache = shown;
    const known = cache.get(key);
    if (known) return known as Promise<ShownPage<K>>;
    const reading = current(db, key).then(({ texts, updatedAt }) => ({ texts, updatedAt }));
    cache.set(key, reading);
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (cache.get(key) === reading) cache.delete(key);
    });
    return reading;
  }

  async function current<K extends PageTextKey>(database: Database, key: K, lock = false): Promise<Current<K>> {
    const query = database.select().from(pageTexts).where(eq(pageTexts.key, key)).limit(1);
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return { texts: seed[key], version: 1, updatedAt: null, stored: false };
    return {
      texts: readStoredTexts(key, row.content, seed[key]),
      version: row.version,
      updatedAt: row.updatedAt,
      stored: true,
    };
  }

  const titleOf = (key: PageTextKey) => (snapshot: Record<string, unknown>) => {
    const title = snapshot[pageDefinitions[key].titleField];
    return typeof title === "string" ? title : "";
  };

  /** Who saved each page last: the newest revision of each. */
  async function lastSavedBy(database: Database): Promise<Map<string, string | null>> {
    const rows = await database
      .selectDistinctOn([contentRevisions.entityId], {
        key: contentRevisions.entityId,
        label: contentRevisions.savedByLabel,
      })
      .from(contentRevisions)
      .where(eq(contentRevisions.kind, KIND))
      .orderBy(contentRevisions.entityId, desc(contentRevisions.createdAt), desc(contentRevisions.id));
    return new Map(rows.map((row) => [row.key, row.label]));
  }

  function summaryOf(key: PageTextKey, page: Current<PageTextKey>, savedBy: string | null): PageTextSummary {
    const { name, path, summary } = pageDefinitions[key];
    return {
      key,
      name,
      path,
      summary,
      version: page.version,
      updatedAt: page.updatedAt?.toISOString() ?? null,
      updatedByLabel: page.stored ? savedBy : null,
    };
  }

  async function staffView<K extends PageTextKey>(database: Database, key: K): Promise<StaffPageTexts<K>> {
    const [page, savedBy] = await Promise.all([current(database, key), lastSavedBy(database)]);
    return { ...summaryOf(key, page, savedBy.get(key) ?? null), key, texts: page.texts };
  }

  /**
   * Stores `next` as the page's new version (its first save stores the texts before it as the
   * first revision), with its revision and audit entry, in the caller's transaction. Answers
   * false when nothing changed (no new version).
   */
  async function save<K extends PageTextKey>(
    tx: Database,
    actor: Actor,
    key: K,
    before: Current<K>,
    next: PageTexts[K],
    reason: Exclude<ContentRevisionReason, "create">,
    extra: Record<string, unknown> = {},
  ): Promise<boolean> {
    const changes = changedFields(before.texts as Record<string, unknown>, next as Record<string, unknown>);
    if (Object.keys(changes).length === 0) return false;
    const version = before.version + 1;
    const content = next as Record<string, unknown>;
    if (!before.stored) {
      await writeContentRevision(tx, originalAuthor, {
        kind: KIND,
        entityId: key,
        version: before.version,
        snapshot: before.texts as Record<string, unknown>,
        reason: "create",
      });
      // Another first save that committed meanwhile holds the row: this one started from stale texts.
      const inserted = await tx
        .insert(pageTexts)
        .values({ key, content, version })
        .onConflictDoNothing({ target: pageTexts.key })
        .returning({ key: pageTexts.key });
      if (inserted.length === 0) throw new ConflictError(STALE);
    } else {
      await tx
        .update(pageTexts)
        .set({ content, version, updatedAt: sql`now()` })
        .where(eq(pageTexts.key, key));
    }
    await writeContentRevision(tx, actor, { kind: KIND, entityId: key, version, snapshot: content, reason });
    await recordAudit(tx, actor, {
      action: reason === "restore" ? "page_text.restore" : "page_text.update",
      entity: "page_text",
      entityId: key,
      changes: { ...extra, ...changes },
    });
    return true;
  }

  function saved(key: PageTextKey) {
    shown.delete(key);
    onChange(PAGE_TEXTS_TOPIC);
  }

  return {
    /** Forgets the texts read so far: the next request reads them again. */
    clearCache(): void {
      shown = new Map();
    },

    /** The texts a public page shows, in English (placeholders not yet filled in: the page fills them). */
    async read<K extends PageTextKey>(key: K): Promise<PageTexts[K]> {
      return (await readShown(key)).texts;
    },

    /** The English texts with when they were last saved (a legal page's "Last updated"). */
    readPage: readShown,

    /**
     * Writes the seed's Malayalam and Hindi of every page (published, "to review": ADR 0038), for
     * the fields whose English is still the seed's: a translation of a text staff have replaced
     * would not say what the page says, so such a field shows its English until translated. Once
     * per page and database (a row in site_settings names the pages done, written in the same
     * transaction): a page that already has a translation keeps it (seedTranslation), and one
     * that staff deleted does not come back at the next start. A page added by a later version of
     * the site gets its translations at the next start.
     */
    async seedTranslations(seeds: Record<TranslatedLanguage, PageTexts>): Promise<number> {
      return transaction(async (tx) => {
        const [marker] = await tx
          .select({ value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, SEEDED_TRANSLATIONS_KEY))
          .for("update");
        const done = new Set(seededPagesOf(marker?.value));
        const waiting = pageTextKeys.filter((key) => !done.has(key));
        for (const key of waiting) {
          const english = (await current(tx, key)).texts as Record<string, unknown>;
          const original = seed[key] as Record<string, unknown>;
          for (const language of ["ml", "hi"] as const) {
            const fields = Object.fromEntries(
              Object.entries(seeds[language][key]).filter(([field]) =>
                isDeepStrictEqual(english[field], original[field]),
              ),
            );
            if (Object.keys(fields).length > 0) await seedTranslation(tx, KIND, key, language, original, fields);
          }
        }
        if (waiting.length > 0) {
          const value = { pages: [...done, ...waiting] };
          await tx
            .insert(siteSettings)
            .values({ key: SEEDED_TRANSLATIONS_KEY, value })
            .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
        }
        return waiting.length;
      });
    },

    /** The Pages screen's list: every page, when and by whom it was last saved. */
    async list(): Promise<PageTextSummary[]> {
      const [pages, savedBy] = await Promise.all([
        Promise.all(pageTextKeys.map((key) => current(db, key))),
        lastSavedBy(db),
      ]);
      return pageTextKeys.map((key, index) => summaryOf(key, pages[index]!, savedBy.get(key) ?? null));
    },

    /** One page's texts for the editor, with the version to send back. */
    get<K extends PageTextKey>(key: K): Promise<StaffPageTexts<K>> {
      return staffView(db, key);
    },

    /**
     * A change of some of a page's texts, started from `version` (a page saved since answers 409).
     * The merged document is checked whole: a message per field, nothing saved. Audited with
     * each changed field's old and new text; the pages show it on their next request.
     */
    async update<K extends PageTextKey>(actor: Actor, key: K, input: unknown): Promise<StaffPageTexts<K>> {
      const patch = PageTextPatchSchema.safeParse(input);
      if (!patch.success) throw new ValidationError(pageFieldErrors(patch.error));
      const { version, ...changes } = patch.data;
      const changed = await transaction(async (tx) => {
        const before = await current(tx, key, true);
        if (before.version !== version) throw new ConflictError(STALE);
        const checked = pageTextSchemas[key].safeParse({ ...before.texts, ...changes });
        if (!checked.success) throw new ValidationError(pageFieldErrors(checked.error));
        return save(tx, actor, key, before, checked.data, "save");
      });
      if (changed) saved(key);
      return staffView(db, key);
    },

    /** One page of a page's saved versions, newest first. */
    revisionPage(key: PageTextKey, query: ContentRevisionQuery) {
      return contentRevisionPage(db, KIND, key, query, titleOf(key));
    },

    /** One saved version whole; 404 when it is not one of this page's. */
    revision(key: PageTextKey, revisionId: number) {
      return contentRevision(db, KIND, key, revisionId, titleOf(key));
    },

    /**
     * Brings a saved version back as a new version (the current one stays in the history),
     * started from `version` (409 when stale). A version that no longer follows today's rules
     * answers 400 with its fields' messages.
     */
    async restore<K extends PageTextKey>(
      actor: Actor,
      key: K,
      revisionId: number,
      version: number,
    ): Promise<StaffPageTexts<K>> {
      const changed = await transaction(async (tx) => {
        const before = await current(tx, key, true);
        if (before.version !== version) throw new ConflictError(STALE);
        const revision = await contentRevision(tx, KIND, key, revisionId, titleOf(key));
        const checked = pageTextSchemas[key].safeParse(revision.snapshot);
        if (!checked.success)
          throw new ValidationError(pageFieldErrors(checked.error), "This version cannot be restored");
        return save(tx, actor, key, before, checked.data, "restore", {
          restoredVersion: revision.version,
        });
      });
      if (changed) saved(key);
      return staffView(db, key);
    },
  };
}

export type PageTextService = ReturnType<typeof createPageTextService>;

/**
 * Page texts as translatable content (ADR 0038): an entry per page (its key), its fields the page's
 * texts as staff write them, placeholders and all (a translation keeps them where its words need).
 */
export function pageTextTranslations(service: PageTextService): TranslationKindDefinition {
  const englishOf = async (key: PageTextKey): Promise<EnglishEntry> => {
    const page = await service.get(key);
    return {
      fields: page.texts as unknown as TextFields,
      label: `${pageDefinitions[key].name} page`,
      publicPath: pageDefinitions[key].path,
    };
  };
  return {
    kind: "page-text",
    // Fields differ per page: the union, in declaration order; a page's entry has its own.
    textFields: [...new Set(pageTextKeys.flatMap((key) => Object.keys(pageDefinitions[key].fields)))],
    // A legal page's section fields are named with their section ("5. Consent…: Text"): each
    // legal page has a dozen headings and texts, which the bare label would not tell apart.
    fieldLabels: Object.fromEntries(
      pageTextKeys.flatMap((key) => {
        const definition = definitionOf(key);
        return definition.groups.flatMap((group, index) =>
          group.fields.map((field) => {
            const label = definition.fields[field]!.label;
            return [field, definition.legal && index > 0 ? `${group.title}: ${label}` : label] as const;
          }),
        );
      }),
    ),
    readEnglish: async (entryId) => (isPageTextKey(entryId) ? englishOf(entryId) : null),
    listEntries: () => Promise.all(pageTextKeys.map(async (key) => ({ entryId: key, ...(await englishOf(key)) }))),
  };
}
