import { useCallback, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { ApiError, apiRequest } from "~/lib/api-client";

/** What a failed staff API call said, read from the API's one error shape. */
export interface StaffActionError {
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
}

const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

export function readActionError(error: unknown): StaffActionError {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as {
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      };
      if (body?.error?.message) {
        return {
          status: error.status,
          code: body.error.code ?? "error",
          message: body.error.message,
          fields: body.error.fields ?? {},
        };
      }
    } catch {
      // Not our JSON (a proxy's error page): fall through to a general message.
    }
    return {
      status: error.status,
      code: "error",
      message:
        error.status >= 500
          ? "The server could not do this just now. Try again in a minute."
          : `The request failed (${error.status}). Reload the page and try again.`,
      fields: {},
    };
  }
  return { status: 0, code: "network", message: NETWORK_MESSAGE, fields: {} };
}

export type StaffActionResult<T> = { ok: true; data: T | null } | { ok: false; error: StaffActionError };

export interface StaffActionOptions {
  method?: "POST" | "PATCH" | "DELETE" | "PUT";
  body?: unknown;
  /** The toast after success; none when omitted. */
  success?: string;
  /**
   * Field messages of a 400 answer, for the form to show next to its fields; the one toast then
   * names the field's message (or asks to check the highlighted fields when there are several).
   */
  onFieldErrors?: (fields: Record<string, string>) => void;
  /** Reload the screen's data afterwards (default true). */
  revalidate?: boolean;
}

/**
 * Staff writes: one call to /api/admin/* through the spec's `apiRequest`, then one toast saying
 * what happened (or what to do), the screen's data reloaded, and a session that ended sent to
 * the login page (back here afterwards). Answers `{ ok: true, data }` (data is null for an answer
 * without a body, such as 204) or `{ ok: false, error }`.
 */
export function useStaffAction() {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async <T = unknown>(path: string, options: StaffActionOptions = {}): Promise<StaffActionResult<T>> => {
      setPending(true);
      try {
        const result = await apiRequest<T>(path, { method: options.method ?? "POST", body: options.body });
        if (options.success) toast({ title: options.success });
        if (options.revalidate !== false) await revalidator.revalidate();
        return { ok: true, data: (result instanceof Response ? null : result) as T | null };
      } catch (error) {
        const failure = readActionError(error);
        if (failure.status === 401) {
          toast({ variant: "destructive", title: "Your session ended. Sign in again to continue." });
          navigate(`/admin/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`);
          return { ok: false, error: failure };
        }
        const hasFields = Object.keys(failure.fields).length > 0;
        if (hasFields && options.onFieldErrors) {
          options.onFieldErrors(failure.fields);
          const single = Object.values(failure.fields).length === 1 ? Object.values(failure.fields)[0] : null;
          toast({ variant: "destructive", title: single ?? "Check the highlighted fields." });
        } else {
          toast({ variant: "destructive", title: failure.message });
        }
        return { ok: false, error: failure };
      } finally {
        setPending(false);
      }
    },
    [revalidator, navigate, location.pathname, location.search],
  );

  return { run, pending };
}
