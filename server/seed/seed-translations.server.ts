import { isDeepStrictEqual } from "node:util";
import type { TextFields } from "../content/translated-fields";
import { hasWords } from "../content/translated-fields";
import { seedTranslation, type TranslationKindDefinition } from "../content/translations.server";
import type { Database } from "../db/client.server";
import { siteSettings } from "../db/schema";

/** One demo entry's texts in English (as the seed writes them) and in Malayalam and Hindi. */
export interface TranslationSeed {
  english: TextFields;
  ml: TextFields;
  hi: TextFields;
}

/**
 * Writes the demo content's Malayalam and Hindi once per database and kind (a marker row in
 * site_settings, like the demo offers'), so a translation staff delete stays deleted. Each entry
 * of the kind takes the seed whose English it still holds in most fields, and only for those
 * fields: an entry staff rewrote keeps no translation of words it no longer has. Written by
 * seedTranslation (published, "to review": ADR 0038; never over a translation already there).
 * Answers how many translations were written.
 */
export async function seedTranslationsOnce(
  db: Database,
  definition: TranslationKindDefinition,
  seeds: readonly TranslationSeed[],
): Promise<number> {
  // Read before the transaction: the embedded database has one connection, and the definition
  // reads with its own handle.
  const entries = await definition.listEntries();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const marked = await tx
      .insert(siteSettings)
      .values({ key: `${definition.kind}.translations-seeded`, value: { seededAt: new Date().toISOString() } })
      .onConflictDoNothing({ target: siteSettings.key })
      .returning({ key: siteSettings.key });
    if (marked.length === 0) return 0;
    let written = 0;
    for (const entry of entries) {
      const match = bestSeedFor(entry.fields, seeds);
      if (!match) continue;
      for (const language of ["ml", "hi"] as const) {
        const fields = Object.fromEntries(match.fields.map((field) => [field, match.seed[language][field]]));
        await seedTranslation(tx, definition.kind, entry.entryId, language, entry.fields, fields);
        written++;
      }
    }
    return written;
  });
}

/** The seed sharing the most texts with an entry's English, and those fields; null when none does. */
function bestSeedFor(english: TextFields, seeds: readonly TranslationSeed[]) {
  let best: { seed: TranslationSeed; fields: string[] } | null = null;
  for (const seed of seeds) {
    const fields = Object.keys(seed.english).filter(
      (field) => hasWords(english[field]) && isDeepStrictEqual(english[field], seed.english[field]),
    );
    if (fields.length > 0 && fields.length > (best?.fields.length ?? 0)) best = { seed, fields };
  }
  return best;
}
