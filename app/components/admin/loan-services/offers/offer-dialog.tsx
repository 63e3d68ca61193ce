import { useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { Link } from "react-router";
import { FormAlert, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { toast } from "~/components/ui/use-toast";
import { formatAmountInWords } from "~server/formats/rupees";
import {
  formatDay,
  formatTenure,
  offerLinkKind,
  offerLinkLabels,
  rateTypeLabels,
} from "~server/loan-services/lender-offer-rules";
import {
  lenderOfferEditableFields,
  lenderOfferInputSchema,
  type LenderOffer,
  type LenderOfferData,
} from "~server/loan-services/lender-offer.schema";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import { rateTypes } from "~server/vocabulary/content";
import { ConflictAlert } from "../../conflict-alert";
import { FormDialog, FormDialogFooter } from "../../form-dialog";
import { useStaffAction } from "../../use-staff-action";
import { offersApi } from "./offers-screen-data";

/** What the inputs hold (text); the offer's schema reads numbers from it as staff type them. */
type OfferValues = Record<(typeof lenderOfferEditableFields)[number], string>;

function toValues(offer: LenderOffer | null, today: string): OfferValues {
  return {
    lenderName: offer?.lenderName ?? "",
    rateFrom: offer ? String(offer.rateFrom) : "",
    rateTo: offer ? String(offer.rateTo) : "",
    rateType: offer?.rateType ?? "floating",
    processingFee: offer?.processingFee ?? "",
    maxAmount: offer?.maxAmount ? String(offer.maxAmount) : "",
    maxTenureMonths: offer?.maxTenureMonths ? String(offer.maxTenureMonths) : "",
    // A new offer's rates are usually checked the day they are typed in.
    asOf: offer?.asOf ?? today,
    linkUrl: offer?.linkUrl ?? "",
    notes: offer?.notes ?? "",
  };
}

/** The fields of `data` that differ from the stored offer (an edit sends only those). */
function changesOf(offer: LenderOffer, data: LenderOfferData): Partial<LenderOfferData> {
  const changes: Record<string, unknown> = {};
  for (const key of lenderOfferEditableFields)
    if (JSON.stringify(offer[key]) !== JSON.stringify(data[key])) changes[key] = data[key];
  return changes as Partial<LenderOfferData>;
}

export interface OfferDialogProps {
  serviceId: number;
  serviceName: string;
  /** The offer to edit; null with `open` for a new one. */
  offer: LenderOffer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lenders: string[];
  today: string;
}

/** Add or edit one lender's offer: checked with the server's rules first, one toast per outcome. */
export function OfferDialog({ serviceId, serviceName, offer, open, onOpenChange, lenders, today }: OfferDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={offer ? `Edit ${offer.lenderName}’s offer` : "Add a lender’s offer"}
      description={`Shown on the ${serviceName} page at once, lowest rate first, with the day you checked the rates.`}
    >
      {open && (
        // A reloaded offer (after a 409) comes with a new version: the form starts again from it.
        <OfferForm
          key={offer ? `${offer.id}-${offer.version}` : "new"}
          serviceId={serviceId}
          offer={offer}
          lenders={lenders}
          today={today}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function OfferForm({
  serviceId,
  offer,
  lenders,
  today,
  onDone,
}: {
  serviceId: number;
  offer: LenderOffer | null;
  lenders: string[];
  today: string;
  onDone: () => void;
}) {
  const { run, pending } = useStaffAction();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<OfferValues>({ defaultValues: toValues(offer, today) });
  const { errors } = form.formState;
  const schema = lenderOfferInputSchema({ today, lenders });

  const placeErrors = (fields: Record<string, string>) => {
    let focused = false;
    for (const name of lenderOfferEditableFields) {
      const message = fields[name];
      if (!message) continue;
      form.setError(name as Path<OfferValues>, { message }, { shouldFocus: !focused });
      focused = true;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const checked = schema.safeParse(values);
    if (!checked.success) {
      placeErrors(fieldErrorsFromZod(checked.error));
      toast({ variant: "destructive", title: "Check the highlighted fields: nothing was saved." });
      return;
    }
    const lender = checked.data.lenderName;
    if (!offer) {
      const result = await run(offersApi(serviceId), {
        body: checked.data,
        success: `Added ${lender}’s offer. The loan page shows it now.`,
        onFieldErrors: placeErrors,
      });
      if (result.ok) onDone();
      return;
    }
    const changes = changesOf(offer, checked.data);
    if (Object.keys(changes).length === 0) {
      toast({ title: "Nothing to save: nothing was changed." });
      onDone();
      return;
    }
    const result = await run(`${offersApi(serviceId)}/${offer.id}`, {
      method: "PATCH",
      body: { version: offer.version, ...changes },
      success: `Saved ${lender}’s offer. The loan page shows the change now.`,
      onFieldErrors: placeErrors,
    });
    if (result.ok) onDone();
    else if (result.error.status === 409) setConflict(result.error.message);
  });

  const [amountText, monthsText, linkText] = useWatch({
    control: form.control,
    name: ["maxAmount", "maxTenureMonths", "linkUrl"],
  });
  const amount = Number(amountText.replace(/,/g, ""));
  const months = Number(monthsText);
  const link = linkText.trim();
  const lenderOptions = lenders.map((name) => ({ value: name, label: name }));

  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
      {conflict && <ConflictAlert message={conflict} reloadLabel="Reload the offers" />}
      {lenders.length === 0 && (
        <FormAlert>
          No lenders are listed yet. Offers name the lenders on the{" "}
          <Link to="/admin/disclosures" className="font-semibold underline">
            Disclosures screen
          </Link>
          : add the lenders you work with there first.
        </FormAlert>
      )}
      <SelectField
        label="Lender"
        placeholder="Choose the lender…"
        options={lenderOptions}
        disabled={lenders.length === 0}
        error={errors.lenderName?.message}
        hint={
          <>
            From the lender list on the{" "}
            <Link to="/admin/disclosures" className="font-semibold text-brand-700 underline">
              Disclosures screen
            </Link>
            ; add a missing lender there.
          </>
        }
        {...form.register("lenderName")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Lowest rate (% a year)"
          inputMode="decimal"
          error={errors.rateFrom?.message}
          hint="e.g. 8.35"
          {...form.register("rateFrom")}
        />
        <TextField
          label="Highest rate (% a year)"
          inputMode="decimal"
          error={errors.rateTo?.message}
          hint="The same as the lowest for one rate."
          {...form.register("rateTo")}
        />
      </div>
      <SelectField
        label="Rate type"
        placeholder="Choose fixed or floating…"
        options={rateTypes.map((type) => ({ value: type, label: rateTypeLabels[type] }))}
        error={errors.rateType?.message}
        {...form.register("rateType")}
      />
      <TextField
        label="Processing fee"
        error={errors.processingFee?.message}
        hint="As the lender states it, e.g. 0.5% of the loan + GST."
        maxLength={120}
        {...form.register("processingFee")}
      />
      <TextField
        label="Largest loan (₹)"
        optional
        inputMode="numeric"
        error={errors.maxAmount?.message}
        hint={
          amount > 0 && Number.isFinite(amount)
            ? `₹${formatAmountInWords(amount)}`
            : "In rupees, e.g. 7500000 for ₹75 lakh."
        }
        {...form.register("maxAmount")}
      />
      <TextField
        label="Longest tenure (months)"
        optional
        inputMode="numeric"
        error={errors.maxTenureMonths?.message}
        hint={Number.isInteger(months) && months > 0 ? formatTenure(months) : "e.g. 240 for 20 years."}
        {...form.register("maxTenureMonths")}
      />
      <TextField
        label="Rates as of"
        type="date"
        max={today}
        error={errors.asOf?.message}
        hint={`The day you checked the lender’s rates; today is ${formatDay(today)}.`}
        {...form.register("asOf")}
      />
      <TextField
        label="Lender’s page or Key Fact Statement"
        optional
        type="url"
        inputMode="url"
        error={errors.linkUrl?.message}
        hint={
          link.startsWith("https://")
            ? `Visitors see the link as “${offerLinkLabels[offerLinkKind(link)]}”. A PDF, or an address with “kfs” or “key-fact” in it, is the Key Fact Statement.`
            : "An address starting with https://. A PDF, or an address with “kfs” or “key-fact” in it, shows as “Key Fact Statement”; any other as “Lender’s page”."
        }
        {...form.register("linkUrl")}
      />
      <TextAreaField
        label="Note for visitors"
        optional
        rows={2}
        maxLength={300}
        error={errors.notes?.message}
        hint="e.g. For salaried applicants with a credit score of 750 or more."
        {...form.register("notes")}
      />
      <FormDialogFooter
        onCancel={onDone}
        pending={pending}
        disabled={conflict !== null || lenders.length === 0}
        submitLabel={offer ? "Save offer" : "Add offer"}
        pendingLabel="Saving…"
      />
    </form>
  );
}
