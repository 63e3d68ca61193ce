// The answers of the DPDP rights operations (GET /api/admin/leads/person and the erasures),
// declared once: the routes answer with these schemas, lead-privacy.server.ts uses their types.
import { z } from "@hono/zod-openapi";
import type { LeadPersonalField } from "../vocabulary/leads";

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

/** Every stored field of one lead of the person, its consent record and its timeline. */
const PersonLeadSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    kind: z.string(),
    serviceSlug: nullableString,
    name: z.string(),
    mobile: z.string().openapi({ description: "+91XXXXXXXXXX; empty once erased" }),
    email: nullableString,
    city: nullableString,
    pincode: nullableString,
    loanAmount: nullableNumber,
    monthlyIncome: nullableNumber,
    employmentType: nullableString,
    message: nullableString,
    details: z.record(z.string(), z.unknown()),
    landingPage: nullableString,
    referrer: nullableString,
    utmSource: nullableString,
    utmMedium: nullableString,
    utmCampaign: nullableString,
    utmTerm: nullableString,
    utmContent: nullableString,
    consent: z.object({
      noticeVersion: z.string(),
      language: z.string(),
      purpose: z.string(),
      consentedAt: z.string(),
    }),
    status: z.string(),
    duplicateOfId: z.number().int().nullable(),
    assignedToId: z.number().int().nullable(),
    followUpAt: nullableString,
    firstContactedAt: nullableString,
    statusChangedAt: nullableString,
    lenderName: nullableString,
    lenderApplicationId: nullableString,
    submittedOn: nullableString,
    sanctionedAmount: nullableNumber,
    sanctionedOn: nullableString,
    disbursedAmount: nullableNumber,
    disbursedOn: nullableString,
    exitReason: nullableString,
    commission: z
      .object({ expected: nullableNumber, received: nullableNumber })
      .optional()
      .openapi({ description: "Owner and admin only" }),
    erasedAt: nullableString,
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The timeline kept for this lead, oldest first (what was done with the data, and when). */
    events: z.array(
      z.object({
        type: z.string(),
        at: z.string(),
        actorLabel: nullableString,
        data: z.record(z.string(), z.unknown()),
      }),
    ),
  })
  .openapi("PersonLead");
export type PersonLead = z.output<typeof PersonLeadSchema>;
// The answer carries every personal field of a lead (the one list: server/vocabulary/leads.ts): a
// field added to the list and not here does not compile.
void (PersonLeadSchema.shape satisfies Record<LeadPersonalField, z.ZodType>);

export const PersonLeadsSchema = z
  .object({ items: z.array(PersonLeadSchema), total: z.number().int() })
  .openapi("PersonLeads");
export type PersonLeads = z.output<typeof PersonLeadsSchema>;

export const EraseResultSchema = z
  .object({
    erased: z.number().int().openapi({ description: "Leads erased now (0: already erased, nothing changed)" }),
    references: z.array(z.string()),
  })
  .openapi("LeadEraseResult");
export type EraseResult = z.output<typeof EraseResultSchema>;
