import { AlertTriangle, ImageIcon, SearchX } from "lucide-react";
import { useCallback, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { FilterBar, FilterSelect, FilterText, LIST_VIEW_PARAMS } from "~/components/admin/filter-bar";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { clearedHref, parseListParams } from "~/components/admin/list-params";
import { MediaDetailDialog } from "~/components/admin/media/media-detail";
import { MediaThumb } from "~/components/admin/media/media-thumb";
import { typeLabel } from "~/components/admin/media/media-files";
import { UploadList, UploadZone, useMediaUploads } from "~/components/admin/media/media-upload";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { formatFileSize } from "~server/downloads/download-labels";
import { MediaListQuerySchema } from "~server/media/media.schema";
import type { Route } from "./+types/media";

export const handle: StaffHandle = { breadcrumb: "Media" };
export const meta: Route.MetaFunction = () => staffMeta("Media library");

const FILTERS = ["search", "kind"] as const;
const paramLabels: Record<string, string> = {
  search: "search",
  kind: "type",
  page: "page",
  pageSize: "files per page",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "media:read");
  const { query, ignored } = parseListParams(MediaListQuerySchema, new URL(request.url).searchParams);
  const list = await context.services.media.list(query);
  return {
    ...list,
    query,
    ignored,
    filtered: FILTERS.some((name) => query[name] !== undefined),
    canWrite: can(principal.user, "media:write"),
  };
}

export default function Media({ loaderData }: Route.ComponentProps) {
  const { items, total, query, filtered, canWrite } = loaderData;
  const location = useLocation();
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = items.find((item) => item.id === openId) ?? null;
  const uploads = useMediaUploads(useCallback(() => revalidator.revalidate(), [revalidator]));

  return (
    <>
      <PageHeader
        title="Media library"
        description="Images and PDFs for blog posts, deals, popups and the disclosures. Upload once, use anywhere; each image gets smaller sizes for phones, and its focal point keeps the important part in every crop."
      />
      {canWrite ? (
        <section aria-label="Upload" className="mb-6 grid gap-3">
          <UploadZone disabled={uploads.busy} onFiles={(files) => void uploads.add(files)} />
          <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
        </section>
      ) : (
        <p className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          You can see the files; an owner, admin or editor can upload and change them.
        </p>
      )}
      <IgnoredParamsNotice ignored={loaderData.ignored} labels={paramLabels} />
      <FilterBar filters={FILTERS} label="Filter the media library">
        <FilterText label="File name, title or alt text" name="search" type="search" />
        <FilterSelect
          label="Type"
          name="kind"
          placeholder="Images and PDFs"
          options={[
            { value: "image", label: "Images" },
            { value: "document", label: "PDFs" },
          ]}
        />
      </FilterBar>
      {items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="No media match these filters"
            actions={
              <Link to={clearedHref(location, LIST_VIEW_PARAMS)} className={buttonVariants({ variant: "outline" })}>
                Clear filters
              </Link>
            }
          >
            Try other words, or the other type.
          </EmptyState>
        ) : (
          <EmptyState icon={ImageIcon} title="The library is empty">
            {canWrite
              ? "Drop photos or PDFs on the box above, or choose them. Posts, deals, popups and the lender logos can then use them."
              : "An owner, admin or editor can upload images and PDFs here."}
          </EmptyState>
        )
      ) : (
        <ul aria-label="Files" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <button
                type="button"
                onClick={() => setOpenId(item.id)}
                aria-haspopup="dialog"
                className="flex w-full cursor-pointer flex-row overflow-hidden rounded-lg border border-slate-200 bg-white text-left transition-colors hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-hidden min-[420px]:flex-col"
              >
                <MediaThumb item={item} width={200} className="w-24 shrink-0 min-[420px]:w-full" />
                <span className="grid min-w-0 gap-0.5 p-2.5 text-sm">
                  <span className="truncate font-semibold text-slate-900">{item.title || item.fileName}</span>
                  <span className="text-slate-700">
                    {typeLabel(item.mimeType)} · {formatFileSize(item.byteSize)}
                  </span>
                  <span className="text-slate-700">
                    {item.usedIn.length === 0
                      ? "Not used"
                      : `Used in ${item.usedIn.length} ${item.usedIn.length === 1 ? "place" : "places"}`}
                  </span>
                  {item.kind === "image" && item.alt.trim() === "" && (
                    <span className="flex items-center gap-1 font-medium text-amber-800">
                      <AlertTriangle aria-hidden="true" className="size-3.5" /> No alt text
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          total={total}
          noun={{ one: "file", other: "files" }}
          label="Pages of the media library"
        />
      </div>
      <MediaDetailDialog item={open} canWrite={canWrite} onOpenChange={(next) => !next && setOpenId(null)} />
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
