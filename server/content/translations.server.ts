// The Malayalam and Hindi versions of the content staff keep (ADR 0037, 0038): one row per entry
// and language in content_translations. What the public pages read (each language's published
// translations, cached per instance until any content change) and what the staff's translation
// editor reads and saves.
//
// Each kind of content registers how to read its entries' English (TranslationKindDefinition, made
// beside the kind's own service and listed in app-services.server.ts); this module knows nothing
// else of loan services, schemes or pages, so a new kind is one definition.
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { and, eq } from "drizzle-orm";
import { recordAudit, type Actor } from "../audit/audit.server";
import type { ContentChangeListener } from "../content-change";
import type { Database } from "../db/client.server";
import { contentTranslations } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../domain-errors";
import type { FieldErrors } from "../shared/field-errors";
import type { TranslationKind, TranslationReviewState, TranslationState } from "../vocabulary/content";
import type {
  TranslationListQuery,
  TranslationOverview,
  TranslationOverviewItem,
  TranslationSummary,
} from "./translation.schema";
import type { Language } from "../vocabulary/languages";
import {
  hasShapeOf,
  hasWords,
  localizeFields,
  translatedFieldErrors,
  type LocalizedFields,
  type TextFields,
} from "./translated-fields";

export type TranslatedLanguage = Exclude<Language, "en">;
const translatedLanguages = ["ml", "hi"] as const satisfies readonly TranslatedLanguage[];

/** The content-change topic of a translation's save: pages of every language are rendered again. */
export const TRANSLATIONS_TOPIC = "translations";

/** An entry's English, as its translation editor and the save's checks need it. */
export interface EnglishEntry {
  /** The entry's text fields (the kind's declared ones), in English. */
  fields: TextFields;
  /** What staff call the entry ("Home Loan", "the home page"). */
  label: string;
  /** The English page's path, for "view on the site", when the entry has a page of its own. */
  publicPath: string | null;
}

export interface TranslationKindDefinition {
  kind: TranslationKind;
  /** The entry's text fields, in the order the editor shows them. */
  textFields: readonly string[];
  /** A short label per text field, as the English editor names it. */
  fieldLabels: Readonly<Record<string, string>>;
  /** The entry's English now, or null when there is no such entry. */
  readEnglish(entryId: string): Promise<EnglishEntry | null>;
  /** Every entry of the kind, for the translations overview. */
  listEntries(): Promise<({ entryId: string } & EnglishEntry)[]>;
  /**
   * The kind's own check of a translated field where the plain-text rules of translated-fields.ts
   * do not fit (a popup's content is HTML, sanitized like its English): the messages per path and
   * the value to store, or undefined for the usual checks.
   */
  checkField?(field: string, english: unknown, translated: unknown): CheckedField | undefined;
}

/** What a kind's own field check answers: messages per path (none: fine) and the value to store. */
export interface CheckedField {
  errors: Record<string, string>;
  value: unknown;
}

/** A field's state in one language, as the editor flags it. */
export type TranslatedFieldState = "missing" | "english-changed" | "translated";

export interface StaffTranslation {
  language: TranslatedLanguage;
  /** null: no translation saved ("missing"). */
  state: TranslationState | null;
  review: TranslationReviewState | null;
  version: number;
  fields: TextFields;
  fieldStates: Record<string, TranslatedFieldState>;
  updatedAt: string | null;
}

export interface StaffTranslations {
  kind: TranslationKind;
  entryId: string;
  label: string;
  publicPath: string | null;
  textFields: string[];
  fieldLabels: Record<string, string>;
  english: TextFields;
  translations: StaffTranslation[];
}

export interface TranslationSave {
  fields: TextFields;
  state: TranslationState;
  review: TranslationReviewState;
  /** The version the editor started from; 0 for a translation not saved before. */
  version: number;
  /**
   * Fields whose unchanged translation was checked against the current English and still fits.
   * Other unchanged fields keep the English they were translated from, so their flag stays.
   */
  confirmed?: readonly string[];
}

/** The row of an entry's translation into one language. */
function oneTranslation(kind: TranslationKind, entryId: string, language: TranslatedLanguage) {
  return and(
    eq(contentTranslations.kind, kind),
    eq(contentTranslations.entryId, entryId),
    eq(contentTranslations.language, language),
  );
}

/** A short fingerprint of one English field, to tell later whether it changed. */
export function englishFingerprint(value: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(value ?? null))
    .digest("base64url")
    .slice(0, 16);
}

const STALE =
  "Someone saved this translation while you were editing. Reload to see their change, then make yours again.";

export interface TranslationServiceDeps {
  db: Database;
  kinds: readonly TranslationKindDefinition[];
  onChange?: ContentChangeListener;
}

export function createTranslationService({ db, kinds, onChange = () => {} }: TranslationServiceDeps) {
  const definitions = new Map(kinds.map((definition) => [definition.kind, definition]));

  function definitionOf(kind: TranslationKind): TranslationKindDefinition {
    const definition = definitions.get(kind);
    if (!definition) throw new NotFoundError(`Content of kind ${kind} has no translations`);
    return definition;
  }

  /** Published translations per language and kind (entry id → fields), as last read. */
  let published = new Map<string, Promise<Map<string, TextFields>>>();

  function publishedOf(language: TranslatedLanguage, kind: TranslationKind): Promise<Map<string, TextFields>> {
    const key = `${language}:${kind}`;
    let read = published.get(key);
    if (!read) {
      read = db
        .select({ entryId: contentTranslations.entryId, fields: contentTranslations.fields })
        .from(contentTranslations)
        .where(
          and(
            eq(contentTranslations.language, language),
            eq(contentTranslations.kind, kind),
            eq(contentTranslations.state, "published"),
          ),
        )
        .then((rows) => new Map(rows.map((row) => [row.entryId, row.fields])));
      // A failed read is not kept: the next page asks again.
      read.catch(() => published.delete(key));
      published.set(key, read);
    }
    return read;
  }

  function fieldStates(
    definition: TranslationKindDefinition,
    english: TextFields,
    row: { fields: TextFields; sourceFingerprints: Record<string, string> } | undefined,
  ): Record<string, TranslatedFieldState> {
    const states: Record<string, TranslatedFieldState> = {};
    for (const field of definition.textFields) {
      if (!hasWords(english[field])) continue;
      if (!row || !hasShapeOf(english[field], row.fields[field])) states[field] = "missing";
      else if (row.sourceFingerprints[field] !== englishFingerprint(english[field])) states[field] = "english-changed";
      else states[field] = "translated";
    }
    return states;
  }

  async function staffView(kind: TranslationKind, entryId: string): Promise<StaffTranslations> {
    const definition = definitionOf(kind);
    const [english, rows] = await Promise.all([
      definition.readEnglish(entryId),
      db
        .select()
        .from(contentTranslations)
        .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.entryId, entryId))),
    ]);
    if (!english) throw new NotFoundError("There is no such entry: it may have been deleted");
    const translations = translatedLanguages.map((language): StaffTranslation => {
      const row = rows.find((candidate) => candidate.language === language);
      return {
        language,
        state: row?.state ?? null,
        review: row?.review ?? null,
        version: row?.version ?? 0,
        fields: row?.fields ?? {},
        fieldStates: fieldStates(definition, english.fields, row),
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    });
    return {
      kind,
      entryId,
      label: english.label,
      publicPath: english.publicPath,
      textFields: definition.textFields.filter((field) => Object.hasOwn(english.fields, field)),
      fieldLabels: { ...definition.fieldLabels },
      english: english.fields,
      translations,
    };
  }

  return {
    kinds: () => [...definitions.keys()],

    /** Forget the published translations read so far (any content change, on every instance). */
    clearCache() {
      published = new Map();
    },

    /**
     * An entry's texts in `language`: the published translation field by field, English (listed in
     * `english`) where there is none. English pages get the entry as it is.
     */
    async localize<T extends TextFields>(
      kind: TranslationKind,
      language: Language,
      entryId: string | number,
      entry: T,
    ): Promise<LocalizedFields<T>> {
      if (language === "en") return { value: entry, english: [] };
      const definition = definitionOf(kind);
      const translations = await publishedOf(language, kind);
      return localizeFields(entry, definition.textFields as (keyof T & string)[], translations.get(String(entryId)));
    },

    /** Many entries of one kind at once (a list page), each with its English fields. */
    async localizeAll<T extends TextFields>(
      kind: TranslationKind,
      language: Language,
      entries: readonly T[],
      idOf: (entry: T) => string | number,
    ): Promise<LocalizedFields<T>[]> {
      if (language === "en") return entries.map((entry) => ({ value: entry, english: [] }));
      const definition = definitionOf(kind);
      const translations = await publishedOf(language, kind);
      return entries.map((entry) =>
        localizeFields(entry, definition.textFields as (keyof T & string)[], translations.get(String(idOf(entry)))),
      );
    },

    /** The English beside each language's translation, with a state per field. */
    get: staffView,

    /**
     * Saves one language's translation of an entry: checked against the English's shape and rules,
     * stamped with the English it follows, audited, and announced so every page shows it.
     */
    async save(
      actor: Actor,
      kind: TranslationKind,
      entryId: string,
      language: TranslatedLanguage,
      input: TranslationSave,
    ): Promise<StaffTranslations> {
      const definition = definitionOf(kind);
      // The English is read before the transaction: a kind reads it through its own service, on
      // the database rather than this transaction, which the embedded database (one connection)
      // would wait on for ever. An English saved in between only makes the fingerprints older,
      // so its fields show as "English changed", as they should.
      const english = await definition.readEnglish(entryId);
      if (!english) throw new NotFoundError("There is no such entry: it may have been deleted");
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [current] = await tx
          .select({
            version: contentTranslations.version,
            state: contentTranslations.state,
            fields: contentTranslations.fields,
            sourceFingerprints: contentTranslations.sourceFingerprints,
          })
          .from(contentTranslations)
          .where(oneTranslation(kind, entryId, language))
          .for("update");
        const errors: FieldErrors = {};
        const textFields = definition.textFields.filter((field) => Object.hasOwn(english.fields, field));
        for (const field of Object.keys(input.fields)) {
          if (!textFields.includes(field)) errors[field] = "This entry has no such text";
        }
        const confirmed = input.confirmed ?? [];
        const unknown = confirmed.filter((field) => !textFields.includes(field));
        if (unknown.length > 0) errors.confirmed = `This entry has no such text: ${unknown.join(", ")}`;
        const fields: TextFields = {};
        const fingerprints: Record<string, string> = {};
        for (const field of textFields) {
          if (!Object.hasOwn(input.fields, field)) continue;
          const own = definition.checkField?.(field, english.fields[field], input.fields[field]);
          Object.assign(
            errors,
            own ? own.errors : translatedFieldErrors(field, english.fields[field], input.fields[field]),
          );
          fields[field] = own ? own.value : trimTexts(input.fields[field]);
          // A translation saved again as it was still follows the English it was written from
          // (its "English changed" flag stays), unless the editor confirmed it fits the new one.
          const before = current?.sourceFingerprints[field];
          const unchanged = before !== undefined && isDeepStrictEqual(current?.fields[field], fields[field]);
          fingerprints[field] =
            unchanged && !confirmed.includes(field) ? before : englishFingerprint(english.fields[field]);
        }
        if (Object.keys(errors).length > 0) throw new ValidationError(errors, "Some translated texts need a change");
        if ((current?.version ?? 0) !== input.version) throw new ConflictError(STALE);
        const values = {
          fields,
          sourceFingerprints: fingerprints,
          state: input.state,
          review: input.review,
          version: input.version + 1,
          updatedById: actor.userId,
          updatedAt: new Date(),
        };
        if (current) {
          await tx
            .update(contentTranslations)
            .set(values)
            .where(oneTranslation(kind, entryId, language));
        } else {
          const inserted = await tx
            .insert(contentTranslations)
            .values({ kind, entryId, language, ...values })
            .onConflictDoNothing()
            .returning({ version: contentTranslations.version });
          if (inserted.length === 0) throw new ConflictError(STALE);
        }
        await recordAudit(tx, actor, {
          action: "translation.save",
          entity: kind,
          entityId: entryId,
          changes: {
            language,
            label: english.label,
            state: input.state,
            review: input.review,
            fields: Object.keys(fields),
            ...(current && current.state !== input.state ? { stateBefore: current.state } : {}),
          },
        });
      });
      onChange(TRANSLATIONS_TOPIC);
      return staffView(kind, entryId);
    },

    /** Deletes one language's translation of an entry: its pages show the English again. */
    async remove(actor: Actor, kind: TranslationKind, entryId: string, language: TranslatedLanguage) {
      definitionOf(kind);
      const deleted = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const rows = await tx
          .delete(contentTranslations)
          .where(oneTranslation(kind, entryId, language))
          .returning({ version: contentTranslations.version });
        if (rows.length > 0) {
          await recordAudit(tx, actor, {
            action: "translation.delete",
            entity: kind,
            entityId: entryId,
            changes: { language },
          });
        }
        return rows.length > 0;
      });
      if (!deleted) throw new NotFoundError("There is no such translation: it may have been deleted already");
      onChange(TRANSLATIONS_TOPIC);
    },

    /**
     * Every entry of every kind with the state of each language, filtered and paged: what staff
     * still have to translate, publish, review, or bring up to date with a changed English. The
     * summary counts every entry, whatever the filters.
     */
    async overview(query: TranslationListQuery): Promise<TranslationOverview> {
      const rows = await db.select().from(contentTranslations);
      const byEntry = new Map(rows.map((row) => [`${row.kind}\u0000${row.entryId}\u0000${row.language}`, row]));
      const entries: TranslationOverviewItem[] = [];
      for (const definition of definitions.values()) {
        for (const entry of await definition.listEntries()) {
          const languages = translatedLanguages.map((language) => {
            const row = byEntry.get(`${definition.kind}\u0000${entry.entryId}\u0000${language}`);
            const states = Object.values(fieldStates(definition, entry.fields, row));
            return {
              language,
              state: row?.state ?? null,
              review: row?.review ?? null,
              fields: states.length,
              missing: states.filter((state) => state === "missing").length,
              englishChanged: states.filter((state) => state === "english-changed").length,
            };
          });
          entries.push({
            kind: definition.kind,
            entryId: entry.entryId,
            label: entry.label,
            publicPath: entry.publicPath,
            languages,
          });
        }
      }
      const matching = entries.filter((entry) => matchesQuery(entry, query));
      const start = (query.page - 1) * query.pageSize;
      return {
        items: matching.slice(start, start + query.pageSize),
        total: matching.length,
        summary: translatedLanguages.map((language) => summaryOf(entries, language)),
      };
    },
  };
}

type LanguageOverview = TranslationOverviewItem["languages"][number];

/** Some text of the entry shows English in the language: untranslated, or translated from an older English. */
function needsWork(language: LanguageOverview): boolean {
  return language.missing > 0 || language.englishChanged > 0;
}

/**
 * Whether an entry is one the list asks for. The state, review and needs-work filters look at
 * one language when `language` is given, else an entry matches when either language meets them all.
 */
function matchesQuery(entry: TranslationOverviewItem, query: TranslationListQuery): boolean {
  if (query.kind && entry.kind !== query.kind) return false;
  if (query.search && !entry.label.toLowerCase().includes(query.search.toLowerCase())) return false;
  return entry.languages.some(
    (language) =>
      (!query.language || language.language === query.language) &&
      (!query.state || (language.state ?? "missing") === query.state) &&
      (!query.review || language.review === query.review) &&
      (query.needsWork === undefined || needsWork(language) === query.needsWork),
  );
}

function summaryOf(entries: readonly TranslationOverviewItem[], language: TranslatedLanguage): TranslationSummary {
  const states = entries
    .map((entry) => entry.languages.find((candidate) => candidate.language === language)!)
    // An entry without words (an empty optional text) has nothing to translate.
    .filter((state) => state.fields > 0 || state.state !== null);
  return {
    language,
    entries: states.length,
    published: states.filter((state) => state.state === "published").length,
    draft: states.filter((state) => state.state === "draft").length,
    missing: states.filter((state) => state.state === null).length,
    toReview: states.filter((state) => state.review === "to-review").length,
    needsWork: states.filter(needsWork).length,
  };
}

/** Texts trimmed at both ends, the structure as sent. */
function trimTexts(value: unknown): unknown {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(trimTexts);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimTexts(item)]));
  }
  return value;
}

/** Deletes every translation of an entry, in the transaction that deletes the entry. */
export async function deleteTranslations(tx: Database, kind: TranslationKind, entryId: string | number) {
  await tx
    .delete(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.entryId, String(entryId))));
}

/**
 * Writes a seed's translation of an entry (the demo content's Malayalam and Hindi), published and
 * "to review" (ADR 0038), unless the entry already has one in that language: staff's work is never
 * overwritten by a later start.
 */
export async function seedTranslation(
  db: Database,
  kind: TranslationKind,
  entryId: string | number,
  language: TranslatedLanguage,
  english: TextFields,
  fields: TextFields,
): Promise<void> {
  const fingerprints = Object.fromEntries(
    Object.keys(fields).map((field) => [field, englishFingerprint(english[field])]),
  );
  await db
    .insert(contentTranslations)
    .values({
      kind,
      entryId: String(entryId),
      language,
      fields,
      sourceFingerprints: fingerprints,
      state: "published",
      review: "to-review",
    })
    .onConflictDoNothing();
}

export type TranslationService = ReturnType<typeof createTranslationService>;
