import { useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiError } from "~/lib/api-client";
import { ApiErrorBodySchema, type ApiErrorBody } from "~server/shared/api-error";
import type { FieldErrors } from "~server/shared/field-errors";

export interface ApiFailureMessages {
  /** For what the person cannot fix in the form: network failure, 413, 415, 5xx, an answer that is not the API's. */
  failed: string;
  /** For a 429 whose answer carries no message of its own. */
  tooMany: string;
  /** Before the messages of fields the form does not show; "Please check the highlighted fields." when left out. */
  checkFields?: string;
  /**
   * Show these messages rather than the API's own for a 429 or a 400 about the request as a whole.
   * The API words those in English; a public form in another language shows its own words (its
   * field messages come in the form's language: server/http/api/leads.routes.ts).
   */
  ownWordsOnly?: boolean;
}

export interface UseApiFormErrorsOptions<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /**
   * The fields that can show a server message (dotted paths such as `consent.accepted`), in the
   * order they appear: the first one with a message gets focus. A message for any other field
   * (one the form does not show, or the API's root key) becomes part of the form's message.
   */
  fieldNames: readonly FieldPath<TInput>[];
  messages: ApiFailureMessages;
}

export interface ApiFormErrors {
  /** A message for the whole form, or null. */
  formError: string | null;
  /** Forgets the last failure's message (call before a new attempt). */
  clear: () => void;
  /**
   * Shows why a request failed, keeping what was typed: a 400's field messages go next to their
   * fields, anything else becomes `formError`.
   */
  show: (error: unknown) => void;
}

/**
 * Turns a failed API request into form errors, for any react-hook-form form that writes through
 * the API (lead forms, staff screens).
 */
export function useApiFormErrors<TInput extends FieldValues, TOutput>({
  form,
  fieldNames,
  messages,
}: UseApiFormErrorsOptions<TInput, TOutput>): ApiFormErrors {
  const [formError, setFormError] = useState<string | null>(null);

  /** Places the messages of the fields the form shows; answers the others' messages. */
  function placeFieldErrors(fields: FieldErrors): string[] {
    const known = new Set<string>(fieldNames);
    const unplaced: string[] = [];
    let focused = false;
    // Follow the form's own field order, so the first field in the form gets focus.
    const ordered = [
      ...fieldNames.filter((name) => name in fields),
      ...Object.keys(fields).filter((name) => !known.has(name)),
    ];
    for (const name of ordered) {
      const message = fields[name];
      if (typeof message !== "string" || !message) continue;
      if (known.has(name)) {
        form.setError(name as FieldPath<TInput>, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      } else {
        unplaced.push(message);
      }
    }
    return unplaced;
  }

  return {
    formError,
    clear: () => setFormError(null),
    show: (error) => setFormError(messageForFailure(error, messages, placeFieldErrors)),
  };
}

/** The API's error answer in a failed request's body; undefined for anything else (a proxy's HTML page). */
function parseErrorBody(error: ApiError): ApiErrorBody["error"] | undefined {
  try {
    const parsed = ApiErrorBodySchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

/** The form's message for a failed request; places a 400's field messages as a side effect. */
function messageForFailure(
  error: unknown,
  messages: ApiFailureMessages,
  placeFieldErrors: (fields: FieldErrors) => string[],
): string | null {
  if (!(error instanceof ApiError)) return messages.failed; // network failure or a bad answer
  const body = parseErrorBody(error);
  const apiMessage = messages.ownWordsOnly ? undefined : body?.message;
  if (error.status === 429) return apiMessage || messages.tooMany;
  if (error.status === 400) {
    const fields = body?.fields;
    if (fields && Object.keys(fields).length > 0) {
      const unplaced = placeFieldErrors(fields);
      if (unplaced.length === 0) return null; // every message sits next to its field
      return unplaced.length === Object.keys(fields).length
        ? unplaced.join(" ")
        : `${messages.checkFields ?? "Please check the highlighted fields."} ${unplaced.join(" ")}`;
    }
    // A 400 without field messages (a rule about the request as a whole) carries a message meant for the person.
    return apiMessage || messages.failed;
  }
  return messages.failed; // 413, 415, 5xx, anything else
}
