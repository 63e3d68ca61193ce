import { data, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { absoluteUrl, feedLink } from "~/components/blog/blog-meta";
import { COVER_HEIGHT, COVER_WIDTH } from "~/components/blog/post-card";
import { postPageExtras } from "~/components/blog/post-loader.server";
import { PostPage } from "~/components/blog/post-page";
import type { LanguageAlternates } from "~/components/layout/language-switcher";
import { metaTranslator, rootDataFromMatches } from "~/lib/root-meta";
import { pageMeta } from "~/lib/seo";
import { postPath } from "~server/blog/post-rules";
import { languageOfRequest, languages } from "~server/vocabulary/languages";

/**
 * A post at its language's address (/blog/{slug}, /ml/blog/{slug}, /hi/blog/{slug}). A post is
 * written in one language (issue 27): under another language's prefix its slug answers 301 to the
 * post's own address, as an old slug does.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await context.services.blog.getPublic(params.slug);
  if (!found) throw data("Not Found", { status: 404 });
  // A slug the post had before: its readers and search engines move to the current address.
  if ("redirectTo" in found) throw redirect(postPath(found.redirectTo.slug, found.redirectTo.language), 301);
  const { post } = found;
  const language = languageOfRequest(request);
  if (post.language !== language) throw redirect(postPath(post.slug, post.language), 301);
  const extras = await postPageExtras(context.services, post, language);
  // The language switcher offers the other languages' blogs: the post exists in its own only.
  const languageAlternates: LanguageAlternates["languageAlternates"] = Object.fromEntries(
    languages.map((other) => [other, other === post.language ? postPath(post.slug) : "/blog"]),
  );
  return { post, ...extras, languageAlternates };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  if (!loaderData || !root) return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
  const { t } = metaTranslator(matches);
  const { post } = loaderData;
  const siteName = root.settings.businessName;
  return [
    ...pageMeta({
      title: post.seoTitle || `${post.title} | ${siteName}`,
      description: post.seoDescription || post.excerpt,
      // An external canonical (the post first appeared elsewhere) is used as it is.
      canonicalPath: post.canonicalUrl || postPath(post.slug),
      origin: post.canonicalUrl ? "" : root.origin,
      language: post.language,
      // Written in one language: hreflang names that one alone.
      languages: [post.language],
      siteName,
      type: "article",
      ...(post.coverUrl
        ? { image: { url: absoluteUrl(root.origin, post.coverUrl), width: COVER_WIDTH, height: COVER_HEIGHT } }
        : {}),
    }),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    feedLink(root.origin, t("blog.feedTitle", { siteName }), post.language),
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, service, serviceNameLang, images } = loaderData;
  return <PostPage post={post} service={service} serviceNameLang={serviceNameLang} images={images} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
