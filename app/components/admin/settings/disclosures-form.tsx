import { Controller, useFieldArray, useForm, type FieldPath, type UseFormReturn } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { formatIndianPhone } from "~/components/layout/navigation";
import {
  DisclosuresEditSchema,
  lenderEntityTypes,
  MAX_LENDERS,
  type Disclosures,
  type DisclosuresInput,
} from "~server/settings/disclosures";
import { ImageField } from "../media/media-picker";
import { AddItemButton, ListError, ListItemControls } from "~/components/admin/list-item-controls";
import { SaveBar, SettingsSection } from "~/components/admin/settings-section";
import { useSettingsSave } from "./use-settings-save";

/** What the inputs hold (text); turned into a change of the disclosures on save. */
interface DisclosureValues {
  lenders: { name: string; entityType: string; logoUrl: string }[];
  grievanceOfficer: { name: string; email: string; phone: string; hours: string };
  escalation: string;
  charges: string;
}

type DisclosureField = FieldPath<DisclosureValues>;

const entityOptions = lenderEntityTypes.map((type) => ({ value: type, label: type }));

function toValues(disclosures: Disclosures): DisclosureValues {
  const officer = disclosures.grievanceOfficer;
  return {
    lenders: disclosures.lenders.map((lender) => ({
      name: lender.name,
      entityType: lender.entityType,
      logoUrl: lender.logoUrl ?? "",
    })),
    grievanceOfficer: {
      name: officer?.name ?? "",
      email: officer?.email ?? "",
      phone: officer ? formatIndianPhone(officer.phone) : "",
      hours: officer?.hours ?? "",
    },
    escalation: disclosures.escalation,
    charges: disclosures.charges,
  };
}

/**
 * Only the parts that changed (each part whole), so two people saving different parts both keep
 * theirs. An officer with every field empty is "no officer named" (null).
 */
function changesOf(
  values: DisclosureValues,
  dirty: UseFormReturn<DisclosureValues>["formState"]["dirtyFields"],
  lendersMoved: boolean,
) {
  const changes: DisclosuresInput = {} as DisclosuresInput;
  const out = changes as Record<string, unknown>;
  if (dirty.lenders || lendersMoved)
    out.lenders = values.lenders.map((lender) => ({
      name: lender.name,
      entityType: lender.entityType,
      logoUrl: lender.logoUrl,
    }));
  if (dirty.grievanceOfficer) {
    const officer = values.grievanceOfficer;
    out.grievanceOfficer = Object.values(officer).every((value) => value.trim() === "") ? null : { ...officer };
  }
  if (dirty.escalation) out.escalation = values.escalation;
  if (dirty.charges) out.charges = values.charges;
  return changes;
}

/** The field that shows a message of the API's dotted path (`lenders.2.entityType`). */
function fieldOfPath(path: string, values: DisclosureValues): DisclosureField | null {
  const parts = path.split(".");
  if (parts[0] === "lenders") {
    const index = Number(parts[1]);
    if (parts.length === 3 && Number.isInteger(index) && index < values.lenders.length)
      return `lenders.${index}.${parts[2] as "name" | "entityType" | "logoUrl"}`;
    return "lenders";
  }
  if (parts[0] === "grievanceOfficer") {
    if (parts[1] && ["name", "email", "phone", "hours"].includes(parts[1]))
      return `grievanceOfficer.${parts[1] as "name" | "email" | "phone" | "hours"}`;
    return "grievanceOfficer.name";
  }
  if (parts[0] === "escalation" || parts[0] === "charges") return parts[0];
  return null;
}

function putErrors(form: UseFormReturn<DisclosureValues>, fields: Record<string, string>) {
  let first: DisclosureField | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOfPath(path, form.getValues());
    if (!field || form.getFieldState(field).error) continue;
    form.setError(field, { message });
    if (field !== "lenders") first ??= field;
  }
  if (first) form.setFocus(first);
}

/**
 * The RBI / DSA disclosures: the lenders the business is a DSA for (in display order), the
 * grievance officer, the escalation path and the charges statement. Each field's mistake shows
 * next to it; one toast on save.
 */
export function DisclosuresForm({ disclosures, canChange }: { disclosures: Disclosures; canChange: boolean }) {
  const form = useForm<DisclosureValues>({ defaultValues: toValues(disclosures) });
  const { errors, dirtyFields } = form.formState;
  const lenders = useFieldArray({ control: form.control, name: "lenders" });
  const listError = (errors.lenders as { message?: string } | undefined)?.message ?? errors.lenders?.root?.message;

  const { submit, pending } = useSettingsSave({
    form,
    path: "/api/admin/disclosures",
    changesOf: (values) => {
      // useFieldArray's moves are not always "dirty": compare the order with what was loaded.
      const lendersMoved = JSON.stringify(values.lenders) !== JSON.stringify(toValues(disclosures).lenders);
      return changesOf(values, dirtyFields, lendersMoved);
    },
    schema: DisclosuresEditSchema,
    placeErrors: (fields) => putErrors(form, fields),
    toValues,
    messages: {
      saved: "Disclosures saved. Loan pages and the disclaimer show them now.",
      unchanged: "Nothing to save: nothing was changed.",
      invalid: "Check the highlighted fields: nothing was saved.",
    },
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <fieldset disabled={!canChange || pending} className="flex min-w-0 flex-col gap-6">
        <SettingsSection
          title="Lenders we work with"
          description={`The banks and NBFCs you are a DSA for, in the order visitors see them (up to ${MAX_LENDERS}). Shown on every loan page and on /disclaimer.`}
        >
          <ListError message={listError} />
          {lenders.fields.length === 0 && (
            <p className="text-sm text-slate-700">
              No lenders yet: the public pages ask visitors to contact you for the list.
            </p>
          )}
          <ol className="flex flex-col gap-4">
            {lenders.fields.map((field, index) => (
              // A card of its own from 640 px; on a phone a rule between lenders, so the type of
              // lender keeps the width its longest choice needs ("Scheduled commercial bank").
              <li key={field.id} className="border-t border-slate-200 pt-4 sm:rounded-lg sm:border sm:p-4">
                <fieldset className="min-w-0">
                  <legend className="mb-3 text-sm font-semibold text-slate-900">Lender {index + 1}</legend>
                  <div className="grid gap-4 md:grid-cols-2">
                    <TextField
                      label="Name"
                      maxLength={120}
                      error={errors.lenders?.[index]?.name?.message}
                      {...form.register(`lenders.${index}.name`)}
                    />
                    <SelectField
                      label="Type of regulated entity"
                      options={entityOptions}
                      error={errors.lenders?.[index]?.entityType?.message}
                      {...form.register(`lenders.${index}.entityType`)}
                    />
                    <Controller
                      control={form.control}
                      name={`lenders.${index}.logoUrl`}
                      render={({ field: logo }) => (
                        <div className="md:col-span-2">
                          <ImageField
                            label="Logo"
                            alt={false}
                            value={logo.value ? { url: logo.value, alt: "" } : null}
                            onChange={(image) => logo.onChange(image?.url ?? "")}
                            address={{
                              label: "Logo address",
                              hint: "Chosen from the media library, or an https:// image address.",
                              error: errors.lenders?.[index]?.logoUrl?.message,
                            }}
                          />
                        </div>
                      )}
                    />
                  </div>
                  <div className="mt-3">
                    <ListItemControls
                      index={index}
                      count={lenders.fields.length}
                      what={`lender ${index + 1}`}
                      onMove={lenders.move}
                      onRemove={lenders.remove}
                    />
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <AddItemButton
            full={lenders.fields.length >= MAX_LENDERS}
            onAdd={() => lenders.append({ name: "", entityType: "", logoUrl: "" })}
          >
            Add a lender
          </AddItemButton>
        </SettingsSection>

        <SettingsSection
          title="Grievance officer"
          description="Whom visitors write to with a complaint about your service. Leave every field empty to show your contact details instead."
        >
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Name"
              maxLength={120}
              error={errors.grievanceOfficer?.name?.message}
              {...form.register("grievanceOfficer.name")}
            />
            <TextField
              label="E-mail"
              type="email"
              autoComplete="off"
              error={errors.grievanceOfficer?.email?.message}
              {...form.register("grievanceOfficer.email")}
            />
            <TextField
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              hint="As you would write it, e.g. 0484 200 0000 or 98470 12345."
              error={errors.grievanceOfficer?.phone?.message}
              {...form.register("grievanceOfficer.phone")}
            />
            <TextField
              label="Hours"
              maxLength={120}
              hint="e.g. Monday to Friday, 10 am to 5 pm IST."
              error={errors.grievanceOfficer?.hours?.message}
              {...form.register("grievanceOfficer.hours")}
            />
          </div>
        </SettingsSection>

        <SettingsSection
          title="Escalation and charges"
          description="Plain text, shown as written on every loan page and on /disclaimer."
        >
          <TextAreaField
            label="Escalation path"
            rows={5}
            maxLength={2000}
            hint="How to escalate: the lender's grievance cell first, then the RBI Integrated Ombudsman Scheme, 2021 (https://cms.rbi.org.in) after 30 days."
            error={errors.escalation?.message}
            {...form.register("escalation")}
          />
          <TextAreaField
            label="What we charge and do not charge for"
            rows={5}
            maxLength={2000}
            error={errors.charges?.message}
            {...form.register("charges")}
          />
        </SettingsSection>
      </fieldset>
      {canChange && <SaveBar label="Save disclosures" pending={pending} />}
    </form>
  );
}
