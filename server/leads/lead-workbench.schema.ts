// What the leads workbench reads and writes: the list's filters (GET /api/admin/leads, the
// /admin/leads screen and the CSV export share them), the list item, the lead detail with its
// timeline, and every staff write (status, assignee, follow-up, commission, notes, contacts,
// bulk). Declared once with zod: the API validates and documents with these, the loaders parse
// the address with them, the screens take their types from here.
import { z } from "@hono/zod-openapi";
import { hasControlCharacters } from "../formats/control-characters";
import { istDayStart } from "../formats/ist";
import { istDayParam, pageQuery, searchParam } from "../shared/list-query";
import { leadDocumentStates } from "../vocabulary/documents";
import { languages } from "../vocabulary/languages";
import { isLeadStatus, leadEventTypes, leadKinds, leadStatuses, type LeadStatus } from "../vocabulary/leads";
import {
  documentLinkDaysField,
  documentRetentionDaysField,
  LeadAlertRecipientsEditSchema,
  LeadSettingsSchema,
  WhatsappTemplatesEditSchema,
} from "./lead-settings";
import { MAX_NOTE_LENGTH } from "./lead-timeline";

// ---------------------------------------------------------------------------------------------
// The list's query
// ---------------------------------------------------------------------------------------------

export const leadSortKeys = ["created", "amount", "name", "status", "waiting", "followUp"] as const;
export type LeadSortKey = (typeof leadSortKeys)[number];

/** `open` in the status filter: every status that is not final (lead-pipeline.ts openStatuses). */
export const OPEN_STATUS_FILTER = "open";
export type LeadStatusFilter = LeadStatus | typeof OPEN_STATUS_FILTER;

const queryParam = (name: string) => ({ param: { name, in: "query" as const } });

/** Blank query values (an emptied select in the filter bar) mean "no filter". */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const statusFilter = z
  .string()
  .max(400)
  .transform((value, ctx) => {
    const parts = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const bad = parts.find((part) => part !== OPEN_STATUS_FILTER && !isLeadStatus(part));
    if (bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `Use open or one or more of ${leadStatuses.join(", ")}, separated by commas`,
      });
      return z.NEVER;
    }
    return parts.length > 0 ? ([...new Set(parts)] as LeadStatusFilter[]) : undefined;
  })
  .optional()
  .openapi({
    ...queryParam("status"),
    description: `One or more statuses separated by commas (${leadStatuses.join(", ")}), or open: every status that is not final`,
    example: "new,contacted",
  });

const assigneeFilter = z
  .string()
  .max(20)
  .transform((value, ctx): "mine" | "unassigned" | number | undefined => {
    const text = value.trim();
    if (text === "") return undefined;
    if (text === "mine" || text === "unassigned") return text;
    if (/^\d{1,9}$/.test(text) && Number(text) > 0) return Number(text);
    ctx.addIssue({ code: "custom", message: "Use mine, unassigned or the id of a member of staff" });
    return z.NEVER;
  })
  .optional()
  .openapi({
    ...queryParam("assignee"),
    description: "mine: assigned to the caller; unassigned; or a staff user id",
    example: "mine",
  });

export const LeadListQuerySchema = z
  .object({
    ...pageQuery,
    sort: z.preprocess(
      blankToUndefined,
      z
        .enum(leadSortKeys, { error: `Sort by ${leadSortKeys.join(", ")}` })
        .default("created")
        .openapi({
          ...queryParam("sort"),
          description:
            "amount: the disbursed amount once disbursed, else the sanctioned once sanctioned, else the amount asked; waiting: minutes a never-contacted lead has waited",
        }),
    ),
    dir: z.preprocess(
      blankToUndefined,
      z
        .enum(["asc", "desc"], { error: "Use asc or desc" })
        .default("desc")
        .openapi({ ...queryParam("dir"), description: "desc (the default) or asc" }),
    ),
    status: statusFilter,
    kind: z.preprocess(
      blankToUndefined,
      z
        .enum(leadKinds, { error: `Use one of ${leadKinds.join(", ")}` })
        .optional()
        .openapi(queryParam("kind")),
    ),
    service: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(100)
        .regex(/^[a-z0-9-]+$/, "Use a service's slug, such as home-loans")
        .optional()
        .openapi({ ...queryParam("service"), example: "home-loans" }),
    ),
    assignee: assigneeFilter,
    from: istDayParam("from", "First day the lead arrived (IST), YYYY-MM-DD"),
    to: istDayParam("to", "Last day the lead arrived (IST), YYYY-MM-DD, inclusive", { endOfDay: true }),
    source: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(200, "Use a source of at most 200 characters")
        .refine((value) => !hasControlCharacters(value), "Remove the invisible characters from the source")
        .transform((value) => value.trim().toLowerCase())
        .optional()
        .openapi({
          ...queryParam("source"),
          description: "utm_source if the visit had one, else the referrer's host without www., else direct",
          example: "google",
        }),
    ),
    repeats: z.preprocess(
      blankToUndefined,
      z
        .enum(["only", "hide"], { error: "Use only or hide" })
        .optional()
        .openapi({ ...queryParam("repeats"), description: "only: repeat enquiries only; hide: first enquiries only" }),
    ),
    overdue: z.preprocess(
      blankToUndefined,
      z
        .enum(["true", "false"], { error: "Use true or false" })
        .transform((value) => value === "true")
        .optional()
        .openapi({ ...queryParam("overdue"), description: "true: follow-up in the past and the lead still open" }),
    ),
    language: z.preprocess(
      blankToUndefined,
      z
        .enum(languages, { error: `Use one of ${languages.join(", ")}: the language the visitor wrote in` })
        .optional()
        .openapi({
          ...queryParam("language"),
          description:
            "The language of the page the visitor sent the form from: en (also leads from before languages were recorded), ml or hi",
          example: "ml",
        }),
    ),
    documents: z.preprocess(
      blankToUndefined,
      z
        .enum(["waiting", "received"], { error: "Use waiting or received" })
        .optional()
        .openapi({
          ...queryParam("documents"),
          description:
            "received: every required document of the checklist has arrived; waiting: a checklist with documents still to come",
        }),
    ),
    search: searchParam.openapi({
      ...queryParam("search"),
      description: "Name, reference (with or without the dash) or mobile number in any form",
    }),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    path: ["to"],
    message: "The last day must not be before the first day",
  });

export type LeadListQuery = z.output<typeof LeadListQuerySchema>;
/** The query as the export and the screens build it by hand (defaults optional). */
export type LeadListFilters = Omit<LeadListQuery, "page" | "pageSize" | "sort" | "dir">;

/** Who is looking: "mine" in the assignee filter means this user. */
export interface LeadViewer {
  userId: number;
}

// ---------------------------------------------------------------------------------------------
// What the list and the detail answer
// ---------------------------------------------------------------------------------------------

const StatusSchema = z.enum(leadStatuses).openapi("LeadStatus");

export const LeadAssigneeSchema = z.object({ id: z.number().int(), displayName: z.string() }).openapi("LeadAssignee");

export const LeadListItemSchema = z
  .object({
    id: z.number().int(),
    reference: z.string().openapi({ example: "HL-7Q2K9M" }),
    name: z.string(),
    mobile: z.string().openapi({ description: "As stored: +91 and 10 digits", example: "+919847012345" }),
    email: z.string().nullable(),
    kind: z.enum(leadKinds),
    serviceSlug: z.string().nullable(),
    serviceName: z.string().nullable(),
    /** The deal whose button the enquiry came from; null once that deal is deleted (the title stays). */
    dealId: z.number().int().nullable(),
    /** The deal's title when the enquiry was made (/deals), or null. */
    dealTitle: z.string().nullable(),
    loanAmount: z.number().nullable().openapi({ description: "Rupees: what the visitor asked for" }),
    /** Rupees, recorded when the lead moved to sanctioned (lead-pipeline.ts currentLeadAmount picks the one to show). */
    sanctionedAmount: z.number().nullable(),
    /** Rupees, recorded when the lead moved to disbursed. */
    disbursedAmount: z.number().nullable(),
    city: z.string().nullable(),
    status: StatusSchema,
    assignee: LeadAssigneeSchema.nullable(),
    source: z.string().openapi({ description: "utm_source, else the referrer's host, else direct", example: "google" }),
    utmSource: z.string().nullable(),
    utmMedium: z.string().nullable(),
    utmCampaign: z.string().nullable(),
    utmTerm: z.string().nullable(),
    utmContent: z.string().nullable(),
    referrer: z.string().nullable(),
    createdAt: z.string().openapi({ example: "2026-11-22T09:30:00.000Z" }),
    firstContactedAt: z.string().nullable(),
    followUpAt: z.string().nullable(),
    /** The language of the page the visitor wrote from: staff call back in it. */
    language: z.enum(languages),
    /** Where the borrower's documents stand: none asked, waiting, or all received. */
    documents: z.enum(leadDocumentStates),
    /** A repeat enquiry of the same person for the same service (duplicateOfId set). */
    isRepeat: z.boolean(),
    /** Minutes since it arrived for a lead nobody contacted yet; null once contacted. */
    waitingMinutes: z.number().int().nullable(),
    erased: z.boolean(),
  })
  .openapi("LeadListItem");
export type LeadListItem = z.infer<typeof LeadListItemSchema>;

export const LeadListSchema = z
  .object({ items: z.array(LeadListItemSchema), total: z.number().int() })
  .openapi("LeadList");
export type LeadList = z.infer<typeof LeadListSchema>;

export const LeadListOptionsSchema = z
  .object({
    /** Active staff whose role can work leads (lead:update): the assignee choices. */
    staff: z.array(LeadAssigneeSchema),
    /** The sources seen, most leads first (top 50). */
    sources: z.array(z.object({ source: z.string(), count: z.number().int() })),
    services: z.array(z.object({ slug: z.string(), name: z.string() })),
  })
  .openapi("LeadListOptions");
export type LeadListOptions = z.infer<typeof LeadListOptionsSchema>;

/**
 * One timeline entry. `type` is a lead_events type, or one of the derived entries: `created`
 * (the enquiry arrived), `alert_sent`, `alert_failed`, `alert_waiting` (the staff alert, from the
 * notification outbox; `data.attempts`). `id` is unique within one timeline.
 */
export const leadTimelineTypes = ["created", "alert_sent", "alert_failed", "alert_waiting", ...leadEventTypes] as const;
export type LeadTimelineType = (typeof leadTimelineTypes)[number];

export const LeadTimelineItemSchema = z
  .object({
    id: z.string().openapi({ example: "event:12" }),
    type: z.enum(leadTimelineTypes),
    at: z.string(),
    /** Who did it (display name at the time); null for the visitor or the system. */
    actorLabel: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
  })
  .openapi("LeadTimelineItem");
export type LeadTimelineItem = z.infer<typeof LeadTimelineItemSchema>;

export const LeadRepeatSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: StatusSchema,
    createdAt: z.string(),
    /** The first enquiry the others repeat. */
    isOriginal: z.boolean(),
  })
  .openapi("LeadRepeat");
export type LeadRepeat = z.infer<typeof LeadRepeatSchema>;

export const LeadDetailSchema = LeadListItemSchema.extend({
  pincode: z.string().nullable(),
  monthlyIncome: z.number().nullable(),
  employmentType: z.string().nullable(),
  message: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  duplicateOfId: z.number().int().nullable(),
  consent: z.object({
    noticeVersion: z.string(),
    language: z.string(),
    purpose: z.string(),
    consentedAt: z.string(),
  }),
  attribution: z.object({
    landingPage: z.string().nullable(),
    referrer: z.string().nullable(),
    utmSource: z.string().nullable(),
    utmMedium: z.string().nullable(),
    utmCampaign: z.string().nullable(),
    utmTerm: z.string().nullable(),
    utmContent: z.string().nullable(),
  }),
  statusChangedAt: z.string().nullable(),
  lenderName: z.string().nullable(),
  lenderApplicationId: z.string().nullable(),
  submittedOn: z.string().nullable().openapi({ description: "YYYY-MM-DD" }),
  sanctionedOn: z.string().nullable(),
  disbursedOn: z.string().nullable(),
  exitReason: z.string().nullable(),
  /** Present only for staff who may see commission (lead:commission). */
  commission: z.object({ expected: z.number().nullable(), received: z.number().nullable() }).optional(),
  erasedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int().openapi({ description: "Send it back with a PATCH; a stale one answers 409" }),
  /** The statuses the lead can move to now (lead-pipeline.ts allowedMoves). */
  allowedStatuses: z.array(StatusSchema),
  /** The original enquiry and every repeat linked to it (this lead excluded), newest first. */
  repeats: z.array(LeadRepeatSchema),
  /** Newest first. */
  timeline: z.array(LeadTimelineItemSchema),
  /** The WhatsApp template filled for this lead and the signed-in member of staff. */
  whatsappMessage: z.string(),
  /** https://wa.me/91XXXXXXXXXX?text=…; null when the data was erased. */
  whatsappUrl: z.string().nullable(),
  /** tel:+91XXXXXXXXXX; null when the data was erased. */
  telUrl: z.string().nullable(),
}).openapi("LeadDetail");
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export const leadWriteMessages = {
  version: "Reload the page: this lead was changed while you were looking at it",
  date: "Use a date such as 2026-11-22",
  amount: "Enter an amount in whole rupees",
  commission: "Enter the commission in whole rupees (0 or more)",
  followUpAt: "Choose a date and time for the follow-up",
  note: `Write a note of 1 to ${MAX_NOTE_LENGTH} characters`,
  nothing: "Change at least one of status, assignee, follow-up or commission",
} as const;

const singleLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, message))
    .refine((value) => !hasControlCharacters(value), "Remove the invisible characters (such as tabs)");

const nullableText = (max: number, message: string) =>
  z
    .union([singleLine(max, message), z.null()])
    .transform((value) => (value === "" ? null : value))
    .optional();

const dayValue = z
  .string({ error: leadWriteMessages.date })
  .refine((value) => istDayStart(value) !== null, leadWriteMessages.date);

const nullableDay = z.union([dayValue, z.null()]).optional();

const rupees = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(100_000_000_000, "That amount is too large");

/** What a move into a status records (lead-pipeline.ts StatusChangeDetails). */
export const StatusDetailsSchema = z
  .object({
    lenderName: nullableText(120, "Use at most 120 characters for the lender"),
    lenderApplicationId: nullableText(80, "Use at most 80 characters for the application id"),
    submittedOn: nullableDay.openapi({ description: "YYYY-MM-DD, IST" }),
    sanctionedAmount: z.union([rupees(leadWriteMessages.amount, 0), z.null()]).optional(),
    sanctionedOn: nullableDay,
    disbursedAmount: z.union([rupees(leadWriteMessages.amount, 0), z.null()]).optional(),
    disbursedOn: nullableDay,
    reason: z
      .union([
        z
          .string()
          .max(500, "Use at most 500 characters for the reason")
          .refine((value) => !hasControlCharacters(value, { multiline: true }), "Remove the invisible characters")
          .transform((value) => value.trim()),
        z.null(),
      ])
      .transform((value) => (value === "" ? null : value))
      .optional(),
  })
  .openapi("LeadStatusDetails");
export type StatusDetailsInput = z.input<typeof StatusDetailsSchema>;

export const LeadUpdateSchema = StatusDetailsSchema.extend({
  version: z
    .number({ error: leadWriteMessages.version })
    .int(leadWriteMessages.version)
    .positive(leadWriteMessages.version),
  status: z.enum(leadStatuses, { error: `Use one of ${leadStatuses.join(", ")}` }).optional(),
  /** null: unassign. */
  assigneeId: z.union([z.number().int().positive(), z.null()], { error: "Choose a member of staff" }).optional(),
  /** ISO time; null clears the follow-up. */
  followUpAt: z
    .union([z.iso.datetime({ offset: true, error: leadWriteMessages.followUpAt }), z.null()], {
      error: leadWriteMessages.followUpAt,
    })
    .optional(),
  commissionExpected: z.union([rupees(leadWriteMessages.commission, 0), z.null()]).optional(),
  commissionReceived: z.union([rupees(leadWriteMessages.commission, 0), z.null()]).optional(),
})
  .refine(
    (value) =>
      value.status !== undefined ||
      value.assigneeId !== undefined ||
      value.followUpAt !== undefined ||
      value.commissionExpected !== undefined ||
      value.commissionReceived !== undefined,
    { message: leadWriteMessages.nothing, path: ["status"] },
  )
  .openapi("LeadUpdate");
export type LeadUpdateInput = z.input<typeof LeadUpdateSchema>;
export type LeadUpdate = z.output<typeof LeadUpdateSchema>;

export const LeadNoteSchema = z
  .object({
    text: z
      .string({ error: leadWriteMessages.note })
      .transform((value) => value.trim())
      .pipe(z.string().min(1, leadWriteMessages.note).max(MAX_NOTE_LENGTH, leadWriteMessages.note))
      .refine(
        (value) => !hasControlCharacters(value, { multiline: true }),
        "Remove the invisible characters from the note (line breaks and tabs are fine)",
      ),
  })
  .openapi("LeadNote");
export type LeadNoteInput = z.input<typeof LeadNoteSchema>;

export const contactChannels = ["call", "whatsapp"] as const;
export type ContactChannel = (typeof contactChannels)[number];

export const LeadContactSchema = z
  .object({
    channel: z.enum(contactChannels, { error: "Use call or whatsapp" }),
    /** What came of it, in a few words ("no answer", "call back Monday"). */
    outcome: z
      .union([singleLine(200, "Describe the outcome in at most 200 characters"), z.null()])
      .transform((value) => (value === "" || value === null ? undefined : value))
      .optional(),
  })
  .openapi("LeadContact");
export type LeadContactInput = z.input<typeof LeadContactSchema>;

export const BULK_MAX_LEADS = 500;

export const LeadBulkSchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(2_147_483_647), { error: "Choose the leads to change" })
      .min(1, "Choose at least one lead")
      .max(BULK_MAX_LEADS, `Change at most ${BULK_MAX_LEADS} leads at a time`),
    action: z.enum(["assign", "status"], { error: "Use assign or status" }),
    /** With assign: the member of staff, or null to unassign. */
    assigneeId: z.union([z.number().int().positive(), z.null()], { error: "Choose a member of staff" }).optional(),
    /** With status: the status every lead moves to, and what that move records. */
    status: z.enum(leadStatuses, { error: `Use one of ${leadStatuses.join(", ")}` }).optional(),
    details: StatusDetailsSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === "assign" && value.assigneeId === undefined) {
      ctx.addIssue({ code: "custom", path: ["assigneeId"], message: "Choose who gets the leads" });
    }
    if (value.action === "status" && value.status === undefined) {
      ctx.addIssue({ code: "custom", path: ["status"], message: "Choose the new status" });
    }
  })
  .openapi("LeadBulk");
export type LeadBulkInput = z.input<typeof LeadBulkSchema>;

export const LeadBulkResultSchema = z
  .object({
    updated: z.array(z.number().int()),
    failed: z.array(z.object({ id: z.number().int(), reference: z.string().nullable(), message: z.string() })),
  })
  .openapi("LeadBulkResult");
export type LeadBulkResult = z.infer<typeof LeadBulkResultSchema>;

/** PATCH /api/admin/leads/settings: any part of the lead settings; checked in full when merged. */
export const LeadSettingsPatchSchema = z
  .object({
    assignment: LeadSettingsSchema.shape.assignment.optional(),
    whatsappTemplates: WhatsappTemplatesEditSchema.optional(),
    /** The single template of before (issue 27): refused with a message that says what replaced it. */
    whatsappTemplate: z
      .unknown()
      .refine((value) => value === undefined, {
        message:
          "The WhatsApp message is now one per language: send whatsappTemplates with the en, ml and hi messages.",
      })
      .optional()
      .openapi({ deprecated: true, description: "Replaced by whatsappTemplates: sending it is refused." }),
    workingHours: LeadSettingsSchema.shape.workingHours.optional(),
    retentionMonths: LeadSettingsSchema.shape.retentionMonths.optional(),
    leadAlertRecipients: LeadAlertRecipientsEditSchema.optional(),
    documentLinkDays: documentLinkDaysField.optional(),
    documentRetentionDays: documentRetentionDaysField.optional(),
  })
  .openapi("LeadSettingsPatch");

// A fresh object: LeadSettingsSchema is plain zod (isomorphic) and may be built before @hono/zod-openapi adds .openapi.
export const LeadSettingsResponseSchema = z.object(LeadSettingsSchema.shape).openapi("LeadSettings");
