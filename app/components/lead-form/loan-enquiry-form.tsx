import { zodResolver } from "@hookform/resolvers/zod";
import { SubmitRow } from "~/components/forms/form-footer";
import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch, type Control, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { requiredFieldsForService, type ServiceFieldRequirements } from "~server/leads/enquiry-requirements";
import { EnquiryFieldsSchema, type EnquiryFields } from "~server/vocabulary/loan-services";
import {
  enquiryDetailFields,
  EnquirySummarySchema,
  hasAnyDetail,
  type CreatedLead,
  type EnquiryDetails,
  type EnquirySummary,
  type LeadSchemas,
} from "~server/leads/lead.schema";
import { useApiFormErrors } from "~/components/forms/use-api-form-errors";
import { apiRequest } from "~/lib/api-client";
import { employmentTypes, type EmploymentType } from "~server/vocabulary/leads";
import { formatINR } from "~server/formats/rupees";
import { normalizeIndianMobile, parseIndianAmount } from "~server/leads/lead-rules";
import { DsaDisclosureNote } from "~/components/disclosures/dsa-disclosure";
import { FieldWordsInPageLanguage, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import type { FormContact } from "~/components/forms/form-contact";
import { usePersonInputs } from "~/components/forms/person-fields";
import { SubmissionSuccess } from "~/components/forms/submission-success";
import { formatIndianPhone } from "~/components/layout/navigation";
import { useI18n, type I18n } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import { LeadFormLayout } from "./lead-form-layout";
import {
  formFields,
  LEADS_ENDPOINT,
  publicFailureMessages,
  useLeadForm,
  useSubmitOnce,
  type FieldProps,
  type LeadForm,
} from "./use-lead-form";
import { useLeadSchemas } from "./use-lead-schemas";

/** Step one: what the form holds (strings as typed) and what the shared schema makes of it. */
export type LoanEnquiryFormValues = z.input<LeadSchemas["LoanEnquiryStepOneSchema"]>;
export type LoanEnquiryFormData = z.output<LeadSchemas["LoanEnquiryStepOneSchema"]>;
/** Step two: the enquiry's other details, as typed and as parsed. */
export type EnquiryDetailsFormValues = z.input<LeadSchemas["EnquiryDetailsSchema"]>;

export interface LeadFormService {
  slug: string;
  name: string;
  /** What the service's form asks for (the loan service's own data). Keep the object stable between renders. */
  enquiryFields: EnquiryFields;
  /** The documents the service's page lists: the success panel asks the visitor to keep these ready. */
  documents: readonly string[];
}

/** Each employment type as the form names it (the staff screens use employmentTypeLabels, in English). */
const employmentTypeMessages: Record<EmploymentType, MessageKey> = {
  salaried: "leadForm.employmentSalaried",
  self_employed_business: "leadForm.employmentSelfEmployedBusiness",
  self_employed_professional: "leadForm.employmentSelfEmployedProfessional",
  business_owner: "leadForm.employmentBusinessOwner",
  retired: "leadForm.employmentRetired",
  student: "leadForm.employmentStudent",
  homemaker: "leadForm.employmentHomemaker",
  other: "leadForm.employmentOther",
};

/** The label of a service's amount field when staff left it as it comes (EnquiryFieldsSchema's default). */
const DEFAULT_AMOUNT_LABEL = EnquiryFieldsSchema.parse({}).amountLabel;

/**
 * The amount field's label: a service's own wording where staff gave one (as the page's loader
 * hands it over), the default in the page's language otherwise.
 */
function amountLabelOf(fields: EnquiryFields, t: I18n["t"]): string {
  return fields.amountLabel === DEFAULT_AMOUNT_LABEL ? t("leadForm.loanAmount") : fields.amountLabel;
}

/** Step one's fields in the order they appear, for focus and server messages. */
const stepOneFieldNames: FieldPath<LoanEnquiryFormValues>[] = ["name", "mobile"];

/** The service's own details, in the order step two shows them; e-mail and message follow. */
const serviceDetailFields = ["city", "pincode", "loanAmount", "monthlyIncome", "employmentType"] as const;

/** Step two's fields in the order they appear: the service's own, then e-mail and message. */
function detailFieldNames(required: ServiceFieldRequirements): FieldPath<EnquiryDetailsFormValues>[] {
  return [...serviceDetailFields.filter((name) => required[name]), "email", "message"];
}

export interface EnquiryDetailsController {
  form: ReturnType<typeof useForm<EnquiryDetailsFormValues, unknown, EnquiryDetails>>;
  /** A field's props: its registration and its message. */
  field: (name: FieldPath<EnquiryDetailsFormValues>) => FieldProps;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  status: "idle" | "submitting" | "saved";
  /** The details as stored after the last save. */
  saved: EnquirySummary | null;
  formError: string | null;
}

export interface LoanEnquiryController {
  /** Step one: name, mobile and consent, which make the stored lead. */
  lead: LeadForm<LoanEnquiryFormValues, LoanEnquiryFormData>;
  /** The optional second step, once the lead is stored. */
  details: EnquiryDetailsController;
  required: ServiceFieldRequirements;
  service: LeadFormService;
}

/**
 * The optional second step: the service's other details, sent with the first step's token to
 * PATCH /api/leads/{reference}. Each field has the same schema (and messages) as in the
 * one-step form; every one is optional, and the visitor may save again to correct a typo.
 */
function useEnquiryDetailsForm(
  created: CreatedLead | null,
  required: ServiceFieldRequirements,
  schemas: LeadSchemas,
): EnquiryDetailsController {
  const i18n = useI18n();
  const { t, language } = i18n;
  const fieldNames = useMemo(() => detailFieldNames(required), [required]);
  const resolver = useMemo(() => zodResolver(schemas.EnquiryDetailsSchema), [schemas]);
  const form = useForm<EnquiryDetailsFormValues, unknown, EnquiryDetails>({
    // react-hook-form's default modes, as in step one: check on submit, then on every change.
    resolver,
    // Every detail starts empty.
    defaultValues: Object.fromEntries(enquiryDetailFields.map((name) => [name, ""])),
  });
  const [status, setStatus] = useState<EnquiryDetailsController["status"]>("idle");
  const [saved, setSaved] = useState<EnquirySummary | null>(null);
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const errors = useApiFormErrors({
    form,
    fieldNames,
    // Step two fails harmlessly: whatever the cause, the enquiry is already stored.
    messages: publicFailureMessages(i18n, {
      failed: t("leadForm.detailsFailed"),
      tooMany: t("leadForm.detailsFailed"),
    }),
  });
  const onSubmit = useSubmitOnce(
    form,
    () => {
      errors.clear();
      setEmptyError(null);
    },
    async (parsed) => {
      // The step is shown only with the token, which the first step's answer carries.
      if (!created?.enrichmentToken) return;
      if (!hasAnyDetail(parsed)) {
        setEmptyError(schemas.messages.noDetails);
        return;
      }
      setStatus("submitting");
      try {
        // Send what the visitor typed (blanks included: the server ignores them), and the form's
        // language, in which the server answers.
        const answer = await apiRequest<EnquirySummary>(`${LEADS_ENDPOINT}/${encodeURIComponent(created.reference)}`, {
          method: "PATCH",
          body: { ...form.getValues(), enrichmentToken: created.enrichmentToken, language },
        });
        const summary = EnquirySummarySchema.safeParse(answer);
        if (!summary.success) throw new Error("Unexpected answer from PATCH /api/leads/{reference}");
        setSaved(summary.data);
        setStatus("saved");
      } catch (error) {
        setStatus(saved ? "saved" : "idle");
        errors.show(error);
      }
    },
  );

  return { ...formFields(form), onSubmit, status, saved, formError: emptyError ?? errors.formError };
}

/**
 * The state of one loan enquiry form, both steps: what was typed, the errors and the
 * submissions. Kept apart from the view so a dialog can hold it while its content unmounts
 * (closing and reopening the dialog keeps what the visitor typed, and the stored lead).
 */
export function useLoanEnquiryForm(service: LeadFormService, dealId?: number): LoanEnquiryController {
  const { enquiryFields } = service;
  const required = useMemo(() => requiredFieldsForService(enquiryFields), [enquiryFields]);
  const schemas = useLeadSchemas();

  const lead = useLeadForm<LoanEnquiryFormValues, LoanEnquiryFormData>({
    kind: "loan_enquiry",
    schema: schemas.LoanEnquiryStepOneSchema,
    fieldNames: stepOneFieldNames,
    serviceSlug: service.slug,
    dealId,
  });
  const details = useEnquiryDetailsForm(lead.created, required, schemas);

  return { lead, details, required, service };
}

/** Rupees as typed, read back in figures and words ("₹25,00,000 · 25 lakh", "₹25,00,000 · 25 ലക്ഷം") while typing. */
function AmountHint({
  control,
  name,
  example,
}: {
  control: Control<EnquiryDetailsFormValues, unknown, EnquiryDetails>;
  name: "loanAmount" | "monthlyIncome";
  example: string;
}) {
  const { amountInWords } = useI18n();
  const value = useWatch({ control, name });
  const rupees = typeof value === "string" ? parseIndianAmount(value) : null;
  if (rupees === null || rupees <= 0) return <>{example}</>;
  const words = amountInWords(rupees);
  const figures = formatINR(rupees);
  return (
    <span className="font-medium text-slate-800">
      {figures}
      {rupees >= 10_000 && words ? ` · ${words}` : ""}
    </span>
  );
}

export interface LoanEnquiryFormViewProps {
  controller: LoanEnquiryController;
  contact: FormContact;
  /** Extra buttons for the success view (e.g. the dialog's Close). */
  successActions?: ReactNode;
}

/** Step one of the loan enquiry, or, once the lead is stored, its reference and the optional step two. */
export function LoanEnquiryFormView({ controller, contact, successActions }: LoanEnquiryFormViewProps) {
  const { lead, service } = controller;
  const { t } = useI18n();
  const { fullNameInput, mobileInput } = usePersonInputs();

  if (lead.status === "success" && lead.created) {
    return (
      <LoanEnquirySuccess
        reference={lead.created.reference}
        mobile={lead.form.getValues("mobile")}
        service={service}
        contact={contact}
        actions={successActions}
        stepTwo={lead.created.enrichmentToken ? <EnquiryDetailsStep controller={controller} /> : undefined}
      />
    );
  }

  return (
    <LeadFormLayout
      lead={lead}
      label={t("leadForm.applyFor", { service: service.name })}
      contact={contact}
      afterConsent={<DsaDisclosureNote className="text-xs leading-5 text-slate-600 sm:col-span-2" />}
      whatsappMessage={t("leadForm.whatsappApply", { service: service.name })}
      submit={{ label: t("leadForm.send"), note: t("leadForm.noFees"), className: "mt-5" }}
    >
      <TextField {...fullNameInput} {...lead.field("name")} />
      <TextField {...mobileInput} hint={t("leadForm.mobileHint")} {...lead.field("mobile")} />
    </LeadFormLayout>
  );
}

/** Step two: the service's other details, optional, for a lead that is already stored. */
function EnquiryDetailsStep({ controller }: { controller: LoanEnquiryController }) {
  const { details, required, service } = controller;
  const { t, rich } = useI18n();
  const { emailInput } = usePersonInputs();
  const { field } = details;
  const { control } = details.form;
  const submitting = details.status === "submitting";
  // Two columns from sm up: an odd number of half-width fields lets the last one take the full row.
  const halfWidth = serviceDetailFields.filter((name) => name !== "employmentType" && required[name]);
  const spanIfLast = (name: string) =>
    halfWidth.length % 2 === 1 && halfWidth.at(-1) === name ? "sm:col-span-2" : undefined;

  return (
    <section aria-labelledby="enquiry-details-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h4 id="enquiry-details-heading" className="font-semibold text-slate-900">
        {rich("leadForm.detailsHeading", {
          muted: (chunks) => <span className="font-normal text-slate-600">{chunks}</span>,
        })}
      </h4>
      <p className="mt-1 text-sm leading-6 text-slate-700">{t("leadForm.detailsIntro")}</p>
      <form noValidate onSubmit={details.onSubmit} className="mt-4" aria-label={t("leadForm.detailsForm")}>
        <FieldWordsInPageLanguage>
          <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
            {required.city && (
              <TextField
                className={spanIfLast("city")}
                label={t("forms.city")}
                autoComplete="address-level2"
                autoCapitalize="words"
                maxLength={80}
                {...field("city")}
              />
            )}
            {required.pincode && (
              <TextField
                className={spanIfLast("pincode")}
                label={t("forms.pincode")}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="682016"
                maxLength={7}
                {...field("pincode")}
              />
            )}
            {required.loanAmount && (
              <TextField
                className={spanIfLast("loanAmount")}
                label={amountLabelOf(service.enquiryFields, t)}
                // Not inputMode="numeric": people also type "25 lakh", "25 ലക്ഷം" or "1.5 करोड़".
                autoComplete="off"
                placeholder={t("leadForm.amountPlaceholder")}
                maxLength={40}
                hint={<AmountHint control={control} name="loanAmount" example={t("leadForm.amountExample")} />}
                {...field("loanAmount")}
              />
            )}
            {required.monthlyIncome && (
              <TextField
                className={spanIfLast("monthlyIncome")}
                label={t("leadForm.monthlyIncome")}
                autoComplete="off"
                placeholder={t("leadForm.incomePlaceholder")}
                maxLength={40}
                hint={<AmountHint control={control} name="monthlyIncome" example={t("leadForm.incomeExample")} />}
                {...field("monthlyIncome")}
              />
            )}
            {required.employmentType && (
              <SelectField
                className="sm:col-span-2"
                label={t("leadForm.employmentType")}
                options={employmentTypes.map((value) => ({ value, label: t(employmentTypeMessages[value]) }))}
                {...field("employmentType")}
              />
            )}
            <TextField className="sm:col-span-2" {...emailInput} optional {...field("email")} />
            <TextAreaField
              className="sm:col-span-2"
              label={t("leadForm.anythingElse")}
              optional
              rows={2}
              maxLength={2000}
              {...field("message")}
            />
          </div>
        </FieldWordsInPageLanguage>
        {details.formError && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {details.formError}
          </p>
        )}
        {details.status === "saved" && !details.formError && (
          <p role="status" className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t("leadForm.detailsSaved")}
          </p>
        )}
        <SubmitRow
          label={details.saved ? t("leadForm.saveChanges") : t("leadForm.addDetails")}
          note={t("leadForm.skipNote")}
          variant="default"
          submitting={submitting}
          className="mt-4"
        />
      </form>
    </section>
  );
}

export interface LoanEnquirySuccessProps {
  reference: string;
  /** The mobile number as typed; shown normalised. */
  mobile: string;
  service: LeadFormService;
  contact: FormContact;
  actions?: ReactNode;
  /** The optional second step, shown under the reference. */
  stepTwo?: ReactNode;
}

/** What the visitor sees once the lead is stored: the reference, step two, what happens next, WhatsApp. */
export function LoanEnquirySuccess({ reference, mobile, service, contact, actions, stepTwo }: LoanEnquirySuccessProps) {
  const { t, rich } = useI18n();
  const normalised = normalizeIndianMobile(mobile);
  const documentsLabelId = useId();
  const hours = contact.businessHours;
  return (
    <SubmissionSuccess
      heading={t("leadForm.successHeading")}
      summary={t("leadForm.successSummary", { service: service.name })}
      reference={reference}
      afterReference={stepTwo}
      nextSteps={[
        normalised
          ? rich("leadForm.advisorWillCallOn", {
              mobile: formatIndianPhone(normalised),
              hours,
              nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
            })
          : rich("leadForm.advisorWillCall", { hours }),
        service.documents.length > 0 ? (
          <>
            <span id={documentsLabelId}>{t("leadForm.documentsReady")}</span>
            <ul aria-labelledby={documentsLabelId} className="mt-1 list-disc space-y-1 pl-5">
              {service.documents.map((document) => (
                <li key={document}>{document}</li>
              ))}
            </ul>
            {t("leadForm.documentsMore")}
          </>
        ) : (
          <>{t("leadForm.documentsAsk")}</>
        ),
        rich("leadForm.neverFees", {
          b: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
        }),
      ]}
      contact={contact}
      whatsappMessage={t("leadForm.whatsappReference", { reference, service: service.name })}
      actions={actions}
    />
  );
}

/** A stand-alone loan enquiry form (outside a dialog). */
export default function LoanEnquiryForm({ service, contact }: { service: LeadFormService; contact: FormContact }) {
  const controller = useLoanEnquiryForm(service);
  return <LoanEnquiryFormView controller={controller} contact={contact} />;
}
