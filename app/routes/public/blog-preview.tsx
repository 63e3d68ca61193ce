import { Eye } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-preview";
import { PostPage } from "~/components/blog/post-page";
import { requireStaff } from "~server/auth/require-staff.server";

/**
 * /blog/preview/{id}: any post, drafts included, exactly as its public page will show it, for
 * signed-in staff with post:read. Never cached, never indexed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "post:read");
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const post = id !== null && id <= 2_147_483_647 ? await context.services.blog.getPreview(id) : null;
  if (!post) throw data("Not Found", { status: 404 });
  const service = post.relatedServiceSlug
    ? await context.services.loanServices.getActiveBySlug(post.relatedServiceSlug)
    : null;
  const images = await context.services.media.responsiveImages([
    post.coverUrl,
    ...post.related.map((related) => related.coverUrl),
  ]);
  return { post, service, id: id!, images };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Preview: ${loaderData.post.title}` : "Preview" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function BlogPreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <aside
        aria-label="Preview"
        className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
      >
        <Eye aria-hidden="true" className="size-4" />
        <span>
          <strong>Preview</strong>: this is how the post will look. Visitors see it only once it is published.
        </span>
        <Link to="/admin/blog-posts" className="font-medium underline">
          Back to the posts
        </Link>
      </aside>
      <PostPage post={loaderData.post} service={loaderData.service} images={loaderData.images} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
