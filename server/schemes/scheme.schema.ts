// Government schemes (issue 26 item 3): what staff send and what the staff API and the public pages
// answer. Isomorphic plain zod: the staff editor checks with the same schema before it sends, and
// the API answers the same messages. Whether `relatedServiceId` names a loan service, and whether
// the slug is free, is checked by the manager (scheme-manager.server.ts), which reads the database.
import { z } from "zod";
import { contentSlug, plainText, plainTextList } from "../content/content-text";
import { schemeGroups } from "../vocabulary/content";

/**
 * The fields visitors read, whose English lives in the scheme's own columns: the next issue keeps
 * their Malayalam and Hindi beside them (one translation row per scheme and language holding
 * these fields). Every visitor-facing word of a scheme is in one of them.
 */
export const schemeTextFields = [
  "name",
  "shortName",
  "summary",
  "runBy",
  "whoFor",
  "offers",
  "howWeHelp",
  "portalLabel",
  "faqs",
  "seoTitle",
  "seoDescription",
] as const;
export type SchemeTextField = (typeof schemeTextFields)[number];

export const SCHEME_LIMITS = {
  listItems: 12,
  faqs: 20,
  seoTitleSoft: 60,
  seoTitleHard: 70,
  seoDescriptionSoft: 160,
  seoDescriptionHard: 170,
} as const;

/** An official portal's address: https with a host name (visitors follow it from a government page). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const portalUrl = z
  .string({ error: "Enter the official portal's address, e.g. https://www.mudra.org.in" })
  .trim()
  .min(1, "Enter the official portal's address, e.g. https://www.mudra.org.in")
  .max(500, "Keep the portal's address under 500 characters")
  .refine((value) => !/^http:/i.test(value), "Use the portal's secure address, starting with https:// (not http://)")
  .refine(
    (value) => /^http:/i.test(value) || isHttpsUrl(value),
    "Enter the official portal's full address starting with https://, e.g. https://www.mudra.org.in",
  );

export const SchemeFaqSchema = z.object({
  question: plainText("question", 5, 300),
  answer: plainText("answer", 5, 2000),
});
export type SchemeFaq = z.output<typeof SchemeFaqSchema>;

/**
 * Ids of elements on /govt-schemes other than the schemes' sections, each of which takes its
 * scheme's slug as id (so /govt-schemes#mudra lands on Mudra): a slug must not be one of them.
 */
export const schemeListPageIds = [
  "main",
  "before-you-start",
  "kerala-schemes",
  "scheme-fraud",
  "toc-heading",
  "content-cta-heading",
] as const;

/** Every field a scheme has that staff write (order and version are kept by the manager). */
const schemeFields = {
  slug: contentSlug.refine(
    (value) => !(schemeListPageIds as readonly string[]).includes(value),
    "This address names a part of the /govt-schemes page: choose another, e.g. the scheme's short name",
  ),
  schemeGroup: z.enum(schemeGroups, { error: "Choose the group: national (central) or kerala" }),
  name: plainText("scheme's name", 3, 150),
  shortName: plainText("short name", 2, 60),
  summary: plainText("summary", 20, 400),
  runBy: plainText("who runs it", 3, 300),
  whoFor: plainTextList("line of who it is for", 3, 600, SCHEME_LIMITS.listItems).min(
    1,
    "Add at least one line saying who the scheme is for",
  ),
  offers: plainTextList("line of what it offers", 3, 600, SCHEME_LIMITS.listItems).min(
    1,
    "Add at least one line saying what the scheme offers",
  ),
  howWeHelp: plainText("text on how we help", 20, 1500),
  portalLabel: plainText("portal's label", 3, 120),
  portalUrl,
  relatedServiceId: z
    .number({ error: "Choose one of the loan services, or none" })
    .int("Choose one of the loan services, or none")
    .positive("Choose one of the loan services, or none")
    .nullable(),
  faqs: z
    .array(SchemeFaqSchema, { error: "Give the questions as a list" })
    .max(SCHEME_LIMITS.faqs, `List at most ${SCHEME_LIMITS.faqs} questions`),
  // Empty: the page uses the scheme's name and summary.
  seoTitle: plainText("SEO title", 0, SCHEME_LIMITS.seoTitleHard),
  seoDescription: plainText("SEO description", 0, SCHEME_LIMITS.seoDescriptionHard),
  isActive: z.boolean({ error: "Say whether the scheme is shown: true or false" }),
};

/** A new scheme (POST /api/admin/schemes); it goes last in its group. */
export const SchemeInputSchema = z
  .object({
    ...schemeFields,
    relatedServiceId: schemeFields.relatedServiceId.default(null),
    faqs: schemeFields.faqs.default([]),
    seoTitle: schemeFields.seoTitle.default(""),
    seoDescription: schemeFields.seoDescription.default(""),
    isActive: schemeFields.isActive.default(true),
  })
  .strict();
export type SchemeInput = z.input<typeof SchemeInputSchema>;
export type SchemeData = z.output<typeof SchemeInputSchema>;

/**
 * A change (PATCH /api/admin/schemes/{id}): any fields, with the `version` the edit started from
 * (a scheme saved since answers 409). The result is checked whole.
 */
export const SchemePatchSchema = z
  .object(schemeFields)
  .partial()
  .extend({
    version: z
      .number({ error: "Send back the version you read" })
      .int("Send back the version you read")
      .min(1, "Send back the version you read"),
  })
  .strict();
export type SchemePatch = z.input<typeof SchemePatchSchema>;

/** POST /api/admin/schemes/{id}/move: one place up or down within its group. */
export const SchemeMoveSchema = z.object({ direction: z.enum(["up", "down"], { error: "Move it up or down" }) });

/**
 * What a saved revision holds: the fields staff write, without the on/off state and the order
 * (the visitors' texts and what places and links the page).
 */
export const schemeSnapshotKeys = [
  "slug",
  "schemeGroup",
  "portalUrl",
  "relatedServiceId",
  ...schemeTextFields,
] as const satisfies readonly Exclude<keyof SchemeData, "isActive">[];

const faqAnswer = z.object({ question: z.string(), answer: z.string() });

/** A scheme as the staff API answers it. */
export const StaffSchemeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  schemeGroup: z.enum(schemeGroups),
  name: z.string(),
  shortName: z.string(),
  summary: z.string(),
  runBy: z.string(),
  whoFor: z.array(z.string()),
  offers: z.array(z.string()),
  howWeHelp: z.string(),
  portalLabel: z.string(),
  portalUrl: z.string(),
  relatedServiceId: z.number().int().nullable(),
  faqs: z.array(faqAnswer),
  seoTitle: z.string(),
  seoDescription: z.string(),
  isActive: z.boolean(),
  /** Its place within its group (0 first). */
  sortOrder: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffScheme = z.output<typeof StaffSchemeSchema>;

/** Every scheme, national first, each group in display order. */
export const StaffSchemeListSchema = z.object({ items: z.array(StaffSchemeSchema), total: z.number().int() });
export type StaffSchemeList = z.output<typeof StaffSchemeListSchema>;

/** What /govt-schemes and a scheme's page show (nothing staff-only). */
export const PublicSchemeSchema = StaffSchemeSchema.pick({
  id: true,
  slug: true,
  schemeGroup: true,
  name: true,
  shortName: true,
  summary: true,
  runBy: true,
  whoFor: true,
  offers: true,
  howWeHelp: true,
  portalLabel: true,
  portalUrl: true,
  faqs: true,
  seoTitle: true,
  seoDescription: true,
}).extend({
  /** The active loan service whose enquiry form the page offers; null for none (or switched off). */
  relatedService: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
});
export type PublicScheme = z.output<typeof PublicSchemeSchema>;
/** What a scheme's page and its block on /govt-schemes show (a draft in the staff preview has no id yet). */
export type SchemeOnPage = Omit<PublicScheme, "id">;

/** The active schemes of /govt-schemes, by group, each in display order. */
export type PublicSchemeGroups = Record<(typeof schemeGroups)[number], PublicScheme[]>;

/** A loan service as the scheme editor's select offers it. */
export interface SchemeServiceChoice {
  id: number;
  name: string;
  isActive: boolean;
}

/** A scheme page's address. */
export const schemePath = (slug: string) => `/govt-schemes/${slug}`;
