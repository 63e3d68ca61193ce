import { ArrowLeft, Info } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { blogPostingJsonLd } from "~/components/blog/blog-meta";
import { COVER_HEIGHT, COVER_WIDTH, PostCard, usePostCategoryName } from "~/components/blog/post-card";
import { PostBody } from "~/components/blog/post-body";
import { ShareLinks } from "~/components/blog/share-links";
import { TableOfContents } from "~/components/blog/table-of-contents";
import { ApplyNowButton, LeadCaptureHost } from "~/components/lead-form/lead-capture";
import { responsiveImgProps, type ResponsiveImages } from "~/components/media/responsive-image";
import { loanServicePath } from "~/components/service-card";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";
import { JsonLd } from "~/lib/json-ld";
import { breadcrumbJsonLd } from "~/lib/seo";
import { useRootData } from "~/root";
import type { PublicPost } from "~server/blog/post.schema";
import { postPath } from "~server/blog/post-rules";
import type { LoanServiceDetail } from "~server/loan-services/loan-service.schema";

/** The cover spans the article's wide column (max-w-5xl less its padding) or the screen. */
const COVER_SIZES = "(min-width: 1024px) 960px, 100vw";

/**
 * A post's public page: what /blog/{slug} (/ml/blog/{slug}, /hi/blog/{slug}) shows, and the staff
 * preview of a draft. The page is in the post's language: its words and the interface around them.
 */
export function PostPage({
  post,
  service,
  serviceNameLang,
  images = {},
}: {
  post: PublicPost;
  service: LoanServiceDetail | null;
  /** "en" when the service's name is shown in English on a page in another language (ADR 0038). */
  serviceNameLang?: "en";
  /** The cover's and related posts' library images (services.media.responsiveImages). */
  images?: ResponsiveImages;
}) {
  const { settings, origin } = useRootData();
  const { t, rich, date, path } = useI18n();
  const categoryName = usePostCategoryName(post.category);
  const url = `${origin}${postPath(post.slug, post.language)}`;
  const crumbs = [
    { name: t("breadcrumbs.home"), path: path("/") },
    { name: t("blog.breadcrumbBlog"), path: path("/blog") },
    { name: post.title, path: postPath(post.slug, post.language) },
  ];
  const updated = date(post.updatedAt) !== date(post.publishedAt);
  const serviceName = service ? <span lang={serviceNameLang}>{service.name}</span> : null;

  return (
    <main id="main">
      <JsonLd data={blogPostingJsonLd(post, origin, settings.businessName, categoryName ?? "")} />
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <article>
        <header className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 lg:px-8">
          <Breadcrumbs items={crumbs} />
          {categoryName && (
            <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              <Link to={path(`/blog?category=${post.category}`)} className="hover:underline">
                {categoryName}
              </Link>
            </p>
          )}
          <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 flex flex-wrap gap-x-2 text-sm text-slate-600">
            {post.authorName && (
              <>
                <span>
                  {rich("blog.byAuthor", {
                    author: <span className="font-medium text-slate-800">{post.authorName}</span>,
                  })}
                </span>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span>
              {rich("blog.publishedOn", {
                date: <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time>,
              })}
            </span>
            {updated && (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  {rich("blog.updatedOn", {
                    date: <time dateTime={post.updatedAt}>{date(post.updatedAt)}</time>,
                  })}
                </span>
              </>
            )}
            <span aria-hidden="true">·</span>
            <span>{t("blog.readingTime", { minutes: post.readingMinutes })}</span>
          </p>
        </header>

        {post.coverUrl && (
          <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6 lg:px-8">
            <img
              {...responsiveImgProps(post.coverUrl, images[post.coverUrl], COVER_SIZES)}
              alt={post.coverAlt}
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              fetchPriority="high"
              decoding="async"
              className="aspect-[1200/630] h-auto w-full rounded-2xl bg-slate-100 object-cover"
            />
          </div>
        )}

        <div className="mx-auto mt-8 max-w-3xl px-4 sm:px-6 lg:px-8">
          <TableOfContents entries={post.toc} />
          <PostBody html={post.body} className="mt-6" />

          <aside
            aria-label={t("blog.disclaimerLabel")}
            className="mt-10 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm leading-6 text-amber-950"
          >
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="min-w-0 break-words">
              <strong>{t("blog.disclaimerTitle")}</strong>{" "}
              {t("blog.disclaimerText", { businessName: settings.businessName })}
            </p>
          </aside>

          <section aria-labelledby="cta-heading" className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <h2 id="cta-heading" className="text-xl font-bold break-words text-slate-900">
              {serviceName ? rich("blog.ctaServiceHeading", { service: serviceName }) : t("blog.ctaHeading")}
            </h2>
            <p className="mt-2 break-words text-slate-700">{t("blog.ctaText")}</p>
            <p className="mt-1 break-words text-slate-700">{t("blog.ctaHours", { hours: settings.businessHours })}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {service ? (
                <>
                  <ApplyNowButton size="lg">{t("blog.applyNow")}</ApplyNowButton>
                  <Button
                    asChild
                    variant="outline"
                    size="lg"
                    className="h-auto min-h-12 py-2 text-center whitespace-normal"
                  >
                    <Link to={path(loanServicePath(service.slug))}>
                      {/* One flex item: the button's gap would otherwise open between the name and the words. */}
                      <span>{rich("blog.aboutService", { service: serviceName })}</span>
                    </Link>
                  </Button>
                </>
              ) : (
                <Button asChild variant="accent" size="lg">
                  <Link to={path("/contact")}>{t("blog.talkToAdvisor")}</Link>
                </Button>
              )}
            </div>
          </section>

          <div className="mt-8 flex flex-col gap-6 border-t border-slate-200 pt-6">
            <ShareLinks url={url} title={post.title} />
            <Link
              to={path("/blog")}
              className="inline-flex min-h-10 items-center gap-2 self-start font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("blog.backToBlog")}
            </Link>
          </div>
        </div>
      </article>

      {post.related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12 bg-slate-50 py-12">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
              {t("blog.relatedHeading")}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {post.related.map((related) => (
                <li key={related.slug}>
                  <PostCard
                    post={related}
                    headingLevel={3}
                    image={related.coverUrl ? images[related.coverUrl] : undefined}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {service && <LeadCaptureHost service={service} contact={settings} />}
    </main>
  );
}
