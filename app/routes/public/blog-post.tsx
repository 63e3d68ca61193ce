import { data, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { absoluteUrl, feedLink } from "~/components/blog/blog-meta";
import { COVER_HEIGHT, COVER_WIDTH } from "~/components/blog/post-card";
import { PostPage } from "~/components/blog/post-page";
import { rootDataFromMatches } from "~/lib/root-meta";
import { pageMeta } from "~/lib/seo";
import { postPath } from "~server/blog/post-rules";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const found = await context.services.blog.getPublic(slug);
  if (!found) throw data("Not Found", { status: 404 });
  // A slug the post had before: its readers and search engines move to the current address.
  if ("redirectTo" in found) throw redirect(postPath(found.redirectTo), 301);
  const { post } = found;
  const service = post.relatedServiceSlug
    ? await context.services.loanServices.getActiveBySlug(post.relatedServiceSlug)
    : null;
  const images = await context.services.media.responsiveImages([
    post.coverUrl,
    ...post.related.map((related) => related.coverUrl),
  ]);
  return { post, service, images };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  if (!loaderData || !root) return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  const siteName = root.settings.businessName;
  return [
    ...pageMeta({
      title: post.seoTitle || `${post.title} | ${siteName}`,
      description: post.seoDescription || post.excerpt,
      // An external canonical (the post first appeared elsewhere) is used as it is.
      canonicalPath: post.canonicalUrl || postPath(post.slug),
      origin: post.canonicalUrl ? "" : root.origin,
      language: root.language,
      siteName,
      type: "article",
      ...(post.coverUrl
        ? { image: { url: absoluteUrl(root.origin, post.coverUrl), width: COVER_WIDTH, height: COVER_HEIGHT } }
        : {}),
    }),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    feedLink(root.origin, siteName),
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostPage post={loaderData.post} service={loaderData.service} images={loaderData.images} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
