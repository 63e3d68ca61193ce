import type { AppLoadContext } from "react-router";
import type { PageTexts } from "~server/content/page-texts";
import { istDateString } from "~server/formats/ist";
import { legalPageDefinitions } from "~server/content/legal-page-texts";
import type { LegalPageKey, PageTextKey } from "~server/vocabulary/content";
import { languageOfRequest } from "~server/vocabulary/languages";

/**
 * A page's texts in the language of the address (what every loader of a page with page texts
 * answers): the published translation field by field, English where it has none, and which
 * fields those are, so the page marks their blocks `lang="en"` (ADR 0038). Placeholders are still
 * in the texts: the page fills them, after this, so a translation can put {businessName} where its
 * word order wants it.
 */
export async function localizedPageTexts<K extends PageTextKey>(
  request: Request,
  context: AppLoadContext,
  key: K,
): Promise<{ texts: PageTexts[K]; english: string[]; updatedAt: Date | null }> {
  const page = await context.services.pageTexts.readPage(key);
  const { value, english } = await context.services.translations.localize(
    "page-text",
    languageOfRequest(request),
    key,
    page.texts,
  );
  return { texts: value, english, updatedAt: page.updatedAt };
}

/**
 * The day a legal page's "Last updated" shows: the day staff last saved its English (IST), else
 * the day the site's own text was written; null when the page shows no date.
 */
export function legalLastUpdated(key: LegalPageKey, updatedAt: Date | null): string | null {
  const { originalDate } = legalPageDefinitions[key].legal!;
  if (originalDate === null) return null;
  return updatedAt ? istDateString(updatedAt) : originalDate;
}

/** A legal page's texts in the address's language, with the day its "Last updated" shows. */
export async function localizedLegalPage(request: Request, context: AppLoadContext, key: LegalPageKey) {
  const { texts, english, updatedAt } = await localizedPageTexts(request, context, key);
  return { texts, english, lastUpdated: legalLastUpdated(key, updatedAt) };
}
