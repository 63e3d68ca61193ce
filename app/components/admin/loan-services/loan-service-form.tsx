import { RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { CheckboxField, FormAlert, TextField } from "~/components/forms/fields";
import { LOAN_SERVICE_DRAFT_KIND } from "~/components/loan-services/loan-service-draft";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { clearDraftPreview, writeDraftPreview } from "~/lib/draft-preview";
import { LoanServiceCreateSchema, type StaffLoanService } from "~server/loan-services/loan-service-admin.schema";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import { SaveBar } from "../settings-section";
import { useStaffAction } from "../use-staff-action";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { LoanServiceActions, PreviewLink } from "./loan-service-actions";
import { CalculatorFields, EditorSection, EnquiryFields, SeoFields } from "./loan-service-form-fields";
import { putErrors, toBody, toValues, type LoanServiceValues } from "./loan-service-form-values";
import { FaqListField, GrowingTextField, TextListField } from "./loan-service-lists";
import { LookFields } from "./loan-service-look-fields";

/**
 * The loan service editor: every field the public page shows, checked with the API's own rules
 * before sending, each mistake next to its field, one toast per save. A save from a stale version
 * (someone saved meanwhile) offers to load theirs. The preview tab follows the unsaved form.
 */
export function LoanServiceForm({ service, canChange }: { service: StaffLoanService | null; canChange: boolean }) {
  const isNew = service === null;
  const draftKey = service?.id ?? "new";
  const { run, pending } = useStaffAction();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useForm<LoanServiceValues>({ defaultValues: toValues(service) });
  const { errors, isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as LoanServiceValues;
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const guard = useUnsavedChanges(
    canChange && isDirty,
    "Your changes to this service are not saved. Stay and press Save, or leave and lose them.",
  );

  // The preview tab shows what the form holds while it differs from what is saved.
  useEffect(() => {
    if (isDirty) writeDraftPreview(LOAN_SERVICE_DRAFT_KIND, draftKey, toBody(values, isNew));
    else clearDraftPreview(LOAN_SERVICE_DRAFT_KIND, draftKey);
  }, [values, isDirty, draftKey, isNew]);

  const place = (fields: Record<string, string>) => {
    const unplaced = putErrors(form, fields);
    setFormError(unplaced.length > 0 ? unplaced.join(" ") : null);
  };

  const submit = form.handleSubmit(async (current) => {
    form.clearErrors();
    setFormError(null);
    const body = toBody(current, isNew);
    const checked = LoanServiceCreateSchema.safeParse(body);
    if (!checked.success) {
      place(fieldErrorsFromZod(checked.error));
      toast({ title: "Check the highlighted fields: nothing was saved." });
      return;
    }
    if (isNew) {
      const created = await run<StaffLoanService>("/api/admin/loan-services", {
        body,
        success: body.isActive
          ? `“${body.name}” created: /services and its page show it now.`
          : `“${body.name}” created, switched off: preview it, then switch it on.`,
        onFieldErrors: place,
        revalidate: false,
      });
      if (created.ok && created.data) {
        clearDraftPreview(LOAN_SERVICE_DRAFT_KIND, "new");
        guard.allowNext();
        void navigate(`/admin/loan-services/${created.data.id}`, { replace: true });
      }
      return;
    }
    const saved = await run<StaffLoanService>(`/api/admin/loan-services/${service.id}`, {
      method: "PATCH",
      body: { ...body, version: service.version },
      success: service.isActive
        ? `Saved. /loan-services/${body.slug} shows the change now.`
        : "Saved. The service is switched off: visitors do not see it until you switch it on.",
      onFieldErrors: place,
    });
    if (saved.ok && saved.data) {
      clearDraftPreview(LOAN_SERVICE_DRAFT_KIND, service.id);
      form.reset(toValues(saved.data));
    } else if (!saved.ok && saved.error.status === 409) setStale(true);
  });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      {guard.dialog}
      {canChange && (isNew ? <PreviewLink id={null} /> : <LoanServiceActions service={service} dirty={isDirty} />)}
      <form onSubmit={submit} className="flex min-w-0 flex-col gap-6">
        <fieldset disabled={!canChange || pending} className="flex min-w-0 flex-col gap-6">
          <EditorSection title="The service" description="Its name and address, and what its card on /services says.">
            <TextField label="Name" maxLength={120} error={errors.name?.message} {...form.register("name")} />
            <TextField
              label="Address (slug)"
              maxLength={80}
              error={errors.slug?.message}
              hint={`/loan-services/${values.slug || "…"}${service ? ". A new address keeps the old one working: it sends visitors here." : ""}`}
              {...form.register("slug")}
            />
            <GrowingTextField
              label="Short description"
              className="sm:col-span-2"
              maxLength={400}
              error={errors.description?.message}
              hint="On the service's card (three lines at most show) and in the list of services."
              {...form.register("description")}
            />
            <LookFields form={form} />
            {isNew && (
              <CheckboxField
                label="Put it on the site when created"
                description="Left off, it stays switched off until you switch it on (preview it first)."
                {...form.register("isActive")}
              />
            )}
          </EditorSection>

          <EditorSection title="The page" description="What the service's page says, top to bottom.">
            <GrowingTextField
              label="Summary"
              className="sm:col-span-2"
              maxLength={2000}
              error={errors.summary?.message}
              hint="The paragraph under the name at the top of the page."
              {...form.register("summary")}
            />
            <TextField
              label="Interest rate"
              maxLength={120}
              error={errors.interestRate?.message}
              hint="e.g. From 8.35% p.a."
              {...form.register("interestRate")}
            />
            <TextField
              label="Loan amount"
              maxLength={120}
              error={errors.loanAmount?.message}
              hint="e.g. ₹5 lakh to ₹5 crore"
              {...form.register("loanAmount")}
            />
            <TextField
              label="Tenure"
              maxLength={120}
              error={errors.tenure?.message}
              hint="e.g. Up to 30 years"
              {...form.register("tenure")}
            />
            <TextListField
              form={form}
              name="features"
              legend="Features and benefits"
              what="Feature"
              hint="One per line, in the order the page lists them."
            />
            <TextListField
              form={form}
              name="eligibility"
              legend="Who can apply"
              what="Eligibility rule"
              hint="One rule per line."
            />
            <TextListField
              form={form}
              name="documents"
              legend="Documents you will need"
              what="Document"
              hint="The checklist, one document per line."
            />
            <FaqListField form={form} />
          </EditorSection>

          <EditorSection
            title="EMI calculator"
            description="Where the page's calculator starts, and its slider ranges (optional: the calculator's general ones otherwise)."
          >
            <CalculatorFields form={form} />
          </EditorSection>

          <EditorSection title="Enquiry form" description="What the service's “Apply now” form asks for.">
            <EnquiryFields form={form} />
          </EditorSection>

          <EditorSection
            title="Search engines"
            description="The page's title and description in search results and link previews."
          >
            <SeoFields form={form} />
          </EditorSection>
        </fieldset>

        {formError && <FormAlert>{formError}</FormAlert>}
        {stale && (
          <FormAlert>
            <div className="flex flex-col items-start gap-2">
              <span>
                Someone else saved this service after you opened it, so your changes were not saved. Load their version,
                then make your change again.
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={revalidator.state === "loading"}
                onClick={() => void revalidator.revalidate()}
              >
                <RotateCw aria-hidden="true" />
                Load their version
              </Button>
            </div>
          </FormAlert>
        )}
        {canChange && (
          <SaveBar
            sticky
            label={isNew ? "Create service" : "Save"}
            pending={pending}
            status={isDirty ? "You have unsaved changes." : "No unsaved changes."}
          />
        )}
      </form>
    </div>
  );
}
