import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { toast } from "~/components/ui/use-toast";
import { fieldErrorsFromZod } from "~server/shared/field-errors";
import { useStaffAction } from "../use-staff-action";

export interface SettingsSaveOptions<TValues extends FieldValues, TSaved> {
  form: UseFormReturn<TValues>;
  /** The settings' operation, e.g. /api/admin/settings. */
  path: string;
  /** PATCH (the default) merges a change; PUT sends the whole settings (the mail server). */
  method?: "PATCH" | "PUT";
  /** What to send, from what the form holds (only what changed, where the API merges). */
  changesOf: (values: TValues) => object;
  /** The server's rules for that change, checked before anything is sent. */
  schema: z.ZodType;
  /** Send what the schema made of the change rather than the change as the form holds it. */
  sendParsed?: boolean;
  /** Puts messages keyed by dotted path (`address.postalCode`) on the fields that show them. */
  placeErrors: (fields: Record<string, string>) => void;
  /** The form's values for the settings the API answers with, so the form starts clean again. */
  toValues: (saved: TSaved) => TValues;
  messages: {
    /** The toast after saving. */
    saved: string;
    /** The toast when nothing changed; without it, an empty change is sent like any other. */
    unchanged?: string;
    /** A toast when the check before sending fails; without it, the field messages say it alone. */
    invalid?: string;
  };
}

/**
 * Saving a staff settings form (site settings, disclosures, lead settings): the change is checked
 * with the server's own rules first, so a mistake is named next to its field before anything is
 * sent; then one PATCH (or PUT) with one toast, the API's field messages (400) placed like the form's own,
 * and the form reset to what was saved. The settings are merged on the server, so there is no
 * version and no 409 to handle here.
 */
export function useSettingsSave<TValues extends FieldValues, TSaved>({
  form,
  path,
  method = "PATCH",
  changesOf,
  schema,
  sendParsed = false,
  placeErrors,
  toValues,
  messages,
}: SettingsSaveOptions<TValues, TSaved>) {
  const { run, pending } = useStaffAction();

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const changes = changesOf(values);
    const checked = schema.safeParse(changes);
    if (!checked.success) {
      placeErrors(fieldErrorsFromZod(checked.error));
      if (messages.invalid) toast({ title: messages.invalid });
      return;
    }
    if (messages.unchanged && Object.keys(changes).length === 0) {
      toast({ title: messages.unchanged });
      return;
    }
    const result = await run<TSaved>(path, {
      method,
      body: sendParsed ? checked.data : changes,
      success: messages.saved,
      onFieldErrors: placeErrors,
    });
    if (result.ok && result.data) form.reset(toValues(result.data));
  });

  return { submit, pending };
}
