import { data, redirect } from "react-router";
import type { Route } from "./+types/blog-preview";
import { postPageExtras } from "~/components/blog/post-loader.server";
import { PostPage } from "~/components/blog/post-page";
import { PreviewBanner } from "~/components/preview-banner";
import { previewHeaders, previewMeta } from "~/lib/draft-preview";
import { requireStaff } from "~server/auth/require-staff.server";
import { languageOfRequest, pathInLanguage } from "~server/vocabulary/languages";

/**
 * /blog/preview/{id}: any post, drafts included, exactly as its public page will show it, for
 * signed-in staff with post:read. Never cached, never indexed. A post written in Malayalam or Hindi
 * is previewed under its language's prefix (/ml/blog/preview/{id}), in that language's interface.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "post:read");
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const post = id !== null && id <= 2_147_483_647 ? await context.services.blog.getPreview(id) : null;
  if (!post) throw data("Not Found", { status: 404 });
  const language = languageOfRequest(request);
  if (post.language !== language) {
    throw redirect(pathInLanguage(`/blog/preview/${id}`, post.language), { headers: previewHeaders() });
  }
  return { post, id: id!, ...(await postPageExtras(context.services, post, language)) };
}

export const headers = previewHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return previewMeta(loaderData ? loaderData.post.title : null);
}

export default function BlogPreviewPage({ loaderData }: Route.ComponentProps) {
  const { post, service, serviceNameLang, images } = loaderData;
  return (
    <>
      {/* Only staff see the banner: in English, as the staff area is (ADR 0038). */}
      <div lang="en">
        <PreviewBanner back={{ to: "/admin/blog-posts", label: "Back to the posts" }}>
          this is how the post will look. Visitors see it only once it is published.
        </PreviewBanner>
      </div>
      <PostPage post={post} service={service} serviceNameLang={serviceNameLang} images={images} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
