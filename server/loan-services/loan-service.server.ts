import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { ContentChangeListener } from "../content-change";
import { entryOfOldSlug } from "../content/slug-history.server";
import type { Database } from "../db/client.server";
import { loanServices } from "../db/schema";
import {
  EmiDefaultsSchema,
  EnquiryFieldsSchema,
  type EmiDefaults,
  type EnquiryFieldsInput,
} from "../vocabulary/loan-services";
import {
  LoanServiceInputSchema,
  type LoanServiceDetail,
  type LoanServiceInput,
  type LoanServiceSummary,
  slugPattern,
} from "./loan-service.schema";

const summaryColumns = {
  id: loanServices.id,
  name: loanServices.name,
  description: loanServices.description,
  slug: loanServices.slug,
  icon: loanServices.icon,
  color: loanServices.color,
};

const detailColumns = {
  ...summaryColumns,
  summary: loanServices.summary,
  features: loanServices.features,
  eligibility: loanServices.eligibility,
  documents: loanServices.documents,
  faqs: loanServices.faqs,
  interestRate: loanServices.interestRate,
  loanAmount: loanServices.loanAmount,
  tenure: loanServices.tenure,
  emiDefaults: loanServices.emiDefaults,
  enquiryFields: loanServices.enquiryFields,
  seoTitle: loanServices.seoTitle,
  seoDescription: loanServices.seoDescription,
};

export interface LoanServiceServiceDeps {
  db: Database;
  onChange?: ContentChangeListener;
}

/** Loan services: the public catalogue (active ones, in staff-chosen order). */
export function createLoanServiceService({ db, onChange = () => {} }: LoanServiceServiceDeps) {
  /**
   * Active services by slug, as read from the database: every lead and loan page needs one, and
   * they change a few times a year (issue 14). Only found services are kept (a handful), so
   * requests for made-up slugs cannot grow it. Emptied by clearCache on any content change, this
   * instance's or another's (app-services.server.ts). Callers share the object: read it, never
   * change it.
   */
  let activeBySlug = new Map<string, Promise<LoanServiceDetail | null>>();

  async function readActiveBySlug(slug: string): Promise<LoanServiceDetail | null> {
    const rows = await db
      .select(detailColumns)
      .from(loanServices)
      .where(and(eq(loanServices.slug, slug), eq(loanServices.isActive, true)))
      .limit(1);
    const row = rows[0];
    // Stored as written (`{}` by default): the page, the API and the lead check get every default applied.
    return row ? { ...row, enquiryFields: EnquiryFieldsSchema.parse(row.enquiryFields) } : null;
  }

  return {
    /** Forgets the services read so far: the next request reads them again. */
    clearCache(): void {
      activeBySlug = new Map();
    },

    async listActive(): Promise<LoanServiceSummary[]> {
      return db
        .select(summaryColumns)
        .from(loanServices)
        .where(eq(loanServices.isActive, true))
        .orderBy(asc(loanServices.sortOrder), asc(loanServices.id));
    },

    async getActiveBySlug(slug: string): Promise<LoanServiceDetail | null> {
      // A slug from a URL may hold anything (a NUL, which PostgreSQL refuses in text, was a 500):
      // what cannot be a slug is no service, and never reaches the database.
      if (!slugPattern.test(slug)) return null;
      const cache = activeBySlug;
      const known = cache.get(slug);
      if (known) return known;
      const reading = readActiveBySlug(slug);
      // Kept while it may be a service; a failed read or an unknown slug is not kept. A clear
      // during the read replaced the map, so what this read saw is not kept either.
      cache.set(slug, reading);
      reading.then(
        (service) => {
          if (!service && cache.get(slug) === reading) cache.delete(slug);
        },
        () => {
          if (cache.get(slug) === reading) cache.delete(slug);
        },
      );
      return reading;
    },

    /**
     * Where a slug no active service has stands now (the public page's answer): `movedTo` the
     * current slug of the active service that had it before (301), `retired` a switched-off
     * service that has or had it (410), or null (404).
     */
    async findMovedOrRetired(
      slug: string,
    ): Promise<{ movedTo: string } | { retired: { id: number; name: string } } | null> {
      if (!slugPattern.test(slug)) return null;
      const columns = {
        id: loanServices.id,
        slug: loanServices.slug,
        name: loanServices.name,
        isActive: loanServices.isActive,
      };
      const bySlug = await db.select(columns).from(loanServices).where(eq(loanServices.slug, slug)).limit(1);
      let service = bySlug[0];
      if (!service) {
        const id = await entryOfOldSlug(db, "loan-service", slug);
        if (id === null) return null;
        const byId = await db.select(columns).from(loanServices).where(eq(loanServices.id, id)).limit(1);
        service = byId[0];
      }
      if (!service) return null;
      if (!service.isActive) return { retired: { id: service.id, name: service.name } };
      // Active under this very slug: read while it was being switched on; the next request shows it.
      return service.slug === slug ? null : { movedTo: service.slug };
    },

    /** Inserts a service unless one with its slug exists (used by the idempotent seed). */
    async createIfMissing(input: LoanServiceInput): Promise<boolean> {
      const values = LoanServiceInputSchema.parse(input);
      const inserted = await db
        .insert(loanServices)
        .values(values)
        .onConflictDoNothing({ target: loanServices.slug })
        .returning({ id: loanServices.id });
      if (inserted.length > 0) onChange("loan-services");
      return inserted.length > 0;
    },

    /**
     * Writes a service's enquiry fields unless it has its own already: only a row still at the
     * column default `{}` (a database that existed before the column) is changed, so the seed
     * can run at every start without undoing a staff choice. True when the row changed.
     */
    async fillEnquiryFieldsIfUnset(slug: string, fields: EnquiryFieldsInput): Promise<boolean> {
      const rows = await db
        .update(loanServices)
        .set({ enquiryFields: EnquiryFieldsSchema.parse(fields), updatedAt: new Date() })
        .where(and(eq(loanServices.slug, slug), sql`${loanServices.enquiryFields} = '{}'::jsonb`))
        .returning({ id: loanServices.id });
      if (rows.length > 0) onChange("loan-services");
      return rows.length > 0;
    },

    /**
     * Adds the seed's calculator ranges to a service whose EMI figures have none (a database seeded
     * before them): only rows with figures and without a tenure range change, and only the range
     * keys are written, so the seed can run at every start. True when the row changed.
     */
    async fillEmiRangesIfUnset(slug: string, emiDefaults: EmiDefaults): Promise<boolean> {
      const { amountMin, amountMax, tenureMinMonths, tenureMaxMonths } = EmiDefaultsSchema.parse(emiDefaults);
      if (tenureMinMonths === undefined) return false;
      const ranges = JSON.stringify({ amountMin, amountMax, tenureMinMonths, tenureMaxMonths });
      const rows = await db
        .update(loanServices)
        .set({ emiDefaults: sql`${loanServices.emiDefaults} || ${ranges}::jsonb`, updatedAt: new Date() })
        .where(
          and(
            eq(loanServices.slug, slug),
            isNotNull(loanServices.emiDefaults),
            sql`${loanServices.emiDefaults} ->> 'tenureMinMonths' is null`,
          ),
        )
        .returning({ id: loanServices.id });
      if (rows.length > 0) onChange("loan-services");
      return rows.length > 0;
    },

    async update(slug: string, changes: Partial<LoanServiceInput>): Promise<LoanServiceDetail | null> {
      const values = LoanServiceInputSchema.partial().parse(changes);
      const rows = await db
        .update(loanServices)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(loanServices.slug, slug))
        .returning({ slug: loanServices.slug });
      if (rows.length === 0) return null;
      onChange("loan-services");
      return this.getActiveBySlug(rows[0]!.slug);
    },
  };
}

export type LoanServiceService = ReturnType<typeof createLoanServiceService>;
