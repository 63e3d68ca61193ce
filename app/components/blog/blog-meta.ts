import type { MetaDescriptor } from "react-router";
import type { PublicPost } from "~server/blog/post.schema";
import { BLOG_FEED_PATH, postPath } from "~server/blog/post-rules";

/** The feed's <link rel="alternate">, on /blog and on every post. */
export function feedLink(origin: string, siteName: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteName} blog`,
    href: `${origin}${BLOG_FEED_PATH}`,
  };
}

/** An address on this site as an absolute one (covers are stored as site paths). */
export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith("/") ? `${origin}${url}` : url;
}

/** schema.org BlogPosting for a post. */
export function blogPostingJsonLd(post: PublicPost, origin: string, siteName: string) {
  const url = `${origin}${postPath(post.slug)}`;
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
    ...(post.categoryLabel ? { articleSection: post.categoryLabel } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
    inLanguage: "en-IN",
  };
}
