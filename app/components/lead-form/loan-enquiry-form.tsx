import { zodResolver } from "@hookform/resolvers/zod";
import { SubmissionErrorAlert, SubmitRow } from "~/components/forms/form-footer";
import { useMemo, type ReactNode } from "react";
import { useForm, useWatch, type Control, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import {
  loanEnquirySchemaForService,
  requiredFieldsForService,
  type EnquiryFields,
  type ServiceFieldRequirements,
} from "~server/leads/enquiry-requirements";
import { employmentTypeLabels, employmentTypes } from "~server/leads/lead-enums";
import { formatAmountInWords, formatINR } from "~server/formats/rupees";
import { normalizeIndianMobile, parseIndianAmount } from "~server/leads/lead-rules";
import { ConsentCheckbox, HoneypotField } from "~/components/forms/consent-checkbox";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import type { FormContact } from "~/components/forms/form-contact";
import { emailInput, fullNameInput, mobileInput } from "~/components/forms/person-fields";
import { SubmissionSuccess } from "~/components/forms/submission-success";
import { formatIndianPhone } from "~/components/layout/navigation";
import { leadFormBaseDefaults, useLeadSubmission, type LeadSubmission } from "./use-lead-submission";

type LoanEnquiryFormSchema = ReturnType<typeof loanEnquirySchemaForService>;
/** What the form holds: the strings as typed. */
export type LoanEnquiryFormValues = z.input<LoanEnquiryFormSchema>;
/** What the shared schema makes of them (mobile +91…, amounts in rupees). */
export type LoanEnquiryFormData = z.output<LoanEnquiryFormSchema>;

export interface LeadFormService {
  slug: string;
  name: string;
  /** What the service's form asks for (the loan service's own data). Keep the object stable between renders. */
  enquiryFields: EnquiryFields;
}

const employmentOptions = employmentTypes.map((value) => ({ value, label: employmentTypeLabels[value] }));

/** The form fields in the order they appear, for focus and server messages. */
function visibleFieldNames(required: ServiceFieldRequirements): FieldPath<LoanEnquiryFormValues>[] {
  return [
    "name",
    "mobile",
    "email",
    ...(required.city ? (["city"] as const) : []),
    ...(required.pincode ? (["pincode"] as const) : []),
    ...(required.loanAmount ? (["loanAmount"] as const) : []),
    ...(required.monthlyIncome ? (["monthlyIncome"] as const) : []),
    ...(required.employmentType ? (["employmentType"] as const) : []),
    "message",
    "consent.accepted",
  ];
}

export interface LoanEnquiryController {
  form: ReturnType<typeof useForm<LoanEnquiryFormValues, unknown, LoanEnquiryFormData>>;
  submission: LeadSubmission;
  required: ServiceFieldRequirements;
  service: LeadFormService;
}

/**
 * The state of one loan enquiry form: what was typed, the errors and the submission. Kept apart
 * from the view so a dialog can hold it while its content unmounts (closing and reopening the
 * dialog keeps what the visitor typed).
 */
export function useLoanEnquiryForm(service: LeadFormService): LoanEnquiryController {
  const { enquiryFields } = service;
  const required = useMemo(() => requiredFieldsForService(enquiryFields), [enquiryFields]);
  const resolver = useMemo(() => zodResolver(loanEnquirySchemaForService(enquiryFields)), [enquiryFields]);
  const fieldNames = useMemo(() => visibleFieldNames(required), [required]);

  const form = useForm<LoanEnquiryFormValues, unknown, LoanEnquiryFormData>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      kind: "loan_enquiry",
      serviceSlug: service.slug,
      name: "",
      mobile: "",
      email: "",
      ...(required.city ? { city: "" } : {}),
      ...(required.pincode ? { pincode: "" } : {}),
      ...(required.loanAmount ? { loanAmount: "" } : {}),
      ...(required.monthlyIncome ? { monthlyIncome: "" } : {}),
      ...(required.employmentType ? { employmentType: "" } : {}),
      message: "",
      ...leadFormBaseDefaults,
    },
  });

  const submission = useLeadSubmission({
    form,
    fieldNames,
    // Send what the visitor typed: the server parses it with the same schema.
    buildPayload: (raw) => ({
      ...raw,
      kind: "loan_enquiry",
      serviceSlug: service.slug,
    }),
    trackEvent: (parsed) => ({
      kind: "loan_enquiry",
      amount: parsed.loanAmount === undefined ? undefined : String(parsed.loanAmount),
      serviceSlug: service.slug,
    }),
  });

  return { form, submission, required, service };
}

/** Rupees as typed, read back in figures and words ("₹25,00,000 · 25 lakh") while typing. */
function AmountHint({
  control,
  name,
  example,
}: {
  control: Control<LoanEnquiryFormValues, unknown, LoanEnquiryFormData>;
  name: "loanAmount" | "monthlyIncome";
  example: string;
}) {
  const value = useWatch({ control, name });
  const rupees = typeof value === "string" ? parseIndianAmount(value) : null;
  if (rupees === null || rupees <= 0) return <>{example}</>;
  const words = formatAmountInWords(rupees);
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

/** The loan enquiry form, or its success view once the lead is stored. */
export function LoanEnquiryFormView({ controller, contact, successActions }: LoanEnquiryFormViewProps) {
  const { form, submission, required, service } = controller;
  const {
    register,
    control,
    formState: { errors },
  } = form;

  if (submission.status === "success" && submission.created) {
    return (
      <LoanEnquirySuccess
        reference={submission.created.reference}
        mobile={form.getValues("mobile")}
        service={service}
        contact={contact}
        actions={successActions}
      />
    );
  }

  const submitting = submission.status === "submitting";
  // Two columns from sm up: an odd number of half-width fields lets the last one take the full row.
  const halfWidth = ["mobile", "email", "city", "pincode", "loanAmount", "monthlyIncome"].filter(
    (name) => name === "mobile" || name === "email" || required[name as keyof ServiceFieldRequirements],
  );
  const spanIfLast = (name: string) =>
    halfWidth.length % 2 === 1 && halfWidth.at(-1) === name ? "sm:col-span-2" : undefined;

  return (
    <form noValidate onSubmit={submission.onSubmit} className="relative">
      <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" {...fullNameInput} error={errors.name?.message} {...register("name")} />
        <TextField
          {...mobileInput}
          hint="An advisor will call you on this number."
          error={errors.mobile?.message}
          {...register("mobile")}
        />
        <TextField {...emailInput} optional error={errors.email?.message} {...register("email")} />
        {required.city && (
          <TextField
            className={spanIfLast("city")}
            label="City or town"
            autoComplete="address-level2"
            autoCapitalize="words"
            maxLength={80}
            error={errors.city?.message}
            {...register("city")}
          />
        )}
        {required.pincode && (
          <TextField
            className={spanIfLast("pincode")}
            label="PIN code"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="682016"
            maxLength={7}
            error={errors.pincode?.message}
            {...register("pincode")}
          />
        )}
        {required.loanAmount && (
          <TextField
            className={spanIfLast("loanAmount")}
            label={service.enquiryFields.amountLabel}
            // Not inputMode="numeric": people also type "25 lakh" or "1.5 crore".
            autoComplete="off"
            placeholder="e.g. 25 lakh or 25,00,000"
            maxLength={40}
            hint={
              <AmountHint control={control} name="loanAmount" example="You can type 25 lakh, 1.5 crore or 25,00,000." />
            }
            error={errors.loanAmount?.message}
            {...register("loanAmount")}
          />
        )}
        {required.monthlyIncome && (
          <TextField
            className={spanIfLast("monthlyIncome")}
            label="Monthly income (₹)"
            autoComplete="off"
            placeholder="e.g. 50,000 or 50k"
            maxLength={40}
            hint={
              <AmountHint control={control} name="monthlyIncome" example="Take-home pay or average monthly profit." />
            }
            error={errors.monthlyIncome?.message}
            {...register("monthlyIncome")}
          />
        )}
        {required.employmentType && (
          <SelectField
            className="sm:col-span-2"
            label="Employment type"
            options={employmentOptions}
            error={errors.employmentType?.message}
            {...register("employmentType")}
          />
        )}
        <TextAreaField
          className="sm:col-span-2"
          label="Anything else we should know?"
          optional
          rows={2}
          maxLength={2000}
          error={errors.message?.message}
          {...register("message")}
        />
        <ConsentCheckbox
          className="sm:col-span-2"
          contactEmail={contact.contactEmail}
          error={errors.consent?.accepted?.message}
          {...register("consent.accepted")}
        />
      </div>
      <HoneypotField {...register("website")} />

      {submission.generalError && (
        <SubmissionErrorAlert
          message={submission.generalError}
          phone={contact.phone}
          whatsappNumber={contact.whatsappNumber}
          whatsappMessage={`Hello, I would like to apply for ${service.name}.`}
        />
      )}

      <SubmitRow
        label="Send my details"
        note="Free service. We never ask you for fees."
        submitting={submitting}
        className="mt-5"
      />
    </form>
  );
}

export interface LoanEnquirySuccessProps {
  reference: string;
  /** The mobile number as typed; shown normalised. */
  mobile: string;
  service: LeadFormService;
  contact: FormContact;
  actions?: ReactNode;
}

/** What the visitor sees once the lead is stored: the reference, what happens next, WhatsApp. */
export function LoanEnquirySuccess({ reference, mobile, service, contact, actions }: LoanEnquirySuccessProps) {
  const normalised = normalizeIndianMobile(mobile);
  return (
    <SubmissionSuccess
      heading="Thank you, we have your details"
      summary={`Your ${service.name} enquiry has reached our team.`}
      reference={reference}
      nextSteps={[
        <>
          A loan advisor will call you
          {normalised && (
            <>
              {" "}
              on <span className="whitespace-nowrap">{formatIndianPhone(normalised)}</span>
            </>
          )}{" "}
          within one working day, during our business hours ({contact.businessHours}).
        </>,
        <>
          Keep your documents ready: PAN, Aadhaar, address proof and income proof (salary slips or ITR, bank
          statements). The advisor will tell you what else the lender needs.
        </>,
        <>
          <strong className="font-semibold text-slate-900">We never ask for fees</strong> or advance payments to get you
          a loan. If anyone does, do not pay and tell us.
        </>,
      ]}
      contact={contact}
      whatsappMessage={`Hello, my enquiry reference is ${reference} (${service.name}).`}
      actions={actions}
    />
  );
}

/** A stand-alone loan enquiry form (outside a dialog). */
export default function LoanEnquiryForm({ service, contact }: { service: LeadFormService; contact: FormContact }) {
  const controller = useLoanEnquiryForm(service);
  return <LoanEnquiryFormView controller={controller} contact={contact} />;
}
