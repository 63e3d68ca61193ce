import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import type { Language } from "~server/vocabulary/languages";
import type { LeadKind } from "~server/vocabulary/leads";
import { consentNoticeVersions, CreatedLeadSchema, type CreatedLead } from "~server/leads/lead.schema";
import { useApiFormErrors, type ApiFailureMessages } from "~/components/forms/use-api-form-errors";
import { useI18n, type I18n } from "~/i18n/i18n";
import { attribution } from "~/lib/attribution";
import { apiRequest } from "~/lib/api-client";
import { offerFormValues, takeKeptFormValues } from "~/lib/form-values-across-reload";
import { trackLead, trackLeadFormOpened } from "~/lib/tracking";

/**
 * What a public form says when a request fails in a way the visitor cannot fix in the form, in
 * the page's language. The API words its own messages for those (a rate limit's wait) in English:
 * an English page shows them as it always has, a page in another language its own words.
 */
export function publicFailureMessages(
  { t, language }: Pick<I18n, "t" | "language">,
  own: Partial<Pick<ApiFailureMessages, "failed" | "tooMany">> = {},
): ApiFailureMessages {
  return {
    failed: own.failed ?? t("forms.submissionFailed"),
    tooMany: own.tooMany ?? t("forms.tooManySubmissions"),
    checkFields: t("forms.checkFields"),
    ownWordsOnly: language !== "en",
  };
}

export const LEADS_ENDPOINT = "/api/leads";

/**
 * The consent record of a form on a page in `language`: the notice it shows is that language's,
 * with that language's version (server/leads/lead.schema.ts). The server answers the form's field
 * errors in the same language.
 */
function consentShown(language: Language) {
  return { noticeVersion: consentNoticeVersions[language], language };
}

/**
 * The consent checkbox and the honeypot, which every lead schema has (its common fields in
 * server/leads/lead.schema.ts). Cast to a form's own field paths where used: react-hook-form
 * cannot resolve the paths of a generic form type.
 */
export const CONSENT_FIELD = "consent.accepted";
const CONSENT_FIELD_GROUP = "consent";
export const HONEYPOT_FIELD = "website";

/** A field's props for TextField, SelectField or ConsentCheckbox: its registration and its message. */
export type FieldProps = UseFormRegisterReturn & { error?: string };

/**
 * `form`, and its `field(name)`: the field's registration and message. Reading formState.errors
 * subscribes the form to its errors (getFieldState would subscribe it to dirty and touched fields
 * as well).
 */
export function formFields<TInput extends FieldValues, TOutput>(form: UseFormReturn<TInput, unknown, TOutput>) {
  return {
    form,
    field: (name: FieldPath<TInput>): FieldProps => ({
      ...form.register(name),
      error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
    }),
  };
}

/**
 * A `<form onSubmit>` that checks the form, then calls `send` with what the schema made of it. A
 * second submit while one is under way is ignored; `start` runs first on every other one (to
 * forget the last failure's messages, also when the check fails).
 */
export function useSubmitOnce<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  start: () => void,
  send: (parsed: TOutput) => Promise<void>,
): (event?: FormEvent<HTMLFormElement>) => Promise<void> {
  // A ref, not state: a second click in the same tick must already see the first one.
  const inFlight = useRef(false);
  return async (event) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    start();
    try {
      await form.handleSubmit(send)();
    } finally {
      inFlight.current = false;
    }
  };
}

function isCreatedLead(value: unknown): value is CreatedLead {
  const parsed = CreatedLeadSchema.safeParse(value);
  return parsed.success && parsed.data.reference !== "";
}

/** What the visitor types into a lead form: its kind's schema input (strings as typed). */
export type LeadFormInput = FieldValues & { kind: LeadKind };

export type SubmissionStatus = "idle" | "submitting" | "success";

export interface UseLeadFormOptions<TInput extends LeadFormInput, TOutput> {
  kind: TInput["kind"];
  /** The kind's schema; the server parses the request with the same one. */
  schema: z.ZodType<TOutput, TInput>;
  /**
   * The form's own fields, in the order they appear: each starts empty (a select on its empty
   * "Choose…" option), and the first with a message gets focus. The consent checkbox follows
   * them. A server message for a field that is not listed becomes a general error.
   */
  fieldNames: readonly FieldPath<TInput>[];
  /** The loan service a loan enquiry is for: a value of the form, and the conversion event's service. */
  serviceSlug?: string;
  /** The deal on /deals whose button opened the form: recorded on the lead. */
  dealId?: number;
}

export interface LeadForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** A field's props: its registration and its message. */
  field: (name: FieldPath<TInput>) => FieldProps;
  /** Pass to `<form onSubmit>`: validates, then posts once (further submits are ignored meanwhile). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  status: SubmissionStatus;
  /** The stored lead after a success. */
  created: CreatedLead | null;
  /** A message for the whole form (rate limit, server or network failure), or null. */
  generalError: string | null;
}

/**
 * The state of a lead form (react-hook-form with its kind's schema) and its submission to
 * POST /api/leads. Never clears what was typed on a failure: field messages from a 400 go next to
 * their fields, anything else becomes one general message. A success sends the conversion event.
 */
export function useLeadForm<TInput extends LeadFormInput, TOutput>({
  kind,
  schema,
  fieldNames,
  serviceSlug,
  dealId,
}: UseLeadFormOptions<TInput, TOutput>): LeadForm<TInput, TOutput> {
  const i18n = useI18n();
  const { language } = i18n;
  const form = useForm<TInput, unknown, TOutput>({
    // react-hook-form's default modes: check on submit, then again on every change. The schema
    // is the page's language's (use-lead-schemas.ts), so are its messages.
    resolver: zodResolver(schema),
    defaultValues: {
      kind,
      serviceSlug,
      ...Object.fromEntries(fieldNames.map((name) => [name, ""])),
      // The consent notice shown, an empty honeypot.
      consent: consentShown(language),
      website: "",
    } as DefaultValues<TInput>,
  });
  const messageFields = [...fieldNames, CONSENT_FIELD as FieldPath<TInput>];

  const [status, setStatus] = useState<SubmissionStatus>("idle");
  const [created, setCreated] = useState<CreatedLead | null>(null);
  const errors = useApiFormErrors({ form, fieldNames: messageFields, messages: publicFailureMessages(i18n) });
  // Every lead form uses this hook: its first render on a page or in a dialog is a form opened.
  useEffect(() => trackLeadFormOpened(kind), [kind]);
  const sent = useRef(false);
  useValuesAcrossReload(form, [kind, serviceSlug, dealId].filter(Boolean).join(":"), fieldNames, sent);

  const onSubmit = useSubmitOnce(form, errors.clear, async () => {
    setStatus("submitting");
    try {
      const answer = await apiRequest<CreatedLead>(LEADS_ENDPOINT, {
        method: "POST",
        // Send what the visitor typed, with the kind, the consent notice shown (its language and
        // version: the page's now) and the honeypot: the server parses it with the same schema,
        // in the same language. JSON leaves out a serviceSlug or dealId that is undefined (the
        // forms other than the loan enquiry).
        body: {
          ...form.getValues(),
          consent: { ...form.getValues(CONSENT_FIELD_GROUP as FieldPath<TInput>), ...consentShown(language) },
          dealId,
          ...attribution(),
        },
      });
      if (!isCreatedLead(answer)) throw new Error("Unexpected answer from POST /api/leads");
      sent.current = true;
      setCreated(answer);
      setStatus("success");
      try {
        trackLead({ kind, serviceSlug });
      } catch {
        // Tracking must never turn a stored lead into an error for the visitor.
      }
    } catch (error) {
      setStatus("idle");
      errors.show(error);
    }
  });

  return { ...formFields(form), onSubmit, status, created, generalError: errors.formError };
}

/**
 * Accept All on the cookie banner reloads the page (spec section 4): what was typed into the form's
 * own fields goes across that reload (app/lib/form-values-across-reload.ts) and is put back once,
 * into the fields still empty. The consent checkbox and the bot trap are never kept, and a sent
 * form offers nothing.
 */
function useValuesAcrossReload<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  formKey: string,
  fieldNames: readonly FieldPath<TInput>[],
  sent: { readonly current: boolean },
): void {
  useEffect(() => {
    const kept = takeKeptFormValues(formKey);
    for (const name of fieldNames) {
      const value = kept?.[name];
      if (value && !form.getValues(name)) {
        form.setValue(name, value as PathValue<TInput, typeof name>, { shouldDirty: true });
      }
    }
    return offerFormValues(formKey, () =>
      sent.current ? null : Object.fromEntries(fieldNames.map((name) => [name, String(form.getValues(name) ?? "")])),
    );
  }, [form, formKey, fieldNames, sent]);
}
