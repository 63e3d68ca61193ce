import type { QueryFunction } from "@tanstack/react-query";
import { ADMIN_API_SEGMENT, ADMIN_TOKEN_STORAGE_KEY } from "./constants";

/**
 * The browser's API client, as spec section 7 fixes it: credentials always, a JSON content type
 * when a body is sent, the admin bearer token on staff API paths, and errors whose message is
 * `STATUS: body-or-statusText`.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`, text);
}

function readAdminToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ADMIN_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be unavailable (privacy modes, server rendering): send no token.
    return null;
  }
}

/** The Authorization header for staff API paths, when a token is stored. */
export function adminAuthHeaders(path: string): Record<string, string> {
  if (!path.includes(ADMIN_API_SEGMENT)) return {};
  const token = readAdminToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export interface ApiRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Returns parsed JSON when the answer is JSON, otherwise the raw Response. */
export async function apiRequest<T = unknown>(
  path: string,
  { method = "GET", headers = {}, body }: ApiRequestOptions = {},
): Promise<T | Response> {
  const res = await fetch(path, {
    method,
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...adminAuthHeaders(path),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  const type = res.headers.get("Content-Type") ?? "";
  return type.includes("application/json") ? ((await res.json()) as T) : res;
}

/** Builds the request URL from a query key: [path, params?]; falsy params are dropped. */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const [path, params] = queryKey;
  if (typeof path !== "string") throw new TypeError("The first element of a query key must be the API path");
  if (!params || typeof params !== "object" || Array.isArray(params)) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const url = urlFromQueryKey(queryKey);
    const res = await fetch(url, { credentials: "include", headers: adminAuthHeaders(url) });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
