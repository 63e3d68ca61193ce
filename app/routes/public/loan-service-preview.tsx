import { data } from "react-router";
import type { Route } from "./+types/loan-service-preview";
import { LoanServicePage } from "~/components/loan-services/loan-service-page";
import { PreviewBanner } from "~/components/preview-banner";
import { LOAN_SERVICE_DRAFT_KIND, loanServiceDraftReader } from "~/components/loan-services/loan-service-draft";
import { previewHeaders, previewMeta, useDraftPreview } from "~/lib/draft-preview";
import { requireStaff } from "~server/auth/require-staff.server";
import type { LoanServiceDetail } from "~server/loan-services/loan-service.schema";
import { localizeLoanPage } from "~server/loan-services/loan-service-translations.server";
import { isNotFoundError } from "~server/domain-errors";
import { languageOfRequest } from "~server/vocabulary/languages";

/**
 * /loan-services/preview/{id} (or /new): a loan service's page as it will look, switched-off ones
 * included, for signed-in staff with service:read. The server renders the saved service; once
 * hydrated, the editor's unsaved draft replaces it and follows what is typed. Never cached or indexed.
 * Under /ml and /hi the saved service shows its published translation; a draft is the English
 * editor's, so its texts show as English there (marked as such).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "service:read");
  const { translations } = context.services;
  const language = languageOfRequest(request);
  let id: number | null = null;
  let service: LoanServiceDetail | null = null;
  if (params.id !== "new") {
    id = /^[1-9]\d{0,9}$/.test(params.id) && Number(params.id) <= 2_147_483_647 ? Number(params.id) : null;
    if (id === null) throw data("Not Found", { status: 404 });
    try {
      const {
        isActive: _a,
        sortOrder: _s,
        version: _v,
        leadCount: _l,
        createdAt: _c,
        updatedAt: _u,
        ...page
      } = await context.services.loanServiceManager.get(id);
      service = page;
    } catch (error) {
      if (isNotFoundError(error)) throw data("Not Found", { status: 404 });
      throw error;
    }
  }
  const disclosures = await context.services.disclosures.get();
  const hasDownloads = await context.services.downloads.hasPublished();
  const localized = await localizeLoanPage(translations, language, {
    service,
    others: (await context.services.loanServices.listActive()).filter((other) => other.id !== id),
    // The lenders' offers the page would show with the saved service (a new one has none yet).
    offers: id === null ? [] : await context.services.lenderOffers.currentForService(id),
  });
  return { id, ...localized, disclosures, hasDownloads };
}

export const headers = previewHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return previewMeta(loaderData?.service ? loaderData.service.name : "new loan service");
}

export default function LoanServicePreview({ loaderData }: Route.ComponentProps) {
  const { id, service, english, others, othersInEnglish, disclosures, hasDownloads, offers, offersInEnglish } =
    loaderData;
  const draft = useDraftPreview(LOAN_SERVICE_DRAFT_KIND, id ?? "new", loanServiceDraftReader(id));
  const shown = draft ?? service;
  return (
    <>
      <PreviewBanner
        back={{ to: id ? `/admin/loan-services/${id}` : "/admin/loan-services/new", label: "Back to the editor" }}
      >
        {draft
          ? "your unsaved changes, as visitors will see them once you save."
          : "the service as saved. Changes you type in the editor show here as you type."}
      </PreviewBanner>
      {shown ? (
        <LoanServicePage
          service={shown}
          // A draft holds the English editor's words: on a Malayalam or Hindi preview each of its
          // texts is English (its keys name every text field).
          english={draft ? Object.keys(draft) : english}
          others={others}
          othersInEnglish={othersInEnglish}
          disclosures={disclosures}
          hasDownloads={hasDownloads}
          offers={offers}
          offersInEnglish={offersInEnglish}
        />
      ) : (
        <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center text-lg text-slate-700">
          Nothing to preview yet: fill in the new service in the editor, and this tab shows it as you type.
        </main>
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
