import { useCallback } from "react";
import { data } from "react-router";
import type { Route } from "./+types/govt-scheme-preview";
import { SCHEME_DRAFT_KIND, schemeOfDraft, type PreviewService } from "~/components/schemes/scheme-draft";
import { PreviewBanner } from "~/components/preview-banner";
import { SchemePage } from "~/components/schemes/scheme-page";
import { previewHeaders, previewMeta, useDraftPreview } from "~/lib/draft-preview";
import { requireStaff } from "~server/auth/require-staff.server";
import { localizeLoanService } from "~server/loan-services/loan-service-translations.server";
import { localizeScheme } from "~server/schemes/scheme-translations.server";
import { languageOfRequest } from "~server/vocabulary/languages";

/**
 * /govt-schemes/preview/{id}: any scheme, switched off or not, as its page will show it, for staff
 * with scheme:read; once hydrated, the editor's unsaved draft (app/lib/draft-preview.ts). Never
 * cached, never indexed. Under /ml and /hi the saved scheme shows its published translation; a
 * draft is the English editor's, so its texts show as English there (marked as such).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "scheme:read");
  const { translations } = context.services;
  const language = languageOfRequest(request);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const saved = id !== null && id <= 2_147_483_647 ? await context.services.schemes.getForPreview(id) : null;
  if (!saved) throw data("Not Found", { status: 404 });
  const { scheme, english } = await localizeScheme(translations, language, saved);
  // Every active service's form: the draft may name another one than the saved scheme.
  const { loanServices } = context.services;
  const services: PreviewService[] = [];
  for (const summary of await loanServices.listActive()) {
    const active = await loanServices.getActiveBySlug(summary.slug);
    if (!active) continue;
    const detail = (await localizeLoanService(translations, language, active)).service;
    services.push({
      id: detail.id,
      slug: detail.slug,
      name: detail.name,
      enquiryFields: detail.enquiryFields,
      documents: detail.documents,
    });
  }
  const service = services.find((candidate) => candidate.slug === scheme.relatedService?.slug) ?? null;
  return { id: id!, scheme, english, service, services };
}

export const headers = previewHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return previewMeta(loaderData ? loaderData.scheme.name : null);
}

export default function GovtSchemePreview({ loaderData }: Route.ComponentProps) {
  const { id, services } = loaderData;
  const parse = useCallback((value: unknown) => schemeOfDraft(value, services), [services]);
  const draft = useDraftPreview(SCHEME_DRAFT_KIND, id, parse);
  // A draft holds the English editor's words: on a Malayalam or Hindi preview each text is English.
  const shown = draft
    ? { ...draft, english: Object.keys(draft.scheme).filter((field) => field !== "relatedService") }
    : { scheme: loaderData.scheme, english: loaderData.english, service: loaderData.service };
  return (
    <>
      <PreviewBanner back={{ to: `/admin/schemes/${id}`, label: "Back to the editor" }}>
        {draft
          ? "this is how the scheme's page will look with your unsaved changes."
          : "this is how the scheme's page looks as saved."}{" "}
        Visitors see it only while it is switched on.
      </PreviewBanner>
      <SchemePage {...shown} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
