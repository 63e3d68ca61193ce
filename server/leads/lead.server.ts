import { randomInt } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { ValidationError } from "../domain-errors";
import { leads } from "../db/schema";
import type { LoanServiceService } from "../loan-services/loan-service.server";
import type { LeadAlertPayload } from "../notifications/lead-alert";
import { enqueueLeadAlert } from "../notifications/outbox.server";
import { validateLoanEnquiryForService } from "./enquiry-requirements";
import type { CreatedLead, LeadData } from "./lead.schema";

const REFERENCE_PREFIX: Record<LeadData["kind"], string> = {
  loan_enquiry: "LN",
  contact_message: "CT",
  partner_application: "BP",
};
/** No 0/O, 1/I/L or U: easy to read out on a phone call. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

export function generateReference(kind: LeadData["kind"]): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX[kind]}-${code}`;
}

const CONSENT_PURPOSE: Record<LeadData["kind"], string> = {
  loan_enquiry:
    "Contact me about this loan enquiry, check my eligibility and share my details with lenders I choose to apply with",
  contact_message: "Reply to my message",
  partner_application: "Assess my application to become a business partner and contact me about it",
};

export interface LeadServiceDeps {
  db: Database;
  loanServices: LoanServiceService;
  /** Whether staff alerts are configured (SMTP_URL and LEAD_NOTIFY_EMAIL). */
  alertsEnabled: boolean;
  /** Called after a new lead's transaction committed (wakes the outbox worker). */
  onLeadCommitted?: () => void;
}

const REPEAT_WINDOW_HOURS = 24;

function detailsOf(data: LeadData): Record<string, unknown> {
  switch (data.kind) {
    case "contact_message":
      return data.subject ? { subject: data.subject } : {};
    case "partner_application":
      return {
        partnerType: data.partnerType,
        ...(data.experienceYears !== undefined ? { experienceYears: data.experienceYears } : {}),
      };
    default:
      return {};
  }
}

/** The hidden `website` field is for bots only: people never see or fill it. */
function isBotSubmission(data: LeadData): boolean {
  return data.website !== undefined && data.website.trim() !== "";
}

export function createLeadService({ db, loanServices, alertsEnabled, onLeadCommitted }: LeadServiceDeps) {
  return {
    /**
     * Stores a lead. The lead (and its staff alert, in the outbox) is committed before this
     * resolves, so a success answer always means the lead is in the database, with one exception:
     * a filled honeypot (`website`, which people neither see nor reach) gets an answer that looks
     * like a stored lead's, after the same checks, but nothing is stored and no alert is sent, so
     * a bot learns nothing about the trap (ADR 0007).
     */
    async create(data: LeadData): Promise<CreatedLead> {
      let serviceName: string | null = null;
      const serviceSlug = data.kind === "loan_enquiry" ? data.serviceSlug : null;
      if (data.kind === "loan_enquiry") {
        const service = await loanServices.getActiveBySlug(data.serviceSlug);
        if (!service) throw new ValidationError({ serviceSlug: "Choose one of our loan services" });
        const missing = validateLoanEnquiryForService(data, service.enquiryFields);
        if (Object.keys(missing).length > 0) throw new ValidationError(missing);
        serviceName = service.name;
      }
      if (isBotSubmission(data)) return { reference: generateReference(data.kind), kind: data.kind };

      for (let attempt = 0; ; attempt++) {
        try {
          const { created, isRepeat } = await insertLead(data, serviceSlug, serviceName);
          if (!isRepeat) onLeadCommitted?.();
          return created;
        } catch (error) {
          // A reference collision (1 in ~7×10^8) aborts the transaction: try a new reference.
          if (attempt < 3 && isUniqueViolation(error, "leads_reference_unique")) continue;
          throw error;
        }
      }
    },
  };

  async function insertLead(data: LeadData, serviceSlug: string | null, serviceName: string | null) {
    return db.transaction(async (tx) => {
      // Serialise submissions of one mobile for one service, so concurrent repeats link to one first lead.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`lead:${data.kind}:${data.mobile}:${serviceSlug ?? ""}`}))`,
      );
      const [original] = await tx
        .select({ id: leads.id, reference: leads.reference })
        .from(leads)
        .where(
          and(
            eq(leads.mobile, data.mobile),
            eq(leads.kind, data.kind),
            serviceSlug === null ? isNull(leads.serviceSlug) : eq(leads.serviceSlug, serviceSlug),
            isNull(leads.duplicateOfId),
            gt(leads.createdAt, sql`now() - make_interval(hours => ${REPEAT_WINDOW_HOURS})`),
          ),
        )
        .orderBy(asc(leads.id))
        .limit(1);

      const reference = generateReference(data.kind);
      const now = new Date();
      const row = {
        reference,
        kind: data.kind,
        serviceSlug,
        name: data.name,
        mobile: data.mobile,
        email: data.email ?? null,
        city: "city" in data ? (data.city ?? null) : null,
        pincode: "pincode" in data ? (data.pincode ?? null) : null,
        loanAmount: data.kind === "loan_enquiry" ? (data.loanAmount ?? null) : null,
        monthlyIncome: data.kind === "loan_enquiry" ? (data.monthlyIncome ?? null) : null,
        employmentType: data.kind === "loan_enquiry" ? (data.employmentType ?? null) : null,
        message: data.message ?? null,
        details: detailsOf(data),
        landingPage: data.landingPage ?? null,
        referrer: data.referrer ?? null,
        utmSource: data.utm?.source ?? null,
        utmMedium: data.utm?.medium ?? null,
        utmCampaign: data.utm?.campaign ?? null,
        utmTerm: data.utm?.term ?? null,
        utmContent: data.utm?.content ?? null,
        consentNoticeVersion: data.consent.noticeVersion,
        consentLanguage: data.consent.language,
        consentPurpose: CONSENT_PURPOSE[data.kind],
        consentedAt: now,
        duplicateOfId: original?.id ?? null,
      };
      const [inserted] = await tx.insert(leads).values(row).returning({ id: leads.id, createdAt: leads.createdAt });

      if (!original && alertsEnabled) {
        const payload: LeadAlertPayload = {
          reference,
          kind: data.kind,
          serviceSlug,
          serviceName,
          name: row.name,
          mobile: row.mobile,
          email: row.email,
          city: row.city,
          pincode: row.pincode,
          loanAmount: row.loanAmount,
          monthlyIncome: row.monthlyIncome,
          employmentType: row.employmentType,
          message: row.message,
          details: row.details,
          landingPage: row.landingPage,
          referrer: row.referrer,
          utm: data.utm ?? {},
          createdAt: inserted!.createdAt.toISOString(),
        };
        await enqueueLeadAlert(tx as unknown as Database, inserted!.id, payload);
      }
      // The answer is the same for a repeat as for a first enquiry: its own reference, nothing of
      // the first one (whoever knows a mobile number must not learn that it enquired). The link
      // to the first lead stays here, in duplicate_of_id.
      const created: CreatedLead = { reference, kind: data.kind };
      return { created, isRepeat: original !== undefined };
    });
  }
}

export type LeadService = ReturnType<typeof createLeadService>;
