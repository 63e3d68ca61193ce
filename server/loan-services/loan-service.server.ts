import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { loanServices } from "../db/schema";
import {
  LoanServiceInputSchema,
  type LoanServiceDetail,
  type LoanServiceInput,
  type LoanServiceSummary,
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
  seoTitle: loanServices.seoTitle,
  seoDescription: loanServices.seoDescription,
};

export type ContentChangeListener = (topic: string) => void;

/** Loan services: the public catalogue (active ones, in staff-chosen order). */
export function createLoanServiceService(db: Database, onChange: ContentChangeListener = () => {}) {
  return {
    async listActive(): Promise<LoanServiceSummary[]> {
      return db
        .select(summaryColumns)
        .from(loanServices)
        .where(eq(loanServices.isActive, true))
        .orderBy(asc(loanServices.sortOrder), asc(loanServices.id));
    },

    async getActiveBySlug(slug: string): Promise<LoanServiceDetail | null> {
      const rows = await db
        .select(detailColumns)
        .from(loanServices)
        .where(and(eq(loanServices.slug, slug), eq(loanServices.isActive, true)))
        .limit(1);
      return rows[0] ?? null;
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
