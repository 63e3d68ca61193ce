import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { useNavigate } from "react-router";
import { DealCard, dealCtaLabel } from "~/components/deals/deal-card";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { cn } from "~/lib/cn";
import { ImageField } from "../media/media-picker";
import { useStaffAction } from "../use-staff-action";
import { DealInputSchema, MAX_OFFER_TERMS, MAX_RATE_PERCENT, type Deal } from "~server/deals/deal.schema";
import { formatDateTimeIST } from "~server/formats/ist";
import { fromIstLocalInput, toIstLocalInput } from "~server/formats/ist-datetime";

/** What the inputs hold (text); turned into the API's deal on save. */
interface DealValues {
  title: string;
  lender: string;
  summary: string;
  /** One term per line. */
  offerTerms: string;
  rateFromPercent: string;
  serviceSlug: string;
  imageUrl: string;
  imageAlt: string;
  ctaKind: "lead" | "link";
  ctaLabel: string;
  ctaUrl: string;
  /** IST wall-clock time (datetime-local). */
  validFrom: string;
  validUntil: string;
  isActive: boolean;
}

type DealField = keyof DealValues;

const emptyValues: DealValues = {
  title: "",
  lender: "",
  summary: "",
  offerTerms: "",
  rateFromPercent: "",
  serviceSlug: "",
  imageUrl: "",
  imageAlt: "",
  ctaKind: "lead",
  ctaLabel: "",
  ctaUrl: "",
  validFrom: "",
  validUntil: "",
  isActive: false,
};

function toValues(deal: Deal | null): DealValues {
  if (!deal) return emptyValues;
  return {
    title: deal.title,
    lender: deal.lender,
    summary: deal.summary,
    offerTerms: deal.offerTerms.join("\n"),
    rateFromPercent: deal.rateFromPercent === null ? "" : String(deal.rateFromPercent),
    serviceSlug: deal.serviceSlug ?? "",
    imageUrl: deal.imageUrl ?? "",
    imageAlt: deal.imageAlt,
    ctaKind: deal.ctaKind,
    ctaLabel: deal.ctaLabel,
    ctaUrl: deal.ctaUrl ?? "",
    validFrom: toIstLocalInput(deal.validFrom),
    validUntil: toIstLocalInput(deal.validUntil),
    isActive: deal.isActive,
  };
}

/** An IST date-time as the API takes it; text that is no date goes as typed, for the API to say so. */
function momentOf(value: string): string | null {
  if (value.trim() === "") return null;
  return fromIstLocalInput(value)?.toISOString() ?? value;
}

function toBody(values: DealValues) {
  return {
    title: values.title,
    lender: values.lender,
    summary: values.summary,
    offerTerms: values.offerTerms
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    rateFromPercent: values.rateFromPercent.trim() === "" ? null : values.rateFromPercent.trim(),
    serviceSlug: values.serviceSlug || null,
    imageUrl: values.imageUrl.trim() || null,
    imageAlt: values.imageAlt,
    ctaKind: values.ctaKind,
    ctaLabel: values.ctaLabel,
    ctaUrl: values.ctaKind === "link" ? values.ctaUrl.trim() || null : null,
    validFrom: momentOf(values.validFrom),
    validUntil: momentOf(values.validUntil),
    isActive: values.isActive,
  };
}

const fieldNames = Object.keys(emptyValues) as DealField[];

/** The field that shows a message of the API's path (`offerTerms.2` shows on the terms box). */
function putErrors(form: UseFormReturn<DealValues>, fields: Record<string, string>) {
  let first: DealField | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const name = path.split(".")[0] as DealField;
    if (!fieldNames.includes(name) || form.getFieldState(name).error) continue;
    form.setError(name, {
      message: path.includes(".") ? `Line ${Number(path.split(".")[1]) + 1}: ${message}` : message,
    });
    first ??= name;
  }
  if (first) form.setFocus(first);
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * The deal editor: every field, with the preview card beside it (the same component as /deals).
 * Checked with the API's own schema before sending; each mistake shows next to its field, one
 * toast per save.
 */
export function DealForm({
  deal,
  services,
  canChange,
}: {
  deal: Deal | null;
  services: { slug: string; name: string }[];
  canChange: boolean;
}) {
  const { run, pending } = useStaffAction();
  const navigate = useNavigate();
  const form = useForm<DealValues>({ defaultValues: toValues(deal) });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as DealValues;
  const register = (name: DealField) => ({ ...form.register(name), error: errors[name]?.message });

  const submit = form.handleSubmit(async (current) => {
    form.clearErrors();
    const body = toBody(current);
    const checked = DealInputSchema.safeParse(body);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.map(String).join(".") || "title"] ??= issue.message;
      putErrors(form, fields);
      toast({ title: "Check the highlighted fields: nothing was saved." });
      return;
    }
    if (!deal) {
      const result = await run<Deal>("/api/admin/deals", {
        body,
        success: body.isActive
          ? "Deal created. /deals shows it while it is within its dates."
          : "Deal created, switched off.",
        onFieldErrors: (fields) => putErrors(form, fields),
        revalidate: false,
      });
      if (result.ok && result.data) void navigate(`/admin/deals/${result.data.id}`, { replace: true });
      return;
    }
    const result = await run<Deal>(`/api/admin/deals/${deal.id}`, {
      method: "PATCH",
      body: { ...body, updatedAt: deal.updatedAt },
      success: "Deal saved. /deals shows the change now.",
      onFieldErrors: (fields) => putErrors(form, fields),
    });
    if (result.ok && result.data) form.reset(toValues(result.data));
  });

  const preview = toBody(values);
  const serviceOptions = services.map((service) => ({ value: service.slug, label: service.name }));

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        onSubmit={submit}
        noValidate
        aria-label={deal ? `Edit ${deal.title}` : "New deal"}
        className="flex min-w-0 flex-col gap-6"
      >
        <fieldset disabled={!canChange || pending} className="flex min-w-0 flex-col gap-6">
          <Section title="The offer" description="What visitors read on the card.">
            <TextField label="Title" className="sm:col-span-2" maxLength={120} {...register("title")} />
            <TextField
              label="Lender or brand"
              hint="e.g. Demo Bank of Kerala"
              maxLength={120}
              {...register("lender")}
            />
            <TextField
              label="Rate from (% per year)"
              optional
              inputMode="decimal"
              hint={`0 to ${MAX_RATE_PERCENT}, e.g. 8.35. Leave empty when the offer has no headline rate.`}
              {...register("rateFromPercent")}
            />
            <TextAreaField
              label="Summary"
              optional
              className="sm:col-span-2"
              maxLength={400}
              hint="One or two sentences: who the offer is for and what it gives."
              {...register("summary")}
            />
            <TextAreaField
              label="Offer terms"
              optional
              rows={4}
              className="sm:col-span-2"
              hint={`One term per line, up to ${MAX_OFFER_TERMS}: e.g. Processing fee waived.`}
              {...register("offerTerms")}
            />
          </Section>

          <Section title="Image" description="Optional. Shown above the offer, 16:9.">
            <div className="sm:col-span-2">
              <ImageField
                label="Image"
                value={
                  values.imageUrl.trim() || values.imageAlt ? { url: values.imageUrl, alt: values.imageAlt } : null
                }
                onChange={(image) => {
                  const options = { shouldDirty: true } as const;
                  form.setValue("imageUrl", image?.url ?? "", options);
                  form.setValue("imageAlt", image?.alt ?? "", options);
                  if (image?.alt.trim()) form.clearErrors("imageAlt");
                }}
                hint="Choose one from the media library or upload it there; the card crops it to 16:9 around its focal point."
                error={errors.imageUrl?.message}
                altError={errors.imageAlt?.message}
                disabled={!canChange || pending}
              />
            </div>
          </Section>

          <Section title="Button" description="What happens when a visitor presses the deal's button.">
            <fieldset className="sm:col-span-2">
              <legend className="mb-1.5 text-sm font-semibold text-slate-900">The button opens</legend>
              <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
                <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-900">
                  <input type="radio" value="lead" className="size-5 accent-brand-700" {...form.register("ctaKind")} />
                  Our enquiry form for the loan service (the lead records the deal)
                </label>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-900">
                  <input type="radio" value="link" className="size-5 accent-brand-700" {...form.register("ctaKind")} />
                  An outside page (the lender's offer)
                </label>
              </div>
            </fieldset>
            <SelectField
              label="Loan service"
              optional={values.ctaKind === "link"}
              options={serviceOptions}
              placeholder={values.ctaKind === "link" ? "None" : "Choose a loan service…"}
              hint="The enquiry form the button opens."
              {...register("serviceSlug")}
            />
            <TextField
              label="Button label"
              optional
              maxLength={40}
              hint={`Empty: “${dealCtaLabel({ ctaKind: values.ctaKind, ctaLabel: "" })}”.`}
              {...register("ctaLabel")}
            />
            {values.ctaKind === "link" && (
              <TextField
                label="Link"
                className="sm:col-span-2"
                inputMode="url"
                hint="https://… (opens in a new tab) or a page of this site starting with /"
                {...register("ctaUrl")}
              />
            )}
          </Section>

          <Section
            title="When and where"
            description="Times are India Standard Time. The deal leaves /deals at its end by itself."
          >
            <TextField
              label="Starts (IST)"
              optional
              type="datetime-local"
              step={1}
              hint={<MomentHint value={values.validFrom} empty="Empty: as soon as it is active." />}
              {...register("validFrom")}
            />
            <TextField
              label="Ends (IST)"
              optional
              type="datetime-local"
              step={1}
              hint={
                <MomentHint value={values.validUntil} empty="Empty: until you switch it off. Shown as “Valid until”." />
              }
              {...register("validUntil")}
            />
            <CheckboxField
              label="Active"
              className="sm:col-span-2"
              description="Shown on /deals while within its dates. Switch it off to hide it without deleting it."
              {...form.register("isActive")}
            />
          </Section>
        </fieldset>
        {canChange && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              <Save aria-hidden="true" />
              {deal ? "Save deal" : "Create deal"}
            </Button>
          </div>
        )}
      </form>

      <aside aria-label="Preview" className="min-w-0 xl:sticky xl:top-24 xl:self-start">
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">Preview on /deals</h2>
        <DealCard
          headingLevel={3}
          className="h-auto"
          deal={{
            title: preview.title || "The deal's title",
            lender: preview.lender || "Lender",
            summary: preview.summary,
            offerTerms: preview.offerTerms.slice(0, MAX_OFFER_TERMS),
            rateFromPercent: previewRate(values.rateFromPercent),
            imageUrl: preview.imageUrl && /^(https?:\/\/|\/(?!\/))/i.test(preview.imageUrl) ? preview.imageUrl : null,
            imageAlt: preview.imageAlt,
            ctaKind: preview.ctaKind,
            ctaLabel: preview.ctaLabel,
            validUntil: preview.validUntil && !Number.isNaN(Date.parse(preview.validUntil)) ? preview.validUntil : null,
          }}
          action={
            <span className={cn(buttonVariants({ variant: "accent" }), "pointer-events-none w-full sm:w-auto")}>
              {dealCtaLabel(preview)}
            </span>
          }
        />
        <p className="mt-3 text-sm text-slate-700">The button does nothing here; on /deals it works.</p>
      </aside>
    </div>
  );
}

/** The moment typed, in the staff's own format (the date box shows the device's). */
function MomentHint({ value, empty }: { value: string; empty: string }) {
  const moment = value ? fromIstLocalInput(value) : null;
  return <>{moment ? `${formatDateTimeIST(moment)} IST` : empty}</>;
}

function previewRate(value: string): number | null {
  const rate = Number(value.trim().replace(/%$/, ""));
  return value.trim() !== "" && Number.isFinite(rate) && rate >= 0 && rate <= MAX_RATE_PERCENT ? rate : null;
}
