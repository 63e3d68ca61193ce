import { Clock } from "lucide-react";
import { Link } from "react-router";
import { categoryMessage } from "~/components/blog/blog-meta";
import { CARD_SIZES, responsiveImgProps, type ResponsiveImage } from "~/components/media/responsive-image";
import { useI18n } from "~/i18n/i18n";
import type { PublicPostSummary } from "~server/blog/post.schema";
import { postPath } from "~server/blog/post-rules";

/** Covers are stored at the Open Graph size; width and height keep their space before they load. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** Published date (the day in IST, in the page's language) and reading time, as every list shows them. */
export function PostDateLine({ post, className }: { post: PublicPostSummary; className?: string }) {
  const { t, date } = useI18n();
  return (
    <p className={className}>
      <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {t("blog.readingTime", { minutes: post.readingMinutes })}
      </span>
    </p>
  );
}

/** A post's category in the page's language, or null for a post without one. */
export function usePostCategoryName(category: string): string | null {
  const { t } = useI18n();
  const key = categoryMessage(category);
  return key ? t(key) : null;
}

/** A post in a list: cover, category, title (the link), excerpt, date and reading time. */
export function PostCard({
  post,
  headingLevel = 2,
  eager = false,
  image,
}: {
  post: PublicPostSummary;
  headingLevel?: 2 | 3;
  /** The cover's variants and focal point, when it is a library image. */
  image?: ResponsiveImage;
  /** The first card of a page is above the fold: no lazy loading for its cover. */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const categoryName = usePostCategoryName(post.category);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-200 hover:shadow-md">
      {post.coverUrl ? (
        <img
          {...responsiveImgProps(post.coverUrl, image, CARD_SIZES)}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[1200/630] h-auto w-full bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[1200/630] w-full bg-gradient-to-br from-brand-100 to-brand-50" />
      )}
      <div className="flex flex-1 flex-col p-5">
        {categoryName && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{categoryName}</p>}
        <Heading className="mt-2 text-lg leading-snug font-semibold break-words text-slate-900">
          <Link
            to={postPath(post.slug, post.language)}
            prefetch="intent"
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 break-words text-slate-700">{post.excerpt}</p>
        <PostDateLine post={post} className="mt-auto flex flex-wrap items-center gap-x-1 pt-4 text-sm text-slate-600" />
      </div>
    </article>
  );
}
