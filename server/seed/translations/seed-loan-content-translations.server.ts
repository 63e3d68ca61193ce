// Writes the demo loan services', lenders' offers' and schemes' Malayalam and Hindi (issue 27)
// into content_translations: published and "to review" (ADR 0038), through seedTranslation, which
// never overwrites a translation staff saved. Like the demo offers (lender-offers.server.ts
// seedDemoOnce), they are written once per database, under a marker in site_settings, so a
// translation staff deleted does not come back at the next start; a seeded service or the schemes
// written again at a later start (after staff deleted them) get theirs with them.
//
// Only the fields whose English is still the seed's are written: a translation of words staff
// have since replaced would be a translation of something the page no longer says.
import { isDeepStrictEqual } from "node:util";
import { inArray } from "drizzle-orm";
import { hasWords, type TextFields } from "../../content/translated-fields";
import { seedTranslation, type TranslatedLanguage } from "../../content/translations.server";
import type { Database } from "../../db/client.server";
import { govtSchemes, loanServices, siteSettings } from "../../db/schema";
import { lenderOfferTranslations, loanServiceTranslations } from "../../loan-services/loan-service-translations.server";
import { schemeTranslations } from "../../schemes/scheme-translations.server";
import type { TranslationKind } from "../../vocabulary/content";
import { govtSchemeSeed } from "../govt-schemes.seed";
import { loanServiceSeed } from "../loan-services.seed";
import {
  englishOfLoanServiceSeed,
  englishOfSchemeSeed,
  lenderOfferSeedTexts,
  loanServiceSeedTexts,
  schemeSeedTranslations,
} from "./loan-content-translations";

/** The marker of a database whose demo loan content has had its translations written. */
const SEEDED_KEY = "translations.demo-loan-content";

const translatedLanguages: readonly TranslatedLanguage[] = ["ml", "hi"];

/** What this start wrote of the loan content's English seed (seed.server.ts). */
export interface LoanContentSeeded {
  /** Slugs of the seeded services created at this start. */
  createdServiceSlugs: readonly string[];
  /** Whether the schemes were written at this start (into an empty table). */
  schemesSeeded: boolean;
}

/**
 * Writes one entry's translation per language, holding the translated fields whose English is
 * still the seed's. The count is of translations written or already there.
 */
async function seedEntry(
  tx: Database,
  kind: TranslationKind,
  entryId: string,
  current: TextFields,
  seedEnglish: TextFields,
  translationIn: (language: TranslatedLanguage) => TextFields | undefined,
): Promise<number> {
  let count = 0;
  for (const language of translatedLanguages) {
    const translated = translationIn(language);
    if (!translated) continue;
    const fields = Object.fromEntries(
      Object.entries(translated).filter(
        ([field]) => hasWords(current[field]) && isDeepStrictEqual(current[field], seedEnglish[field]),
      ),
    );
    if (Object.keys(fields).length === 0) continue;
    await seedTranslation(tx, kind, entryId, language, current, fields);
    count++;
  }
  return count;
}

async function seedServices(tx: Database, slugs: readonly string[]): Promise<number> {
  if (slugs.length === 0) return 0;
  const kind = loanServiceTranslations(tx);
  const rows = await tx
    .select({ id: loanServices.id, slug: loanServices.slug })
    .from(loanServices)
    .where(inArray(loanServices.slug, [...slugs]));
  let count = 0;
  for (const row of rows) {
    const seed = loanServiceSeed.find((entry) => entry.slug === row.slug);
    const current = await kind.readEnglish(String(row.id));
    if (!seed || !current) continue;
    count += await seedEntry(
      tx,
      kind.kind,
      String(row.id),
      current.fields,
      englishOfLoanServiceSeed(seed),
      (language) => loanServiceSeedTexts(language, row.slug),
    );
  }
  return count;
}

async function seedSchemes(tx: Database): Promise<number> {
  const kind = schemeTranslations(tx);
  const rows = await tx.select({ id: govtSchemes.id, slug: govtSchemes.slug }).from(govtSchemes);
  let count = 0;
  for (const row of rows) {
    const seed = govtSchemeSeed.find((entry) => entry.slug === row.slug);
    const current = await kind.readEnglish(String(row.id));
    if (!seed || !current) continue;
    count += await seedEntry(tx, kind.kind, String(row.id), current.fields, englishOfSchemeSeed(seed), (language) => {
      const translation = schemeSeedTranslations[language][row.slug];
      return translation && { ...translation };
    });
  }
  return count;
}

async function seedOffers(tx: Database): Promise<number> {
  const kind = lenderOfferTranslations(tx);
  let count = 0;
  for (const offer of await kind.listEntries()) {
    // Matched by their words: the English is the seed's exactly where a translation exists.
    count += await seedEntry(tx, kind.kind, offer.entryId, offer.fields, offer.fields, (language) =>
      lenderOfferSeedTexts(language, offer.fields),
    );
  }
  return count;
}

/**
 * The demo loan content's translations: everything on the first start with this seed (the
 * marker), and afterwards only for what the English seed wrote again at this start. Returns how
 * many entry translations were written (or found already there).
 */
export async function seedLoanContentTranslations(db: Database, seeded: LoanContentSeeded): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const marked = await tx
      .insert(siteSettings)
      .values({ key: SEEDED_KEY, value: { seededOn: new Date().toISOString() } })
      .onConflictDoNothing({ target: siteSettings.key })
      .returning({ key: siteSettings.key });
    const firstTime = marked.length > 0;
    const serviceSlugs = firstTime ? loanServiceSeed.map((entry) => entry.slug) : seeded.createdServiceSlugs;
    let count = await seedServices(tx, serviceSlugs);
    if (firstTime || seeded.schemesSeeded) count += await seedSchemes(tx);
    if (firstTime) count += await seedOffers(tx);
    return count;
  });
}
