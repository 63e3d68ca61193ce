import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";
import { QUERY_GC_TIME_MS, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from "./constants";

/** Retry delay doubling from 1 s, capped at 30 s (used only where a query opts into retries). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

/** Spec section 4: no retry, no refetch on focus, no polling, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
        retryDelay,
      },
      mutations: {
        retry: false,
        retryDelay,
      },
    },
  });
}
