import { useQuery } from "@tanstack/react-query";
import type { LoanServiceSummary } from "~server/loan-services/loan-service.schema";

export const LOAN_SERVICES_QUERY_KEY = ["/api/loan-services"] as const;

/**
 * The loan service list through the query cache. `initial` is the server loader's list on the
 * first page load (so the HTML has it and no second fetch happens); on client navigations it is
 * null and the cache, or a fetch with skeletons, provides the list.
 */
export function useLoanServices(initial: LoanServiceSummary[] | null) {
  return useQuery<LoanServiceSummary[]>({
    queryKey: LOAN_SERVICES_QUERY_KEY,
    initialData: initial ?? undefined,
  });
}

/** Route `clientLoader` for screens that list services: defer to the query cache. */
export function loanServicesClientLoader() {
  return { services: null as LoanServiceSummary[] | null };
}
