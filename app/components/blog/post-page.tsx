import { Info } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { blogPostingJsonLd } from "~/components/blog/blog-meta";
import { COVER_HEIGHT, COVER_WIDTH, PostCard } from "~/components/blog/post-card";
import { PostBody } from "~/components/blog/post-body";
import { ShareLinks } from "~/components/blog/share-links";
import { TableOfContents } from "~/components/blog/table-of-contents";
import { ApplyNowButton, LeadCaptureHost } from "~/components/lead-form/lead-capture";
import { responsiveImgProps, type ResponsiveImages } from "~/components/media/responsive-image";
import { loanServicePath } from "~/components/service-card";
import { Button } from "~/components/ui/button";
import { JsonLd } from "~/lib/json-ld";
import { breadcrumbJsonLd } from "~/lib/seo";
import { useRootData } from "~/root";
import type { PublicPost } from "~server/blog/post.schema";
import { postPath } from "~server/blog/post-rules";
import { formatDateIST } from "~server/formats/ist";
import type { LoanServiceDetail } from "~server/loan-services/loan-service.schema";

/** The cover spans the article's wide column (max-w-5xl less its padding) or the screen. */
const COVER_SIZES = "(min-width: 1024px) 960px, 100vw";

/** A post's public page: what /blog/{slug} shows, and the staff preview of a draft. */
export function PostPage({
  post,
  service,
  images = {},
}: {
  post: PublicPost;
  service: LoanServiceDetail | null;
  /** The cover's and related posts' library images (services.media.responsiveImages). */
  images?: ResponsiveImages;
}) {
  const { settings, origin } = useRootData();
  const url = `${origin}${postPath(post.slug)}`;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: post.title, path: postPath(post.slug) },
  ];
  const updated = formatDateIST(post.updatedAt) !== formatDateIST(post.publishedAt);

  return (
    <main id="main">
      <JsonLd data={blogPostingJsonLd(post, origin, settings.businessName)} />
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <article>
        <header className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 lg:px-8">
          <Breadcrumbs items={crumbs} />
          {post.categoryLabel && (
            <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              <Link to={`/blog?category=${post.category}`} className="hover:underline">
                {post.categoryLabel}
              </Link>
            </p>
          )}
          <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 flex flex-wrap gap-x-2 text-sm text-slate-600">
            {post.authorName && (
              <>
                <span>
                  By <span className="font-medium text-slate-800">{post.authorName}</span>
                </span>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span>
              Published <time dateTime={post.publishedAt}>{formatDateIST(post.publishedAt)}</time>
            </span>
            {updated && (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  Updated <time dateTime={post.updatedAt}>{formatDateIST(post.updatedAt)}</time>
                </span>
              </>
            )}
            <span aria-hidden="true">·</span>
            <span>{post.readingMinutes} min read</span>
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
            aria-label="General information"
            className="mt-10 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm leading-6 text-amber-950"
          >
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong>General information, not financial advice.</strong> Rates, rules and scheme amounts change, and
              lenders decide on each application. {settings.businessName} is a loan agent (DSA), not a lender: check
              current terms with the lender before you borrow.
            </p>
          </aside>

          <section aria-labelledby="cta-heading" className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <h2 id="cta-heading" className="text-xl font-bold text-slate-900">
              {service ? `Need help with ${service.name}?` : "Questions about a loan?"}
            </h2>
            <p className="mt-2 text-slate-700">
              Free, no-obligation guidance from our advisors: which lenders suit your profile and what they will ask
              for. {settings.businessHours}.
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              {service ? (
                <>
                  <ApplyNowButton size="lg">Apply Now</ApplyNowButton>
                  <Button asChild variant="outline" size="lg">
                    <Link to={loanServicePath(service.slug)}>About {service.name}</Link>
                  </Button>
                </>
              ) : (
                <Button asChild variant="accent" size="lg">
                  <Link to="/contact">Talk to an advisor</Link>
                </Button>
              )}
            </div>
          </section>

          <div className="mt-8 border-t border-slate-200 pt-6">
            <ShareLinks url={url} title={post.title} />
          </div>
        </div>
      </article>

      {post.related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12 bg-slate-50 py-12">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
              Related posts
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
