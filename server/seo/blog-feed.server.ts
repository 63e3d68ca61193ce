import { Feed } from "feed";
import type { AppServices } from "../app-services.server";
import { BLOG_FEED_PATH, postPath } from "../blog/post-rules";

/** Site paths in a post's HTML as absolute addresses: feed readers show it away from the site. */
function absolutize(html: string, origin: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, (_match, attribute: string) => ` ${attribute}="${origin}/`);
}

/**
 * Plain text as HTML that shows it literally. Feed readers render an item's description as HTML,
 * and `feed` puts it in CDATA unchanged; with `<` and `>` escaped no markup reaches the reader and
 * no `]]>` is left to end the CDATA early (the XML writer splits only the first one).
 */
function textAsHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A title as text inside the CDATA `feed` wraps it in: readers show titles as text, so nothing
 * is escaped, but every "]]>" (the XML writer splits only the first) gets a zero-width space, so
 * none can end the CDATA early and the title still reads the same.
 */
function titleText(text: string): string {
  return text.replaceAll("]]>", "]]\u200b>");
}

/** The blog's RSS 2.0 feed: the 20 newest live posts with their full sanitized bodies. */
export async function renderBlogFeed(services: AppServices, origin: string): Promise<string> {
  const [site, posts] = await Promise.all([services.settings.getSite(), services.blog.listForFeed(20)]);
  const feed = new Feed({
    title: `${site.businessName} blog`,
    description: `Loan guides and news for borrowers from ${site.businessName}. General information, not financial advice.`,
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: "en-IN",
    copyright: `© ${site.legalName}`,
    updated: posts[0] ? new Date(posts[0].updatedAt) : new Date(0),
    generator: false,
    feedLinks: { rss: `${origin}${BLOG_FEED_PATH}` },
  });
  for (const post of posts) {
    const link = `${origin}${postPath(post.slug)}`;
    feed.addItem({
      title: titleText(post.title),
      id: link,
      link,
      date: new Date(post.publishedAt),
      // Staff write the excerpt as text (the body is the sanitized HTML).
      description: textAsHtml(post.excerpt),
      content: absolutize(post.body, origin),
      category: post.categoryLabel ? [{ name: post.categoryLabel }] : undefined,
    });
  }
  return feed.rss2();
}
