import { data, Link } from "react-router";
import type { Route } from "./+types/blog";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { feedLink } from "~/components/blog/blog-meta";
import { PostCard } from "~/components/blog/post-card";
import { cn } from "~/lib/cn";
import { JsonLd } from "~/lib/json-ld";
import { rootDataFromMatches } from "~/lib/root-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import { postCategories, postCategoryKeys, type PostCategory } from "~server/blog/post-rules";

/** ?page= (from 1) and ?category= of /blog; null for values that name no page of the blog. */
function readQuery(url: URL): { page: number; category?: PostCategory } | null {
  const pageText = url.searchParams.get("page");
  const page = pageText === null ? 1 : /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : null;
  const categoryText = url.searchParams.get("category");
  const category = postCategoryKeys.find((key) => key === categoryText);
  if (page === null || (categoryText !== null && !category)) return null;
  return { page, ...(category ? { category } : {}) };
}

/** The address of one page of the list, keeping the category. */
function listPath(page: number, category?: string): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(new URL(request.url));
  if (!query) throw data("Not Found", { status: 404 });
  const list = await context.services.blog.listPublic(query);
  // A page past the last one does not exist (the first page of an empty blog does).
  if (query.page > 1 && list.items.length === 0) throw data("Not Found", { status: 404 });
  const images = await context.services.media.responsiveImages(list.items.map((post) => post.coverUrl));
  return { list, category: query.category ?? null, images };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  if (!loaderData || !root) return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
  const { list, category } = loaderData;
  const siteName = root.settings.businessName;
  const topic = category ? `${postCategories[category]}: ` : "";
  const pageNote = list.page > 1 ? ` (page ${list.page})` : "";
  return [
    ...pageMeta({
      title: `${topic}Loan guides and news${pageNote} | ${siteName} blog`,
      description:
        "Plain-language guides for borrowers in Kerala and across India: documents, credit scores, government schemes and choosing the right loan.",
      canonicalPath: listPath(list.page, category ?? undefined),
      origin: root.origin,
      language: root.language,
      siteName,
    }),
    feedLink(root.origin, siteName),
  ];
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { list, category, images } = loaderData;
  const { origin } = useRootData();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
  ];
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
          <Breadcrumbs items={crumbs} tone="dark" />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Loan guides and news</h1>
          <p className="mt-4 max-w-3xl text-base leading-7 text-brand-100 sm:text-lg">
            Plain-language guides for borrowers: the documents lenders ask for, how credit scores work, government
            schemes, and choosing the right loan. General information, not financial advice.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label="Categories">
          <ul className="flex flex-wrap gap-2">
            {[
              { key: null, label: "All posts" },
              ...postCategoryKeys.map((key) => ({ key, label: postCategories[key] })),
            ].map((item) => {
              const current = item.key === category;
              return (
                <li key={item.key ?? "all"}>
                  <Link
                    to={listPath(1, item.key ?? undefined)}
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

        {list.items.length === 0 ? (
          <p className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700">
            No posts here yet.{" "}
            <Link to="/blog" className="font-medium text-brand-800 underline">
              See all posts
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} eager={index === 0} image={post.coverUrl ? images[post.coverUrl] : undefined} />
              </li>
            ))}
          </ul>
        )}

        {pages > 1 && (
          <nav aria-label="Pages of posts" className="mt-10 flex flex-wrap items-center justify-center gap-2">
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                to={listPath(n, category ?? undefined)}
                aria-current={n === list.page ? "page" : undefined}
                className={cn(
                  "inline-flex size-10 items-center justify-center rounded-lg border text-sm font-medium",
                  n === list.page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800",
                )}
              >
                <span className="sr-only">Page </span>
                {n}
              </Link>
            ))}
          </nav>
        )}
      </div>
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
