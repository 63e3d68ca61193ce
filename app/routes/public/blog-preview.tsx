import { data } from "react-router";
import type { Route } from "./+types/blog-preview";
import { PostPage } from "~/components/blog/post-page";
import { PreviewBanner } from "~/components/content/preview-banner";
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
      <PreviewBanner backTo="/admin/blog-posts" backLabel="Back to the posts">
        this is how the post will look. Visitors see it only once it is published.
      </PreviewBanner>
      <PostPage post={loaderData.post} service={loaderData.service} images={loaderData.images} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
