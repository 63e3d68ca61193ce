import { z } from "zod";
import type { LeadFormService } from "~/components/lead-form/loan-enquiry-form";
import { schemeGroups } from "~server/vocabulary/content";
import type { SchemeOnPage } from "~server/schemes/scheme.schema";

/** The draft-preview kind of schemes (app/lib/draft-preview.ts). */
export const SCHEME_DRAFT_KIND = "govt-scheme";

/**
 * What the scheme editor hands its preview tab: the form as it is, checked loosely (a half-typed
 * field still previews; the page shows everything as text, and the portal link only when it is an
 * https address). The rules apply on save.
 */
const text = z.string().max(5000);
export const SchemeDraftSchema = z.object({
  slug: text,
  schemeGroup: z.enum(schemeGroups),
  name: text,
  shortName: text,
  summary: text,
  runBy: text,
  whoFor: z.array(text).max(50),
  offers: z.array(text).max(50),
  howWeHelp: text,
  portalLabel: text,
  portalUrl: text,
  relatedServiceId: z.number().int().nullable(),
  faqs: z.array(z.object({ question: text, answer: text })).max(50),
  seoTitle: text,
  seoDescription: text,
});
export type SchemeDraft = z.output<typeof SchemeDraftSchema>;

/** A loan service the preview can offer the enquiry form of, by id (what the editor's select holds). */
export type PreviewService = LeadFormService & { id: number };

/** The scheme page's props for a draft; null when the draft is not one. */
export function schemeOfDraft(
  value: unknown,
  services: readonly PreviewService[],
): { scheme: SchemeOnPage; service: LeadFormService | null } | null {
  const parsed = SchemeDraftSchema.safeParse(value);
  if (!parsed.success) return null;
  const { relatedServiceId, ...draft } = parsed.data;
  const service = services.find((candidate) => candidate.id === relatedServiceId) ?? null;
  return {
    scheme: {
      ...draft,
      // A line or question added but not written yet is no part of the page.
      whoFor: draft.whoFor.filter((line) => line.trim() !== ""),
      offers: draft.offers.filter((line) => line.trim() !== ""),
      faqs: draft.faqs.filter((faq) => faq.question.trim() !== ""),
      relatedService: service ? { id: service.id, slug: service.slug, name: service.name } : null,
    },
    service,
  };
}
