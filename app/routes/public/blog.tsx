import { data, Link } from "react-router";
import type { Route } from "./+types/blog";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { categoryMessages, feedLink } from "~/components/blog/blog-meta";
import { BlogEmpty } from "~/components/blog/blog-empty";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { PostCard } from "~/components/blog/post-card";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { JsonLd } from "~/lib/json-ld";
import { metaTranslator, rootDataFromMatches } from "~/lib/root-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import { postCategoryKeys, type PostCategory } from "~server/blog/post-rules";
import { languageOfRequest } from "~server/vocabulary/languages";

/** ?page= (from 1) and ?category= of /blog; null for values that name no page of the blog. */
function readQuery(url: URL): { page: number; category?: PostCategory } | null {
  const pageText = url.searchParams.get("page");
  const page = pageText === null ? 1 : /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : null;
  const categoryText = url.searchParams.get("category");
  const category = postCategoryKeys.find((key) => key === categoryText);
  if (page === null || (categoryText !== null && !category)) return null;
  return { page, ...(category ? { category } : {}) };
}

/** The English path of one page of the list, keeping the category (`path()` puts it in the page's language). */
function listPath(page: number, category?: string): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** /blog, /ml/blog and /hi/blog: the live posts written in the page's language (issue 27). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(new URL(request.url));
  if (!query) throw data("Not Found", { status: 404 });
  const language = languageOfRequest(request);
  const list = await context.services.blog.listPublic({ ...query, language });
  // A page past the last one does not exist (the first page of an empty blog does).
  if (query.page > 1 && list.items.length === 0) throw data("Not Found", { status: 404 });
  // An empty category of a language with posts, or a language with none yet: two different notes.
  const languageHasPosts =
    list.total > 0 || (query.category ? (await context.services.blog.listPublic({ language })).total > 0 : false);
  const images = await context.services.media.responsiveImages(list.items.map((post) => post.coverUrl));
  return { list, category: query.category ?? null, languageHasPosts, images };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  if (!loaderData || !root) return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
  const { t } = metaTranslator(matches);
  const { list, category } = loaderData;
  const siteName = root.settings.businessName;
  const title = category
    ? t("blog.metaCategoryTitle", { category: t(categoryMessages[category]), siteName })
    : t("blog.metaTitle", { siteName });
  return [
    ...pageMeta({
      title: list.page > 1 ? t("blog.metaPagedTitle", { title, page: list.page }) : title,
      description: t("blog.metaDescription"),
      canonicalPath: listPath(list.page, category ?? undefined),
      origin: root.origin,
      language: root.language,
      siteName,
    }),
    feedLink(root.origin, t("blog.feedTitle", { siteName }), root.language),
  ];
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { list, category, languageHasPosts, images } = loaderData;
  const { origin } = useRootData();
  const { t, path } = useI18n();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const crumbs = [
    { name: t("breadcrumbs.home"), path: path("/") },
    { name: t("blog.breadcrumbBlog"), path: path("/blog") },
  ];
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
          <Breadcrumbs items={crumbs} tone="dark" />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{t("blog.heading")}</h1>
          <p className="mt-4 max-w-3xl text-base leading-7 break-words text-brand-100 sm:text-lg">{t("blog.intro")}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {languageHasPosts && (
          <nav aria-label={t("blog.categoriesLabel")}>
            <ul className="flex flex-wrap gap-2">
              {[
                { key: null, label: t("blog.allPosts") },
                ...postCategoryKeys.map((key) => ({ key, label: t(categoryMessages[key]) })),
              ].map((item) => {
                const current = item.key === category;
                return (
                  <li key={item.key ?? "all"}>
                    <Link
                      to={path(listPath(1, item.key ?? undefined))}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium",
                        current
                          ? "border-brand-700 bg-brand-700 text-white"
                          : "border-slate-300 text-slate-800 hover:border-brand-300 hover:bg-brand-50",
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}

        {list.items.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} eager={index === 0} image={post.coverUrl ? images[post.coverUrl] : undefined} />
              </li>
            ))}
          </ul>
        ) : (
          <BlogEmpty languageHasPosts={languageHasPosts} />
        )}

        <BlogPagination page={list.page} pages={pages} pathOf={(n) => path(listPath(n, category ?? undefined))} />
      </div>
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
