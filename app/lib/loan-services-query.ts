import { useQuery } from "@tanstack/react-query";
import { useI18n } from "~/i18n/i18n";
import type { LoanServiceSummary } from "~server/loan-services/loan-service.schema";
import type { Language } from "~server/vocabulary/languages";

/**
 * The query key of the loan service list in a language: the English list is
 * `["/api/loan-services"]` as before; a translated one asks for `?lang=ml` (or hi), so each
 * language's list is fetched and kept apart (issue 27).
 */
export function loanServicesQueryKey(language: Language) {
  return language === "en" ? (["/api/loan-services"] as const) : (["/api/loan-services", { lang: language }] as const);
}

/**
 * The loan service list in the page's language through the query cache. `initial` is the server
 * loader's list on the first page load (so the HTML has it and no second fetch happens); on client
 * navigations it is null and the cache, or a fetch with skeletons, provides the list.
 */
export function useLoanServices(initial: LoanServiceSummary[] | null) {
  const { language } = useI18n();
  return useQuery<LoanServiceSummary[]>({
    queryKey: loanServicesQueryKey(language),
    initialData: initial ?? undefined,
  });
}

/** Route `clientLoader` for screens that list services: defer to the query cache. */
export function loanServicesClientLoader() {
  return { services: null as LoanServiceSummary[] | null };
}
