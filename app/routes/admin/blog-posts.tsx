import { ExternalLink, Eye, Newspaper, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PostStatusBadge, postStatusOptions } from "~/components/admin/blog/post-status-badge";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, dataColumns } from "~/components/admin/data-table";
import { EmptyState, FilteredEmptyState } from "~/components/admin/empty-state";
import { FilterBar, FilterSelect, FilterText } from "~/components/admin/filter-bar";
import { IgnoredParamsNotice } from "~/components/admin/ignored-params-notice";
import { parseListParams } from "~/components/admin/list-params";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { Button, buttonVariants } from "~/components/ui/button";
import { can } from "~server/auth/permissions";
import { requireStaff } from "~server/auth/require-staff.server";
import { StaffPostQuerySchema } from "~server/blog/post.schema";
import { postCategoryLabel, postEditPath, postPath } from "~server/blog/post-rules";
import { formatDateTimeIST } from "~server/formats/ist";
import { languageEnglishNames, languages, pathInLanguage } from "~server/vocabulary/languages";
import type { Route } from "./+types/blog-posts";

export const handle: StaffHandle = { breadcrumb: "Blog" };
export const meta: Route.MetaFunction = () => staffMeta("Blog posts");

const FILTERS = ["status", "language", "author", "search"] as const;

const filterLabels: Record<string, string> = {
  status: "status",
  language: "language",
  author: "author",
  search: "search",
  page: "page",
  pageSize: "rows per page",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = await requireStaff(request, context, "post:read");
  const { postManager, users } = context.services;
  const { query, ignored } = parseListParams(StaffPostQuerySchema, new URL(request.url).searchParams);
  const [list, staff] = await Promise.all([postManager.listStaff(query), users.list({ page: 1, pageSize: 100 })]);
  return {
    items: list.items,
    total: list.total,
    page: query.page,
    pageSize: query.pageSize,
    filtered: FILTERS.some((name) => query[name] !== undefined),
    ignored,
    staff: staff.items.map(({ id, displayName }) => ({ id, displayName })),
    canWrite: can(principal.user, "post:write"),
    canPublish: can(principal.user, "post:publish"),
  };
}

type Post = Route.ComponentProps["loaderData"]["items"][number];

const column = dataColumns<Post>();
const baseColumns = [
  column.accessor("title", {
    header: "Title",
    meta: { primary: true, className: "min-w-64" },
    cell: ({ row }) => (
      <>
        <Link
          to={postEditPath(row.original.id)}
          className="block text-slate-900 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden"
        >
          <span className="block font-semibold">{row.original.title}</span>
        </Link>
        <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">
          {postPath(row.original.slug, row.original.language)}
        </span>
      </>
    ),
  }),
  column.accessor("status", {
    header: "Status",
    cell: ({ row }) => <PostStatusBadge status={row.original.status} publishAt={row.original.publishAt} />,
  }),
  column.accessor("language", {
    header: "Language",
    cell: (cell) => languageEnglishNames[cell.getValue()],
  }),
  column.accessor("category", {
    header: "Category",
    cell: (cell) => postCategoryLabel(cell.getValue()) || "—",
  }),
  column.accessor("authorName", { header: "Author", cell: (cell) => cell.getValue() || "—" }),
  column.accessor("updatedAt", {
    header: "Last saved",
    meta: { className: "whitespace-nowrap" },
    cell: (cell) => <time dateTime={cell.getValue()}>{formatDateTimeIST(cell.getValue())}</time>,
  }),
];

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  const { run, pending } = useStaffAction();
  const [deleting, setDeleting] = useState<Post | null>(null);
  const { canWrite, canPublish } = loaderData;

  const columns = column.columns([
    ...baseColumns,
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => {
        const post = row.original;
        const live = post.status === "published";
        const mayDelete = canWrite && (post.status === "draft" || canPublish);
        return (
          <div className="flex flex-wrap gap-2">
            {canWrite && (live ? canPublish : true) && (
              <Link to={postEditPath(post.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit<span className="sr-only"> {post.title}</span>
              </Link>
            )}
            {!live && (
              <a
                href={pathInLanguage(`/blog/preview/${post.id}`, post.language)}
                target="_blank"
                rel="noopener"
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <Eye aria-hidden="true" className="size-4" />
                Preview<span className="sr-only"> {post.title} (opens in a new tab)</span>
              </a>
            )}
            {live && (
              <a
                href={postPath(post.slug, post.language)}
                target="_blank"
                rel="noopener"
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                View<span className="sr-only"> {post.title} on the site (opens in a new tab)</span>
              </a>
            )}
            {mayDelete && (
              <Button variant="outline" size="sm" onClick={() => setDeleting(post)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete<span className="sr-only"> {post.title}</span>
              </Button>
            )}
          </div>
        );
      },
    }),
  ]);

  return (
    <>
      <PageHeader
        title="Blog posts"
        description="Articles for borrowers on the public blog: each post is written in one language and appears on that language's blog (/blog, /ml/blog, /hi/blog). Scheduled posts go live on their own at their time (IST)."
        actions={
          canWrite && (
            <Link to="/admin/blog/create" className={buttonVariants()}>
              <Plus aria-hidden="true" className="size-4" />
              New post
            </Link>
          )
        }
      />
      <IgnoredParamsNotice ignored={loaderData.ignored} labels={filterLabels} />
      <FilterBar filters={FILTERS} label="Filter the posts">
        <FilterSelect label="Status" name="status" placeholder="Any status" options={postStatusOptions} />
        <FilterSelect
          label="Language"
          name="language"
          placeholder="Any language"
          options={languages.map((value) => ({ value, label: languageEnglishNames[value] }))}
        />
        <FilterSelect
          label="Author"
          name="author"
          placeholder="Anyone"
          options={loaderData.staff.map((user) => ({ value: String(user.id), label: user.displayName }))}
        />
        <FilterText label="Title or address" name="search" type="search" />
      </FilterBar>
      <DataTable
        caption="Blog posts, most recently saved first"
        columns={columns}
        data={loaderData.items}
        stackBelow="4xl"
        getRowId={(post) => String(post.id)}
        total={loaderData.total}
        page={loaderData.page}
        empty={
          loaderData.filtered ? (
            <FilteredEmptyState title="No posts match these filters">
              Try another word of the title, or another status, language or author.
            </FilteredEmptyState>
          ) : (
            <EmptyState icon={Newspaper} title="No posts yet">
              Posts you write appear here as drafts until you publish or schedule them.
            </EmptyState>
          )
        }
      />
      <Pagination
        page={loaderData.page}
        pageSize={loaderData.pageSize}
        total={loaderData.total}
        noun={{ one: "post", other: "posts" }}
        label="Pages of the posts"
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.title ?? ""}”?`}
        confirmLabel="Delete post"
        destructive
        pending={pending}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await run(`/api/admin/posts/${deleting.id}`, {
            method: "DELETE",
            success: `Deleted “${deleting.title}”`,
          });
          if (result.ok) setDeleting(null);
          return result.ok;
        }}
      >
        {deleting?.status === "published"
          ? "The post leaves the blog, the feed and the sitemap at once, and its address answers 404. Its revisions are deleted too. This cannot be undone."
          : "The post and its revisions are deleted. This cannot be undone."}
      </ConfirmDialog>
    </>
  );
}

export const ErrorBoundary = StaffScreenError;
