// The RBI / DSA disclosures (issue 11 item 4): the lenders the business sources loans for, its
// grievance officer, the escalation path to the lender and the RBI Ombudsman, and what it does and
// does not charge for. Shown on every loan page, in short in the lead dialog and in full on
// /disclaimer; edited at /admin/disclosures (PATCH /api/admin/disclosures).
// Isomorphic (plain zod): the admin screen checks with the same schema before it sends.
import { z } from "zod";
import { isMediaPath } from "../media/media-paths";
import { lenderEntityTypes, MAX_LENDERS, type DisclosureTextField } from "./disclosure-words";
import { normalizeIndianPhone } from "./site-settings-edit";

// The words and constants that pages need without zod live in disclosure-words.ts (ADR 0043).
export {
  disclosureTextFields,
  lenderEntityTypes,
  MAX_LENDERS,
  RBI_CMS_URL,
  type DisclosureTextField,
  type LenderEntityType,
} from "./disclosure-words";

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(min, `Enter the ${what}`)
    .max(max, `Keep the ${what} under ${max} characters`);

/** Blank text means "no logo". */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const logoUrl = z.preprocess(
  blankToNull,
  z
    .string({ error: "Enter the logo's address as text, e.g. https://yourbusiness.in/media/lender.png" })
    .trim()
    .max(500, "Keep the logo address under 500 characters")
    .superRefine((value, ctx) => {
      // A file of the media library (the picker's value) is fine as it is.
      if (isMediaPath(value)) return;
      let url: URL | null;
      try {
        url = new URL(value);
      } catch {
        url = null;
      }
      if (!url || url.protocol !== "https:" || !url.hostname.includes(".") || url.username || url.password)
        ctx.addIssue({
          code: "custom",
          message:
            "Choose the logo from the media library, or use a secure image address starting with https://, e.g. https://yourbusiness.in/media/lender.png",
        });
    })
    .nullable(),
);

export const LenderSchema = z
  .object({
    name: text("lender's name, e.g. Demo Bank of Kerala", 2, 120),
    entityType: z.enum(lenderEntityTypes, {
      error: `Choose the kind of lender: ${lenderEntityTypes.join(", ")}`,
    }),
    logoUrl: logoUrl.optional().default(null),
  })
  .strict();

export const GrievanceOfficerSchema = z
  .object({
    name: text("grievance officer's name", 2, 120),
    email: z
      .string({ error: "Enter the grievance officer's e-mail address, e.g. grievance@yourbusiness.in" })
      .trim()
      .pipe(
        z
          .email("Enter the grievance officer's e-mail address, e.g. grievance@yourbusiness.in")
          .max(200, "Keep the e-mail address under 200 characters"),
      ),
    phone: z
      .string({ error: "Enter the grievance officer's phone number, e.g. 0484 200 0000" })
      .transform((value, ctx) => {
        const phone = normalizeIndianPhone(value);
        if (phone) return phone;
        ctx.addIssue({
          code: "custom",
          message: "Enter an Indian phone number with its area code, e.g. 0484 200 0000 or 98470 12345",
        });
        return z.NEVER;
      }),
    hours: text("hours the officer can be reached, e.g. Monday to Friday, 10 am to 5 pm", 2, 120),
  })
  .strict();

/** The stored document (and the whole of what GET returns). */
export const DisclosuresSchema = z
  .object({
    lenders: z
      .array(LenderSchema, { error: "Give the lenders as a list" })
      .max(MAX_LENDERS, `List up to ${MAX_LENDERS} lenders`),
    /** null until staff name one: the public pages then point to the contact details. */
    grievanceOfficer: GrievanceOfficerSchema.nullable(),
    escalation: text("escalation path (lender's grievance cell, then the RBI Ombudsman)", 20, 2000),
    charges: text("statement of what you charge and do not charge for", 20, 2000),
  })
  .strict();

export type Disclosures = z.output<typeof DisclosuresSchema>;
export type DisclosuresInput = z.input<typeof DisclosuresSchema>;
export type Lender = Disclosures["lenders"][number];

/** The disclosures as a page in one language shows them, with the texts that fell back to English. */
export type VisitorDisclosures = Disclosures & { englishFields: DisclosureTextField[] };

/** A change: any of the four parts, each whole (the lender list is replaced, in its new order). */
export const DisclosuresEditSchema = DisclosuresSchema.partial().strict();

export const defaultEscalation =
  "If your complaint is about a loan, first write to the lender's grievance redressal cell (its details are on the lender's website and in your sanction letter). If the lender does not reply within 30 days, or you are not satisfied with its reply, you can complain to the RBI under the Integrated Ombudsman Scheme, 2021, at https://cms.rbi.org.in.";

export const defaultCharges =
  "Our service is free for borrowers: we do not charge you for advice, for collecting documents or for applying. The lender pays us a commission when it disburses a loan. Processing fees and other charges are the lender's, paid only to the lender and shown in its Key Fact Statement.";

/** What the site shows until staff save their own (no lenders, no named officer). */
export const defaultDisclosures: Disclosures = {
  lenders: [],
  grievanceOfficer: null,
  escalation: defaultEscalation,
  charges: defaultCharges,
};
