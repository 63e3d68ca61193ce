import { useForm, type UseFormReturn } from "react-hook-form";
import { SaveBar, SettingsSection } from "~/components/admin/settings-section";
import { useSettingsSave } from "~/components/admin/settings/use-settings-save";
import { CheckboxField, TextField } from "~/components/forms/fields";
import {
  BackupSettingsEditSchema,
  MAX_BACKUPS_KEPT,
  MIN_BACKUPS_KEPT,
  type BackupSettings,
  type BackupSettingsEdit,
} from "~server/backup/backup-settings";

/** What the inputs hold (the number as typed); turned into the settings on save. */
interface BackupSettingsValues {
  enabled: boolean;
  time: string;
  keep: string;
}
type BackupSettingsField = keyof BackupSettingsValues;

function toValues(settings: BackupSettings): BackupSettingsValues {
  return { enabled: settings.enabled, time: settings.time, keep: String(settings.keep) };
}

/** The settings whole (the API merges, so sending all three is the same as sending what changed). */
function toSettings(values: BackupSettingsValues): BackupSettingsEdit {
  const keep = values.keep.trim() === "" ? Number.NaN : Number(values.keep);
  return { enabled: values.enabled, time: values.time, keep };
}

function placeErrors(form: UseFormReturn<BackupSettingsValues>, fields: Record<string, string>) {
  let first: BackupSettingsField | null = null;
  for (const [path, message] of Object.entries(fields)) {
    if (!(path in form.getValues())) continue;
    form.setError(path as BackupSettingsField, { message });
    first ??= path as BackupSettingsField;
  }
  if (first) form.setFocus(first);
}

/** The daily backup's settings: on or off, the time of day (IST), how many to keep. One toast on save. */
export function BackupSettingsForm({ settings }: { settings: BackupSettings }) {
  const form = useForm<BackupSettingsValues>({ defaultValues: toValues(settings) });
  const { errors } = form.formState;
  const { submit, pending } = useSettingsSave({
    form,
    path: "/api/admin/backups/settings",
    changesOf: toSettings,
    schema: BackupSettingsEditSchema,
    placeErrors: (fields) => placeErrors(form, fields),
    toValues,
    messages: { saved: "Backup settings saved." },
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SettingsSection
        title="Daily backup"
        description="Once a day the server copies the database and every uploaded file into one backup file. Pick a time when nobody works on the site: staff screens may wait a few seconds while it runs."
      >
        <CheckboxField
          label="Back up every day"
          description="A server that was stopped at that time backs up as soon as it runs again."
          error={errors.enabled?.message}
          {...form.register("enabled")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Time of day (IST)"
            type="time"
            hint="India time, whatever this computer's time zone is."
            error={errors.time?.message}
            {...form.register("time")}
          />
          <TextField
            label="Backups to keep"
            inputMode="numeric"
            autoComplete="off"
            hint={`From ${MIN_BACKUPS_KEPT} to ${MAX_BACKUPS_KEPT}. After each backup, older ones beyond this number are removed.`}
            error={errors.keep?.message}
            {...form.register("keep")}
          />
        </div>
      </SettingsSection>
      <SaveBar label="Save backup settings" pending={pending} />
    </form>
  );
}
