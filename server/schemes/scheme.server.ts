// Government schemes as visitors see them: /govt-schemes (the active ones by group, in the staff's
// order), a scheme's own page by slug, and the current address of a slug a scheme had before.
import { asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { govtSchemes, loanServices } from "../db/schema";
import { entryOfOldSlug } from "../content/slug-history.server";
import { schemeGroups, type ContentKind } from "../vocabulary/content";
import type { PublicScheme, PublicSchemeGroups } from "./scheme.schema";

/** The content-change topic of schemes: /govt-schemes, the schemes' pages and the sitemap. */
export const SCHEMES_TOPIC = "govt-schemes";

/** The kind of schemes' revisions and old addresses (content_revisions, content_slug_history). */
export const SCHEME_KIND = "govt-scheme" satisfies ContentKind;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const columns = {
  id: govtSchemes.id,
  slug: govtSchemes.slug,
  schemeGroup: govtSchemes.schemeGroup,
  name: govtSchemes.name,
  shortName: govtSchemes.shortName,
  summary: govtSchemes.summary,
  runBy: govtSchemes.runBy,
  whoFor: govtSchemes.whoFor,
  offers: govtSchemes.offers,
  howWeHelp: govtSchemes.howWeHelp,
  portalLabel: govtSchemes.portalLabel,
  portalUrl: govtSchemes.portalUrl,
  faqs: govtSchemes.faqs,
  seoTitle: govtSchemes.seoTitle,
  seoDescription: govtSchemes.seoDescription,
  serviceId: loanServices.id,
  serviceSlug: loanServices.slug,
  serviceName: loanServices.name,
  serviceActive: loanServices.isActive,
};

interface SchemeRow {
  id: number;
  scheme: PublicScheme;
}

export function createSchemeService({ db }: { db: Database }) {
  async function read(where: SQL | undefined): Promise<SchemeRow[]> {
    const rows = await db
      .select(columns)
      .from(govtSchemes)
      .leftJoin(loanServices, eq(loanServices.id, govtSchemes.relatedServiceId))
      .where(where)
      .orderBy(asc(govtSchemes.sortOrder), asc(govtSchemes.id));
    return rows.map(({ serviceId, serviceSlug, serviceName, serviceActive, ...scheme }) => ({
      id: scheme.id,
      scheme: {
        ...scheme,
        // A switched-off service takes no enquiries: the page then points to /contact.
        relatedService:
          serviceId && serviceSlug && serviceName && serviceActive
            ? { id: serviceId, slug: serviceSlug, name: serviceName }
            : null,
      },
    }));
  }

  /**
   * The active schemes, read once and kept until any content change (app-services.server.ts
   * clears it, this instance's change or another's): /govt-schemes, every scheme page and the
   * sitemap read them, and staff change them a few times a year. A handful of rows, so the whole
   * list is kept and a slug is looked up in it: made-up slugs cannot grow anything.
   */
  let active: Promise<SchemeRow[]> | null = null;

  function activeRows(): Promise<SchemeRow[]> {
    const known = active;
    if (known) return known;
    const reading = read(eq(govtSchemes.isActive, true));
    active = reading;
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (active === reading) active = null;
    });
    return reading;
  }

  return {
    /** Forgets what was read: the next request reads the schemes again. */
    clearCache(): void {
      active = null;
    },

    /** /govt-schemes: the active schemes of each group, in display order. */
    async listActive(): Promise<PublicSchemeGroups> {
      const rows = await activeRows();
      return Object.fromEntries(
        schemeGroups.map((group) => [
          group,
          rows.filter((row) => row.scheme.schemeGroup === group).map((r) => r.scheme),
        ]),
      ) as PublicSchemeGroups;
    },

    /** An active scheme's page; null for an unknown or switched-off one. */
    async getActiveBySlug(slug: string): Promise<PublicScheme | null> {
      if (!slugPattern.test(slug)) return null;
      return (await activeRows()).find((row) => row.scheme.slug === slug)?.scheme ?? null;
    },

    /** The current slug of the active scheme that had `slug` before; null when there is none. */
    async currentSlugOf(slug: string): Promise<string | null> {
      if (!slugPattern.test(slug)) return null;
      const id = await entryOfOldSlug(db, SCHEME_KIND, slug);
      if (id === null) return null;
      return (await activeRows()).find((row) => row.id === id)?.scheme.slug ?? null;
    },

    /** Any scheme, switched off or not, as its page would show it: the staff preview. */
    async getForPreview(id: number): Promise<PublicScheme | null> {
      const [row] = await read(eq(govtSchemes.id, id));
      return row?.scheme ?? null;
    },
  };
}

export type SchemeService = ReturnType<typeof createSchemeService>;
