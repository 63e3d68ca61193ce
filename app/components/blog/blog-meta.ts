import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "~/i18n/messages";
import type { PublicPost } from "~server/blog/post.schema";
import { blogFeedPath, postPath, type PostCategory } from "~server/blog/post-rules";
import { type Language, languageTags } from "~server/vocabulary/languages";

/** Each category's name as an interface text (the stored key stays English). */
export const categoryMessages: Record<PostCategory, MessageKey> = {
  "home-loans": "blog.categoryHomeLoans",
  "personal-and-gold-loans": "blog.categoryPersonalAndGoldLoans",
  "business-loans": "blog.categoryBusinessLoans",
  "credit-score": "blog.categoryCreditScore",
  "government-schemes": "blog.categoryGovernmentSchemes",
  "borrowing-basics": "blog.categoryBorrowingBasics",
};

/** The message of a stored category, or null for one that is not (or no longer) on the list. */
export function categoryMessage(category: string): MessageKey | null {
  return Object.hasOwn(categoryMessages, category) ? categoryMessages[category as PostCategory] : null;
}

/** The `<link rel="alternate">` of the language's feed, on its blog and on each of its posts. */
export function feedLink(origin: string, title: string, language: Language): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title,
    href: `${origin}${blogFeedPath(language)}`,
  };
}

/** An address on this site as an absolute one (covers are stored as site paths). */
export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith("/") ? `${origin}${url}` : url;
}

/** schema.org BlogPosting for a post, in the language it is written in. */
export function blogPostingJsonLd(post: PublicPost, origin: string, siteName: string, categoryName: string) {
  const url = `${origin}${postPath(post.slug, post.language)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.seoDescription || post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": post.canonicalUrl || url },
    ...(post.coverUrl ? { image: [absoluteUrl(origin, post.coverUrl)] } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.authorName
      ? { "@type": "Person", name: post.authorName }
      : { "@type": "Organization", name: siteName, url: `${origin}/` },
    publisher: {
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: siteName,
      logo: `${origin}/favicon.svg`,
    },
    ...(categoryName ? { articleSection: categoryName } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
    inLanguage: languageTags[post.language],
  };
}
