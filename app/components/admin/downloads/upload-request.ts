import { ApiError, adminAuthHeaders } from "~/lib/api-client";
import { readActionError, type StaffActionError } from "../use-staff-action";

/** The server takes a request for 30 s at most (HTTP_TIMEOUTS in server/start.server.ts). */
const SLOW_UPLOAD_MESSAGE =
  "The upload took longer than the server waits (30 seconds). Try again on a faster connection, or make the file smaller.";

export type UploadResult<T> = { ok: true; data: T } | { ok: false; error: StaffActionError };

/**
 * Sends a multipart form to the staff API with XMLHttpRequest, because fetch cannot report how
 * much of a request body has been sent: `onProgress` gets 0..1 as the file goes up. Cookies and
 * the bearer token go with it as with `apiRequest`; errors read as the API's one error shape.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  options: { method?: "POST" | "PUT"; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? "POST", path);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(adminAuthHeaders(path))) request.setRequestHeader(name, value);
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        try {
          resolve({ ok: true, data: JSON.parse(text) as T });
        } catch {
          resolve({ ok: true, data: null as T });
        }
        return;
      }
      if (request.status === 408) {
        resolve({ ok: false, error: { status: 408, code: "timeout", message: SLOW_UPLOAD_MESSAGE, fields: {} } });
        return;
      }
      resolve({
        ok: false,
        error: readActionError(new ApiError(request.status, `${request.status}: ${text}`, text || request.statusText)),
      });
    };
    const failed = () => resolve({ ok: false, error: readActionError(new TypeError("network")) });
    request.onerror = failed;
    request.ontimeout = failed;
    request.onabort = () =>
      resolve({ ok: false, error: { status: 0, code: "aborted", message: "Upload cancelled.", fields: {} } });
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
