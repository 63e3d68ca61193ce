import { Eye } from "lucide-react";
import { useCallback } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/govt-scheme-preview";
import { SCHEME_DRAFT_KIND, schemeOfDraft, type PreviewService } from "~/components/schemes/scheme-draft";
import { SchemePage } from "~/components/schemes/scheme-page";
import { useDraftPreview } from "~/lib/draft-preview";
import { requireStaff } from "~server/auth/require-staff.server";

/**
 * /govt-schemes/preview/{id}: any scheme, switched off or not, as its page will show it, for staff
 * with scheme:read; once hydrated, the editor's unsaved draft (app/lib/draft-preview.ts). Never
 * cached, never indexed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "scheme:read");
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const scheme = id !== null && id <= 2_147_483_647 ? await context.services.schemes.getForPreview(id) : null;
  if (!scheme) throw data("Not Found", { status: 404 });
  // Every active service's form: the draft may name another one than the saved scheme.
  const { loanServices } = context.services;
  const services: PreviewService[] = [];
  for (const summary of await loanServices.listActive()) {
    const detail = await loanServices.getActiveBySlug(summary.slug);
    if (detail)
      services.push({
        id: detail.id,
        slug: detail.slug,
        name: detail.name,
        enquiryFields: detail.enquiryFields,
        documents: detail.documents,
      });
  }
  const service = services.find((candidate) => candidate.slug === scheme.relatedService?.slug) ?? null;
  return { id: id!, scheme, service, services };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Preview: ${loaderData.scheme.name}` : "Preview" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function GovtSchemePreview({ loaderData }: Route.ComponentProps) {
  const { id, services } = loaderData;
  const parse = useCallback((value: unknown) => schemeOfDraft(value, services), [services]);
  const draft = useDraftPreview(SCHEME_DRAFT_KIND, id, parse);
  const shown = draft ?? { scheme: loaderData.scheme, service: loaderData.service };
  return (
    <>
      <aside
        aria-label="Preview"
        className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
      >
        <Eye aria-hidden="true" className="size-4" />
        <span>
          <strong>Preview</strong>:{" "}
          {draft
            ? "this is how the scheme's page will look with your unsaved changes."
            : "this is how the scheme's page looks as saved."}{" "}
          Visitors see it only while it is switched on.
        </span>
        <Link to={`/admin/schemes/${id}`} className="font-medium underline">
          Back to the editor
        </Link>
      </aside>
      <SchemePage {...shown} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
