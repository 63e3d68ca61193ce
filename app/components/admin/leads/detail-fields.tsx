import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import {
  employmentTypeLabels,
  leadKindLabels,
  partnerTypeLabels,
  type EmploymentType,
  type PartnerType,
} from "~server/vocabulary/leads";
import type { LeadDetail } from "~server/leads/lead-workbench.schema";
import { isLanguage, languageEnglishNames } from "~server/vocabulary/languages";
import { formatAmount, formatDay, formatWhen } from "./detail-format";
import { LeadStatusBadge } from "./lead-status-badge";

/** A value, or a quiet dash when there is none (so an empty row still reads as "not given"). */
export type FieldValue = ReactNode | null | undefined;

/**
 * The language the visitor used the site in (the consent notice's), named in English for staff:
 * "Malayalam". A code from before the site had languages, or another client's, shows as it is.
 */
function languageName(code: string): string {
  return isLanguage(code) ? languageEnglishNames[code] : code;
}

/** `+919847012345` or `9847012345` → `+91 98470 12345`, the way people in India write a mobile number. */
export function formatMobile(mobile: string): string {
  const digits = /^(?:\+91)?(\d{10})$/.exec(mobile)?.[1];
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : mobile;
}

/** A titled card of label/value rows; visitor-supplied values are children, so React prints them as text. */
export function DetailSection({
  title,
  description,
  rows,
  children,
}: {
  title: string;
  description?: ReactNode;
  rows?: [label: string, value: FieldValue][];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      {rows && rows.length > 0 && (
        <dl className="mt-3 divide-y divide-slate-100">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-900">
                {value === null || value === undefined || value === "" ? (
                  <span className="text-slate-600">—</span>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}

function kindSpecificRows(lead: LeadDetail): [string, FieldValue][] {
  const details = lead.details ?? {};
  const rows: [string, FieldValue][] = [];
  if (lead.kind === "contact_message")
    rows.push(["Subject", typeof details.subject === "string" ? details.subject : null]);
  if (lead.kind === "partner_application") {
    const type = details.partnerType;
    rows.push(["Partner type", typeof type === "string" ? (partnerTypeLabels[type as PartnerType] ?? type) : null]);
    const years = details.experienceYears;
    rows.push(["Experience", typeof years === "number" ? `${years} ${years === 1 ? "year" : "years"}` : null]);
  }
  if (lead.kind === "vyapar_enquiry")
    rows.push(["Business name", typeof details.businessName === "string" ? details.businessName : null]);
  return rows;
}

/** Every field of the lead, the consent record, attribution, repeats, the lender's answer and commission. */
export function DetailFields({ lead }: { lead: LeadDetail }) {
  const employment = lead.employmentType
    ? (employmentTypeLabels[lead.employmentType as EmploymentType] ?? lead.employmentType)
    : null;
  const a = lead.attribution;
  const lenderSet =
    lead.lenderName ||
    lead.lenderApplicationId ||
    lead.submittedOn ||
    lead.sanctionedAmount !== null ||
    lead.disbursedAmount !== null ||
    lead.exitReason;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <DetailSection
        title="Enquiry"
        description={lead.erasedAt ? `Personal data erased on ${formatWhen(lead.erasedAt)}.` : undefined}
        rows={[
          ["Kind", leadKindLabels[lead.kind] ?? lead.kind],
          ["Service", lead.serviceName ?? lead.serviceSlug],
          ["Name", lead.name],
          // The language to call them in: the one they read the site and the notice in.
          ["Language", languageName(lead.consent.language)],
          ["Mobile", lead.erased ? null : formatMobile(lead.mobile)],
          ["E-mail", lead.email],
          ["Loan amount", formatAmount(lead.loanAmount)],
          ["Monthly income", formatAmount(lead.monthlyIncome)],
          ["Employment", employment],
          ["City", lead.city],
          ["PIN code", lead.pincode],
          ...kindSpecificRows(lead),
          ["Message", lead.message],
        ]}
      />

      {lenderSet && (
        <DetailSection
          title={lead.lenderName ? "With the lender" : "Outcome"}
          // Only what was recorded: the stages still ahead would be a column of dashes.
          rows={(
            [
              ["Lender", lead.lenderName],
              ["Application id", lead.lenderApplicationId],
              ["Submitted on", formatDay(lead.submittedOn)],
              ["Sanctioned", formatAmount(lead.sanctionedAmount)],
              ["Sanctioned on", formatDay(lead.sanctionedOn)],
              ["Disbursed", formatAmount(lead.disbursedAmount)],
              ["Disbursed on", formatDay(lead.disbursedOn)],
              ["Reason for leaving the pipeline", lead.exitReason],
            ] as [string, FieldValue][]
          ).filter(([, value]) => value !== null && value !== undefined && value !== "")}
        />
      )}

      {lead.commission && (
        <DetailSection
          title="Commission"
          description="Seen by owners and admins only."
          rows={[
            ["Expected", formatAmount(lead.commission.expected)],
            ["Received", formatAmount(lead.commission.received)],
          ]}
        />
      )}

      <DetailSection
        title="Consent (DPDP)"
        description="What the visitor agreed to when sending the form."
        rows={[
          ["Notice version", lead.consent.noticeVersion],
          ["Notice language", languageName(lead.consent.language)],
          ["Purpose", lead.consent.purpose],
          ["Consented at", formatWhen(lead.consent.consentedAt)],
        ]}
      />

      <DetailSection
        title="Where they came from"
        rows={[
          ["Landing page", a.landingPage],
          ["Referrer", a.referrer],
          ["Source", lead.source],
          ["UTM source", a.utmSource],
          ["UTM medium", a.utmMedium],
          ["UTM campaign", a.utmCampaign],
          ["UTM term", a.utmTerm],
          ["UTM content", a.utmContent],
        ]}
      />

      {lead.repeats.length > 0 && (
        <DetailSection
          title="Linked enquiries"
          description="The same mobile asked about the same service within a day: stored and linked, not lost."
        >
          <ul className="mt-3 divide-y divide-slate-100">
            {lead.repeats.map((repeat) => (
              <li key={repeat.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
                <Link to={`/admin/leads/${repeat.id}`} className="font-semibold text-brand-700 underline">
                  {repeat.reference}
                </Link>
                <span className="text-slate-700">{repeat.isOriginal ? "First enquiry" : "Repeat"}</span>
                <span className="text-slate-700">{formatWhen(repeat.createdAt)}</span>
                <LeadStatusBadge status={repeat.status} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </div>
  );
}
