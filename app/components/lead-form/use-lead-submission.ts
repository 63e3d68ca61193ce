import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { CONSENT_NOTICE_VERSION, CreatedLeadSchema, type CreatedLead } from "~server/leads/lead.schema";
import { useApiFormErrors, type ApiFailureMessages } from "~/components/forms/use-api-form-errors";
import { attribution } from "~/lib/attribution";
import { apiRequest } from "~/lib/api-client";
import { trackLead, trackLeadFormOpened } from "~/lib/tracking";

/** Shown when the server or the network failed in a way the visitor cannot fix in the form. */
export const SUBMISSION_FAILED_MESSAGE = "We could not send your details. Please try again, or call/WhatsApp us.";
const failureMessages: ApiFailureMessages = {
  failed: SUBMISSION_FAILED_MESSAGE,
  tooMany: "Too many submissions from your connection. Please try again in a few minutes, or call us.",
};

export const LEADS_ENDPOINT = "/api/leads";

/** The language of the consent notice the forms show. */
const NOTICE_LANGUAGE = "en";

/** Default values every lead form starts from: the consent notice shown, an empty honeypot. */
export const leadFormBaseDefaults = {
  consent: { noticeVersion: CONSENT_NOTICE_VERSION, language: NOTICE_LANGUAGE },
  website: "",
};

function isCreatedLead(value: unknown): value is CreatedLead {
  const parsed = CreatedLeadSchema.safeParse(value);
  return parsed.success && parsed.data.reference !== "";
}

export type SubmissionStatus = "idle" | "submitting" | "success";

export interface UseLeadSubmissionOptions<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /**
   * The form fields that can show a server message (dotted paths such as `consent.accepted`).
   * A server message for any other field (one the form does not show) becomes a general error.
   */
  fieldNames: readonly FieldPath<TInput>[];
  /**
   * The form's own part of the request body (its kind and fields), from what the visitor typed
   * and what the schema made of it. The hook adds the consent record, the honeypot and the
   * visit attribution, which are the same for every lead form.
   */
  buildPayload: (raw: TInput, parsed: TOutput) => Record<string, unknown>;
  /** The conversion event for a success, e.g. `{kind, amount: "2500000", serviceSlug}`. */
  trackEvent: (parsed: TOutput) => Parameters<typeof trackLead>[0];
  /** Called once with the server's answer after a success. */
  onSuccess?: (created: CreatedLead) => void;
}

export interface LeadSubmission {
  /** Pass to `<form onSubmit>`: validates, then posts once (further submits are ignored meanwhile). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  status: SubmissionStatus;
  /** The stored lead after a success. */
  created: CreatedLead | null;
  /** A message for the whole form (rate limit, server or network failure), or null. */
  generalError: string | null;
}

/**
 * Submits a lead form to POST /api/leads. Never clears what was typed on a failure: field
 * messages from a 400 go next to their fields, anything else becomes one general message.
 */
export function useLeadSubmission<TInput extends FieldValues, TOutput>({
  form,
  fieldNames,
  buildPayload,
  trackEvent,
  onSuccess,
}: UseLeadSubmissionOptions<TInput, TOutput>): LeadSubmission {
  const [status, setStatus] = useState<SubmissionStatus>("idle");
  const [created, setCreated] = useState<CreatedLead | null>(null);
  const errors = useApiFormErrors({ form, fieldNames, messages: failureMessages });
  // A ref, not state: a second click in the same tick must already see the first one.
  const inFlight = useRef(false);
  // Every lead form uses this hook: its first render on a page or in a dialog is a form opened.
  useEffect(() => trackLeadFormOpened(), []);

  async function onSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    errors.clear();
    try {
      await form.handleSubmit(async (parsed) => {
        setStatus("submitting");
        const raw = form.getValues();
        try {
          const answer = await apiRequest<CreatedLead>(LEADS_ENDPOINT, {
            method: "POST",
            body: {
              ...buildPayload(raw, parsed),
              consent: { accepted: true, noticeVersion: CONSENT_NOTICE_VERSION, language: NOTICE_LANGUAGE },
              website: (raw as { website?: string }).website ?? "",
              ...attribution(),
            },
          });
          if (!isCreatedLead(answer)) throw new Error("Unexpected answer from POST /api/leads");
          setCreated(answer);
          setStatus("success");
          try {
            trackLead(trackEvent(parsed));
          } catch {
            // Tracking must never turn a stored lead into an error for the visitor.
          }
          onSuccess?.(answer);
        } catch (error) {
          setStatus("idle");
          errors.show(error);
        }
      })();
    } finally {
      inFlight.current = false;
    }
  }

  return { onSubmit, status, created, generalError: errors.formError };
}
