import { useForm } from "react-hook-form";
import { TextField } from "~/components/forms/fields";
import { SaveBar, SettingsSection } from "~/components/admin/settings-section";
import { useSettingsSave } from "~/components/admin/settings/use-settings-save";
import { OfferFreshnessSchema, type OfferFreshnessSettings } from "~server/loan-services/lender-offer.schema";

interface FreshnessValues {
  flagAfterDays: string;
  hideAfterDays: string;
}

const toValues = (settings: OfferFreshnessSettings): FreshnessValues => ({
  flagAfterDays: String(settings.flagAfterDays),
  hideAfterDays: String(settings.hideAfterDays),
});

/** Whole days as typed; anything else stays as it is, for the schema to name. */
const days = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/**
 * "How long rates stay current (all services)": after how many days the dashboard flags an offer
 * for a check, and after how many its loan page stops showing it. Saved with the server's rules
 * first (hide after flag), one toast, messages on their fields.
 */
export function OfferFreshnessForm({ settings, canChange }: { settings: OfferFreshnessSettings; canChange: boolean }) {
  const form = useForm<FreshnessValues>({ defaultValues: toValues(settings) });
  const { errors } = form.formState;
  const { submit, pending } = useSettingsSave({
    form,
    path: "/api/admin/lender-offers/settings",
    changesOf: (values) => ({ flagAfterDays: days(values.flagAfterDays), hideAfterDays: days(values.hideAfterDays) }),
    schema: OfferFreshnessSchema,
    placeErrors: (fields) => {
      for (const name of ["flagAfterDays", "hideAfterDays"] as const)
        if (fields[name]) form.setError(name, { message: fields[name] });
    },
    toValues,
    messages: {
      saved: "Saved. Every loan page and the dashboard follow the new periods now.",
      invalid: "Check the highlighted fields: nothing was saved.",
    },
  });
  return (
    <form onSubmit={submit} noValidate className="mt-8">
      <fieldset disabled={!canChange || pending} className="min-w-0">
        <SettingsSection
          title="How long rates stay current (all services)"
          description="Lenders change their rates often. An offer whose rates you checked longer ago than the first period is flagged on the dashboard; after the second, visitors no longer see it and it stops setting the EMI calculator's starting rate."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Flag on the dashboard after (days)"
              inputMode="numeric"
              error={errors.flagAfterDays?.message}
              hint="45 unless you change it."
              {...form.register("flagAfterDays")}
            />
            <TextField
              label="Hide from visitors after (days)"
              inputMode="numeric"
              error={errors.hideAfterDays?.message}
              hint="90 unless you change it; longer than the first."
              {...form.register("hideAfterDays")}
            />
          </div>
          {canChange && <SaveBar label="Save periods" pending={pending} />}
        </SettingsSection>
      </fieldset>
    </form>
  );
}
